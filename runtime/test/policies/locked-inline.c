// The inline check of a locked object (runtime/pass/access_check.cpp
// lockHeld): fine without a hook call when its mutex is one of the two this
// thread acquired last and still holds (thread.c publishes them); a mutex
// held deeper than that goes to the hook, which finds it; a mutex released,
// another mutex held, or a first access still to be verified are the hook's
// decisions as before. One heap object and one global, each locked by `a`.
// A locked word goes to that test right after race mode's same-epoch test,
// past race mode's other tests and the slices' (none accepts it): the check
// runs inside the critical section, where every instruction lengthens the
// other threads' wait.
// RUN: %heddle-cc -O1 -fno-discard-value-names -S -emit-llvm %s -o - | %FileCheck %s --check-prefix=IR
// RUN: %heddle-cc -O1 -g %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>
#include <stdlib.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER,
                       c = PTHREAD_MUTEX_INITIALIZER;
static long total;
HEDDLE_GLOBAL_LOCKED(total, &a);
static long *cell;
HEDDLE_GLOBAL(cell, HEDDLE_RACY);

__attribute__((noinline)) static void bump(long n) {
  *cell += n; // CHECK-DAG: lock-not-held locked-inline.c:[[@LINE]]
  total += n; // CHECK-DAG: lock-not-held locked-inline.c:[[@LINE]]
}

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&a);
  bump(1); // a is the last mutex acquired: inline
  pthread_mutex_lock(&b);
  bump(2); // a is the second: inline
  pthread_mutex_lock(&c);
  bump(3); // a is the third: the hook finds it
  pthread_mutex_unlock(&c);
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  pthread_mutex_lock(&b);
  bump(4); // only b: reported (both accesses)
  pthread_mutex_unlock(&b);
  return 0;
}

int main(void) {
  cell = heddle_malloc_locked(sizeof *cell, &a);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  pthread_mutex_lock(&a);
  long sum = *cell + total;
  pthread_mutex_unlock(&a);
  return sum == 20 ? 0 : 1;
}

// IR-LABEL: define {{.*}} @bump(
// IR: br i1 %{{[0-9]+}}, label %heddle.locked{{[0-9]*}}, label %heddle.race.small
// IR: br i1 %{{[0-9]+}}, label %heddle.global.locked{{[0-9]*}}, label %heddle.global.small
// IR: heddle.locked:
// IR: load i64, ptr @__heddle_held_locks
// IR: load i64, ptr getelementptr inbounds ([2 x i64], ptr @__heddle_held_locks, i32 0, i32 1)
// IR: heddle.global.locked:
// SUM: heddle: 2 reports (2 lock-not-held) in 1 process
// SUM: exit=66
