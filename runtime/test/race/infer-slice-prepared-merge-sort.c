// A prepared array whose partition changes between phases gets no slice fix,
// and the message says why: main fills `a`, four threads sort a quarter each
// (phase 1), two threads merge two quarters each (phase 2: each takes two
// phase-1 parts over and uses them as one part of its own), and main merges
// the halves. One heddle_slice describes one partition; the parts went on to
// threads that used them as parts of their own, so no fix is written for
// `a` (prepared) nor for `tmp` (not prepared, the same phases). Before this
// was recognised, `a` was "prepared" (a message only) and `tmp`'s message
// offered a take-over as if one joiner took the results.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/msort.c
// RUN: %heddle-cc -g -O1 %t.dir/msort.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: %heddle annotate --srcroot %t.dir %t.sarif 2>&1 | %FileCheck %s --check-prefix=NOFIX
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (slice) msort.c:62: The 16000-byte heap object allocated here was used by 7 threads in disjoint parts: slice it with heddle_slice once it is prepared {{.*}} No fix: its parts went on to threads that used them as parts of their own: the partition changes between phases (as a merge sort's does), and one slice describes one partition; hand each phase's parts over where the phase begins.
// CHECK-DAG: heddle: suggestion (slice) msort.c:63: The 16000-byte heap object allocated here was used by 7 threads in disjoint parts: {{.*}} No fix: its parts went on to threads that used them as parts of their own: the partition changes between phases
// CHECK-NOT: [fix available]
// CHECK: exit=0
// NOFIX: 0 fixes in the diff (0 files), 0 refused, 2 without a fix
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define THREADS 4
struct range {
  int *a, *tmp;
  size_t lo, mid, hi;
};

static void merge(int *a, int *tmp, size_t lo, size_t mid, size_t hi) {
  size_t i = lo, j = mid, k = lo;
  while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < hi) tmp[k++] = a[j++];
  for (k = lo; k < hi; k++) a[k] = tmp[k];
}

static void sort(int *a, int *tmp, size_t lo, size_t hi) {
  if (hi - lo < 2) return;
  size_t mid = lo + (hi - lo) / 2;
  sort(a, tmp, lo, mid);
  sort(a, tmp, mid, hi);
  merge(a, tmp, lo, mid, hi);
}

static void *sorter(void *arg) {
  struct range *r = arg;
  sort(r->a, r->tmp, r->lo, r->hi);
  return NULL;
}

static void *merger(void *arg) {
  struct range *r = arg;
  merge(r->a, r->tmp, r->lo, r->mid, r->hi);
  return NULL;
}

int main(void) {
  size_t n = 4000;
  int *a = malloc(n * sizeof *a);
  int *tmp = malloc(n * sizeof *tmp);
  for (size_t i = 0; i < n; i++) a[i] = (int)((i * 7919) % n);
  pthread_t th[THREADS];
  struct range r[THREADS];
  /* phase 1: four threads sort a quarter each */
  for (int t = 0; t < THREADS; t++) {
    r[t] = (struct range){a, tmp, n * t / THREADS, 0, n * (t + 1) / THREADS};
    pthread_create(&th[t], NULL, sorter, &r[t]);
  }
  for (int t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
  /* phase 2: two threads merge two quarters each (the partition changes) */
  for (int t = 0; t < 2; t++) {
    r[t] = (struct range){a, tmp, n * t / 2, n * (2 * t + 1) / 4, n * (t + 1) / 2};
    pthread_create(&th[t], NULL, merger, &r[t]);
  }
  for (int t = 0; t < 2; t++) pthread_join(th[t], NULL);
  merge(a, tmp, 0, n / 2, n);
  for (size_t i = 1; i < n; i++)
    if (a[i - 1] > a[i]) return 1;
  printf("sorted\n");
  free(tmp);
  free(a);
  return 0;
}
