// Static variables of functions (`static long hits;` inside count_hit): the
// symbol table calls them `count_hit.hits`, and DWARF declares them under
// their function (clang 16: under an attribute-less subprogram DIE when the
// function was inlined everywhere). Before, their suggestions had no place
// (`?:0`) and no fix. Now each points at its definition and names the
// variable and its function; a locked one gets heddle_set_locked inside the
// critical section (the call runs at every call of the function, which the
// mutex orders — HEDDLE_GLOBAL works at file scope only); a racy one needs no
// annotation in strict mode (atomics are never checked) and a sticky-read one
// cannot be set where its name is in scope: each says so. Applied, with the
// user's own sticky-read call through a pointer (-DHAND_ANNOTATED), the
// program builds with -Wall -Werror and runs clean in strict mode, and a read
// of `hits` after the unlock is still reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/statics.c
// RUN: %heddle-cc -g -O1 %t.dir/statics.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/statics.c %t.fixed/statics.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/statics.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror -DHAND_ANNOTATED %t.fixed/statics.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DHAND_ANNOTATED -DSEEDED_BUG %t.fixed/statics.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (locked) statics.c:48: `hits` (a static variable of count_hit()) was accessed by 4 threads, always holding the mutex `m`: annotate it as locked by that mutex. [fix available]
// CHECK-DAG: heddle: suggestion (racy) statics.c:59: `ticket` (a static variable of next_ticket()) was accessed by 3 threads only atomically: annotate it racy. No fix: it is a static variable of a function, and HEDDLE_GLOBAL works at file scope only {{.*}} so it needs no annotation there {{.*}}
// CHECK-DAG: heddle: suggestion (sticky-read) statics.c:64: `t` (a static variable of table()) was read by 4 threads {{.*}} No fix: it is a static variable of a function: heddle_set_sticky_read must run once while no other thread runs, and its name is out of scope where the threads start {{.*}}
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 2 without a fix
// FIXED: {{^  }}static long hits;
// FIXED-NEXT: pthread_mutex_lock(&m);
// FIXED-NEXT: heddle_set_locked(&hits, &m); /* at every call: m orders them */
// FIXED-NEXT: long h = ++hits;
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: lock-not-held {{.*}}statics.c:{{[0-9]+}} in count_hit
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static long count_hit(void) {
  static long hits;
  pthread_mutex_lock(&m);
  long h = ++hits;
  pthread_mutex_unlock(&m);
#ifdef SEEDED_BUG
  h = hits; /* after the unlock */
#endif
  return h;
}

static int next_ticket(void) {
  static int ticket;
  return __atomic_fetch_add(&ticket, 1, __ATOMIC_RELAXED);
}

static const double *table(void) {
  static double t[64];
  return t;
}

static void fill_table(void) {
  double *t = (double *)table();
  for (int i = 0; i < 64; i++) t[i] = i * 0.5;
}

static void *worker(void *arg) {
  (void)arg;
  double s = 0;
  for (int i = 0; i < 1000; i++) {
    count_hit();
    s += table()[i & 63] + next_ticket();
  }
  return (void *)(long)(s > 0);
}

int main(void) {
  fill_table();
#ifdef HAND_ANNOTATED
  heddle_set_sticky_read(table()); /* what t's message says: through a pointer, before the threads */
#endif
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  printf("%ld\n", count_hit());
  return 0;
}
