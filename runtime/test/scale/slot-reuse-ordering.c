// A reused thread slot's clock continues where its joined holder's ended, so
// epochs stay comparable across holders. 100 short-lived workers, one after
// the other (each reuses the slot of the one before), hand a box to a
// long-lived collector through a semaphore; the collector hands it back to a
// spawner, which creates the next worker. main joins the workers and tells
// the spawner only through a relaxed atomic flag (no happens-before), so a new
// worker's clock for its slot comes from the slot alone, not from whoever
// joined the old holder. The last worker releases the box without the
// semaphore: the collector's acquire_write is then unordered, the one
// expected report. A slot clock restarting for each new holder would put that
// release below what the collector knows of the slot, and hide it.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s < %t.out
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
#include <heddle.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <stdio.h>

#define WORKERS 100
static sem_t to_collector, to_spawner;
static int *box;
// Atomic flags: `created` publishes handles[n] to main (release/acquire: main
// learning of the spawner orders nothing the test looks at); `joined_upto` and
// `last_released` are relaxed, signals without happens-before.
static int created, joined_upto, last_released;
static pthread_t handles[WORKERS + 1];
HEDDLE_GLOBAL(created, HEDDLE_RACY);
HEDDLE_GLOBAL(joined_upto, HEDDLE_RACY);
HEDDLE_GLOBAL(last_released, HEDDLE_RACY);
HEDDLE_GLOBAL(handles, HEDDLE_RACY);

static void wait_for(int *flag, int value, int order) {
  while (__atomic_load_n(flag, order) < value) sched_yield();
}

static void *worker(void *arg) {
  long n = (long)arg;
  heddle_acquire_write(box);
  *box = (int)n;
  heddle_release_write(box);
  if (n < WORKERS) sem_post(&to_collector);
  else __atomic_store_n(&last_released, 1, __ATOMIC_RELAXED);
  return 0;
}

static void *collector(void *arg) {
  (void)arg;
  for (int n = 1; n < WORKERS; n++) {
    sem_wait(&to_collector);
    heddle_acquire_write(box);
    *box += 1;
    heddle_release_write(box);
    sem_post(&to_spawner);
  }
  wait_for(&last_released, 1, __ATOMIC_RELAXED);
  heddle_acquire_write(box); // unordered after the last worker's release
  return 0;
}

static void *spawner(void *arg) {
  (void)arg;
  for (long n = 1; n <= WORKERS; n++) {
    if (n > 1) sem_wait(&to_spawner); // the next worker follows the collector's hand-back
    wait_for(&joined_upto, (int)n - 1, __ATOMIC_RELAXED); // the previous worker is joined: its slot is free
    pthread_create(&handles[n], 0, worker, (void *)n);
    __atomic_store_n(&created, (int)n, __ATOMIC_RELEASE);
  }
  return 0;
}

int main(void) {
  sem_init(&to_collector, 0, 0);
  sem_init(&to_spawner, 0, 0);
  box = heddle_malloc(sizeof *box, HEDDLE_INACCESSIBLE);
  heddle_set_sticky_read(&box);
  pthread_t c, s;
  pthread_create(&c, 0, collector, 0);
  pthread_create(&s, 0, spawner, 0);
  for (int n = 1; n <= WORKERS; n++) {
    wait_for(&created, n, __ATOMIC_ACQUIRE);
    pthread_join(handles[n], 0);
    __atomic_store_n(&joined_upto, n, __ATOMIC_RELAXED);
  }
  pthread_join(s, 0);
  pthread_join(c, 0);
  printf("workers done\n");
  return 0;
}

// CHECK: workers done
// CHECK: exit=66
// SUM: Thread T1 changed the policy of a 4-byte heap object without being ordered after thread T102's heddle_release_write.
// SUM: heddle: 1 report (1 unordered-policy-change) in 1 process
