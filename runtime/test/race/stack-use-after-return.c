// A use after return: start_worker() passes its local `config` to a thread it
// does not join, and returns. The local is a stack object (its function
// creates a thread), ended at the return. "late": the worker reads it after
// the return (a relaxed flag, no happens-before, gives that order): a
// use-after-free, "Use after return" (a sharing-violation until session 22:
// the program gives `config` no policy). "early": the worker reads it first
// and start_worker returns after (again by a relaxed flag): the return races
// with the read, a data-race at the return. Both every run. Before, stack
// memory was not tracked and neither was reported.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.late.sarif -- %t late 2> %t.late; echo "exit=$?" >> %t.late
// RUN: %FileCheck %s --check-prefix=LATE < %t.late
// RUN: %heddle run --srcroot %S --out %t.early.sarif -- %t early 2> %t.early; echo "exit=$?" >> %t.early
// RUN: %FileCheck %s --check-prefix=EARLY < %t.early
// LATE: Use after return: thread T1 read 4 bytes of stack object `config` of `start_worker` after its function returned.
// LATE: Object `config` (a stack object of `start_worker`, 4 bytes at 0x{{[0-9a-f]+}}), whose function returned in thread T0 here:
// LATE: SUMMARY: heddle: use-after-free {{.*}}stack-use-after-return.c:[[@LINE+16]] in worker
// LATE: exit=66
// EARLY: Data race: thread T0's function returned, ending stack object `config` of `start_worker`, not ordered after thread T1's earlier read of it.
// EARLY: Detail: return by T0 races with an earlier read by T1 (no happens-before between them: a use after return)
// EARLY: SUMMARY: heddle: data-race {{.*}}stack-use-after-return.c:[[@LINE+25]] in start_worker
// EARLY: exit=66
#include <pthread.h>
#include <string.h>
#include <unistd.h>

static int returned, read_it; /* relaxed: orders without happens-before */
static int early;

static void *worker(void *p) {
  if (!early)
    while (!__atomic_load_n(&returned, __ATOMIC_RELAXED)) usleep(100);
  int v = *(volatile int *)p;
  __atomic_store_n(&read_it, 1, __ATOMIC_RELAXED);
  return (void *)(long)v;
}

/* noinline: a local of a function inlined into its caller lives until the
 * caller returns (docs/runtime.md, stack objects' limits) */
__attribute__((noinline)) static pthread_t start_worker(void) {
  int config = 42;
  pthread_t t;
  pthread_create(&t, 0, worker, &config);
  if (early)
    while (!__atomic_load_n(&read_it, __ATOMIC_RELAXED)) usleep(100);
  return t;
}

int main(int argc, char **argv) {
  early = argc > 1 && strcmp(argv[1], "early") == 0;
  pthread_t t = start_worker();
  __atomic_store_n(&returned, 1, __ATOMIC_RELAXED);
  pthread_join(t, 0);
  return 0;
}
