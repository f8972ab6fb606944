// Misuse of the annotation API is an api-misuse report, never a crash:
// policy changes on untracked pointers (stack, NULL, freed), bad policy
// values, missing mutexes, bad slices (also absurd counts, which must not
// make the runtime read past the lengths array); and the malloc family with a
// pointer no malloc returned (stack, interior): reported, nothing freed, realloc
// returns NULL.
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
  size_t two[2] = {1, 1};
  int *arr = malloc(4 * sizeof(int));
  heddle_slice(arr, sizeof(int), (size_t)-1, two); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  heddle_slice(arr, sizeof(int), 2, (size_t[]){(size_t)-1, 2}); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  int *volatile stack_ptr = &local;
  free(stack_ptr); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  void *moved = realloc(arr + 1, 64); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  if (moved) return 1; // must fail: not an allocation's start
  arr[3] = 3; // arr is untouched and still the program's
  free(arr);
  int *volatile gone = malloc(8);
  free(gone);
  heddle_release_write(gone); // CHECK-DAG: api-misuse api-misuse.c:[[@LINE]]
  return local;
}

// SUM-DAG: Detail: heddle_slice: 18446744073709551615 slices for an array of 4 elements of 4 bytes
// SUM-DAG: Detail: heddle_slice: the slice lengths exceed the object (4 elements of 4 bytes from the array start)
// SUM-DAG: Detail: free() of a pointer that no malloc returned (a stack, global or foreign pointer)
// SUM-DAG: Detail: free() of a pointer into the middle of a heap object
// SUM: heddle: 13 reports (13 api-misuse) in 1 process
// SUM: exit=66
