// pthread_once is a happens-before edge: whatever the init routine did
// (here: fill a table and release it) is ordered before every thread's return
// from pthread_once, so each worker's heddle_acquire_read is ordered after the
// routine's heddle_release_write. Without the edge the acquire would be an
// unordered-policy-change; the exact expectation is no report at all.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
#include <heddle.h>
#include <pthread.h>
#include <stdlib.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int *table;
HEDDLE_GLOBAL(table, HEDDLE_RACY);

static void build_table(void) {
  int *t = heddle_malloc(16 * sizeof *t, HEDDLE_PRIVATE);
  for (int i = 0; i < 16; i++) t[i] = i * i;
  heddle_release_write(t);
  table = t;
}

static void *worker(void *arg) {
  pthread_once(&once, build_table); // whichever thread runs it, the others wait
  heddle_acquire_read(table);
  long sum = 0;
  for (int i = 0; i < 16; i++) sum += table[i];
  heddle_release_read(table);
  *(long *)arg = sum;
  return 0;
}

int main(void) {
  pthread_t t[4];
  long sums[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, &sums[i]);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return sums[0] == 1240 && sums[3] == 1240 ? 0 : 1;
}

// CHECK-NOT: WARNING: heddle
// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
