/* paths.h — lexical path handling shared by symbolization and SARIF URIs. */
#ifndef HEDDLE_PATHS_H
#define HEDDLE_PATHS_H

/* dir + "/" + rel (rel alone when absolute or dir is NULL/""), with "." and
 * ".." segments and duplicate slashes removed lexically (no symlink
 * resolution: the path must stay comparable with --srcroot). Caller frees. */
char *path_join_normalize(const char *dir, const char *rel);

/* When path lies under root (both normalized, absolute), returns the relative
 * remainder inside path (no copy); otherwise NULL. */
const char *path_under(const char *path, const char *root);

#endif /* HEDDLE_PATHS_H */
