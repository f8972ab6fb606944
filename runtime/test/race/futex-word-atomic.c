// A futex word is an atomic the kernel reads (FUTEX_WAIT compares it) or
// changes (the PI locks): to the race detector a futex call through syscall()
// is the caller's atomic access of the word, as the program's own atomic load
// would be — never a plain read that races with another thread's atomic store.
// Before, syscall(SYS_futex, FUTEX_WAIT) was a plain 4-byte read: std::atomic's
// wait() (libstdc++'s __platform_wait) was reported as a data race with the
// other thread's release store whenever the two were unordered
// (race/infer-library-statics.cpp, 1 of the fresh-clone CI runs). Here the
// order is never there: the writer's stores are relaxed, the waiter learns of
// them by a relaxed flag, and its FUTEX_WAIT finds the word changed (EAGAIN at
// once). A plain read of the same word after it still races (mode PLAIN).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=ATOMIC < %t.err
// RUN: %heddle-cc -g -O1 -DPLAIN %s -o %t.plain
// RUN: %heddle run --out %t.plain.sarif -- %t.plain > %t.plain.out 2> %t.plain.err; echo "exit=$?" >> %t.plain.err
// RUN: %FileCheck %s --check-prefix=PLAIN < %t.plain.err
// RUN: %sarif-validate %t.plain.sarif
// ATOMIC-NOT: data-race
// ATOMIC: heddle: 0 reports in 1 process
// ATOMIC: exit=0
// PLAIN: data-race
// PLAIN: SUMMARY: heddle: data-race {{.*}}futex-word-atomic.c:[[@LINE+29]] in waiter
// PLAIN: heddle: 1 report (1 data-race) in 1 process
#define _GNU_SOURCE
#include <errno.h>
#include <linux/futex.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <unistd.h>

static _Atomic uint32_t word;
static atomic_int stored;

static void *writer(void *arg) {
  (void)arg;
  atomic_store_explicit(&word, 1, memory_order_relaxed);
  atomic_store_explicit(&stored, 1, memory_order_relaxed);
  return NULL;
}

static void *waiter(void *arg) {
  (void)arg;
  while (!atomic_load_explicit(&stored, memory_order_relaxed)) sched_yield();
  long waited = syscall(SYS_futex, (uint32_t *)&word, FUTEX_WAIT_PRIVATE, 0, NULL, NULL, 0);
  if (!(waited == -1 && errno == EAGAIN)) printf("futex: %ld\n", waited);
#ifdef PLAIN
  volatile uint32_t seen = *(uint32_t *)&word;
  (void)seen;
#endif
  return NULL;
}

int main(void) {
  pthread_t w, r;
  pthread_create(&r, NULL, waiter, NULL);
  pthread_create(&w, NULL, writer, NULL);
  pthread_join(w, NULL);
  pthread_join(r, NULL);
  return 0;
}
