/* cycle_findings.h — lock-order inversions (HEDDLE_EV_LOCK_CYCLE records) as
 * findings: each cycle symbolized (both acquisition stacks of every edge, the
 * global mutexes' names) and deduplicated as one finding (dedup_lock_cycle).
 * Their results are written by sarif_lock_cycle.c and text_summary.c. */
#ifndef HEDDLE_CYCLE_FINDINGS_H
#define HEDDLE_CYCLE_FINDINGS_H

#include "dedup.h"
#include "findings.h"

/* One cycle of log: a new finding at out->items[out->n], or one more
 * occurrence of an earlier finding with the same cycle. 0, or -1 when out of memory. */
int cycle_finding_add(struct findings *out, struct dedup *dedup, const struct process_log *log,
                      const struct heddle_ev_lock_cycle *rec, struct symbolizer *sym);

/* Frees what cycle_finding_add gave a finding (nothing for other findings). */
void cycle_finding_free(struct finding *f);

#endif /* HEDDLE_CYCLE_FINDINGS_H */
