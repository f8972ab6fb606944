// Annotated code builds with a plain compiler (HEDDLE_ENABLED undefined:
// every annotation vanishes, heddle_malloc is malloc) and with heddle-cc.
// The plain build has no heddle symbol at all and runs clean; the heddle-cc
// build of the same file reports the seeded violation.
// RUN: cc -Wall -Werror -O1 -I%S/../../include %s -o %t.plain
// RUN: nm %t.plain | %FileCheck %s --check-prefix=PLAIN-SYMS
// RUN: %t.plain 2>&1 | %FileCheck %s --check-prefix=PLAIN --allow-empty
// RUN: %heddle-cc -Wall -Werror -O1 %s -o %t.heddle
// RUN: %t.heddle > %t.heddle.out 2>&1; test $? -eq 66 && %FileCheck %s --check-prefix=HEDDLE < %t.heddle.out
#include <heddle.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter;
static int table[8];
HEDDLE_GLOBAL_LOCKED(counter, &m);
HEDDLE_GLOBAL(table, HEDDLE_READ_SHARED);

static void *bump(void *arg) {
  int *p = arg;
  heddle_acquire_write(p);
  *p += 1;
  heddle_release_write(p);
  counter++; // seeded: no lock held
  return 0;
}

int main(void) {
  int *p = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  int *q = heddle_malloc_locked(sizeof(int), &m);
  size_t halves[2] = {4, 4};
  heddle_slice(table, sizeof(int), 2, halves);
  heddle_acquire_write(q);
  heddle_release_write(q);
  heddle_set_racy(q);
  int *r = heddle_malloc(sizeof(int), HEDDLE_UNTOUCHED);
  heddle_set_locked(r, &m);
  heddle_acquire_read(table);
  heddle_release_read(table);
  heddle_set_sticky_read(table);
  pthread_t t;
  pthread_create(&t, 0, bump, p);
  pthread_join(t, 0);
  heddle_acquire_write(p);
  free(p);
  pthread_mutex_lock(&m);
  free(r); // a locked object is freed under its lock
  pthread_mutex_unlock(&m);
  free(q);
  return 0;
}

// PLAIN-SYMS-NOT: heddle
// PLAIN-NOT: heddle
// counter++ is one hook call (__heddle_update4, runtime/pass/update_pairs.cpp):
// its write's event has the read's place, which the runtime's dedup keeps once.
// Built --backend=mpk (mpk-lit) the pass makes no such pair, and the write's
// event follows on its own line: either way one report.
// HEDDLE: heddle: lock-not-held: read of size 4 at {{.*}} by thread T1 on 'counter'
// HEDDLE: heddle: 1 report (1 lock-not-held) in 1 process
