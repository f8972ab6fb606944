// qsort and qsort_r move the array's elements inside libc, which is not
// instrumented: each call is checked as a write of the whole array, so two
// threads sorting overlapping parts race (found by a new-user trial: a
// parallel sort whose parts overlapped by one element; both TSans reported it,
// heddle saw only the comparators' reads). "ok": disjoint parts, the whole
// array sorted again after the joins and searched by two threads with bsearch
// (reads only): no report. The two sorters are ordered by nothing, whatever
// the schedule.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.ok.sarif -- %t ok 2>&1 | %FileCheck %s --check-prefix=OK
// RUN: %heddle run --out %t.bad.sarif -- %t overlap 2> %t.bad.err; echo "exit=$?" >> %t.bad.err
// RUN: %FileCheck %s --check-prefix=BAD < %t.bad.err
// OK: found 2 2
// OK: heddle: 0 reports in 1 process
// BAD: SUMMARY: heddle: data-race {{.*}}qsort-overlap.c:{{34 in sort_low|38 in sort_high}}
// BAD: exit=66
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 100
static int *data;
static int descending; /* qsort_r's context */

static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
static int cmp_r(const void *a, const void *b, void *ctx) { return *(int *)ctx ? cmp(b, a) : cmp(a, b); }

static void *sort_low(void *arg) {
  qsort(data, (size_t)(long)arg, sizeof *data, cmp);
  return NULL;
}
static void *sort_high(void *arg) {
  qsort_r(data + 50, N - 50, sizeof *data, cmp_r, arg);
  return NULL;
}
static void *find(void *arg) {
  int key = (int)(long)arg;
  return bsearch(&key, data, N, sizeof *data, cmp);
}

int main(int argc, char **argv) {
  int overlap = argc > 1 && !strcmp(argv[1], "overlap");
  data = malloc(N * sizeof *data);
  for (int i = 0; i < N; i++) data[i] = (i * 37) % N;
  pthread_t a, b;
  pthread_create(&a, NULL, sort_low, (void *)(long)(overlap ? 60 : 50));
  pthread_create(&b, NULL, sort_high, &descending);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  qsort(data, N, sizeof *data, cmp);
  void *r1, *r2;
  pthread_create(&a, NULL, find, (void *)2L);
  pthread_create(&b, NULL, find, (void *)3L);
  pthread_join(a, &r1);
  pthread_join(b, &r2);
  printf("found %d %d\n", r1 ? *(int *)r1 : -1, r2 ? *(int *)r2 - 1 : -1);
  free(data);
  return 0;
}
