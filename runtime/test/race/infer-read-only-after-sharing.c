// A value main writes once while its workers already run, then only read by
// the workers (Butenhof's crew.c `path_max`, trial 18 F4). The workers read
// in turns here, so every read was ordered after the previous one: main
// proposed a hand-off between the readers, which strict mode rejects as soon
// as two read at once. Every access after sharing is a read: read-shared,
// released by main after its write, acquired for reading in each worker. Its
// message said "read by 4 threads at once", which this run never did (and main
// only wrote it): it now says what was seen.
// Applied, the program builds with -Werror and runs clean in strict mode.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/readers.c
// RUN: %heddle-cc -g -O1 %t.dir/readers.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/readers.c %t.fixed/readers.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/readers.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/readers.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: suggestion (hand-off) {{.*}}`path_max`
// The message says what this run saw, reads in turns, not reads at once (trial 18 F4):
// CHECK: heddle: suggestion (read-shared) readers.c:{{[0-9]+}}: `path_max` was used by 4 threads and only read once shared (never written after sharing; in this run each reader's reads came after the previous reader's, no two at once): make it read-shared{{.*}}[fix available]
// CHECK-NOT: suggestion (hand-off) {{.*}}`path_max`
// CHECK: exit=0
// APPLY: 0 refused, 0 without a fix
// FIXED: heddle_acquire_read(&path_max);
// FIXED-NEXT: sizes[id] = path_max + id;
// FIXED: heddle_release_read(&path_max);
// FIXED: path_max = 4096;
// FIXED: heddle_release_write(&path_max);
// FIXED-NOT: heddle_acquire_write(&path_max)
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>

#define WORKERS 3

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int turn = -1;
static long path_max;
static long sizes[WORKERS];

static void *worker(void *arg) {
  long id = (long)arg;
  pthread_mutex_lock(&mutex);
  while (turn != id) pthread_cond_wait(&changed, &mutex);
  pthread_mutex_unlock(&mutex);
  sizes[id] = path_max + id;
  pthread_mutex_lock(&mutex);
  turn++;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&mutex);
  return NULL;
}

int main(void) {
  pthread_t t[WORKERS];
  for (long i = 0; i < WORKERS; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  pthread_mutex_lock(&mutex);
  path_max = 4096;
  turn = 0;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&mutex);
  for (int i = 0; i < WORKERS; i++) pthread_join(t[i], NULL);
  printf("%ld\n", sizes[0] + sizes[1] + sizes[2]);
  return 0;
}
