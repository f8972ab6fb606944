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

#include <errno.h>
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
 * the system refuses the memory. A handler can interrupt another one here
 * (another signal): a block is linked in with a compare-and-swap, and the
 * loser gives its own mapping back. errno is the interrupted code's: kept. */
static struct block *block_for(uint32_t n) {
  struct block *b = &first;
  for (; n >= BLOCK_CALLS; n -= BLOCK_CALLS) {
    struct block *next = __atomic_load_n(&b->next, __ATOMIC_RELAXED);
    if (!next) {
      int saved = errno;
      void *p = mmap(0, sizeof *b, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (p == MAP_FAILED) {
        errno = saved;
        return 0;
      }
      struct block *none = 0;
      if (__atomic_compare_exchange_n(&b->next, &none, (struct block *)p, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
        next = p;
      } else {
        munmap(p, sizeof *b); /* a nested handler linked one first: use it */
        next = none;
      }
      errno = saved;
    }
    b = next;
  }
  return b;
}

/* The entry is reserved with one atomic add before it is written: a handler
 * of another signal that interrupts this one between the two takes the next
 * entry instead of the same one. No drain can run in between (a drain runs in
 * the interrupted code, which waits for every handler to finish), so a counted
 * entry is always written by the time a drain reads it — except when its block
 * cannot be mapped: then the entry stays empty (fn NULL, as mmap'd memory is),
 * the drain skips it, and the caller makes the call at once (returns 0). */
int hd_defer(void (*fn)(void *), void *arg) {
  uint32_t n = __atomic_fetch_add(&hd_rt_pending, 1, __ATOMIC_RELAXED);
  struct block *b = block_for(n);
  if (!b) return 0;
  b->calls[n % BLOCK_CALLS] = (struct deferred_call){fn, arg};
  __atomic_signal_fence(__ATOMIC_SEQ_CST); /* the entry is written before the code it interrupted goes on */
  return 1;
}

void hd_deferred_run(void) {
  while (__atomic_load_n(&hd_rt_pending, __ATOMIC_RELAXED)) {
    /* Stay "in the runtime" while draining: a handler arriving now appends
     * behind the entries being run instead of running its call in between. */
    hd_rt_enter();
    uint32_t done = 0;
    struct block *b = &first;
    for (;;) {
      uint32_t n = __atomic_load_n(&hd_rt_pending, __ATOMIC_RELAXED);
      if (done < n) {
        __atomic_signal_fence(__ATOMIC_ACQUIRE); /* pairs with hd_defer's: read the entry after its count */
        /* A block may be missing (its mmap failed): its entries were made at once by their callers. */
        if (done && done % BLOCK_CALLS == 0) b = b ? __atomic_load_n(&b->next, __ATOMIC_RELAXED) : 0;
        struct deferred_call c = b ? b->calls[done % BLOCK_CALLS] : (struct deferred_call){0, 0};
        if (b) b->calls[done % BLOCK_CALLS].fn = 0; /* drained: a reserved entry left unwritten reads as empty */
        done++;
        if (c.fn) c.fn(c.arg);
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
