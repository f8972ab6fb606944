// OpenMP's synchronisation is happens-before (runtime/openmp/ompt_tool.c, libomp's
// OMPT events): a `parallel for` reading parts of an array other threads wrote in the
// previous loop (ordered only by libomp's barrier), a reduction, `critical`, `atomic`,
// omp locks, `single` + barrier, tasks with taskwait, taskgroup and depend. Found by a
// new-user trial (ompg: a false race in the second loop's reads). "shared" sums into a
// global without the reduction; "helper" into a local of a function other than main,
// which libomp's __kmpc_fork_call shares with the team (a stack object since that call
// counts as thread-creating: missed before). Each thread of a static schedule adds
// into the accumulator, unordered with the others whatever the interleaving (which
// access comes first is not: a thread whose loop starts between another's first read
// and first write of the accumulator makes the first race a write after a read).
// REQUIRES: openmp
// RUN: %heddle-cc -fsyntax-only %S/../../openmp/ompt_abi_check.c
// RUN: %heddle-cc -g -O1 -fopenmp %s -o %t
// RUN: for m in loops reduction critical locks tasks; do %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1 | grep -E '^heddle: [0-9]+ report|data-race /' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: { %heddle run --format text --out %t.shared.sarif -- %t shared 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|Data race|SUMMARY|exit=' > %t.shared
// RUN: %FileCheck %s --check-prefix=SHARED < %t.shared
// RUN: { %heddle run --format text --out %t.helper.sarif -- %t helper 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|Data race|SUMMARY|exit=' > %t.helper
// RUN: %FileCheck %s --check-prefix=HELPER < %t.helper
// RUN: %sarif-validate %t.shared.sarif
// OK: loops: heddle: 0 reports in 1 process
// OK-NEXT: reduction: heddle: 0 reports in 1 process
// OK-NEXT: critical: heddle: 0 reports in 1 process
// OK-NEXT: locks: heddle: 0 reports in 1 process
// OK-NEXT: tasks: heddle: 0 reports in 1 process
// SHARED: Data race: thread T{{[0-9]+}} {{read|wrote}} 8 bytes of `total`, not ordered after thread T{{[0-9]+}}'s earlier {{read|write}} of it.
// SHARED: SUMMARY: heddle: data-race {{.*}}openmp-sync.c:{{(70|71)}} in .omp_outlined.
// SHARED: heddle: {{[12]}} report
// SHARED: exit=66
// HELPER: Data race: thread T{{[0-9]+}} {{read|wrote}} 8 bytes of stack object `sum` of `sum_in_helper`, not ordered after thread T{{[0-9]+}}'s earlier {{read|write}} of it.
// HELPER: SUMMARY: heddle: data-race {{.*}}openmp-sync.c:{{(76|77)}} in .omp_outlined.
// HELPER: heddle: {{[12]}} report
// HELPER: exit=66
#include <omp.h>
#include <stdio.h>
#include <string.h>

#define N 20000
static double a[N];
static double total;
static long hist[16];

static void fill(void) {
#pragma omp parallel for schedule(static) num_threads(4)
  for (int i = 0; i < N; i++) a[i] = (i % 100) * 0.5 + 1.0;
}

/* Reads parts other threads wrote in fill(): ordered by the loop's barrier only. */
static double sum_reduction(void) {
  double s = 0;
#pragma omp parallel for schedule(dynamic, 500) num_threads(4) reduction(+ : s)
  for (int i = 0; i < N; i++) s += a[N - 1 - i];
  return s;
}

/* Eight threads and three variables: libomp combines them in its barrier (a tree). */
static double sum_reduction_tree(void) {
  double s1 = 0, s2 = 0, s3 = 0;
#pragma omp parallel for schedule(static) num_threads(8) reduction(+ : s1, s2, s3)
  for (int i = 0; i < N; i++) {
    s1 += a[i];
    s2 += a[i] * 2;
    s3 += a[i] * 3;
  }
  return s1 + s2 + s3;
}

static void sum_shared(void) {
#pragma omp parallel for schedule(static) num_threads(4)
  for (int i = 0; i < N; i++) total += a[i];
}

__attribute__((noinline)) static double sum_in_helper(void) {
  double sum = 0;
#pragma omp parallel for schedule(static) num_threads(4)
  for (int i = 0; i < N; i++) sum += a[i];
  return sum;
}

static void critical_and_atomic(void) {
#pragma omp parallel for schedule(static) num_threads(4)
  for (int i = 0; i < N; i++) {
    int b = (int)a[i] % 16;
#pragma omp atomic
    hist[b]++;
    if (i % 97 == 0) {
#pragma omp critical(total_lock)
      total += a[i];
    }
  }
}

static void locks_and_single(void) {
  omp_lock_t lock;
  omp_init_lock(&lock);
  static double partial[4];
#pragma omp parallel num_threads(4)
  {
    int me = omp_get_thread_num() % 4;
    partial[me] = me * 2.0;
#pragma omp barrier
#pragma omp single
    for (int k = 0; k < 4; k++) total += partial[k]; /* others' writes, after the barrier */
    omp_set_lock(&lock);
    total += 1;
    omp_unset_lock(&lock);
  }
  omp_destroy_lock(&lock);
}

static void tasks(void) {
  static double x[8], y;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
    for (int k = 0; k < 8; k++) {
#pragma omp task firstprivate(k)
      x[k] = k * 3.0;
    }
#pragma omp taskwait
    for (int k = 0; k < 8; k++) y += x[k]; /* the tasks' writes, after taskwait */
#pragma omp taskgroup
    {
#pragma omp task
      x[0] = y;
    }
    y += x[0]; /* after the taskgroup */
#pragma omp task depend(out : y)
    y = 1.0;
#pragma omp task depend(inout : y)
    y += 2.0;
#pragma omp task depend(in : y)
    x[1] = y;
  }
  total += x[1];
}

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "loops";
  fill();
  if (!strcmp(m, "loops")) total = sum_reduction();
  else if (!strcmp(m, "reduction")) total = sum_reduction_tree();
  else if (!strcmp(m, "critical")) critical_and_atomic();
  else if (!strcmp(m, "locks")) locks_and_single();
  else if (!strcmp(m, "tasks")) tasks();
  else if (!strcmp(m, "shared")) sum_shared();
  else if (!strcmp(m, "helper")) total = sum_in_helper();
  printf("total %.1f hist0 %ld\n", total, hist[0]);
  return 0;
}
