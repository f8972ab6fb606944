// A ring whose cells are handed between a producer and a consumer lock-free:
// each cell's `full` flag is stored with release and loaded with acquire, and
// the cell's message is written by the producer, read by the consumer, each use
// ordered after the other's through the flag (Vyukov's queues, the mpmc and
// remotefree new-user trials). The atomics and the data they hand over are one
// object, written atomically once shared, which no one policy of the whole
// object explains: race mode proposed nothing, not even a note, so `heddle
// annotate` wrote nothing and strict mode reported every cell. Now the object
// gets a note naming the atomic it was handed over through and the hand-off
// calls that express it, without a fix.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (hand-off) infer-handoff-atomic-parts.c:[[@LINE+12]]: `ring` was written atomically by 2 threads once shared (at infer-handoff-atomic-parts.c:{{[0-9]+}}) and used plainly by them too, without a race (at infer-handoff-atomic-parts.c:{{[0-9]+}}): threads used parts of it at once, each part handed over between them through those atomics {{.*}} heddle_release_write on the part before the atomic operation that publishes it, heddle_acquire_write on it after the one that takes it; {{.*}} No fix: the run does not say which atomic handed over which part.{{$}}
// CHECK: exit=0
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

#define CELLS 4
#define MESSAGES 200

struct msg { int seq; char text[20]; };
struct cell { atomic_int full; struct msg data; };
static struct cell ring[CELLS];

static void *producer(void *arg) {
  (void)arg;
  for (int i = 0; i < MESSAGES; i++) {
    struct cell *c = &ring[i % CELLS];
    while (atomic_load_explicit(&c->full, memory_order_acquire)) sched_yield();
    c->data.seq = i;
    snprintf(c->data.text, sizeof c->data.text, "message %d", i);
    atomic_store_explicit(&c->full, 1, memory_order_release);
  }
  return NULL;
}

static void *consumer(void *arg) {
  long sum = 0;
  for (int i = 0; i < MESSAGES; i++) {
    struct cell *c = &ring[i % CELLS];
    while (!atomic_load_explicit(&c->full, memory_order_acquire)) sched_yield();
    sum += c->data.seq + c->data.text[0];
    atomic_store_explicit(&c->full, 0, memory_order_release);
  }
  *(long *)arg = sum;
  return NULL;
}

int main(void) {
  pthread_t p, c;
  long sum = 0;
  pthread_create(&p, NULL, producer, NULL);
  pthread_create(&c, NULL, consumer, &sum);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  printf("sum %ld\n", sum);
  return 0;
}
