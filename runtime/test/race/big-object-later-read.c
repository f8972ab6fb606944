// A one-shot race whose earlier access is a read that was not the first
// thing its thread's epoch did with a big object (found by a new-user trial:
// a monitor reads a stats struct; a worker later bumps `errors` unlocked). The
// monitor's epoch starts with a read of `name` (recorded exactly), then reads
// `errors` and `spare`, which share a 64-byte granule of the struct's coarse
// masks; the worker writes `errors` once, later in time (a relaxed flag, no
// synchronisation: a sleep gave that order only if the monitor got a core
// within it). The epoch's first read of each granule of a big object is
// logged (runtime/race/write_log.h), so the race is found, with the `errors`
// read as the previous access. `other` shares that granule and was not read by
// the monitor: the worker writing it unordered is no race. (Before the read
// log: no report — TSan reports it every run.)
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T2 wrote 8 bytes of a 4160-byte heap object, not ordered after thread T1's earlier read of it.
// CHECK: Previous access by thread T1 (read):
// CHECK-NEXT: #0 monitor {{.*}}big-object-later-read.c:[[@LINE+22]]
// CHECK: SUMMARY: heddle: data-race {{.*}}big-object-later-read.c:[[@LINE+31]] in worker
// CHECK: heddle: 1 report (1 data-race) in 1 process
// CHECK: exit=66
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

struct stats {
  char name[4096];
  long errors, spare, other, pad[5];
};

static struct stats *st;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
long seen; /* not static: the reads must stay */
static int monitored; /* relaxed: no happens-before, only the order */

static void *monitor(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m); /* a new epoch: what follows is its first access of st */
  long s = st->name[0];
  s += st->errors;
  s += st->spare;
  seen = s;
  __atomic_store_n(&monitored, 1, __ATOMIC_RELAXED);
  return arg;
}

static void *worker(void *arg) {
  while (!__atomic_load_n(&monitored, __ATOMIC_RELAXED)) usleep(1000);
  st->other = 1;
  st->errors++;
  return arg;
}

int main(void) {
  st = calloc(1, sizeof *st);
  pthread_t a, b;
  pthread_create(&a, 0, monitor, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  free(st);
  return 0;
}
