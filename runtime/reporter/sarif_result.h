/* sarif_result.h — one SARIF result per finding: message with linked related
 * locations, primary location, codeFlows (one threadFlow per thread),
 * partialFingerprints and the report's raw facts as properties. */
#ifndef HEDDLE_SARIF_RESULT_H
#define HEDDLE_SARIF_RESULT_H

#include "findings.h"
#include "json_writer.h"
#include "sarif_location.h"

void sarif_result(struct json_writer *w, const struct sarif_context *ctx,
                  const struct finding *f, const char *fingerprint);

#endif /* HEDDLE_SARIF_RESULT_H */
