/* intercept_atomic.c — the program's atomics as synchronisation, in
 * ThreadSanitizer's model of C11/C++11 atomics. The instrumentation
 * (runtime/pass/HeddlePass.cpp) calls these hooks beside every atomic load,
 * store, read-modify-write, compare-exchange and fence of instrumented code
 * (what _Atomic, __atomic_*, __sync_* and std::atomic compile to):
 *
 *   a write that releases (release, acq_rel, seq_cst): the atomic's sync
 *     clock, keyed by its address, absorbs the thread's clock, which then
 *     ticks (hd_sync_release);
 *   a read that acquires (acquire, acq_rel, seq_cst): the thread's clock
 *     absorbs the atomic's (hd_sync_acquire);
 *   relaxed (monotonic, unordered): no edge.
 *
 * The hooks run beside the instruction, not instead of it, so their place
 * matters: a release runs before the write can be seen and an acquire after
 * the read, so whoever reads a released value finds the writer's clock
 * already there. Clocks only grow, so an acquire may also take in releases
 * later than the value it read, a store does not end an earlier store's
 * release sequence, and a compare-exchange releases before it knows whether
 * it will write: more ordering than C11 promises — missed reports, never
 * false ones.
 *
 * Fences: ThreadSanitizer ignores them (false reports for code that
 * synchronises with fences); heddle approximates C11's fence rules:
 *   release fence: the thread's clock at the fence is kept, and every later
 *     relaxed write of the thread releases that clock into its atomic;
 *   acquire fence: acquires the atomics of the thread's last HD_FENCE_READS
 *     reads that did not acquire themselves (their current clocks: again
 *     possibly more than C11 promises).
 * An acquire fence after more than HD_FENCE_READS such reads, relaxed
 * atomics outside the tracked range (the stack, memory the runtime does not
 * track: the instrumentation does not call for those) and fences with
 * syncscope("singlethread") (atomic_signal_fence) give no edge.
 *
 * Atomics are never checked against policies; every hook tells the race
 * detector about the access (hd_race_note_atomic), which checks it against
 * the plain accesses of the same bytes (never against other atomics).
 *
 * Like the interceptors, the hooks record nothing while the runtime itself
 * runs (hd_in_runtime) or while a signal handler interrupted its thread inside
 * the runtime (hd_rt_depth): the edge could need a lock or a clock that
 * thread is in the middle of changing (signal_safe.h). That edge is lost. */
#include <stdint.h>

#include "mpk.h"
#include "access.h"
#include "race.h"
#include "signal_safe.h"
#include "sync.h"
#include "thread.h"
#include "util.h"

/* Weak until the race detector (runtime/race/) defines it. */
__attribute__((weak)) void hd_race_note_atomic(uintptr_t addr, uint32_t size, int is_write, struct hd_caller c) {}

/* LLVM's AtomicOrdering numbers, as the instrumentation passes them. */
enum {
  HD_ORDER_UNORDERED = 1,
  HD_ORDER_MONOTONIC = 2,
  HD_ORDER_ACQUIRE = 4,
  HD_ORDER_RELEASE = 5,
  HD_ORDER_ACQ_REL = 6,
  HD_ORDER_SEQ_CST = 7
};

static inline int acquires(int order) { return order == HD_ORDER_ACQUIRE || order >= HD_ORDER_ACQ_REL; }
static inline int releases(int order) { return order >= HD_ORDER_RELEASE; }

/* May this hook record anything? (see the file comment) */
static inline int hooks_off(void) { return HD_UNLIKELY(hd_rt_depth | (uint32_t)hd_in_runtime); }

/* The calling thread (registered on first use), or NULL: retired, or the
 * thread table is full. */
static inline struct hd_thread *current(void) {
  struct hd_thread *t = hd_self;
  return HD_LIKELY(t) ? t : hd_thread_current();
}

/* ---- fences' per-thread state */
#define HD_FENCE_READS 8
/* The atomics of the last reads that did not acquire, for the next acquire
 * fence (a ring; the same atomic read again is not added again). */
static __thread uintptr_t fence_reads[HD_FENCE_READS];
static __thread uint32_t fence_reads_next;
/* The thread's clock at its last release fence; empty: no release fence yet. */
static __thread struct hd_vclock release_fence_clock;

