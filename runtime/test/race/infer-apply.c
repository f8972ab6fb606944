// Annotations written for the user: a lock-protected counter and heap queue
// (used without the lock only after the threads are joined), a read-only table
// and a pointer written once before the threads start are each proposed with
// a fix; applied, the program builds and runs clean in strict mode.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/infer.c
// RUN: %heddle-cc -g -O1 %t.dir/infer.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/infer.c %t.fixed/infer.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/infer.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/infer.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK-DAG: heddle: suggestion (locked) infer.c:[[#COUNTER:]]: `counter` was accessed by 4 threads, always holding the mutex `m` while other threads could run{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) infer.c:{{[0-9]+}}: `table` was read by 3 threads and never written once they shared it: annotate it sticky-read. [fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) infer.c:{{[0-9]+}}: `queue` was read by 4 threads{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (locked) infer.c:{{[0-9]+}}: The 8-byte heap object allocated here{{.*}}[fix available]
// CHECK: heddle: 4 annotation suggestions
// CHECK: exit=0
// APPLY: 4 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: HEDDLE_GLOBAL_LOCKED(counter, &m);
// FIXED: HEDDLE_GLOBAL(table, HEDDLE_STICKY_READ);
// FIXED: heddle_set_sticky_read(&queue);
// FIXED: heddle_set_locked(queue, &m);
// FIXED-DAG: heddle_acquire_write(queue);
// FIXED-DAG: heddle_acquire_write(&counter);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
long counter;
int table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
struct q { long n; } *queue;

static void *worker(void *p) {
  for (int i = 0; i < 100; i++) {
    pthread_mutex_lock(&m);
    counter += table[i % 8];
    queue->n++;
    pthread_mutex_unlock(&m);
  }
  return p;
}

int main(void) {
  queue = malloc(sizeof *queue);
  pthread_mutex_lock(&m);
  queue->n = 0;
  pthread_mutex_unlock(&m);
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  printf("%ld %ld\n", counter, queue->n);
  free(queue);
  return 0;
}
