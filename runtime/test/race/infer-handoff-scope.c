// A hand-off whose synchronisation the fix's statement reader cannot see: the
// producer hands each buffer over through a function pointer (a queue behind
// it takes a mutex), so no statement after the last access in the loop's body
// publishes, and the release would go to the function's end — where the
// loop's `v` is out of scope. Before, the suggestion carried that fix and
// `heddle annotate` refused it ("`v` is not declared before line N"); now it
// has no fix and its message says why and what to do.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/scope.c
// RUN: %heddle-cc -g -O1 %t.dir/scope.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: %heddle annotate --srcroot %t.dir %t.sarif 2>&1 | %FileCheck %s --check-prefix=ANNOTATE
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (hand-off) scope.c:{{[0-9]+}}: The 64-byte heap object allocated here moved between 2 threads{{.*}} No fix: the old owner's last access is inside a block that declares the name the call would use, and no release operation this file shows {{.*}} follows it there: release it by hand just before the call that hands it over.{{$}}
// CHECK: exit=0
// ANNOTATE: 0 refused, 1 without a fix
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define ITEMS 8

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;
static int *slot[ITEMS];
static int filled;

static void push(int *v) {
  pthread_mutex_lock(&m);
  slot[filled++] = v;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
}

static void (*volatile hand_over)(int *) = push; /* a call the statement reader cannot follow */

static void *producer(void *arg) {
  (void)arg;
  for (int i = 0; i < ITEMS; i++) {
    int *v = malloc(16 * sizeof *v);
    for (int k = 0; k < 16; k++) v[k] = i + k;
    hand_over(v);
  }
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  long sum = 0;
  for (int i = 0; i < ITEMS; i++) {
    pthread_mutex_lock(&m);
    while (filled <= i) pthread_cond_wait(&c, &m);
    int *v = slot[i];
    pthread_mutex_unlock(&m);
    for (int k = 0; k < 16; k++) sum += v[k];
    free(v);
  }
  pthread_join(t, NULL);
  printf("%ld\n", sum);
  return 0;
}
