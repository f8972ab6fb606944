// The try/timed variants of rwlocks, spinlocks and semaphores and every join
// flavour (pthread_join after pthread_exit, pthread_tryjoin_np,
// pthread_timedjoin_np, pthread_clockjoin_np) are happens-before edges: an
// object released by one thread and acquired by another after such an edge
// is a legal hand-over. Without the edge heddle would report the acquire as
// an unordered-policy-change, so the exact expectation is no report at all.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
#define _GNU_SOURCE // the *_np joins, the clock variants
#include <heddle.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <time.h>

enum { BY_TRYLOCK, BY_TIMEDLOCK, BY_SPIN_TRYLOCK, BY_SEM_TRYWAIT, N_LOCKED };
enum { BY_EXIT_JOIN, BY_TRYJOIN, BY_TIMEDJOIN, BY_CLOCKJOIN, N_JOINED };

static pthread_rwlock_t rw_try = PTHREAD_RWLOCK_INITIALIZER;
static pthread_rwlock_t rw_timed = PTHREAD_RWLOCK_INITIALIZER;
static pthread_spinlock_t spin;
static sem_t sem;
static int ready[N_LOCKED]; // guarded by the primitive that hands each object over
HEDDLE_GLOBAL(ready, HEDDLE_RACY);
static int *locked_obj[N_LOCKED], *joined_obj[N_JOINED];
HEDDLE_GLOBAL(locked_obj, HEDDLE_RACY);
HEDDLE_GLOBAL(joined_obj, HEDDLE_RACY);

static void hand(int *p) {
  heddle_acquire_write(p);
  *p += 1;
  heddle_release_write(p);
}

static struct timespec later(clockid_t clk) {
  struct timespec ts;
  clock_gettime(clk, &ts);
  ts.tv_sec += 60;
  return ts;
}

static void *first(void *arg) {
  (void)arg;
  hand(locked_obj[BY_TRYLOCK]);
  while (pthread_rwlock_trywrlock(&rw_try) != 0) sched_yield();
  ready[BY_TRYLOCK] = 1;
  pthread_rwlock_unlock(&rw_try);

  hand(locked_obj[BY_TIMEDLOCK]);
  struct timespec ts = later(CLOCK_REALTIME);
  pthread_rwlock_timedwrlock(&rw_timed, &ts);
  ready[BY_TIMEDLOCK] = 1;
  pthread_rwlock_unlock(&rw_timed);

  hand(locked_obj[BY_SPIN_TRYLOCK]);
  while (pthread_spin_trylock(&spin) != 0) sched_yield();
  ready[BY_SPIN_TRYLOCK] = 1;
  pthread_spin_unlock(&spin);

  hand(locked_obj[BY_SEM_TRYWAIT]);
  sem_post(&sem);
  return 0;
}

static void *second(void *arg) {
  (void)arg;
  for (int ok = 0; !ok; sched_yield()) {
    if (pthread_rwlock_tryrdlock(&rw_try) != 0) continue;
    ok = ready[BY_TRYLOCK];
    pthread_rwlock_unlock(&rw_try);
  }
  hand(locked_obj[BY_TRYLOCK]);

  for (int ok = 0; !ok; sched_yield()) {
    struct timespec ts = later(CLOCK_REALTIME);
    if (pthread_rwlock_timedrdlock(&rw_timed, &ts) != 0) continue;
    ok = ready[BY_TIMEDLOCK];
    pthread_rwlock_unlock(&rw_timed);
  }
  hand(locked_obj[BY_TIMEDLOCK]);

  for (int ok = 0; !ok; sched_yield()) {
    if (pthread_spin_trylock(&spin) != 0) continue;
    ok = ready[BY_SPIN_TRYLOCK];
    pthread_spin_unlock(&spin);
  }
  hand(locked_obj[BY_SPIN_TRYLOCK]);

  while (sem_trywait(&sem) != 0) sched_yield();
  hand(locked_obj[BY_SEM_TRYWAIT]);
  return 0;
}

// Ends with pthread_exit, not a return: the exit is the event joiners acquire.
static void *worker(void *arg) {
  hand(arg);
  pthread_exit(0);
}

static void join_by(int how, pthread_t t) {
  struct timespec ts;
  switch (how) {
  case BY_EXIT_JOIN:
    pthread_join(t, 0);
    break;
  case BY_TRYJOIN:
    while (pthread_tryjoin_np(t, 0) != 0) sched_yield();
    break;
  case BY_TIMEDJOIN:
    ts = later(CLOCK_REALTIME);
    while (pthread_timedjoin_np(t, 0, &ts) != 0) ts = later(CLOCK_REALTIME);
    break;
  case BY_CLOCKJOIN:
    ts = later(CLOCK_MONOTONIC);
    while (pthread_clockjoin_np(t, 0, CLOCK_MONOTONIC, &ts) != 0) ts = later(CLOCK_MONOTONIC);
    break;
  }
}

int main(void) {
  pthread_spin_init(&spin, 0);
  sem_init(&sem, 0, 0);
  for (int i = 0; i < N_LOCKED; i++) locked_obj[i] = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  for (int i = 0; i < N_JOINED; i++) joined_obj[i] = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);

  pthread_t t1, t2;
  pthread_create(&t2, 0, second, 0); // second first: creation orders nothing between them
  pthread_create(&t1, 0, first, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);

  for (int how = 0; how < N_JOINED; how++) {
    pthread_t w;
    pthread_create(&w, 0, worker, joined_obj[how]);
    join_by(how, w);
    hand(joined_obj[how]); // ordered after the worker's release only by the join
  }
  return 0;
}

// CHECK-NOT: WARNING: heddle
// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
