/* sarif_suggestion.h — one SARIF result per annotation suggestion: rule
 * annotation-suggestion (level note), the global's definition or the
 * allocation as its location, the first shared access and the last write as
 * related locations, the edit as `fixes` (when suggestion_fix.c wrote one) and
 * properties.suggestion {kind, object, lock, variable, threads, size}. */
#ifndef HEDDLE_SARIF_SUGGESTION_H
#define HEDDLE_SARIF_SUGGESTION_H

#include "json_writer.h"
#include "sarif_location.h"
#include "suggestions.h"

void sarif_suggestion(struct json_writer *w, const struct sarif_context *ctx, const struct suggestion *s,
                      const char *fingerprint);

#endif
