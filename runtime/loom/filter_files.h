/* filter_files.h — reading and parsing filter files, with errors printed in
 * heddle-lint's form (file:line:col: error: message [rule]) so the runtime,
 * `heddle run` and the editor word a bad filter the same way. Shared by
 * libheddle (start-up) and the heddle CLI (checks before it runs anything). */
#ifndef HEDDLE_LOOM_FILTER_FILES_H
#define HEDDLE_LOOM_FILTER_FILES_H

#include "filter_ast.h"

/* Reads and parses `path`. Returns the filter, or NULL after printing why
 * (unreadable file, syntax errors: every one of them) to stderr. */
struct loom_filter *loom_filter_load(struct loom_arena *a, const char *path);

/* Prints one finding: "path:line:col: error: message [rule]". */
void loom_print_error(const char *path, struct loom_range at, const char *message, const char *rule);

#endif
