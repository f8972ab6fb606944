/* signal_safe.h — the thread's runtime depth, so a signal handler never
 * re-enters runtime state its own thread was changing.
 *
 * Why: POSIX lets a signal handler call sem_post (async-signal-safe). Its
 * happens-before bookkeeping takes runtime spin locks and changes the thread's
 * vector clock; if the handler interrupted its own thread while that thread
 * held one of those locks (or was changing that clock), the handler would
 * spin forever on a lock nobody can release. So every runtime spin lock (and
 * every unlocked change of the thread's own clock) counts as "in the runtime";
 * a handler that finds the depth > 0 defers its call (signal_safe.c), and the
 * deferred calls run the moment the thread's depth returns to 0 — the same
 * idea as ThreadSanitizer's deferred signals, narrowed to the calls heddle
 * intercepts. */
#ifndef HEDDLE_SIGNAL_SAFE_H
#define HEDDLE_SIGNAL_SAFE_H
#include <stdint.h>

/* Both live in signal_safe.c; initial-exec TLS, so each access is one load. */
extern __thread uint32_t hd_rt_depth;   /* runtime sections this thread is inside */
extern __thread uint32_t hd_rt_pending; /* calls deferred by its signal handlers */

/* Runs the deferred calls (the depth has just returned to 0). */
void hd_deferred_run(void);

static inline void hd_rt_enter(void) {
  hd_rt_depth++;
  /* The count must be visible to a handler before the section begins: a
   * compiler barrier suffices, the handler runs on this same thread. */
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
}

static inline void hd_rt_leave(void) {
  __atomic_signal_fence(__ATOMIC_SEQ_CST); /* the section ends before the count drops */
  if (--hd_rt_depth == 0 && __builtin_expect(hd_rt_pending != 0, 0)) hd_deferred_run();
}

/* Queues fn(arg) to run when the interrupted runtime section ends. Called
 * from a signal handler while hd_rt_depth > 0; 0 only when the system has no
 * memory left for a burst longer than 64 calls. */
int hd_defer(void (*fn)(void *), void *arg);

/* The thread is retiring (nothing deferred, not in the runtime): returns the
 * queue's overflow blocks. */
void hd_deferred_thread_exit(void);

#endif
