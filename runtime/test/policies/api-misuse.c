// Misuse of the annotation API is an api-misuse report, never a crash:
// policy changes on untracked pointers (stack, NULL, freed), bad policy
// values, missing mutexes, bad slices.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
// RUN: %sarif-validate %t.sarif
#include <heddle.h>
#include <pthread.h>

int main(void) {
  int local = 0;
  heddle_acquire_write(&local); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  heddle_set_racy(NULL); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  int *bad = heddle_malloc(8, (enum heddle_policy)42); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  bad[0] = 1; // treated as private: fine
  int *nolock = heddle_malloc(8, HEDDLE_LOCKED); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  nolock[0] = 1;
  int *nullm = heddle_malloc_locked(8, NULL); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  nullm[0] = 1;
  heddle_set_locked(bad, NULL); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  size_t too_long[2] = {1, 100};
  heddle_slice(bad, sizeof(int), 2, too_long); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  size_t ok[2] = {1, 1};
  heddle_slice(bad, sizeof(int), 2, ok);
  heddle_slice(bad, sizeof(int), 2, ok); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  int *volatile gone = malloc(8);
  free(gone);
  heddle_release_write(gone); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  return local;
}

// SUM: heddle: 9 reports (9 api-misuse) in 1 process
