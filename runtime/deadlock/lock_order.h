/* lock_order.h — lock-order inversion detection (the lock-order-inversion
 * rule), as ThreadSanitizer's deadlock detector: every blocking acquisition
 * of a lock B while the thread holds A adds the edge A→B to the process's
 * lock graph (lock_graph.h) once, with the thread and the two acquisition
 * stacks; an edge that closes a cycle of 2..HEDDLE_LOG_MAX_CYCLE locks is one
 * HEDDLE_EV_LOCK_CYCLE record (report.c: dedup, count, stderr line, halt).
 *
 * Data flow: intercept_sync.c → hd_lock_order_* → held_locks (this thread's
 * locks and where it took them) → lock_graph (edges, cycle search) →
 * hd_report_lock_cycle → log_writer.
 *
 * What counts: mutexes (lock, timedlock, clocklock, and the relock inside
 * pthread_cond_*wait), rwlocks in either mode and spin locks. A try
 * acquisition cannot wait, so it adds no edge into the lock it takes (try
 * edges close no cycle), but the lock, once held, orders the locks taken
 * under it like any other. Edges are added before the thread waits, so a run
 * that really deadlocks has its report in the log already.
 *
 * Cost: an acquisition records where it happened in a few loads
 * (acquisition_site.h); a blocking acquisition under other locks looks each
 * held→new pair up in a thread cache; only a pair never seen before unwinds
 * the stack and takes the graph's lock. */
#ifndef HEDDLE_LOCK_ORDER_H
#define HEDDLE_LOCK_ORDER_H

#include "access.h" /* hd_in_runtime */
#include "held_locks.h"
#include "stack.h"
#include "thread.h" /* hd_self */
#include "util.h"     /* HD_UNLIKELY */

/* Out of line (lock_order.c): the edges from the held locks to `lock`. */
void hd_lock_order_edges(struct hd_held_locks *h, uintptr_t lock, struct hd_caller from);
/* Logs the cycle (cycle order, as hd_lock_graph_add writes it) as one
 * HEDDLE_EV_LOCK_CYCLE record with `flags` (HEDDLE_CYCLE_*). */
struct hd_lock_edge;
void hd_lock_order_report(const struct hd_lock_edge *cycle, uint32_t n, uint32_t flags);
/* The calling thread is about to lock `lock` again, which it holds: the
 * one-edge cycle lock→lock (where it took the lock, and `from` now) in out;
 * 0 when the lock is not in its held list. */
int hd_lock_order_self_edge(uintptr_t lock, struct hd_caller from, struct hd_lock_edge *out);
/* The lock at this address was initialised or destroyed: a new lock from now on. */
void hd_lock_order_forget(const void *lock);
/* Heap memory was freed: the locks in it are gone (malloc.c). */
void hd_lock_order_freed(const void *base, size_t size);

/* Not the program's locking: the runtime's own (the log writer's mutex), or a
 * signal handler that interrupted the runtime — it must not wait for the
 * graph's lock its own thread may hold, nor change the held list under it. */
static inline int hd_lock_order_ignored(void) { return hd_in_runtime || hd_rt_depth; }

/* The entry point `from` is about to wait for lock (not a try acquisition). */
static inline void hd_lock_order_wait(const void *lock, struct hd_caller from) {
  if (!hd_held.n || hd_lock_order_ignored()) return; /* nothing held: the common case, no edge */
  hd_lock_order_edges(&hd_held, (uintptr_t)lock, from);
}

/* The walk of a mark, from the entry point `from`. */
static inline void hd_lock_order_walk(struct hd_caller from, struct hd_site *site) {
  const struct hd_thread *t = hd_self; /* NULL (retired): the site is the call alone */
  struct hd_stack_bounds b = {0, 0, 0};
  if (t) b = (struct hd_stack_bounds){t->stack_lo, t->stack_hi, t->stop_fp};
  hd_site_mark(b, from, site);
}

/* Where the entry point `from` acquires a lock, marked before the program
 * takes it: the walk is then no part of the program's critical section
 * (which, made longer, sends threads waiting for the lock to sleep). */
static inline void hd_lock_order_mark(struct hd_caller from, struct hd_site *site) {
  site->n = 0;
  if (hd_lock_order_ignored()) return;
  hd_lock_order_walk(from, site);
}

/* The same, marked straight into the held list's next entry when it can be
 * reserved (held_locks.h: the acquisition then copies nothing inside the
 * critical section), else into `spare`; the site it marked. The caller ends
 * the reservation: hd_lock_order_acquired_at, or hd_lock_order_unmark. */
static inline struct hd_site *hd_lock_order_mark_next(struct hd_caller from, struct hd_site *spare) {
  if (hd_lock_order_ignored()) {
    spare->n = 0;
    return spare;
  }
  struct hd_site *site = hd_held_reserve(&hd_held, spare);
  hd_lock_order_walk(from, site);
  return site;
}

/* The acquisition that marked `site` took no lock. */
static inline void hd_lock_order_unmark(const struct hd_site *site) { hd_held_unreserve(&hd_held, site); }

/* The thread acquired lock (any way, try included) at the site marked;
 * `exclusive` 0 for a read lock (which orders the locks taken under it, but
 * is no gate: other readers hold it at the same time). */
static inline void hd_lock_order_acquired(const void *lock, const struct hd_site *site, int exclusive) {
  if (hd_lock_order_ignored()) return;
  hd_rt_enter();
  hd_held_add(&hd_held, (uintptr_t)lock, site, exclusive);
  hd_rt_leave();
}

/* The same for a site hd_lock_order_mark_next marked by the entry point
 * `from`, which is still running: when a signal handler's lock took the
 * reserved entry meanwhile, the walk is made again (the same frames), into a
 * site of its own (the handler may still hold its lock). */
static inline void hd_lock_order_acquired_at(const void *lock, struct hd_site *site, int exclusive,
                                             struct hd_caller from) {
  if (hd_lock_order_ignored()) {
    hd_lock_order_unmark(site);
    return;
  }
  hd_rt_enter();
  if (HD_UNLIKELY(hd_held_site_lost(&hd_held, site))) {
    struct hd_site again;
    hd_lock_order_walk(from, &again);
    hd_lock_order_unmark(site);
    hd_held_add(&hd_held, (uintptr_t)lock, &again, exclusive);
  } else {
    hd_held_add(&hd_held, (uintptr_t)lock, site, exclusive);
  }
  hd_rt_leave();
}

/* The thread released lock. */
static inline void hd_lock_order_released(const void *lock) {
  if (!hd_held.n || hd_lock_order_ignored()) return;
  hd_rt_enter();
  hd_held_remove(&hd_held, (uintptr_t)lock);
  hd_rt_leave();
}

#endif
