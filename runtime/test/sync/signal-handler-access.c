// A signal handler's access of a checked object, made while its thread is
// inside the runtime, must not wait for a runtime lock its own thread holds.
// main holds the mutex of a locked object and calls heddle_set_locked on it
// over and over (inside the runtime, holding the object's lock, it marks the
// first access as still to be verified); the handler reads the object, which
// verifies that first access under the object's lock. A kicker thread sends
// 2000 signals, each acknowledged by the handler. The handler is main's own
// thread, holding the mutex and ordered after its own changes: no report.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: timeout 300 %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s < %t.out
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
#include <heddle.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>

#define SIGNALS 2000
static pthread_mutex_t guard = PTHREAD_MUTEX_INITIALIZER;
static int counter;
HEDDLE_GLOBAL_LOCKED(counter, &guard);
static sem_t ack;
static int done, seen; // done: atomics only; seen: the handler's own (main's) count
HEDDLE_GLOBAL(done, HEDDLE_RACY);
HEDDLE_GLOBAL(seen, HEDDLE_RACY);

static void on_signal(int sig) {
  (void)sig;
  seen += counter + 1; // a checked read of the locked object
  sem_post(&ack);
}

static void *kicker(void *arg) {
  pthread_t main_thread = *(pthread_t *)arg;
  for (int i = 0; i < SIGNALS; i++) {
    pthread_kill(main_thread, SIGUSR1);
    sem_wait(&ack);
  }
  __atomic_store_n(&done, 1, __ATOMIC_RELEASE);
  return 0;
}

int main(void) {
  sem_init(&ack, 0, 0);
  signal(SIGUSR1, on_signal);
  pthread_mutex_lock(&guard);
  pthread_t self = pthread_self(), k;
  pthread_create(&k, 0, kicker, &self);
  while (!__atomic_load_n(&done, __ATOMIC_ACQUIRE)) heddle_set_locked(&counter, &guard);
  pthread_join(k, 0);
  pthread_mutex_unlock(&guard);
  printf("handled %d signals\n", seen);
  return 0;
}

// CHECK: handled 2000 signals
// CHECK: exit=0
// SUM: heddle: 0 reports in 1 process
