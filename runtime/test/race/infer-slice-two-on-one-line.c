// A parallel merge sort whose array and scratch buffer are allocated on one
// line (`int *a = malloc(…), *tmp = malloc(…);`): two allocation sites, each
// split recursively among the threads, so each gets a slice suggestion
// without a fix and the reason (the partition changes between phases). The
// reporter merged suggestions by file and line, so the scratch buffer's was
// dropped: one suggestion for the two arrays. Now the column tells them apart.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (slice) infer-slice-two-on-one-line.c:[[#LINE:]]: The 16384-byte heap object allocated here was used by {{[0-9]+}} threads in disjoint parts{{.*}} No fix: {{.*}}
// CHECK-NEXT: heddle: suggestion (slice) infer-slice-two-on-one-line.c:[[#LINE]]: The 16384-byte heap object allocated here was used by {{[0-9]+}} threads in disjoint parts{{.*}} No fix: {{.*}}
// CHECK-NEXT: heddle: 2 annotation suggestions
// CHECK: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct range { int *a, *tmp; size_t lo, hi; int depth; };

static void merge(int *a, int *tmp, size_t lo, size_t mid, size_t hi) {
  size_t i = lo, j = mid, k = lo;
  while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < hi) tmp[k++] = a[j++];
  memcpy(a + lo, tmp + lo, (hi - lo) * sizeof *a);
}

static void *sort(void *p) {
  struct range *r = p;
  if (r->hi - r->lo < 2) return NULL;
  size_t mid = r->lo + (r->hi - r->lo) / 2;
  struct range left = {r->a, r->tmp, r->lo, mid, r->depth - 1};
  struct range right = {r->a, r->tmp, mid, r->hi, r->depth - 1};
  if (r->depth > 0) {
    pthread_t t;
    pthread_create(&t, NULL, sort, &left);
    sort(&right);
    pthread_join(t, NULL);
  } else {
    sort(&left);
    sort(&right);
  }
  merge(r->a, r->tmp, r->lo, mid, r->hi);
  return NULL;
}

int main(void) {
  size_t n = 4096;
  int *a = malloc(n * sizeof *a), *tmp = malloc(n * sizeof *tmp);
  srand(1);
  for (size_t i = 0; i < n; i++) a[i] = rand() % 100000;
  struct range all = {a, tmp, 0, n, 2};
  sort(&all);
  for (size_t i = 1; i < n; i++)
    if (a[i - 1] > a[i]) {
      puts("unsorted");
      return 1;
    }
  puts("sorted");
  free(a);
  free(tmp);
  return 0;
}
