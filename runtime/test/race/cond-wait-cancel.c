// A thread cancelled inside pthread_cond_wait gets its mutex back from
// glibc's own code before its cleanup handlers run, so a handler that uses
// what the mutex protects and then unlocks it (the textbook shutdown of
// blocked workers) is ordered after everyone who held the mutex during the
// wait. Found by a new-user trial: the interceptor never saw that relock, and
// each such handler was a false data race. The main thread writes `shared`
// under the mutex only once the worker is inside its wait (`waiting`, set
// under the mutex right before it), so no schedule orders the two otherwise.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2>&1 | %FileCheck %s
// CHECK: cancelled shared=2
// CHECK: heddle: 0 reports in 1 process
#include <pthread.h>
#include <sched.h>
#include <stdio.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int waiting, never;
static long shared;

static void on_cancel(void *arg) {
  (void)arg;
  shared++; /* holds m: glibc relocked it */
  pthread_mutex_unlock(&m);
}

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  pthread_cleanup_push(on_cancel, NULL);
  waiting = 1;
  while (!never) pthread_cond_wait(&cv, &m);
  pthread_cleanup_pop(1);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  for (;;) {
    pthread_mutex_lock(&m);
    if (waiting) break;
    pthread_mutex_unlock(&m);
    sched_yield();
  }
  shared = 1; /* the worker is in its wait: it released m */
  pthread_mutex_unlock(&m);
  pthread_cancel(t);
  void *r;
  pthread_join(t, &r);
  printf("%s shared=%ld\n", r == PTHREAD_CANCELED ? "cancelled" : "returned", shared);
  return 0;
}
