// A detached thread is retired (its slot given back, no longer checked) only
// after its thread-specific-data destructors: a pthread_key destructor of the
// program still runs as the thread and is checked. Its write to main's private
// object is reported; its release of a shared box, handed to main through a
// semaphore the destructor posts, orders main's acquire (no false report).
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s < %t.out
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
#include <heddle.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_key_t key;
static sem_t done;
static int *box, *main_private;

static void destructor(void *value) {
  *box = *(int *)value;
  heddle_release_write(box);
  *main_private = 1; // seeded: main's private object, written by the exiting thread
  sem_post(&done);
}

static void *work(void *arg) {
  (void)arg;
  static int value = 42;
  heddle_acquire_write(box);
  pthread_setspecific(key, &value);
  return 0;
}

int main(void) {
  sem_init(&done, 0, 0);
  pthread_key_create(&key, destructor);
  box = heddle_malloc(sizeof *box, HEDDLE_INACCESSIBLE);
  main_private = malloc(sizeof *main_private);
  *main_private = 0;
  heddle_set_sticky_read(&box);
  heddle_set_sticky_read(&main_private);
  pthread_attr_t detached;
  pthread_attr_init(&detached);
  pthread_attr_setdetachstate(&detached, PTHREAD_CREATE_DETACHED);
  pthread_t t;
  pthread_create(&t, &detached, work, 0);
  sem_wait(&done);
  heddle_acquire_write(box);
  printf("box: %d\n", *box);
  return 0;
}

// CHECK: box: 42
// CHECK: exit=66
// SUM: Thread T1 wrote 4 bytes of a 4-byte heap object, which is private to thread T0.
// SUM: heddle: 1 report (1 sharing-violation) in 1 process
