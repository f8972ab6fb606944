// An unlock of a default mutex by a thread that does not hold it — glibc
// returns 0 and unlocks it anyway — is a mutex-misuse report (TSan: "unlock of
// an unlocked mutex (or by a wrong thread)"), naming who holds it, or that
// nobody does, and where it was last locked; the unlock still happens and its
// result is returned. Found by a new-user trial on mbrossard/threadpool, whose
// destroy unlocks the pool's mutex once more after the workers' last unlock
// (TSan reported it every run, heddle never). "twice" is that shape; "other"
// unlocks the mutex main holds from another thread; "rwlock" unlocks an
// rwlock twice. "ok": the locking a program may do — condition waits (and a
// timed one), trylock and timedlock, a recursive mutex, rwlocks both ways, a
// spin lock — is silent, in race mode and in strict mode.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in ok twice other rwlock; do { HEDDLE_OPTIONS=unannotated=race %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|returned|Detail|does not hold|Last locked|^    #0|SUMMARY|exit=' | sed "s/^/$m: /"; done > %t.out
// RUN: { HEDDLE_OPTIONS=unannotated=private %heddle run --format text --out %t.strict.sarif -- %t twice 2>&1; HEDDLE_OPTIONS=unannotated=private %heddle run --format text --out %t.strictok.sarif -- %t ok 2>&1; true; } | grep -E '^heddle: [0-9]+ report|SUMMARY' | sed "s/^/strict: /" >> %t.out
// RUN: %FileCheck %s < %t.out
// RUN: %sarif-validate %t.twice.sarif
// RUN: %python -c "import json,sys; r=json.load(open(sys.argv[1]))['runs'][0]; x=[x for x in r['results'] if x['ruleId']=='mutex-misuse'][0]; print(x['message']['text']); print([l['message']['text'] for l in x['relatedLocations']])" %t.twice.sarif | %FileCheck %s --check-prefix=SARIF
// CHECK: ok: heddle: 0 reports
// CHECK-NEXT: ok: exit=0
// CHECK-NEXT: twice: second unlock returned 0
// CHECK-NEXT: twice: Thread T0 unlocked the mutex `pool_m`, which it does not hold.
// CHECK-NEXT: twice: Detail: pthread_mutex_unlock returned 0 for a lock no thread holds (unlocked already)
// CHECK-NEXT: twice: #0 pool_destroy {{.*}}mutex-unlock-not-held.c:[[#@LINE+55]]:
// CHECK-NEXT: twice: Last locked by thread T1 (lock):
// CHECK-NEXT: twice: #0 worker {{.*}}mutex-unlock-not-held.c:[[#@LINE+36]]:
// CHECK-NEXT: twice: #0 pool_destroy {{.*}}mutex-unlock-not-held.c:[[#@LINE+49]]:
// CHECK-NEXT: twice: SUMMARY: heddle: mutex-misuse {{.*}}mutex-unlock-not-held.c:[[#@LINE+51]] in pool_destroy
// CHECK-NEXT: twice: heddle: 1 report
// CHECK-NEXT: twice: exit=66
// CHECK-NEXT: other: Thread T1 unlocked the mutex `pool_m`, which it does not hold.
// CHECK-NEXT: other: Detail: pthread_mutex_unlock returned 0 for a lock this thread does not hold: thread T0 holds it
// CHECK-NEXT: other: #0 intruder {{.*}}mutex-unlock-not-held.c:[[#@LINE+35]]:
// CHECK-NEXT: other: Last locked by thread T0 (lock):
// CHECK-NEXT: other: #0 main {{.*}}mutex-unlock-not-held.c:[[#@LINE+107]]:
// CHECK: other: SUMMARY: heddle: mutex-misuse {{.*}}mutex-unlock-not-held.c:[[#@LINE+32]] in intruder
// CHECK-NEXT: other: heddle: 1 report
// CHECK-NEXT: other: exit=66
// CHECK-NEXT: rwlock: Thread T0 unlocked the rwlock `table_l`, which it does not hold.
// CHECK-NEXT: rwlock: Detail: pthread_rwlock_unlock of a lock no thread holds (unlocked already)
// CHECK-NEXT: rwlock: #0 main {{.*}}mutex-unlock-not-held.c:[[#@LINE+109]]:
// CHECK-NEXT: rwlock: Last locked by thread T0 (lock):
// CHECK-NEXT: rwlock: #0 main {{.*}}mutex-unlock-not-held.c:[[#@LINE+105]]:
// CHECK-NEXT: rwlock: SUMMARY: heddle: mutex-misuse {{.*}}mutex-unlock-not-held.c:[[#@LINE+106]] in main
// CHECK-NEXT: rwlock: heddle: 1 report
// CHECK-NEXT: rwlock: exit=66
// CHECK-NEXT: strict: SUMMARY: heddle: mutex-misuse {{.*}}mutex-unlock-not-held.c:[[#@LINE+32]] in pool_destroy
// CHECK-NEXT: strict: heddle: 1 report
// CHECK-NEXT: strict: heddle: 0 reports
// SARIF: Thread T0 unlocked the mutex `pool_m`, which it does not hold. Detail: pthread_mutex_unlock returned 0 for a lock no thread holds (unlocked already). {{.*}}The mutex's last lock is thread T1's [lock](
// SARIF: 'last lock of the mutex'
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static pthread_mutex_t pool_m = PTHREAD_MUTEX_INITIALIZER;
static pthread_rwlock_t table_l = PTHREAD_RWLOCK_INITIALIZER;

