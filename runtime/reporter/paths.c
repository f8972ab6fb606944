/* paths.c — lexical path normalization (see paths.h). */
#define _GNU_SOURCE
#include "paths.h"

#include <stdlib.h>
#include <string.h>

char *path_join_normalize(const char *dir, const char *rel) {
  if (!rel) rel = "";
  int use_dir = rel[0] != '/' && dir && dir[0];
  size_t cap = strlen(rel) + (use_dir ? strlen(dir) : 0) + 3;
  char *joined = malloc(cap), *out = malloc(cap);
  if (!joined || !out) { free(joined); free(out); return NULL; }
  strcpy(joined, use_dir ? dir : "");
  if (use_dir) strcat(joined, "/");
  strcat(joined, rel);

  int absolute = joined[0] == '/';
  size_t len = 0;
  if (absolute) out[len++] = '/';
  size_t floor = len; /* ".." never climbs above the root of an absolute path */
  for (char *seg = strtok(joined, "/"); seg; seg = strtok(NULL, "/")) {
    if (strcmp(seg, ".") == 0) continue;
    if (strcmp(seg, "..") == 0) {
      size_t last = len;
      while (last > floor && out[last - 1] != '/') last--;
      int prev_is_dotdot = len - last == 2 && strncmp(out + last, "..", 2) == 0;
      if (len > floor && !prev_is_dotdot) {
        len = last > floor ? last - 1 : floor;
        continue;
      }
      if (absolute) continue;
    }
    if (len > floor || (len > 0 && out[len - 1] != '/')) out[len++] = '/';
    size_t n = strlen(seg);
    memcpy(out + len, seg, n);
    len += n;
  }
  if (len == 0) out[len++] = '.';
  out[len] = '\0';
  free(joined);
  return out;
}

const char *path_under(const char *path, const char *root) {
  size_t n = strlen(root);
  while (n > 1 && root[n - 1] == '/') n--;
  if (n == 1 && root[0] == '/') return path[0] == '/' ? path + 1 : NULL;
  if (strncmp(path, root, n) != 0 || path[n] != '/') return NULL;
  return path + n + 1;
}
