// A one-shot race on a field of a big object that is not the first thing its
// writer's epoch wrote: the producer fills a slot (the epoch's first write of
// the queue, recorded exactly), then bumps `head` and `count`, which share a
// 128-byte granule of the queue's coarse epoch masks; the consumer reads
// `count` once, later in time (a relaxed flag, no synchronisation: a sleep
// gave that order only if the producer got a core within it). The exact bytes
// of the epoch's first writes into a big object are logged
// (runtime/race/write_log.h), so the race is found, with the `count` write as
// the previous access. `done` shares that granule but was never written by the
// producer: reading it unordered is no race.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T0 read 8 bytes of a 4120-byte heap object, not ordered after thread T1's earlier write of it.
// CHECK: Previous access by thread T1 (write):
// CHECK-NEXT: #0 produce {{.*}}big-object-later-write.c:[[@LINE+20]]
// CHECK: SUMMARY: heddle: data-race {{.*}}big-object-later-write.c:[[@LINE+30]] in main
// CHECK: heddle: 1 report (1 data-race) in 1 process
// CHECK: exit=66
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

struct queue {
  char slots[4096];
  long head, count, done;
};

static struct queue *q;
static int produced; /* relaxed: no happens-before, only the order */

static void *produce(void *arg) {
  (void)arg;
  q->slots[q->head] = 'x';
  q->head++;
  q->count++;
  __atomic_store_n(&produced, 1, __ATOMIC_RELAXED);
  return 0;
}

int main(void) {
  q = calloc(1, sizeof *q);
  pthread_t t;
  pthread_create(&t, 0, produce, 0);
  while (!__atomic_load_n(&produced, __ATOMIC_RELAXED)) usleep(1000);
  long done = q->done;
  long n = q->count;
  pthread_join(t, 0);
  free(q);
  return n == 1 && !done ? 0 : 1;
}
