/* sarif_lock_cycle.h — the SARIF result of a lock-order inversion (a
 * finding with a cycle): where the cycle closed, both acquisitions of every
 * edge as related locations, and one threadFlow per edge. */
#ifndef HEDDLE_SARIF_LOCK_CYCLE_H
#define HEDDLE_SARIF_LOCK_CYCLE_H

#include "findings.h"
#include "json_writer.h"
#include "sarif_location.h"

void sarif_lock_cycle(struct json_writer *w, const struct sarif_context *ctx, const struct finding *f,
                      const char *fingerprint);

#endif /* HEDDLE_SARIF_LOCK_CYCLE_H */
