// free() is a write-like use of the object (PUSh §5.1): freeing another
// thread's private object is a sharing-violation at the free call; freeing
// after a proper hand-over (release_write, join, acquire_write) is not.
// Double free is api-misuse, never a crash.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>

static void *free_it(void *p) {
  free(p); // CHECK-DAG: sharing-violation free-non-owner.c:[[@LINE]]
  return 0;
}

static void *take_and_free(void *p) {
  heddle_acquire_write(p);
  free(p);
  return 0;
}

int main(void) {
  char *a = malloc(32);
  a[0] = 1;
  pthread_t t;
  pthread_create(&t, 0, free_it, a);
  pthread_join(t, 0);

  char *b = malloc(32);
  b[0] = 1;
  heddle_release_write(b);
  pthread_create(&t, 0, take_and_free, b);
  pthread_join(t, 0);

  char *volatile c = malloc(32);
  free(c);
  free(c); // CHECK-DAG: api-misuse free-non-owner.c:[[@LINE]]
  return 0;
}

// SUM: heddle: 2 reports (1 sharing-violation, 1 api-misuse) in 1 process