static inline void remember_for_fence(const void *p) {
  uintptr_t a = (uintptr_t)p;
  uint32_t i = fence_reads_next;
  if (fence_reads[(i - 1) % HD_FENCE_READS] == a) return; /* spinning on one flag */
  fence_reads[i % HD_FENCE_READS] = a;
  fence_reads_next = i + 1;
}

/* ---- the two halves of an atomic access */

/* Before a write with this order: release, or the last release fence's clock. */
static void write_half(const void *p, int order) {
  if (!releases(order) && !release_fence_clock.n) return;
  struct hd_thread *t = current();
  if (!t) return;
  if (releases(order)) {
    hd_sync_release(t, p);
    return;
  }
  hd_rt_enter(); /* a signal handler's fence must not change the clock being read */
  hd_sync_release_clock(p, &release_fence_clock, t->slot);
  hd_rt_leave();
  /* The program's write is relaxed: keep the clock's writes from being
   * overtaken by it (a no-op on x86). */
  __atomic_thread_fence(__ATOMIC_RELEASE);
}

/* After a read with this order: acquire, or remember it for an acquire fence. */
static void read_half(const void *p, int order) {
  if (!acquires(order)) {
    remember_for_fence(p);
    return;
  }
  struct hd_thread *t = current();
  if (t) hd_sync_acquire(t, p);
}

/* ---- the hooks (sizes in bytes, orders as LLVM's AtomicOrdering) */

/* After an atomic load: checked once it acquired (a plain write released
 * through this very atomic is ordered before it, as in TSan). */
void __heddle_atomic_load(const void *p, uint32_t size, int order) {
  if (hooks_off()) return;
  read_half(p, order);
  hd_race_note_atomic((uintptr_t)p, size, 0, HD_CALLER);
}

/* Before an atomic store. */
void __heddle_atomic_store(const void *p, uint32_t size, int order) {
  hd_mpk_buffer((uintptr_t)p, size); /* backend=mpk: an atomic is never a checked access */
  if (hooks_off()) return;
  hd_race_note_atomic((uintptr_t)p, size, 1, HD_CALLER); /* in the epoch its release ends */
  write_half(p, order);
}

/* Before an atomicrmw; its acquire half, if any, is __heddle_atomic_acquire after it. */
void __heddle_atomic_rmw(const void *p, uint32_t size, int order) {
  if (hooks_off()) return;
  hd_race_note_atomic((uintptr_t)p, size, 1, HD_CALLER);
  write_half(p, order);
  if (!acquires(order)) remember_for_fence(p);
}

/* After an atomicrmw that acquires. */
void __heddle_atomic_acquire(const void *p) {
  if (hooks_off()) return;
  struct hd_thread *t = current();
  if (t) hd_sync_acquire(t, p);
}

/* Before a cmpxchg whose success order releases: it may write. */
void __heddle_atomic_release(const void *p) {
  if (hooks_off()) return;
  struct hd_thread *t = current();
  if (t) hd_sync_release(t, p);
}

/* After a cmpxchg: a failed one was a load with the failure order. A
 * successful relaxed one releases the last release fence's clock only now
 * (a hook before every relaxed cmpxchg would cost a second call): a thread
 * that read its value in the few instructions between may miss that edge. */
void __heddle_atomic_cmpxchg(const void *p, uint32_t size, int success_order, int failure_order,
                             int succeeded) {
  if (hooks_off()) return;
  if (succeeded && !releases(success_order)) write_half(p, success_order);
  read_half(p, succeeded ? success_order : failure_order);
  hd_race_note_atomic((uintptr_t)p, size, succeeded, HD_CALLER);
}

/* After a fence (every order it can have acquires, releases or both). */
void __heddle_atomic_fence(int order) {
  if (hooks_off()) return;
  struct hd_thread *t = current();
  if (!t) return;
  if (acquires(order)) {
    for (uint32_t i = 0; i < HD_FENCE_READS; i++) {
      uintptr_t a = fence_reads[i];
      fence_reads[i] = 0;
      if (a) hd_sync_acquire(t, (const void *)a);
    }
  }
  if (releases(order)) {
    hd_rt_enter(); /* the thread's own clock ticks */
    hd_hb_release(t, &release_fence_clock);
    hd_rt_leave();
  }
}
