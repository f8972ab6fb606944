/* source_lines.h — reads source files once and hands out their lines (for
 * fingerprints and SARIF snippets). Missing files are remembered as missing. */
#ifndef HEDDLE_SOURCE_LINES_H
#define HEDDLE_SOURCE_LINES_H

#include <stddef.h>

struct source_cache;

struct source_cache *source_cache_new(void);
void source_cache_free(struct source_cache *c);

/* Line n (1-based) of path without its newline, in *len bytes; NULL when the
 * file cannot be read or has fewer lines. Valid until the cache is freed. */
const char *source_line(struct source_cache *c, const char *path, int n, size_t *len);

#endif /* HEDDLE_SOURCE_LINES_H */
