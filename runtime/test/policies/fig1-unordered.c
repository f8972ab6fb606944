// PUSh Fig. 1: T1 writes a private object and releases it; T2 acquires it
// and writes, with no synchronisation between the release and the acquire.
// Every access obeys the policies, but the two policy changes are unordered:
// unordered-policy-change at T2's acquire. The same hand-over through a
// mutex (release -> unlock -> lock -> acquire) is ordered: no report.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
// RUN: %sarif-validate %t.sarif
#include <heddle.h>
#include <pthread.h>
#include <stdatomic.h>

static int *obj, *obj2;
static atomic_int released; // relaxed: no happens-before edge, T2 only waits for it
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int handed_over;
HEDDLE_GLOBAL(obj, HEDDLE_RACY);
HEDDLE_GLOBAL(obj2, HEDDLE_RACY);
HEDDLE_GLOBAL_LOCKED(handed_over, &m);

static void *t1(void *arg) {
  (void)arg;
  heddle_acquire_write(obj);
  *obj = 1;
  heddle_release_write(obj);
  atomic_store_explicit(&released, 1, memory_order_relaxed);

  heddle_acquire_write(obj2);
  *obj2 = 1;
  heddle_release_write(obj2);
  pthread_mutex_lock(&m);
  handed_over = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

static void *t2(void *arg) {
  (void)arg;
  while (!atomic_load_explicit(&released, memory_order_relaxed)) sched_yield();
  heddle_acquire_write(obj); // CHECK-DAG: unordered-policy-change fig1-unordered.c:[[@LINE]] {{.*}} related=2 threads={{.*}}T1,T2
  *obj = 2;

  for (int done = 0; !done;) {
    pthread_mutex_lock(&m);
    done = handed_over;
    pthread_mutex_unlock(&m);
    if (!done) sched_yield();
  }
  heddle_acquire_write(obj2); // ordered after T1's release through m
  *obj2 = 2;
  return 0;
}

int main(void) {
  obj = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  obj2 = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}

// SUM: heddle: 1 report (1 unordered-policy-change) in 1 process
// The reported acquire is not repeated as a related "last policy change":
// the allocation and T1's conflicting release are the two related locations.
// RUN: %FileCheck %s --check-prefix=MSG < %t.sarif
// MSG: "text": "Thread T2 changed the policy of a 4-byte heap object without being ordered after thread T1's heddle_release_write. Detail: heddle_acquire_write by T2 is not ordered (no happens-before) after the earlier change by T1. The object was [allocated here](1) by thread T0. The conflicting change is thread T1's [heddle_release_write](2)."
