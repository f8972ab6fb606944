// Locked objects (PUSh §2.3): accesses with the mutex held are fine; without
// it, lock-not-held (also when another mutex is held). The first access after
// heddle_set_locked must be ordered after the change: T2 takes the lock but
// never synchronised with T1's set_locked -> unordered-policy-change.
// Reports name the mutex: a global's symbol (`m`), else its address.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=PROPS < %t.sarif
#include <heddle.h>
#include <pthread.h>
#include <stdatomic.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, other = PTHREAD_MUTEX_INITIALIZER;
static int balance;
HEDDLE_GLOBAL_LOCKED(balance, &m);

static volatile int *late;
static pthread_mutex_t late_m = PTHREAD_MUTEX_INITIALIZER;
static atomic_int ready; // relaxed: no happens-before edge
HEDDLE_GLOBAL(late, HEDDLE_RACY);

static void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  balance += 10;
  pthread_mutex_unlock(&m);
  balance -= 1; // CHECK-DAG: lock-not-held locked.c:[[@LINE]]
  pthread_mutex_lock(&other);
  balance = 0; // CHECK-DAG: lock-not-held locked.c:[[@LINE]]
  pthread_mutex_unlock(&other);
  if (pthread_mutex_trylock(&m) == 0) { // trylock counts as holding it
    balance++;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

static void *setter(void *arg) {
  (void)arg;
  heddle_set_locked((void *)late, &late_m); // T1's change, published only via a relaxed atomic
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return 0;
}

static void *user(void *arg) {
  (void)arg;
  while (!atomic_load_explicit(&ready, memory_order_relaxed)) sched_yield();
  pthread_mutex_lock(&late_m);
  *late = 1; // CHECK-DAG: unordered-policy-change locked.c:[[@LINE]]
  *late = 2; // verified once: no second report
  pthread_mutex_unlock(&late_m);
  return 0;
}

static void *heap_lock_user(void *obj) {
  *(int *)obj = 1; // CHECK-DAG: lock-not-held locked.c:[[@LINE]]
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  pthread_mutex_lock(&m);
  int b = balance;
  pthread_mutex_unlock(&m);

  late = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  pthread_create(&t[0], 0, setter, 0);
  pthread_create(&t[1], 0, user, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);

  pthread_mutex_t *heap_m = malloc(sizeof *heap_m); // a mutex without a symbol
  pthread_mutex_init(heap_m, 0);
  int *guarded = heddle_malloc_locked(sizeof(int), heap_m);
  pthread_create(&t[0], 0, heap_lock_user, guarded);
  pthread_join(t[0], 0);
  return b == 0 ? 0 : 0;
}

// SUM-DAG: Thread T{{[12]}} wrote 4 bytes of `balance` without holding its lock `m`.
// SUM-DAG: Object `balance` (4 bytes at 0x{{[0-9a-f]+}}) is locked by the mutex `m` at 0x{{[0-9a-f]+}}.
// SUM-DAG: Thread T5 wrote 4 bytes of a 4-byte heap object without holding its lock.
// SUM-DAG: A 4-byte heap object at 0x{{[0-9a-f]+}} is locked by the mutex at 0x{{[0-9a-f]+}}.
// SUM: heddle: 4 reports (1 unordered-policy-change, 3 lock-not-held) in 1 process
// PROPS-DAG: "lock": "m"
// PROPS-DAG: "lock": "0x{{[0-9a-f]+}}"
