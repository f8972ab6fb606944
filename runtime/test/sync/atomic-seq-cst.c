// C11 _Atomic objects used without an explicit order are sequentially
// consistent, which includes release (stores) and acquire (loads): plain
// assignment and reading of an _Atomic pointer hand an object over, and a
// seq_cst read-modify-write (atomic_fetch_add) both releases and acquires.
// Both hand-overs are ordered: no report.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
#include <heddle.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>

static int *_Atomic slot; // assignment and reading: seq_cst store and load
static atomic_int finished;
static int *counted;
HEDDLE_GLOBAL(counted, HEDDLE_RACY);

static void *producer(void *arg) {
  (void)arg;
  int *box = heddle_malloc(sizeof *box, HEDDLE_PRIVATE);
  *box = 1;
  heddle_release_write(box);
  slot = box;

  heddle_acquire_write(counted);
  *counted = 10;
  heddle_release_write(counted);
  atomic_fetch_add(&finished, 1); // seq_cst read-modify-write: its release half
  return 0;
}

static void *consumer(void *arg) {
  int *box;
  while (!(box = slot)) sched_yield();
  heddle_acquire_write(box);
  *box += 1;

  while (atomic_fetch_add(&finished, 0) < 1) sched_yield(); // its acquire half
  heddle_acquire_write(counted);
  *(int *)arg = *box + *counted;
  return 0;
}

int main(void) {
  counted = heddle_malloc(sizeof *counted, HEDDLE_INACCESSIBLE);
  int result = 0;
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, &result);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return result == 12 ? 0 : 1;
}

// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
