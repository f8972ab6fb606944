// A C++ struct holding the mutex that guards it as a public member, allocated
// by a global's initialiser (`Counter *counter = new Counter;` at file scope):
// the mutex is `counter->m`, which main can name, so the fix goes in main
// before the thread starts (dynamic initialisation ran before main; no
// statement can go at file scope, where a call after the allocation would
// not compile), with the global pointer's heddle_set_sticky_read (written by
// its initialiser only). Before, the suggestion said "the mutex at 0x…" with no
// fix. Applied, it builds with -Wall -Werror and runs clean in strict and race
// mode; a write without the mutex is reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/pub.cpp
// RUN: %heddle-c++ -g -O1 %t.dir/pub.cpp -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/pub.cpp %t.fixed/pub.cpp
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/pub.cpp | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-c++ -g -O1 -Wall -Werror %t.fixed/pub.cpp -o %t.fixed.bin
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.fixed.bin > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.strict.err
// RUN: %heddle run --out %t.race.sarif -- %t.fixed.bin > %t.race.out 2> %t.race.err; echo "exit=$?" >> %t.race.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.race.err
// RUN: %heddle-c++ -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/pub.cpp -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (sticky-read) pub.cpp:{{[0-9]+}}: `counter` was read by 2 threads{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (locked) pub.cpp:{{[0-9]+}}: The {{[0-9]+}}-byte heap object allocated here was accessed by 2 threads, always holding the mutex `counter->m`{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: {{^}}  pthread_t t;
// FIXED-DAG: {{^}}  heddle_set_sticky_read(&counter);
// FIXED-DAG: {{^}}  heddle_set_locked(counter, &counter->m);
// FIXED: {{^}}  pthread_create(&t, NULL, worker, NULL);
// CLEAN: heddle: 0 reports in 1 process
// CLEAN: exit=0
// BUG: without holding its lock
// BUG: SUMMARY: heddle: lock-not-held {{.*}}pub.cpp:{{[0-9]+}} in Counter::hit()
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>

struct Counter {
  pthread_mutex_t m;
  long hits;
  Counter() : hits(0) { pthread_mutex_init(&m, NULL); }
  void hit() {
#ifndef SEEDED_BUG
    pthread_mutex_lock(&m);
#endif
    hits++;
#ifndef SEEDED_BUG
    pthread_mutex_unlock(&m);
#endif
  }
  long get() {
    pthread_mutex_lock(&m);
    long h = hits;
    pthread_mutex_unlock(&m);
    return h;
  }
};

Counter *counter = new Counter;

static void *worker(void *) {
  for (int i = 0; i < 100; i++) counter->hit();
  return NULL;
}

int main() {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  for (int i = 0; i < 100; i++) counter->hit();
  pthread_join(t, NULL);
  printf("%ld\n", counter->get());
  return 0;
}
