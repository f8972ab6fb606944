// Read-shared phases with one write phase, where the writer reads on (OSTEP's
// ordering_fixed.c): main creates a thread, then stores the handle it must
// wait for in the global `worker`, signals, and joins through `worker`; the
// thread waits for the signal and reads `worker`. The synchronisation goes
// through wrapper macros in a header beside the file (common_threads.h's
// `Pthread_cond_signal`, ...). The fix put heddle_release_write after the
// join at the end of main — the macros were not read, so no statement after
// the write was seen to publish — and the strict run rejected the thread's
// heddle_acquire_read (invalid-policy-change) and its read. Now the header's
// macros are read: the release goes after the last write, before the signal,
// and since main reads `worker` afterwards, heddle_acquire_read follows it.
// Applied, it builds with -Werror and runs clean in strict mode; a write by
// the thread (the seeded bug) is reported there.
// Which read of `worker` comes first (the thread's, or main's in the join)
// decides whether the run notes a step (main's write to the thread's read):
// on one CPU mostly it does (the stop-30 CI run's failure: "read by 2
// threads at once"), the fix then lacked main's heddle_acquire_read. Both
// runs must give the same fix: a second run pinned to one CPU checks it.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/order.c
// RUN: printf '#define Pthread_create(t, a, f, x) assert(pthread_create(t, a, f, x) == 0)\n#define Pthread_join(t, r) assert(pthread_join(t, r) == 0)\n#define Pthread_mutex_lock(m) assert(pthread_mutex_lock(m) == 0)\n#define Pthread_mutex_unlock(m) assert(pthread_mutex_unlock(m) == 0)\n#define Pthread_cond_signal(c) assert(pthread_cond_signal(c) == 0)\n#define Pthread_cond_wait(c, m) assert(pthread_cond_wait(c, m) == 0)\n' > %t.dir/wrappers.h
// RUN: cp %t.dir/wrappers.h %t.fixed/wrappers.h
// RUN: %heddle-cc -g -O1 %t.dir/order.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/order.c %t.fixed/order.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/order.c | %FileCheck %s --check-prefix=FIXED
// RUN: rm -rf %t.cpu0 && mkdir -p %t.cpu0 && cp %t.dir/order.c %t.dir/wrappers.h %t.cpu0/
// RUN: cd %t.dir && taskset -c 0 %heddle run --srcroot %t.dir --out %t.cpu0.sarif -- %t > /dev/null 2>&1
// RUN: %heddle annotate --srcroot %t.cpu0 --apply %t.cpu0.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.cpu0/order.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/order.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/order.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (read-shared) order.c:{{[0-9]+}}: `worker` was {{written by one thread while others ran|read by 2 threads at once}} {{.*}}[fix available]
// CHECK: exit=0
// APPLY: 0 refused, 0 without a fix
// FIXED: started = 1;
// FIXED-NEXT: heddle_release_write(&worker);
// FIXED-NEXT: heddle_acquire_read(&worker);
// FIXED-NEXT: Pthread_cond_signal(&cv);
// FIXED-NOT: heddle_release_write
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: {{sharing-violation|invalid-policy-change}} {{.*}}order.c:{{[0-9]+}} in thread_main
// BUG: exit=66
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "wrappers.h"

struct handle {
  pthread_t tid;
  int state;
};

static struct handle *worker;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int started;

static void *thread_main(void *arg) {
  Pthread_mutex_lock(&lock);
  while (started == 0) Pthread_cond_wait(&cv, &lock);
  Pthread_mutex_unlock(&lock);
  long state = worker->state;
#ifdef SEEDED_BUG
  worker = NULL;
#endif
  return (void *)(state + (long)arg);
}

static struct handle *create_thread(void *(*start)(void *)) {
  struct handle *h = malloc(sizeof *h);
  h->state = 7;
  Pthread_create(&h->tid, NULL, start, NULL);
  return h;
}

int main(void) {
  struct handle *h = create_thread(thread_main);
  worker = h;
  Pthread_mutex_lock(&lock);
  started = 1;
  Pthread_cond_signal(&cv);
  Pthread_mutex_unlock(&lock);
  Pthread_join(worker->tid, NULL);
  printf("done\n");
  return 0;
}
