// One struct whose fields are guarded by two mutexes of its own (Michael and
// Scott's two-lock queue, the twolockq new-user trial): `head` by `h_lock`,
// `tail` by `t_lock`. The mutexes lie 40 bytes apart, and each access was
// within 40 bytes below the mutex it held, so the per-element lock inference
// took the struct for an array of 40-byte elements each holding its mutex, and
// the reporter, finding no such element type, said "no DWARF struct type for
// its elements (build with -g)" — of a program built with -g. An array of
// elements each holding its own mutex is a whole number of elements long;
// this 96-byte struct is no array of 40-byte elements, so that proposal is
// not made, and the fields' own policies explain it: each field locked by its
// own mutex (field_infer.c; in some schedules it proposes a slice by field
// instead, which this test accepts: that choice is not this change's).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: {{DWARF struct type for its elements|the mutex of the element it used}}
// CHECK: heddle: suggestion ({{fields|slice}}) infer-fields-two-locks.c:[[@LINE+11]]: `q` (struct queue) was used by {{[0-9]+}} threads
// CHECK-NOT: {{DWARF struct type for its elements|the mutex of the element it used}}
// CHECK: exit=0
#include <pthread.h>
#include <stdio.h>

struct queue {
  long head, tail;
  pthread_mutex_t h_lock, t_lock;
};

static struct queue q = {0, 0, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};

/* An enqueuer's side (tail, t_lock) or a dequeuer's (head, h_lock). */
struct side { long *end; pthread_mutex_t *lock; };

static void *move_end(void *arg) {
  const struct side *side = arg;
  for (int i = 0; i < 2000; i++) {
    pthread_mutex_lock(side->lock);
    (*side->end)++;
    pthread_mutex_unlock(side->lock);
  }
  return NULL;
}

int main(void) {
  struct side sides[2] = {{&q.tail, &q.t_lock}, {&q.head, &q.h_lock}};
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, move_end, &sides[i % 2]);
  for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
  printf("head %ld tail %ld\n", q.head, q.tail);
  return 0;
}
