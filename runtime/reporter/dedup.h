/* dedup.h — which reports are the same finding: same rule at the same code
 * location (the access's first user frame), across every process of a run.
 *
 * Two keys, so most duplicates are never symbolized: a report whose rule and
 * raw access stack an earlier report of the same process had is that report's
 * finding (same PCs in one process, same frames); only a new stack needs its
 * access symbolized, and then its location decides. Lock-order cycles have a
 * key of their own (dedup_lock_cycle). */
#ifndef HEDDLE_DEDUP_H
#define HEDDLE_DEDUP_H

#include <stddef.h>
#include <stdint.h>

#include "event_log.h"
#include "symbolize.h"

#define DEDUP_NONE ((size_t)-1) /* no finding yet; also "out of memory" where a finding is due */

struct dedup;

struct dedup *dedup_new(void);
void dedup_free(struct dedup *d);

/* The reports that follow belong to another process: its PCs mean other code. */
void dedup_next_process(struct dedup *d);

/* The finding an earlier report of this process with rec's rule and access
 * stack became, or DEDUP_NONE. */
size_t dedup_find_stack(struct dedup *d, const struct heddle_ev_report *rec);
/* Records that rec's rule and access stack stand for `finding`. 0, or -1 when out of memory. */
int dedup_remember_stack(struct dedup *d, const struct heddle_ev_report *rec, size_t finding);

/* The finding of this rule at the location of the symbolized access stack; a
 * location seen for the first time is recorded as `next` (and next returned).
 * DEDUP_NONE when out of memory. */
size_t dedup_location(struct dedup *d, uint32_t rule, const struct symbolized_stack *access, size_t next);

/* The finding of a lock-order cycle with the same edges — the same (from, to)
 * mutex pairs (a global's symbol, else its address) acquired at the same
 * places (each acquisition's first user frame, as dedup_location: the PCs,
 * symbolized, so a forked child's cycle meets its parent's), in any rotation —
 * in any process; a cycle seen for the first time is recorded as `next`.
 * DEDUP_NONE when out of memory. */
struct lock_cycle;
size_t dedup_lock_cycle(struct dedup *d, const struct lock_cycle *c, size_t next);

/* The objects a finding names (finding_objects.h): a global by its symbol, a
 * heap object by its size and its allocation's first user frame — never an
 * address, so the same object meets itself across processes. Each returns 1
 * when the finding already names rec's object, 0 when it did not (it does now),
 * -1 when out of memory. dedup_object_raw compares this process's raw facts
 * (name, size, allocation PCs) and needs nothing symbolized: a 0 from it only
 * means "ask dedup_object with the symbolized allocation stack". */
int dedup_object_raw(struct dedup *d, size_t finding, const struct heddle_ev_report *rec);
int dedup_object(struct dedup *d, size_t finding, const struct heddle_ev_report *rec,
                 const struct symbolized_stack *alloc);

/* What counts as the same finding besides the location: the rule, and
 * whether the object had been freed (a use after free). Pass it as the
 * location key's rule. */
uint32_t dedup_kind(const struct heddle_ev_report *rec);

#endif /* HEDDLE_DEDUP_H */