static void *worker(void *arg) {
  pthread_mutex_lock(&pool_m);
  pthread_mutex_unlock(&pool_m);
  return arg;
}

static void *intruder(void *arg) {
  pthread_mutex_unlock(&pool_m); /* main holds it */
  return arg;
}

/* mbrossard/threadpool's destroy: unlocks, joins the workers, unlocks again */
static int pool_destroy(void) {
  pthread_t t;
  pthread_mutex_lock(&pool_m);
  pthread_create(&t, NULL, worker, NULL);
  pthread_mutex_unlock(&pool_m);
  pthread_join(t, NULL);
  return pthread_mutex_unlock(&pool_m); /* not held: undefined */
}

/* ---- "ok": correct locking of every kind */
static pthread_mutex_t cm = PTHREAD_MUTEX_INITIALIZER, rm;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static pthread_spinlock_t sl;
static int turn;
HEDDLE_GLOBAL_LOCKED(turn, &cm);

static void *waiter(void *arg) {
  pthread_mutex_lock(&cm);
  while (turn == 0) pthread_cond_wait(&cv, &cm);
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  ts.tv_nsec = 0;
  while (turn == 1) pthread_cond_timedwait(&cv, &cm, &ts); /* times out at once: relocked all the same */
  turn = 3;
  pthread_mutex_unlock(&cm);
  return arg;
}

static void ok(void) {
  pthread_t t;
  pthread_create(&t, NULL, waiter, NULL);
  pthread_mutex_lock(&cm);
  turn = 1;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&cm);
  while (pthread_mutex_trylock(&cm) != 0) {
  }
  turn = 2;
  pthread_mutex_unlock(&cm);
  pthread_join(t, NULL);
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  ts.tv_sec += 1;
  pthread_mutex_timedlock(&cm, &ts);
  pthread_mutex_unlock(&cm);
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&rm, &a);
  pthread_mutex_lock(&rm);
  pthread_mutex_lock(&rm);
  pthread_mutex_unlock(&rm);
  pthread_mutex_unlock(&rm);
  pthread_rwlock_rdlock(&table_l);
  pthread_rwlock_rdlock(&table_l);
  pthread_rwlock_unlock(&table_l);
  pthread_rwlock_unlock(&table_l);
  pthread_rwlock_wrlock(&table_l);
  pthread_rwlock_unlock(&table_l);
  pthread_spin_init(&sl, 0);
  pthread_spin_lock(&sl);
  pthread_spin_unlock(&sl);
}

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "ok";
  if (!strcmp(m, "twice")) printf("second unlock returned %d\n", pool_destroy());
  if (!strcmp(m, "other")) {
    pthread_t t;
    pthread_mutex_lock(&pool_m);
    pthread_create(&t, NULL, intruder, NULL);
    pthread_join(t, NULL);
    pthread_mutex_unlock(&pool_m);
  }
  if (!strcmp(m, "rwlock")) {
    pthread_rwlock_rdlock(&table_l);
    pthread_rwlock_unlock(&table_l);
    pthread_rwlock_unlock(&table_l); /* a second time */
  }
  if (!strcmp(m, "ok")) ok();
  return 0;
}
