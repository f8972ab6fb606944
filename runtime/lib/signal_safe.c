/* signal_safe.c — calls a signal handler made while its thread was inside the
 * runtime (see signal_safe.h), queued per thread and run when the thread
 * leaves the runtime.
 *
 * Only the thread itself and its signal handlers touch the queue, and a
 * handler runs to completion before the code it interrupted goes on, so one
 * compare-and-swap (a single instruction on this thread) is all the drain
 * needs to not lose a call appended meanwhile. */
#include "signal_safe.h"

#define QUEUE_CAP 64

struct deferred_call {
  void (*fn)(void *);
  void *arg;
};

__thread uint32_t hd_rt_depth;
__thread uint32_t hd_rt_pending;
static __thread struct deferred_call queue[QUEUE_CAP];

int hd_defer(void (*fn)(void *), void *arg) {
  uint32_t n = hd_rt_pending;
  if (n >= QUEUE_CAP) return 0;
  queue[n] = (struct deferred_call){fn, arg};
  __atomic_signal_fence(__ATOMIC_SEQ_CST); /* the entry is written before it is counted */
  hd_rt_pending = n + 1;
  return 1;
}

void hd_deferred_run(void) {
  while (__atomic_load_n(&hd_rt_pending, __ATOMIC_RELAXED)) {
    /* Stay "in the runtime" while draining: a handler arriving now appends
     * behind the entries being run instead of running its call in between. */
    hd_rt_enter();
    uint32_t done = 0;
    for (;;) {
      uint32_t n = __atomic_load_n(&hd_rt_pending, __ATOMIC_RELAXED);
      if (done < n) {
        struct deferred_call c = queue[done++];
        c.fn(c.arg);
        continue;
      }
      if (__atomic_compare_exchange_n(&hd_rt_pending, &n, 0, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        break;
    }
    /* Not hd_rt_leave: the loop condition re-checks what arrived after the swap. */
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    hd_rt_depth--;
  }
}
