// A global used in turns by two threads, each turn in take() called between a
// sem_wait and a sem_post (OSTEP's producer_consumer_works.c: do_get() between
// Sem_wait(&mutex) and Sem_post(&mutex), a semaphore used as a lock; here the
// two threads pass the turn on with two semaphores, so that every run takes
// many turns whatever the schedule). The suggestion names the two statements
// each turn runs between (session 17: with no fix) and now gives the fix:
// heddle_acquire_write(&taken) after the wait and heddle_release_write(&taken)
// before the post, at every call of take() — here two, each between a wait and
// a post. Applied, it builds with -Werror and runs clean in strict mode, where
// the unpatched program reports.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/turns.c
// RUN: %heddle-cc -g -O1 %t.dir/turns.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t > %t.out 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/turns.c %t.fixed/turns.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/turns.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/turns.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (hand-off) turns.c:{{[0-9]+}}: `taken` was used by 2 threads taking turns in take(), each turn ordered after the previous one. Each turn runs between `sem_wait(&turn[id]);` (turns.c:{{[0-9]+}}) and `sem_post(&turn[1 - id]);` (turns.c:{{[0-9]+}}) in worker(): semaphores order the turns {{.*}} [fix available]{{$}}
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: sem_wait(&turn[id]);
// FIXED-NEXT: heddle_acquire_write(&taken);
// FIXED-NEXT: sum += take();
// FIXED-NEXT: heddle_release_write(&taken);
// FIXED-NEXT: sem_post(&turn[1 - id]);
// FIXED: sem_wait(&turn[id]);
// FIXED-NEXT: heddle_acquire_write(&taken);
// FIXED-NEXT: sum += take() * 2;
// FIXED-NEXT: heddle_release_write(&taken);
// FIXED-NEXT: sem_post(&turn[1 - id]);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>

static sem_t turn[2];
static long taken;

static long take(void) {
  long t = taken;
  taken = t + 1;
  return t;
}

static void *worker(void *arg) {
  long id = (long)arg, sum = 0;
  for (int i = 0; i < 300; i++) {
    sem_wait(&turn[id]);
    sum += take();
    sem_post(&turn[1 - id]);
  }
  for (int i = 0; i < 100; i++) {
    sem_wait(&turn[id]);
    sum += take() * 2;
    sem_post(&turn[1 - id]);
  }
  return (void *)sum;
}

int main(void) {
  sem_init(&turn[0], 0, 1);
  sem_init(&turn[1], 0, 0);
  pthread_t a, b;
  pthread_create(&a, NULL, worker, (void *)0L);
  pthread_create(&b, NULL, worker, (void *)1L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  printf("done\n");
  return 0;
}
