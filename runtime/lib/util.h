/* util.h — tiny freestanding helpers for the runtime's own use.
 * Why: libheddle is linked into the program and defines memcpy, strlen,
 * write, ... as interceptors. Runtime code must not go through them (it would
 * check its own bookkeeping as user accesses), so it uses these instead. */
#ifndef HEDDLE_UTIL_H
#define HEDDLE_UTIL_H

#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>
#include <sys/syscall.h>

#include "signal_safe.h"

#define HD_HIDDEN __attribute__((visibility("hidden")))
#define HD_LIKELY(x) __builtin_expect(!!(x), 1)
#define HD_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define HD_NOINLINE __attribute__((noinline))

static inline size_t hd_strlen(const char *s) {
  size_t n = 0;
  while (s[n]) n++;
  return n;
}

static inline void hd_memcpy(void *dst, const void *src, size_t n) {
  volatile unsigned char *d = dst; /* volatile: keep the compiler from emitting a memcpy call */
  const unsigned char *s = src;
  for (size_t i = 0; i < n; i++) d[i] = s[i];
}

/* Word stores when dst and n are 8-byte multiples: every heap allocation
 * clears its 256-byte record (arena.c), and byte by byte that was ~1,000
 * instructions per malloc (trial round 14's hash table: 86% of hd_alloc). */
static inline void hd_memset(void *dst, int c, size_t n) {
  if (!(((uintptr_t)dst | n) & 7)) {
    volatile uint64_t *w = dst; /* volatile: no memset call either */
    uint64_t v = 0x0101010101010101ull * (unsigned char)c;
    for (size_t i = 0; i < n / 8; i++) w[i] = v;
    return;
  }
  volatile unsigned char *d = dst;
  for (size_t i = 0; i < n; i++) d[i] = (unsigned char)c;
}

static inline int hd_strneq(const char *a, const char *b, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (a[i] != b[i]) return 0;
    if (!a[i]) return 1;
  }
  return 1;
}

/* Copies at most cap-1 bytes and always terminates. */
static inline void hd_strlcpy(char *dst, const char *src, size_t cap) {
  size_t i = 0;
  if (!cap) return;
  for (; src && src[i] && i + 1 < cap; i++) dst[i] = src[i];
  dst[i] = 0;
}

/* libc's syscall(), past the runtime's own: its interceptor gives some
 * numbers the program's checks and descriptor edges (intercept_syscall.c),
 * which the runtime's own calls must not get. */
long hd_raw_syscall(long nr, ...);

/* Raw write(2) on stderr: async-signal-safe and not our `write` interceptor. */
static inline void hd_stderr(const char *s, size_t n) {
  while (n) {
    long w = hd_raw_syscall(SYS_write, 2L, (long)s, (long)n);
    if (w <= 0) return;
    s += w;
    n -= (size_t)w;
  }
}

static inline void hd_stderr_str(const char *s) { hd_stderr(s, hd_strlen(s)); }

/* Test-and-test-and-set spinlock for short runtime-internal sections. Holding
 * one counts as being inside the runtime (signal_safe.h): a signal handler of
 * the holding thread then defers its intercepted calls instead of spinning on
 * a lock its own thread holds. */
typedef struct { volatile int v; } hd_spin_t;

/* After a short spin the waiter yields: on an oversubscribed machine (CI, two
 * cores shared by many test processes) the holder may be descheduled, and
 * spinning on would burn the waiter's whole time slice for nothing. */
static inline void hd_spin_lock(hd_spin_t *l) {
  hd_rt_enter();
  while (__atomic_exchange_n(&l->v, 1, __ATOMIC_ACQUIRE)) {
    for (unsigned spins = 0; __atomic_load_n(&l->v, __ATOMIC_RELAXED); spins++) {
      if (spins >= 128) {
        sched_yield();
        continue;
      }
#if defined(__x86_64__) || defined(__i386__)
      __builtin_ia32_pause();
#endif
    }
  }
}

static inline void hd_spin_unlock(hd_spin_t *l) {
  __atomic_store_n(&l->v, 0, __ATOMIC_RELEASE);
  hd_rt_leave();
}

/* Takes (take != 0) or releases n locks in index order: around fork() the
 * runtime holds all of its global locks, so a forked child never inherits one
 * held by a thread that does not exist in it (see intercept_thread.c). */
static inline void hd_spin_all(hd_spin_t *locks, unsigned n, int take) {
  for (unsigned i = 0; i < n; i++) {
    if (take) hd_spin_lock(&locks[i]);
    else hd_spin_unlock(&locks[i]);
  }
}

#endif
