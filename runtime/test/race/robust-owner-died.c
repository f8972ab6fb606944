// A thread that ends holding a robust mutex hands it to the next locker, who
// gets EOWNERDEAD and repairs the state the dead owner left: that locker is
// ordered after the owner's accesses, as after an unlock. Found by a new-user
// trial (a ledger behind a robust mutex; heddle and both TSans reported the
// repair as a data race with the dead owner's writes). The dead owner is
// waited for by a relaxed flag only (no happens-before). "late" repairs after
// unlocking, while another thread reads under the mutex: still a race.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --format text --out %t.ok.sarif -- %t 2>&1 | grep -E '^heddle: [0-9]+ report|SUMMARY' > %t.ok
// RUN: %FileCheck %s --check-prefix=OK < %t.ok
// RUN: %heddle run --format text --out %t.late.sarif -- %t late 2>&1 | grep -E '^heddle: [0-9]+ report|SUMMARY' > %t.late || true
// RUN: %FileCheck %s --check-prefix=LATE < %t.late
// With wcp=1 the same: the dead owner's section closes at its exit and the
// EOWNERDEAD locker is ordered after its end (before: 1 race in the ok run,
// 2 in the late one).
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --format text --out %t.wok.sarif -- %t 2>&1 | grep -E '^heddle: [0-9]+ report|SUMMARY' > %t.wok
// RUN: %FileCheck %s --check-prefix=OK < %t.wok
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --format text --out %t.wlate.sarif -- %t late 2>&1 | grep -E '^heddle: [0-9]+ report|SUMMARY' > %t.wlate || true
// RUN: %FileCheck %s --check-prefix=LATE < %t.wlate
// OK: heddle: 0 reports in 1 process
// LATE: SUMMARY: heddle: data-race {{.*}}robust-owner-died.c:{{(50|70)}}
// LATE: heddle: 1 report
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t m;
static long debit, credit;
static int owner_locked, repaired; /* relaxed flags: no happens-before */
static int late;

static void wait_for(int *flag) {
  while (!__atomic_load_n(flag, __ATOMIC_RELAXED)) sched_yield();
}

static void *owner(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  debit += 100; /* the matching credit never comes: the thread ends here */
  __atomic_store_n(&owner_locked, 1, __ATOMIC_RELAXED);
  return NULL;
}

static void *reader(void *arg) {
  (void)arg;
  wait_for(&repaired);
  pthread_mutex_lock(&m);
  long balance = debit - credit;
  pthread_mutex_unlock(&m);
  return (void *)balance;
}

int main(int argc, char **argv) {
  late = argc > 1 && !strcmp(argv[1], "late");
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_setrobust(&a, PTHREAD_MUTEX_ROBUST);
  pthread_mutex_init(&m, &a);
  pthread_t o, r;
  pthread_create(&o, NULL, owner, NULL);
  pthread_create(&r, NULL, reader, NULL);
  wait_for(&owner_locked);
  if (pthread_mutex_lock(&m) != EOWNERDEAD) abort(); /* waits for the owner's end */
  if (!late) credit = debit;
  pthread_mutex_consistent(&m);
  pthread_mutex_unlock(&m);
  __atomic_store_n(&repaired, 1, __ATOMIC_RELAXED);
  if (late) credit = debit;
  void *balance;
  pthread_join(r, &balance);
  pthread_join(o, NULL);
  return 0;
}
