// A global struct holding its own mutex, initialised by an init function
// without it, then used by the threads only under it; the thread is started
// through a wrapper macro from a header (OSTEP's join_modular.c, zemaphore.c,
// main-signal-cv.c: `Pthread_create` from common_threads.h, found through
// -I). The lexical reading of the file cannot see that the macro starts a
// thread: the suggestion "call heddle_set_locked on it after its
// initialisation" had no fix. The run's own thread creations say which
// statement starts the thread: heddle_set_locked(&s, &s.m) goes after
// sync_init(&s) in main, before that statement. Applied, it builds with
// -Werror and runs clean in strict mode; a write without the mutex (the
// seeded bug) is reported there.
// RUN: rm -rf %t.dir %t.inc && mkdir -p %t.dir %t.fixed %t.inc && cp %s %t.dir/sync.c
// RUN: printf '#define Pthread_create(t, a, f, x) assert(pthread_create(t, a, f, x) == 0)\n#define Pthread_join(t, r) assert(pthread_join(t, r) == 0)\n' > %t.inc/wrappers.h
// RUN: %heddle-cc -g -O1 -I%t.inc %t.dir/sync.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/sync.c %t.fixed/sync.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/sync.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror -I%t.inc %t.fixed/sync.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG -I%t.inc %t.fixed/sync.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (locked) sync.c:{{[0-9]+}}: `s` was accessed by 2 threads, always holding the mutex `s.m` once it was shared {{.*}}[fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: sync_init(&s);
// FIXED-NEXT: heddle_set_locked(&s, &s.m);
// FIXED-NEXT: Pthread_create(&p, NULL, child, NULL);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: without holding its lock `s.m`
// BUG: SUMMARY: heddle: lock-not-held {{.*}}sync.c:{{[0-9]+}} in child
// BUG: exit=66
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include "wrappers.h"

typedef struct {
  pthread_cond_t c;
  pthread_mutex_t m;
  int done;
} synchronizer_t;

synchronizer_t s;

static void sync_init(synchronizer_t *x) {
  x->done = 0;
  pthread_mutex_init(&x->m, NULL);
  pthread_cond_init(&x->c, NULL);
}

static void sync_signal(synchronizer_t *x) {
  pthread_mutex_lock(&x->m);
  x->done = 1;
  pthread_cond_signal(&x->c);
  pthread_mutex_unlock(&x->m);
}

static void sync_wait(synchronizer_t *x) {
  pthread_mutex_lock(&x->m);
  while (x->done == 0) pthread_cond_wait(&x->c, &x->m);
  x->done = 0;
  pthread_mutex_unlock(&x->m);
}

static void *child(void *arg) {
#ifdef SEEDED_BUG
  s.done = 2; /* outside the mutex */
#endif
  sync_signal(&s);
  return arg;
}

int main(void) {
  pthread_t p;
  sync_init(&s);
  Pthread_create(&p, NULL, child, NULL);
  sync_wait(&s);
  Pthread_join(p, NULL);
  printf("done\n");
  return 0;
}
