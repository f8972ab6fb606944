/* wcp.h — predicted races: weak causal precedence (Kini, Mathur, Viswanathan,
 * "Dynamic Race Prediction in Linear Time", PLDI 2017) for race mode's checks
 * of unannotated memory (HEDDLE_OPTIONS=wcp=1; docs/runtime.md "Predicted
 * races (WCP)").
 *
 * Every thread keeps, beside its happens-before clock (hd_thread.vc), a WCP
 * clock P (hd_thread.wcp): the events known to precede its next event under
 * WCP. Race checks of unannotated memory compare with P instead of the
 * happens-before clock (hd_wcp_race_clock); everything else (policies,
 * inference, hand-offs) keeps happens-before.
 *
 * Edges. Every synchronisation other than a lock (thread create/join, atomics,
 * condition variables, barriers, semaphores, descriptors, pthread_once) is a
 * hard edge: no reordering of the run moves the acquire before the release,
 * as with a thread's own order (the paper's fork and join). So a hard edge
 * passes on the releaser's thread order and its P, never its happens-before
 * clock: that clock holds whatever earlier unlock → lock edges ordered, which
 * WCP means to question. (Until session 17 it passed the happens-before clock
 * on, and a request/reply round trip over a connection turned every lock
 * edge the server had crossed into a WCP ordering: kvserver, docs/runtime.md.)
 * Hence two clocks per thread: t->wcp_strict, P proper (what a lock's release
 * passes on, rule c), and t->wcp, P joined with the hard edges' order — what
 * a race check compares with. A hard edge carries both (struct hd_wcp_hard).
 * A lock's (mutex, spin lock, rwlock held for writing)
 * release orders a later critical section of the same lock only
 *   (a) at an access conflicting with one of the earlier section's (its
 *       release's happens-before clock, joined at that access),
 *   (b) for releases whose acquires are ordered already (the release's clock,
 *       joined at the later release), and
 *   (c) through composition with happens-before on both sides: the lock's
 *       own WCP clock (its releaser's P) is absorbed by its acquirers.
 * An rwlock's read unlock stays a hard edge into the writers (its readers' key). */
#ifndef HEDDLE_WCP_H
#define HEDDLE_WCP_H
#include "thread.h"
#include "vclock.h"

struct hd_sync;
struct hd_object;

/* Nonzero when race checks use WCP (race mode and wcp=1). */
extern int hd_wcp_enabled;
/* Set at start-up from the flags (init.c calls hd_race_* first). */
void hd_wcp_init(void);

/* The clock a race check of unannotated memory by t compares with. */
static inline const struct hd_vclock *hd_wcp_race_clock(const struct hd_thread *t) {
  return hd_wcp_enabled ? &t->wcp : &t->vc;
}

/* What a hard edge carries: the releasers' race-check clocks, each with its
 * own entry from happens-before (their thread order up to the release), and
 * their P (wcp_strict). */
struct hd_wcp_hard {
  struct hd_vclock order, strict;
};
/* h ⊔= what t's release passes on (h: a sync object's, joined by several releases). */
void hd_wcp_hard_release(const struct hd_thread *t, struct hd_wcp_hard *h);
/* h := what t's release passes on (a descriptor write's own entry). */
void hd_wcp_hard_copy(const struct hd_thread *t, struct hd_wcp_hard *h);
/* h ⊔= a happens-before clock saved earlier (a release fence's): passed on as
 * P too, which orders more than the release did (never a false report). */
void hd_wcp_hard_release_clock(struct hd_wcp_hard *h, const struct hd_vclock *hb);
/* t acquires h: a hard edge's WCP side. */
void hd_wcp_hard_acquire(struct hd_thread *t, const struct hd_wcp_hard *h);
/* A hard edge from thread `from` straight to `to` (create: the parent's; join: the child's). */
void hd_wcp_hard_edge(struct hd_thread *to, const struct hd_thread *from);
/* dst ⊔= src (two descriptor writes merged into one entry). */
void hd_wcp_hard_join(struct hd_wcp_hard *dst, const struct hd_wcp_hard *src);
void hd_wcp_hard_free(struct hd_wcp_hard *h);

/* Open critical sections of WCP locks the calling thread holds (nonzero: its
 * accesses are recorded and matched against earlier sections: hd_wcp_access). */
extern __thread uint32_t hd_wcp_open;

/* A lock (`addr`, its record `s` or NULL) was taken by t, its happens-before
 * clock absorbed already: the WCP clock absorbs the lock's, a new epoch starts
 * (so the section's first access of every object reaches the slow path and is
 * recorded) and the section opens. `exclusive`: 0 for an rwlock's read lock. */
void hd_wcp_lock_taken(struct hd_thread *t, struct hd_sync *s, const void *addr, int exclusive);
/* t is about to release lock `addr` (inside its critical section, before the
 * happens-before release): rules (a)-(c) for the section that ends. */
void hd_wcp_lock_releasing(struct hd_thread *t, const void *addr);
/* An access of [lo, hi) in object o (free: a write of all of it) by t inside
 * its open sections, before the access is judged: rule (a). */
void hd_wcp_access_slow(struct hd_thread *t, const struct hd_object *o, uintptr_t lo, uintptr_t hi, int is_write);
static inline void hd_wcp_access(struct hd_thread *t, const struct hd_object *o, uintptr_t lo, uintptr_t hi,
                                 int is_write) {
  if (hd_wcp_open) hd_wcp_access_slow(t, o, lo, hi, is_write);
}

#endif
