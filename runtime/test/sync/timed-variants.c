// The timed and clock variants of the pthread calls are the same
// happens-before edges as the plain ones: hand-overs through
// pthread_mutex_timedlock/clocklock, pthread_cond_timedwait/clockwait and
// sem_timedwait/clockwait are ordered, and the lock they take counts as held
// for a locked object. No report expected.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
#define _GNU_SOURCE // the clock variants
#include <heddle.h>
#include <pthread.h>
#include <semaphore.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static sem_t s1, s2;
static int stage; // guarded by m
HEDDLE_GLOBAL_LOCKED(stage, &m);
static int *a, *b, *c;
HEDDLE_GLOBAL(a, HEDDLE_RACY);
HEDDLE_GLOBAL(b, HEDDLE_RACY);
HEDDLE_GLOBAL(c, HEDDLE_RACY);

static struct timespec later(clockid_t clk) {
  struct timespec ts;
  clock_gettime(clk, &ts);
  ts.tv_sec += 60;
  return ts;
}

static void hand(int *p) {
  heddle_acquire_write(p);
  *p = 1;
  heddle_release_write(p);
}

static void *first(void *arg) {
  (void)arg;
  hand(a);
  sem_post(&s1);
  hand(b);
  sem_post(&s2);
  hand(c);
  struct timespec ts = later(CLOCK_REALTIME);
  pthread_mutex_timedlock(&m, &ts);
  stage = 1;
  pthread_cond_broadcast(&cv);
  pthread_mutex_unlock(&m);
  return 0;
}

static void *second(void *arg) {
  (void)arg;
  struct timespec ts = later(CLOCK_REALTIME);
  sem_timedwait(&s1, &ts);
  hand(a);
  ts = later(CLOCK_MONOTONIC);
  sem_clockwait(&s2, CLOCK_MONOTONIC, &ts);
  hand(b);
  ts = later(CLOCK_MONOTONIC);
  pthread_mutex_clocklock(&m, CLOCK_MONOTONIC, &ts);
  while (stage < 1) {
    struct timespec w = later(CLOCK_MONOTONIC);
    pthread_cond_clockwait(&cv, &m, CLOCK_MONOTONIC, &w);
  }
  stage = 2;
  pthread_mutex_unlock(&m);
  hand(c);
  return 0;
}

int main(void) {
  sem_init(&s1, 0, 0);
  sem_init(&s2, 0, 0);
  a = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  b = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  c = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  pthread_t t1, t2;
  pthread_create(&t2, 0, second, 0);
  pthread_create(&t1, 0, first, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_mutex_lock(&m);
  struct timespec ts = later(CLOCK_REALTIME);
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  while (stage < 2) pthread_cond_timedwait(&cv, &m, &ts);
  pthread_mutex_unlock(&m);
  return 0;
}

// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
