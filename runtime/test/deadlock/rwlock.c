// The rwlock variant: T1 read-locks `table` and then takes `m`; T2 holds `m`
// and write-locks `table` (timed: it can still wait) — a cycle, reported
// where T2 waited. Every lock kind is called a mutex in messages.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
// RUN: %sarif-validate %t.sarif
#include <pthread.h>
#include <time.h>

static pthread_rwlock_t table = PTHREAD_RWLOCK_INITIALIZER;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *reader(void *arg) {
  pthread_rwlock_rdlock(&table);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  pthread_rwlock_unlock(&table);
  return arg;
}

static void *writer(void *arg) {
  struct timespec later;
  clock_gettime(CLOCK_REALTIME, &later);
  later.tv_sec += 60;
  pthread_mutex_lock(&m);
  pthread_rwlock_timedwrlock(&table, &later); // closes
  pthread_rwlock_unlock(&table);
  pthread_mutex_unlock(&m);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  pthread_join(t, 0);
  pthread_create(&t, 0, writer, 0);
  pthread_join(t, 0);
  return 0;
}

// TEXT:      WARNING: heddle: lock-order-inversion (pid
// TEXT-NEXT:   Cycle in lock order: mutex `table` -> mutex `m` -> mutex `table` (a potential deadlock).
// TEXT-NEXT:   Mutex `m` acquired by thread T1 while holding mutex `table`:
// TEXT-NEXT:     #0 reader {{.*}}rwlock.c:17:3
// TEXT-NEXT:   Mutex `table` acquired earlier by thread T1:
// TEXT-NEXT:     #0 reader {{.*}}rwlock.c:16:3
// TEXT-NEXT:   Mutex `table` acquired by thread T2 while holding mutex `m`:
// TEXT-NEXT:     #0 writer {{.*}}rwlock.c:28:3
// TEXT-NEXT:   Mutex `m` acquired earlier by thread T2:
// TEXT-NEXT:     #0 writer {{.*}}rwlock.c:27:3
// TEXT:      heddle: 1 report (1 lock-order-inversion) in 1 process
// TEXT:      exit=66

// QUERY:      lock-order-inversion rwlock.c:28 {{[0-9a-f]+}}:1 related=4 threads=T1,T2
// QUERY-NOT:  {{.}}
