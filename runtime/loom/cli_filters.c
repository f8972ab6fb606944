/* cli_filters.c — see cli_filters.h. The runtime checks the filters again at
 * start-up against the program's slots (lines, functions, globals), which only
 * it knows; this catches what the file alone shows before anything runs. */
#define _GNU_SOURCE
#include "cli_filters.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter_files.h"

int loom_cli_prepare_filters(const char *const *paths, int n) {
  if (n == 0) return 0;
  struct loom_arena arena = {0};
  size_t cap = 64;
  for (int i = 0; i < n; i++) cap += PATH_MAX + 1;
  char *list = calloc(1, cap);
  int bad = 0;
  for (int i = 0; list && i < n; i++) {
    if (strchr(paths[i], ':')) {
      fprintf(stderr, "heddle run: the filter path '%s' contains ':', which separates filters in HEDDLE_OPTIONS: "
                      "rename or link the file\n", paths[i]);
      bad = 1;
      continue;
    }
    if (!loom_filter_load(&arena, paths[i])) {
      bad = 1;
      continue;
    }
    char abs[PATH_MAX];
    if (!realpath(paths[i], abs)) snprintf(abs, sizeof abs, "%s", paths[i]);
    if (strchr(abs, ':')) {
      fprintf(stderr, "heddle run: the filter's full path '%s' contains ':': move the file\n", abs);
      bad = 1;
      continue;
    }
    if (list[0]) strcat(list, ":");
    strcat(list, abs);
  }
  loom_arena_release(&arena);
  if (bad || !list) {
    if (bad) fputs("heddle run: the program was not run: fix the execution filters above (docs/filters.md)\n", stderr);
    free(list);
    return -1;
  }
  const char *old = getenv("HEDDLE_OPTIONS");
  char *options = NULL;
  if (asprintf(&options, "%s%sfilters=%s", old && old[0] ? old : "", old && old[0] ? ":" : "", list) < 0) {
    free(list);
    return -1;
  }
  setenv("HEDDLE_OPTIONS", options, 1);
  free(options);
  free(list);
  return 0;
}
