// A work item and the path buffer it points to, handed from main to a worker
// whose first use of the buffer is inside a library call, `strlen(work->path)`
// (Butenhof's crew.c: `lstat(work->path, …)`, trial 18 F1). The buffer's
// acquire names `work->path`, the object the call read, not `work`, the base of
// the argument (main gave `heddle_acquire_write(work)` twice and the buffer was
// never acquired); it goes after the item's own acquire, which it reads
// through. Applied, the program builds with -Werror and runs clean in strict mode.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/work.c
// RUN: %heddle-cc -g -O1 %t.dir/work.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/work.c %t.fixed/work.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/work.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/work.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (hand-off) work.c:{{[0-9]+}}: The 64-byte heap object allocated here moved between 2 threads{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (hand-off) work.c:{{[0-9]+}}: The 16-byte heap object allocated here moved between 2 threads{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 4 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED:      work = slot;
// FIXED-NEXT: pthread_mutex_unlock(&lock);
// FIXED-NEXT: heddle_acquire_write(work);
// FIXED-NEXT: heddle_acquire_write(work->path);
// FIXED-NEXT: size_t n = strlen(work->path);
// FIXED:      heddle_release_write(request->path);
// FIXED-NEXT: heddle_release_write(request);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct work {
  int depth;
  char *path;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready = PTHREAD_COND_INITIALIZER;
static struct work *slot;
static size_t total;

static void *worker(void *arg) {
  (void)arg;
  struct work *work;
  pthread_mutex_lock(&lock);
  while (!slot) pthread_cond_wait(&ready, &lock);
  work = slot;
  pthread_mutex_unlock(&lock);
  size_t n = strlen(work->path);
  total = n + (size_t)work->depth + (size_t)work->path[0];
  free(work->path);
  free(work);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  struct work *request = malloc(sizeof *request);
  request->path = malloc(64);
  strcpy(request->path, "/tmp/needle");
  request->depth = 1;
  pthread_mutex_lock(&lock);
  slot = request;
  pthread_cond_signal(&ready);
  pthread_mutex_unlock(&lock);
  pthread_join(t, NULL);
  printf("%zu\n", total);
  return 0;
}
