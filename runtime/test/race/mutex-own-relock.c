// A thread that takes its own lock again and again neither joins the lock's
// clock at the lock nor at the unlock (sync.c: the lock's clock is exactly the
// thread's from its last unlock, and the thread's clock moved only in its own
// entry since: one entry written; its memo says it has the rest). What must
// survive that shortcut:
// - an edge the thread acquired from elsewhere between two of its unlocks: T2
//   writes `handed`, unlocks `other`; T1, in the middle of its own loop on
//   `lock`, takes `other` (a join into its clock) and unlocks `lock` again; T3
//   then takes `lock` and reads `handed` — ordered T2 → other → T1 → lock → T3;
// - a write after an unlock is in the next epoch: T1's write of `late` after
//   its last unlock is not ordered before T3's read under the lock — a race;
// - a release by another thread between two of T1's locks: T3 writes `back`
//   under `lock`; T1 takes `lock` once more and reads it — ordered.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=verbosity=1 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// The 2 × 20000 unlocks of T1's loops join at most a handful of times (before,
// every unlock joined the thread's clock into the lock's).
// CHECK: heddle: {{[0-9][0-9]?}} releases joined a clock
// CHECK: Data race: thread T3 read 4 bytes of `late`, not ordered after thread T1's earlier write of it.
// The only report: `handed` and `back` are ordered.
// CHECK: heddle: 1 report (1 data-race) in 1 process
// CHECK: exit=66
#include <pthread.h>
#include <sched.h>

#define ROUNDS 20000

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t other = PTHREAD_MUTEX_INITIALIZER;
int counter; /* under lock */
int handed;  /* T2 → other → T1 → lock → T3 */
int late;    /* T1 after its last unlock, T3 under lock: a race */
int back;    /* T3 under lock → T1 under lock */
/* Relaxed only: they order the schedule, never the threads. */
static int step;

static void wait_step(int s) {
  while (__atomic_load_n(&step, __ATOMIC_RELAXED) < s) sched_yield();
}
static void set_step(int s) { __atomic_store_n(&step, s, __ATOMIC_RELAXED); }

static void own_loop(void) {
  for (int i = 0; i < ROUNDS; i++) {
    pthread_mutex_lock(&lock);
    counter++;
    pthread_mutex_unlock(&lock);
  }
}

static void *t1(void *arg) {
  (void)arg;
  own_loop();
  set_step(1);
  wait_step(2); /* T2 has written `handed` and unlocked `other` */
  pthread_mutex_lock(&other);
  pthread_mutex_unlock(&other);
  own_loop();
  late = 1;
  set_step(3);
  wait_step(4); /* T3 has written `back` under the lock */
  pthread_mutex_lock(&lock);
  int b = back;
  pthread_mutex_unlock(&lock);
  return (void *)(long)b;
}

static void *t2(void *arg) {
  (void)arg;
  wait_step(1);
  handed = 42;
  pthread_mutex_lock(&other);
  pthread_mutex_unlock(&other);
  set_step(2);
  return 0;
}

static void *t3(void *arg) {
  (void)arg;
  wait_step(3);
  pthread_mutex_lock(&lock);
  int h = handed + late;
  back = 7;
  pthread_mutex_unlock(&lock);
  set_step(4);
  return (void *)(long)h;
}

int main(void) {
  pthread_t t[3];
  void *(*fn[3])(void *) = {t1, t2, t3};
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, fn[i], 0);
  long sum = 0;
  for (int i = 0; i < 3; i++) {
    void *r;
    pthread_join(t[i], &r);
    sum += (long)r;
  }
  return !(sum == 7 + 43 && counter == 2 * ROUNDS);
}
