/* filter_json.h — a parse in the corpus's JSON form (see filter_json.c). */
#ifndef HEDDLE_LOOM_FILTER_JSON_H
#define HEDDLE_LOOM_FILTER_JSON_H

#include <stdio.h>

#include "filter_ast.h"

/* {"tree": ..., "errors": [...]} on one line. */
void loom_filter_write_json(FILE *out, const struct loom_filter *f);

#endif
