// A global used in turns by two threads, each turn in take() called between a
// sem_wait and a sem_post (OSTEP's producer_consumer_works.c: do_get() between
// Sem_wait(&mutex) and Sem_post(&mutex), a semaphore used as a lock; here the
// two threads pass the turn on with two semaphores, so that every run takes
// many turns whatever the schedule). The hand-off suggestion guessed at "a
// spinlock built from atomics, a futex, or a pthread_spinlock_t?"; now it
// names the two statements each turn runs between and what to do about
// semaphores ordering the turns. Still no fix: the run noted the places of
// only some turns.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/turns.c
// RUN: %heddle-cc -g -O1 %t.dir/turns.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (hand-off) turns.c:{{[0-9]+}}: `taken` was used by 2 threads taking turns in take(), each turn ordered after the previous one. Each turn runs between `sem_wait(&turn[id]);` (turns.c:{{[0-9]+}}) and `sem_post(&turn[1 - id]);` (turns.c:{{[0-9]+}}) in worker(): semaphores order the turns {{.*}} No fix: the run noted the places of only some turns.{{$}}
// CHECK: exit=0
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
