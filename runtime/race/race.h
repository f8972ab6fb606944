/* race.h — race mode: happens-before race detection on unannotated memory
 * (HEDDLE_OPTIONS=unannotated=race, the default). See race.c for the
 * algorithm and docs/runtime.md "Race mode" for what it finds and misses.
 *
 * The rest of the runtime calls in here; nothing in here calls the policy
 * code except to learn whether an object is annotated. */
#ifndef HEDDLE_RACE_H
#define HEDDLE_RACE_H
#include <stddef.h>
#include <stdint.h>

#include "stack.h"
#include "vclock.h"

struct hd_object;
struct hd_thread;

/* Nonzero when unannotated memory is race-checked (unannotated=race). */
extern int hd_race_enabled;

/* Makes o (zeroed record, base/size set) an unannotated race-checked object.
 * allocated: malloc'd by t just now, which counts as t writing every byte. */
void hd_race_init_object(struct hd_object *o, struct hd_thread *t, int allocated);
/* Checks an access of [addr, addr+size) to race object o (the slow path).
 * c first, so it is passed in registers (access.c check_object). */
void hd_race_check(struct hd_caller c, struct hd_thread *t, struct hd_object *o, uintptr_t addr, uint32_t size,
                   int is_write);
/* A read of [addr, addr+size) and then a write of the same bytes by the same
 * hook call (x++: access.c's __heddle_update*) whose read needs the slow path:
 * checks the read, then the write, exactly as two hooks would, under one
 * lock and with one stack capture. Returns 0 when the write is still to be
 * checked (o left race mode, or wcp=1, which sees each access before its
 * verdict), 1 when it was. */
int hd_race_check_update(struct hd_caller c, struct hd_thread *t, struct hd_object *o, uintptr_t addr,
                         uint32_t size);
/* free(o): a write of every byte that must follow every earlier access. */
void hd_race_check_free(struct hd_thread *t, struct hd_object *o, struct hd_caller c);
/* (The fast path is race_fast.h's hd_race_fast_ok.) */
/* A policy call names o: it becomes annotated (untouched), race state dropped. */
void hd_race_adopt(struct hd_object *o);
/* o is freed: propose its annotation (infer.c), then drop its race state. */
void hd_race_retire(struct hd_object *o);
/* o's record is reused: drop its race state (no-op for annotated). */
void hd_race_forget(struct hd_object *o);
/* How many splits race mode made so far (objects or segments cut into finer
 * pieces), for the diagnostics of verbosity=1. */
uint64_t hd_race_split_count(void);
/* How many atomic accesses took the slow path (their epoch's first of those
 * bytes, not in the thread's memo), counted at verbosity >= 1 only. */
uint64_t hd_race_atomic_check_count(void);
/* How many new epochs on an object were renewed without the slow path's
 * notes (race.c renew), counted at verbosity >= 1 only. */
uint64_t hd_race_renewal_count(void);
/* How many times a thread re-reading atomics (a spin wait) yielded its core,
 * counted at verbosity >= 1 only. */
uint64_t hd_race_spin_yield_count(void);
/* Start addresses of o's segments (at most max); 0 when it was never split. */
int hd_race_segment_bounds(const struct hd_object *o, uintptr_t *bounds, uint32_t max);
struct hd_race_state;
/* Calls fn with each of o's segments' state and first byte (none: unsplit). */
void hd_race_segment_states(const struct hd_object *o,
                            void (*fn)(const struct hd_object *, const struct hd_race_state *, uintptr_t));

struct hd_race_access;
/* Every FastTrack record o keeps (o->mu held): each piece's (the object's or
 * a segment's first byte and granule shift) last write, last read or
 * concurrent readers, with the epoch each stands for. Their masks hold what
 * the fast path saw in that epoch, which no hook did (field_infer.c).
 * `is_write`: r is the piece's last write (its start a write), not a read. */
typedef void (*hd_race_record_fn)(void *ctx, uintptr_t piece, unsigned gshift, struct hd_epoch e,
                                  const struct hd_race_access *r, int is_write);
void hd_race_each_record(const struct hd_object *o, hd_race_record_fn fn, void *ctx);

/* fork(): takes or releases race mode's global lock (intercept_thread.c). */
void hd_race_fork_lock(int take);

/* An atomic access by the program at c (the instrumentation's atomic hooks):
 * never a race with another atomic access, a race with an unordered plain
 * access of the same bytes (ThreadSanitizer's model: a counter updated
 * through std::atomic_ref or __atomic_* and read plainly); remembered for
 * inference (objects accessed only atomically are proposed as racy). */
void hd_race_note_atomic(uintptr_t addr, uint32_t size, int is_write, struct hd_caller c);

#endif
