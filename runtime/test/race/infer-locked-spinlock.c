// A free list and its counters under a pthread_spinlock_t (the spinlist
// new-user trial). heddle did not count a held spinlock as a lock, so race
// mode proposed hand-offs at the places it noted (21 violations in strict
// mode once applied). Now a spinlock is held like a mutex
// (runtime/lib/intercept_sync.c) and the locked policy takes one (heddle.h):
// `head`, `nodes` (main links them before the threads: set locked after that)
// and `pops` are proposed locked by `sl`. Applied, the program builds
// with -Wall -Werror and runs clean in strict mode; the counter bumped after
// the unlock (the trial's seeded bug) is a lock-not-held there.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/spin.c
// RUN: %heddle-cc -g -O1 %t.dir/spin.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/spin.c %t.fixed/spin.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/spin.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/spin.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/spin.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (locked) spin.c:{{[0-9]+}}: `head` was accessed by 4 threads, always holding the mutex `sl` once it was shared{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (locked) spin.c:{{[0-9]+}}: `nodes` was accessed by 4 threads, always holding the mutex `sl` once it was shared{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (locked) spin.c:{{[0-9]+}}: `pops` was accessed by 4 threads, always holding the mutex `sl`{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 0 refused
// FIXED-DAG: heddle_set_locked(&head, &sl);
// FIXED-DAG: heddle_set_locked(&nodes, &sl);
// FIXED-DAG: HEDDLE_GLOBAL_LOCKED(pops, &sl);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: lock-not-held {{.*}}spin.c:{{[0-9]+}} in worker
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>

struct node {
  struct node *next;
  int val;
};
static pthread_spinlock_t sl;
static struct node nodes[64];
static struct node *head;
static long pops;

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 3000; i++) {
    pthread_spin_lock(&sl);
    struct node *n = head;
    if (n) head = n->next;
#ifndef SEEDED_BUG
    pops++;
#endif
    pthread_spin_unlock(&sl);
#ifdef SEEDED_BUG
    pops++; /* after the unlock */
#endif
    if (!n) continue;
    pthread_spin_lock(&sl);
    n->next = head;
    head = n;
    pthread_spin_unlock(&sl);
  }
  return NULL;
}

int main(void) {
  pthread_spin_init(&sl, PTHREAD_PROCESS_PRIVATE);
  for (int i = 0; i < 64; i++) {
    nodes[i].next = head;
    head = &nodes[i];
  }
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  pthread_spin_lock(&sl);
  long n = pops;
  pthread_spin_unlock(&sl);
  printf("%ld pops\n", n);
  pthread_spin_destroy(&sl);
  return 0;
}
