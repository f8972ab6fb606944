// Policy changes PUSh §2.1 forbids are invalid-policy-change reports (the
// policy stays as it was); double releases are api-misuse. Exact set.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

int main(void) {
  int *s = malloc(sizeof(int));
  *s = 1;
  heddle_set_sticky_read(s);
  heddle_acquire_write(s); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]
  heddle_acquire_read(s); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]
  heddle_set_racy(s); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]
  heddle_set_locked(s, &m); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]
  heddle_release_write(s); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]

  int *r = heddle_malloc(sizeof(int), HEDDLE_RACY);
  heddle_acquire_write(r); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]
  heddle_acquire_read(r); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]
  heddle_set_locked(r, &m); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]

  int *p = malloc(sizeof(int)); // private to T0
  heddle_set_racy(p); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]
  heddle_release_read(p); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]
  heddle_acquire_read(p);
  heddle_set_racy(p); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]
  heddle_release_write(p); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]
  heddle_set_locked(p, &m); // CHECK-DAG: invalid-policy-change illegal-transitions.c:[[@LINE]]

  heddle_release_read(p); // now inaccessible
  heddle_release_read(p); // CHECK-DAG: api-misuse illegal-transitions.c:[[@LINE]]
  heddle_release_write(p); // CHECK-DAG: api-misuse illegal-transitions.c:[[@LINE]]
  *p = 2; // CHECK-DAG: sharing-violation illegal-transitions.c:[[@LINE]]
  return 0;
}

// SUM: heddle: 16 reports (1 sharing-violation, 13 invalid-policy-change, 2 api-misuse) in 1 process
// SUM: exit=66
