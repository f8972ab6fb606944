// A program with C11-threads functions and a qsort of its own (a vendored
// tinycthread-style shim, from before glibc had <threads.h>) links, and its
// definitions are the ones called: heddle's interceptors for these names are
// weak. The shim calls the pthread functions, which are intercepted, so its
// mutex orders what it protects. Strong definitions failed to link
// ("multiple definition of `mtx_lock'").
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2>&1 | %FileCheck %s
// CHECK: own shim: 4 locks, 1 sort, total 2000, sorted 1 2 3
// CHECK: heddle: 0 reports in 1 process
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <threads.h>

static int own_locks, own_sorts;

int mtx_init(mtx_t *m, int type) {
  (void)type;
  return pthread_mutex_init((pthread_mutex_t *)m, NULL) ? thrd_error : thrd_success;
}
int mtx_lock(mtx_t *m) {
  if (own_locks < 4) own_locks++; /* the threads only read it: 4 by then */
  return pthread_mutex_lock((pthread_mutex_t *)m) ? thrd_error : thrd_success;
}
int mtx_unlock(mtx_t *m) { return pthread_mutex_unlock((pthread_mutex_t *)m) ? thrd_error : thrd_success; }

void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
  int *a = base; /* an insertion sort of ints: all this program sorts */
  (void)size;
  own_sorts++;
  for (size_t i = 1; i < n; i++)
    for (size_t j = i; j > 0 && cmp(&a[j - 1], &a[j]) > 0; j--) {
      int t = a[j];
      a[j] = a[j - 1];
      a[j - 1] = t;
    }
}

static mtx_t m;
static long total;

static void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 1000; i++) {
    mtx_lock(&m);
    total++;
    mtx_unlock(&m);
  }
  return NULL;
}

static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void) {
  mtx_init(&m, mtx_plain);
  for (int i = 0; i < 4; i++) { mtx_lock(&m); mtx_unlock(&m); }
  int locks = own_locks;
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  int v[3] = {3, 1, 2};
  qsort(v, 3, sizeof v[0], cmp);
  printf("own shim: %d locks, %d sort, total %ld, sorted %d %d %d\n", locks, own_sorts, total, v[0], v[1], v[2]);
  return 0;
}
