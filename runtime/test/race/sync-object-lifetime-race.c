// A synchronisation object's init and destroy write its bytes, a mutex lock
// and a barrier wait read them (TSan's model): an init in one thread and a
// lock or wait in another that nothing orders is a data race, and so is a
// barrier's destroy by its serial thread while the other waiter is still on
// its way out. Found by a new-user trial on TSan's race_on_mutex,
// race_on_barrier and race_on_barrier2 tests (heddle silent, 3 runs of 3).
// The second thread goes on by a relaxed flag (no happens-before). "ok": the
// same objects initialised before the threads and destroyed after the joins.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in ok mutex barrier destroy; do { %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|Detail|SUMMARY|exit=' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s < %t.out
// CHECK: ok: heddle: 0 reports
// CHECK-NEXT: ok: exit=0
// CHECK-NEXT: mutex: Detail: pthread_mutex_lock by T2 (a read of the object) races with pthread_mutex_init by T1 (a write; no happens-before)
// CHECK-NEXT: mutex: SUMMARY: heddle: data-race {{.*}}sync-object-lifetime-race.c:[[#@LINE+34]] in second
// CHECK-NEXT: mutex: heddle: 1 report
// CHECK-NEXT: mutex: exit=66
// CHECK-NEXT: barrier: Detail: pthread_barrier_wait by T2 (a read of the object) races with pthread_barrier_init by T1 (a write; no happens-before)
// CHECK-NEXT: barrier: SUMMARY: heddle: data-race {{.*}}sync-object-lifetime-race.c:[[#@LINE+34]] in second
// CHECK-NEXT: barrier: heddle: 1 report
// CHECK-NEXT: barrier: exit=66
// CHECK-NEXT: destroy: Detail: pthread_barrier_{{destroy|wait}} by T{{[12]}} (a {{write|read}} of the object) races with pthread_barrier_{{wait|destroy}} by T{{[12]}} (a {{read|write}}; no happens-before)
// CHECK-NEXT: destroy: SUMMARY: heddle: data-race {{.*}}sync-object-lifetime-race.c:[[#@LINE+19]] in destroy_if_serial
// CHECK-NEXT: destroy: heddle: 1 report
// CHECK-NEXT: destroy: exit=66
#include <pthread.h>
#include <sched.h>
#include <string.h>

static pthread_mutex_t m;
static pthread_barrier_t b;
static const char *mode;
static int first_done; /* relaxed: the order only */

static int is(const char *x) { return !strcmp(mode, x); }

static void wait_first(void) {
  while (!__atomic_load_n(&first_done, __ATOMIC_RELAXED)) sched_yield();
}

static void destroy_if_serial(void) {
  if (pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD) pthread_barrier_destroy(&b);
}

static void *second(void *arg) {
  (void)arg;
  if (is("mutex")) {
    wait_first();
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
  } else if (is("barrier")) {
    wait_first();
    return (void *)(long)pthread_barrier_wait(&b); /* used: no tail call, so the caller is second */
  } else if (is("destroy")) {
    destroy_if_serial();
  } else {
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    pthread_barrier_wait(&b);
  }
  return NULL;
}

static void *first(void *arg) {
  (void)arg;
  if (is("mutex")) pthread_mutex_init(&m, NULL);
  if (is("barrier")) pthread_barrier_init(&b, NULL, 2);
  __atomic_store_n(&first_done, 1, __ATOMIC_RELAXED);
  if (is("destroy")) destroy_if_serial();
  else if (!is("mutex")) pthread_barrier_wait(&b);
  return NULL;
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "ok";
  if (is("ok")) pthread_mutex_init(&m, NULL);
  if (is("ok") || is("destroy")) pthread_barrier_init(&b, NULL, 2);
  pthread_t t1, t2;
  pthread_create(&t1, NULL, first, NULL);
  pthread_create(&t2, NULL, second, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  if (is("ok")) {
    pthread_mutex_destroy(&m);
    pthread_barrier_destroy(&b);
  }
  return 0;
}
