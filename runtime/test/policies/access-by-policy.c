// Accesses by a second thread checked against each policy (PUSh §2.1):
// private to another thread, read-shared without acquire_read, writes to
// read-shared and sticky-read objects, inaccessible; racy and a proper reader
// are fine. Threads run one after another (joined), so only policy matters.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>

static volatile int *priv, *shared, *sticky, *racy, *closed;
HEDDLE_GLOBAL(priv, HEDDLE_RACY);
HEDDLE_GLOBAL(shared, HEDDLE_RACY);
HEDDLE_GLOBAL(sticky, HEDDLE_RACY);
HEDDLE_GLOBAL(racy, HEDDLE_RACY);
HEDDLE_GLOBAL(closed, HEDDLE_RACY);

static void *reader_without_acquire(void *arg) {
  (void)arg;
  (void)*priv; // CHECK-DAG: sharing-violation access-by-policy.c:[[@LINE]]
  (void)*shared; // CHECK-DAG: sharing-violation access-by-policy.c:[[@LINE]]
  (void)*sticky;
  *sticky = 1; // CHECK-DAG: sharing-violation access-by-policy.c:[[@LINE]]
  *racy = 1;
  (void)*closed; // CHECK-DAG: sharing-violation access-by-policy.c:[[@LINE]]
  return 0;
}

static void *proper_reader(void *arg) {
  (void)arg;
  heddle_acquire_read((void *)shared);
  (void)*shared;
  *shared = 2; // CHECK-DAG: sharing-violation access-by-policy.c:[[@LINE]]
  heddle_release_read((void *)shared);
  return 0;
}

int main(void) {
  priv = malloc(sizeof(int));
  *priv = 1;
  shared = malloc(sizeof(int));
  *shared = 1;
  heddle_acquire_read((void *)shared); // T0 is a reader; T1 is not
  sticky = malloc(sizeof(int));
  heddle_set_sticky_read((void *)sticky);
  racy = heddle_malloc(sizeof(int), HEDDLE_RACY);
  closed = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  pthread_t t;
  pthread_create(&t, 0, reader_without_acquire, 0);
  pthread_join(t, 0);
  pthread_create(&t, 0, proper_reader, 0);
  pthread_join(t, 0);
  return 0;
}

// SUM: heddle: 5 reports (5 sharing-violation) in 1 process
