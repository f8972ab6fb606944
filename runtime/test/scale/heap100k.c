// 100,000 live heap objects (the arena's per-class slabs), each written by
// its owner, shared read-only with a second thread through acquire_read after
// a join; then every 1000th is written by the second thread: exactly one
// report (same code location, deduplicated), counted in the summary.
// Under backend=mpk (ctest mpk-lit, in the VM) 10,000 objects: each has a page slot of its own and
// every policy call retags it, all emulated (140 s for 100,000 at load ~20). lit runs the RUN lines
// in one shell, so $n holds.
// RUN: n=%if backend-mpk %{10000%} %else %{100000%}
// RUN: %heddle-cc -O1 -DN=$n %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
// RUN: env HEDDLE_OPTIONS=unannotated=private:dedup=0 %t > %t.nodedup 2>&1; test $? -eq 66 && %FileCheck %s --check-prefix=NODEDUP -D#N=$n < %t.nodedup
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>

#ifndef N
#define N 100000
#endif
static int **objs;
HEDDLE_GLOBAL(objs, HEDDLE_RACY);

static void *reader(void *arg) {
  long sum = 0;
  for (int i = 0; i < N; i++) {
    heddle_acquire_read(objs[i]);
    sum += *objs[i];
    heddle_release_read(objs[i]);
  }
  for (int i = 0; i < N; i += 1000) *objs[i] = 0; // CHECK-DAG: sharing-violation heap100k.c:[[@LINE]]
  *(long *)arg = sum;
  return 0;
}

int main(void) {
  objs = malloc(N * sizeof *objs);
  for (int i = 0; i < N; i++) {
    objs[i] = malloc(sizeof(int) + (size_t)(i % 7) * 8); // several size classes
    *objs[i] = i;
    heddle_release_write(objs[i]);
  }
  heddle_set_sticky_read(objs);
  long sum = 0;
  pthread_t t;
  pthread_create(&t, 0, reader, &sum);
  pthread_join(t, 0);
  printf("sum=%ld\n", sum);
  return sum == (long)N * (N - 1) / 2 ? 0 : 1;
}

// SUM: heddle: 1 report (1 sharing-violation) in 1 process
// NODEDUP-DAG: sum=[[#div(mul(N,N-1),2)]]
// NODEDUP-DAG: (seen [[#div(N,1000)]] times at this location)
// NODEDUP-DAG: heddle: 1 report (1 sharing-violation) in 1 process
