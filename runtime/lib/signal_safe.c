/* signal_safe.c — calls a signal handler made while its thread was inside the
 * runtime (see signal_safe.h), queued per thread and run when the thread
 * leaves the runtime.
 *
 * Only the thread itself and its signal handlers touch the queue, and a
 * handler runs to completion before the code it interrupted goes on, so one
 * compare-and-swap (a single instruction on this thread) is all the drain
 * needs to not lose a call appended meanwhile.
 *
 * The queue has no fixed limit, so no deferred sem_post ever loses its edge:
 * 64 calls sit in thread-local storage, and a burst beyond that goes on into
 * blocks the handler maps itself (mmap is a plain system call, safe in a
 * handler, where malloc and the runtime's allocator are not). Blocks are never
 * moved, so an entry the drain is reading stays where it is; they are kept
 * for the thread's next burst, and returned when the thread exits. */
#include "signal_safe.h"

#include <sys/mman.h>

#define BLOCK_CALLS 64

struct deferred_call {
  void (*fn)(void *);
  void *arg;
};

struct block {
  struct deferred_call calls[BLOCK_CALLS];
  struct block *next; /* the block for the next BLOCK_CALLS calls; NULL until a burst needs it */
};

__thread uint32_t hd_rt_depth;
__thread uint32_t hd_rt_pending;
static __thread struct block first;

/* The block holding entry n, mapped when a burst first reaches it; NULL when
 * the system refuses the memory. */
static struct block *block_for(uint32_t n) {
  struct block *b = &first;
  for (; n >= BLOCK_CALLS; n -= BLOCK_CALLS) {
    if (!b->next) {
      void *p = mmap(0, sizeof *b, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (p == MAP_FAILED) return 0;
      b->next = p;
    }
    b = b->next;
  }
  return b;
}

int hd_defer(void (*fn)(void *), void *arg) {
  uint32_t n = hd_rt_pending;
  struct block *b = block_for(n);
  if (!b) return 0;
  b->calls[n % BLOCK_CALLS] = (struct deferred_call){fn, arg};
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
    const struct block *b = &first;
    for (;;) {
      uint32_t n = __atomic_load_n(&hd_rt_pending, __ATOMIC_RELAXED);
      if (done < n) {
        __atomic_signal_fence(__ATOMIC_ACQUIRE); /* pairs with hd_defer's: read the entry after its count */
        if (done && done % BLOCK_CALLS == 0) b = b->next; /* mapped before entry `done` was counted */
        struct deferred_call c = b->calls[done++ % BLOCK_CALLS];
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

void hd_deferred_thread_exit(void) {
  /* One exchange: a handler arriving after it maps blocks of its own. */
  struct block *b = __atomic_exchange_n(&first.next, (struct block *)0, __ATOMIC_RELAXED);
  while (b) {
    struct block *next = b->next;
    munmap(b, sizeof *b);
    b = next;
  }
}
