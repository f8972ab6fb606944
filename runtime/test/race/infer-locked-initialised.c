// Globals initialised by main without their mutex, then used by the threads
// only under it (the recmutex new-user trial: account balances behind a
// recursive mutex, transfer() locking again in deposit()/withdraw()). Race mode
// proposed them locked "once shared" with no fix: HEDDLE_GLOBAL_LOCKED would
// make main's initialisation a lock-not-held. Now the fix is
// heddle_set_locked(&g, &m) before the statement that starts the threads (and
// the take-over where main uses `ops` alone after the joins). Applied, it
// builds with -Wall -Werror and runs clean in strict mode; an audit without
// the mutex is reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/rec.c
// RUN: %heddle-cc -g -O1 %t.dir/rec.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/rec.c %t.fixed/rec.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/rec.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/rec.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/rec.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (locked) rec.c:{{[0-9]+}}: `balance` was accessed by 4 threads, always holding the mutex `acct_m` once it was shared {{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (locked) rec.c:{{[0-9]+}}: `ops` was accessed by 4 threads, always holding the mutex `acct_m` once it was shared {{.*}}[fix available]
// CHECK: exit=0
// APPLY: 0 refused, 0 without a fix
// FIXED: heddle_set_locked(&{{balance|ops}}, &acct_m);
// FIXED-NEXT: heddle_set_locked(&{{balance|ops}}, &acct_m);
// FIXED-NEXT: for (long i = 0; i < 3; i++) pthread_create
// FIXED: heddle_acquire_write(&ops);
// FIXED-NEXT: printf("ops %ld\n", ops);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: Thread T{{[123]}} read {{[0-9]+}} bytes of `balance` without holding its lock `acct_m`.
// BUG: SUMMARY: heddle: lock-not-held {{.*}}rec.c:{{[0-9]+}} in audit
// BUG: exit=66
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t acct_m;
static long balance[8];
static long ops;

static void deposit(int a, long v) {
  pthread_mutex_lock(&acct_m);
  balance[a] += v;
  pthread_mutex_unlock(&acct_m);
}

static void withdraw(int a, long v) {
  pthread_mutex_lock(&acct_m);
  balance[a] -= v;
  pthread_mutex_unlock(&acct_m);
}

static void transfer(int from, int to, long v) {
  pthread_mutex_lock(&acct_m); /* recursive: deposit and withdraw lock again */
  withdraw(from, v);
  deposit(to, v);
  ops++;
  pthread_mutex_unlock(&acct_m);
}

static long audit(void) {
  long s = 0;
#ifndef SEEDED_BUG
  pthread_mutex_lock(&acct_m);
#endif
  for (int i = 0; i < 8; i++) s += balance[i];
#ifndef SEEDED_BUG
  pthread_mutex_unlock(&acct_m);
#endif
  return s;
}

static void *worker(void *arg) {
  long id = (long)arg, seen = 0;
  for (int i = 0; i < 2000; i++) {
    transfer((int)(id + i) % 8, (int)(id * 3 + i + 1) % 8, 1 + i % 5);
    if (i % 500 == 0) seen += audit(); /* used: an audit without the lock is no dead code */
  }
  return (void *)seen;
}

int main(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&acct_m, &a);
  for (int i = 0; i < 8; i++) balance[i] = 1000;
  ops = 0;
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  printf("total %ld\n", audit());
  printf("ops %ld\n", ops);
  return 0;
}
