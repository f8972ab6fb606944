// Heavy contention on nested mutexes taken in one order: a thread holding
// `outer` often finds `inner` taken and looks for a cycle of waiting threads
// (wait_for.c) — there is none, and none is claimed; every thread finishes.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=race %heddle run --out %t.sarif -- %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s < %t.out
#include <pthread.h>
#include <stdio.h>

#define THREADS 4
static pthread_mutex_t outer[2] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
static pthread_mutex_t inner = PTHREAD_MUTEX_INITIALIZER;
static long counter;

static void *work(void *arg) {
  pthread_mutex_t *mine = &outer[(long)arg % 2]; // two threads per outer mutex
  for (int i = 0; i < 20000; i++) {
    pthread_mutex_lock(mine);
    pthread_mutex_lock(&inner);
    counter++;
    pthread_mutex_unlock(&inner);
    pthread_mutex_unlock(mine);
  }
  return arg;
}

int main(void) {
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, work, (void *)i);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
  printf("counter %ld\n", counter);
  return 0;
}

// CHECK-NOT: deadlock
// CHECK:     counter 80000
// CHECK-NOT: deadlock
// CHECK:     heddle: 0 reports
// CHECK:     exit=0
