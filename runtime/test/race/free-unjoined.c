// A use after free at normal timing (a compressor freeing its queue while an
// unjoined consumer still uses it): the free races with the consumer's access
// (no join orders them), reported every run although the consumer finished
// before, with the free as the reported access and the use as the previous
// one. The consumer is done when main frees by a relaxed flag, no
// synchronisation (a sleep gave that order only if the consumer got a core
// within it; else the free came first and the consumer's read was the report).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T0 freed a 64-byte heap object, not ordered after thread T1's earlier {{read|write}} of it.
// CHECK: Detail: free by T0 races with an earlier {{read|write}} by T1
// CHECK: SUMMARY: heddle: data-race {{.*}}free-unjoined.c:[[@LINE+22]] in main
// CHECK: exit=66
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

struct queue { long items[8]; };
static int consumed; /* relaxed: no happens-before, only the order */

static void *consumer(void *p) {
  struct queue *q = p;
  long sum = 0;
  for (int i = 0; i < 8; i++) sum += q->items[i];
  __atomic_store_n(&consumed, 1, __ATOMIC_RELAXED);
  return (void *)sum;
}

int main(void) {
  struct queue *q = calloc(1, sizeof *q);
  pthread_t t;
  pthread_create(&t, 0, consumer, q);
  while (!__atomic_load_n(&consumed, __ATOMIC_RELAXED)) usleep(1000);
  free(q);
  pthread_join(t, 0);
  return 0;
}
