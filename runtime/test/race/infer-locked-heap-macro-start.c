// A heap buffer filled in a loop by main, then used by producer and consumer
// threads only under a mutex; the threads are started through a wrapper
// macro from a header (OSTEP's pc.c: `Pthread_create` from common_threads.h).
// The lexical reading of the file cannot see that the macro starts a thread,
// so heddle_set_locked(buffer, &m) went where the allocation's epoch ends as
// a release would place it: after the joins at the end of main, and strict
// mode then reported the threads' accesses (sharing-violation, private to
// T0). The run's own thread creations say which statement starts the first
// thread: the call goes after the filling loop, before it. The global `max`
// main sets on its top level gets heddle_set_sticky_read after that write.
// Applied, it builds with -Werror and runs clean in strict mode; an access
// without the mutex (the seeded bug) is reported there. (The seeded bug
// once left out the consumer's lock and unlock: waiting on a condition
// variable without its mutex could lose the last wake-up and hang the run,
// and lit with it — twice in one afternoon here. Now a read after unlocking.)
// RUN: rm -rf %t.dir %t.inc && mkdir -p %t.dir %t.fixed %t.inc && cp %s %t.dir/pc.c
// RUN: printf '#define Pthread_create(t, a, f, x) assert(pthread_create(t, a, f, x) == 0)\n#define Pthread_join(t, r) assert(pthread_join(t, r) == 0)\n' > %t.inc/wrappers.h
// RUN: %heddle-cc -g -O1 -I%t.inc %t.dir/pc.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/pc.c %t.fixed/pc.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/pc.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror -I%t.inc %t.fixed/pc.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG -I%t.inc %t.fixed/pc.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (locked) pc.c:{{[0-9]+}}: The 16-byte heap object allocated here was accessed by 3 threads, always holding the mutex `m`{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) pc.c:{{[0-9]+}}: `max` was read by {{[23]}} threads {{.*}}[fix available]
// CHECK: exit=0
// APPLY: 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: max = 4;
// FIXED-NEXT: heddle_set_sticky_read(&max);
// FIXED: buffer[i] = 0;
// FIXED: heddle_set_locked(buffer, &m);
// FIXED-NEXT: Pthread_create(&producer_thread, NULL, producer, NULL);
// FIXED-NOT: heddle_set_locked
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: {{lock-not-held|sharing-violation}} {{.*}}pc.c:{{[0-9]+}} in consumer
// BUG: exit=66
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include "wrappers.h"

static int max;
static int *buffer;
static int fill_ptr, use_ptr, count;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t fill = PTHREAD_COND_INITIALIZER, empty = PTHREAD_COND_INITIALIZER;

static void *producer(void *arg) {
  for (int i = 0; i < 200; i++) {
    pthread_mutex_lock(&m);
    while (count == max) pthread_cond_wait(&empty, &m);
    buffer[fill_ptr] = i;
    fill_ptr = (fill_ptr + 1) % max;
    count++;
    pthread_cond_signal(&fill);
    pthread_mutex_unlock(&m);
  }
  return arg;
}

static void *consumer(void *arg) {
  long sum = 0;
  for (int i = 0; i < 200; i++) {
    pthread_mutex_lock(&m);
    while (count == 0) pthread_cond_wait(&fill, &m);
    sum += buffer[use_ptr];
    use_ptr = (use_ptr + 1) % max;
    count--;
    pthread_cond_signal(&empty);
    pthread_mutex_unlock(&m);
#ifdef SEEDED_BUG
    sum += buffer[0]; /* read without the mutex */
#endif
  }
  return (void *)sum;
}

int main(void) {
  max = 4;
  buffer = malloc(max * sizeof(int));
  assert(buffer != NULL);
  for (int i = 0; i < max; i++) {
    buffer[i] = 0;
  }
  pthread_t producer_thread, consumer_thread;
  Pthread_create(&producer_thread, NULL, producer, NULL);
  Pthread_create(&consumer_thread, NULL, consumer, NULL);
  Pthread_join(producer_thread, NULL);
  Pthread_join(consumer_thread, NULL);
  printf("done\n");
  return 0;
}
