// Per-thread sums in one global array, each worker adding to its own element
// while an atomic turn orders the workers (mpmc in the session 14 new-user
// trials: each consumer bumps per_consumer_sum[id] after a CAS and a
// fetch_add that order it after the other consumer). Every access is ordered
// after the previous one, so race mode never split the array and took it for
// a hand-off of the whole: here "taking turns in worker() ... what a lock
// does", no fix; in the trial (fewer noted turns) heddle_release_write at the
// end of consumer() and heddle_acquire_write in main, which strict mode
// rejected (the second consumer's release: double release, or
// invalid-policy-change). But each byte was one thread's while the others
// ran (field_infer.c): the array is partitioned, in turns. Now it is a
// slice, one element per worker, taken over after the joins. Applied, it
// builds with -Wall -Werror and runs clean in strict mode; a worker writing
// the other's element is reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/turns.c
// RUN: %heddle-cc -g -O1 %t.dir/turns.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/turns.c %t.fixed/turns.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/turns.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/turns.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/turns.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: (hand-off) turns.c:{{[0-9]+}}: `per_worker`
// CHECK: heddle: suggestion (slice) turns.c:{{[0-9]+}}: `per_worker` was used by 3 threads in disjoint parts: slice it with heddle_slice before the threads start, each part untouched until its thread uses it. The parts this run observed begin at byte offsets 0, 8; {{.*}} A thread used the parts after their threads (turns.c:{{[0-9]+}}): take them over there with heddle_acquire_write. [fix available]
// CHECK-NOT: (hand-off) turns.c:{{[0-9]+}}: `per_worker`
// CHECK: exit=0
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: static long per_worker[WORKERS];
// FIXED-NEXT: static const size_t per_worker_parts[2] = {1, 1};
// FIXED: heddle_slice(per_worker, sizeof per_worker[0], 2, per_worker_parts);
// FIXED-NEXT: for (long i = 0; i < WORKERS; i++) pthread_create(&t[i], NULL, worker, (void *)i);
// FIXED: long total = 0;
// FIXED-NEXT: for (size_t part = 0, first = 0; part < 2; first += per_worker_parts[part++])
// FIXED-NEXT: heddle_acquire_write(&per_worker[first]);
// FIXED-NEXT: for (int i = 0; i < WORKERS; i++) total += per_worker[i];
// FIXED-NOT: heddle_release_write
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// SUM: total 39800
// BUG: SUMMARY: heddle: sharing-violation {{.*}}turns.c:{{[0-9]+}} in worker
// BUG: exit=66
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

#define WORKERS 2
#define ROUNDS 200

static atomic_int turn;
static long per_worker[WORKERS];

static void *worker(void *arg) {
  int id = (int)(long)arg;
  for (int r = 0; r < ROUNDS; r++) {
    while (atomic_load_explicit(&turn, memory_order_acquire) != id) sched_yield();
    per_worker[id] += r;
#ifdef SEEDED_BUG
    if (id == 0 && r == ROUNDS - 1) per_worker[1]++; /* the other worker's element */
#endif
    atomic_store_explicit(&turn, (id + 1) % WORKERS, memory_order_release);
  }
  return NULL;
}

int main(void) {
  pthread_t t[WORKERS];
  for (long i = 0; i < WORKERS; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < WORKERS; i++) pthread_join(t[i], NULL);
  long total = 0;
  for (int i = 0; i < WORKERS; i++) total += per_worker[i];
  printf("total %ld\n", total);
  return 0;
}
