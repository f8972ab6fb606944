// More threads than keys (mpk_pool_keys=2: T0 and T1 get one each, T2
// shares one by hash): T2's writes into T1's private object go unseen while
// the hash puts T2 on T1's key, so the hash changes every mpk_rehash_ms with
// all threads stopped (PUSh §3.3). T2 writes 200 times, 1 ms apart, from code
// the instrumentation skips, so only the keys can find it: some rehash puts
// it on T0's key, the increment's read faults and is reported (8 bytes: the
// instruction's width, as no hook saw it). A miss needs every rehash in those 200 ms (hundreds; one each 5 ms)
// to pick T1's key, one chance in two each. T0 and T1 sit in pthread_join
// (T1 on T2): the stop signal interrupts them and they go on.
// REQUIRES: backend-mpk
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private:verbosity=1:mpk_pool_keys=2:mpk_rehash_ms=5 %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

__attribute__((disable_sanitizer_instrumentation, noinline)) static void poke(long *p) {
  p[0]++; // T2 into T1's object
}

static void *t2_main(void *t1_object) {
  for (int i = 0; i < 200; i++) {
    pthread_mutex_lock(&m); // a safe point: a due rehash happens here
    pthread_mutex_unlock(&m);
    poke(t1_object);
    usleep(1000);
  }
  return NULL;
}

static void *t1_main(void *arg) {
  (void)arg;
  long *t1_object = calloc(1, 64); // private to T1, on T1's own key
  pthread_t t2;
  pthread_create(&t2, NULL, t2_main, t1_object);
  pthread_join(t2, NULL);
  printf("T1's counter: %ld\n", t1_object[0]);
  return NULL;
}

int main(void) {
  pthread_t t1;
  pthread_create(&t1, NULL, t1_main, NULL);
  pthread_join(t1, NULL);
  return 0;
}

// CHECK: heddle: backend mpk: {{[0-9]+}} protection-key faults ({{[0-9]+}} settled, {{[1-9][0-9]*}} violations, {{.*}} {{[1-9][0-9]*}} rehashes, 15 keys (2 pooled, 1 shared assignments)
// CHECK: WARNING: heddle: sharing-violation
// CHECK: Thread T2 read 8 bytes of a 64-byte heap object, which is private to thread T1.
// CHECK: #0 poke {{.*}}rehash.c:23
// CHECK: heddle: 1 report (1 sharing-violation) in 1 process (backend mpk)
// CHECK: exit=66
// Every write happened (the reported ones single-stepped):
// OUT: T1's counter: 200
