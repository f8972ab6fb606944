// A mutex and the counter it guards in a struct on main's stack, its address
// passed to the threads: silent when every increment holds the mutex (race
// mode and strict mode), reported when they do not (with -DBUG two threads'
// unlocked increments are never ordered, whatever the schedule: which racing
// access comes first does depend on it). Stack objects untracked missed it.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=OK < %t.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.strict.sarif -- %t 2> %t.strict; echo "exit=$?" >> %t.strict
// RUN: %FileCheck %s --check-prefix=OK < %t.strict
// RUN: %heddle-cc -g -O1 -DBUG %s -o %t.bug
// RUN: %heddle run --srcroot %S --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// RUN: %python %inputs/sarif_query.py %t.bug.sarif objects | %FileCheck %s --check-prefix=SARIF
// OK: heddle: 0 reports in 1 process
// OK: exit=0
// BUG: Data race: thread T{{[12]}} {{read|wrote}} 8 bytes of stack object `counter` of `main`, not ordered after thread T{{[12]}}'s earlier {{read|write}} of it.
// BUG: SUMMARY: heddle: data-race {{.*}}stack-mutex-counter.c:{{27|31}}
// BUG: exit=66
// SARIF: related 1 declaration {{.*}}stack-mutex-counter.c:[[@LINE+20]]
#include <pthread.h>

struct counter { pthread_mutex_t m; long n; };

static void *work(void *p) {
  struct counter *c = p;
  for (int i = 0; i < 1000; i++) {
#ifndef BUG
    pthread_mutex_lock(&c->m);
#endif
    c->n++;
#ifndef BUG
    pthread_mutex_unlock(&c->m);
#endif
  }
  return 0;
}

int main(void) {
  struct counter counter = {PTHREAD_MUTEX_INITIALIZER, 0};
  pthread_t a, b;
  pthread_create(&a, 0, work, &counter);
  pthread_create(&b, 0, work, &counter);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter.n == 2000 ? 0 : 1;
}
