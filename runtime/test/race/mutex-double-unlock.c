// pthread_mutex_unlock by a thread that does not hold the mutex — a double unlock of
// an error-checking mutex, or an unlock of a recursive one by another thread — fails
// with EPERM: a mutex-misuse report (TSan: "unlock of an unlocked mutex"), and no
// release (it ended nobody's critical section). Found by a new-user trial (recmutex:
// an audit log whose double unlock the program checks for EPERM). Correct locking,
// recursive locking included, is silent.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --format text --out %t.ok.sarif -- %t ok 2>&1 | grep -E '^heddle: [0-9]+ report|SUMMARY' > %t.ok
// RUN: %FileCheck %s --check-prefix=OK < %t.ok
// RUN: { %heddle run --format text --out %t.double.sarif -- %t double 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|unlocked the mutex|SUMMARY|exit=' > %t.double
// RUN: %FileCheck %s --check-prefix=DOUBLE < %t.double
// RUN: { %heddle run --format text --out %t.other.sarif -- %t other-thread 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|unlocked the mutex|SUMMARY|exit=' > %t.other
// RUN: %FileCheck %s --check-prefix=OTHER < %t.other
// RUN: %sarif-validate %t.double.sarif
// RUN: %python -c "import json,sys; r=json.load(open(sys.argv[1]))['runs'][0]; print([x['ruleId'] for x in r['results'] if x['ruleId'] != 'annotation-suggestion'], [x['id'] for x in r['tool']['driver']['rules'] if x['id']=='mutex-misuse'])" %t.double.sarif | %FileCheck %s --check-prefix=SARIF
// OK: heddle: 0 reports in 1 process
// DOUBLE: Thread T0 unlocked the mutex `log_m`, which it does not hold.
// DOUBLE: SUMMARY: heddle: mutex-misuse {{.*}}mutex-double-unlock.c:[[#@LINE+26]] in audit
// DOUBLE: heddle: 1 report
// DOUBLE: exit=66
// OTHER: Thread T1 unlocked the mutex `acct_m`, which it does not hold.
// OTHER: SUMMARY: heddle: mutex-misuse {{.*}}mutex-double-unlock.c:{{[0-9]+}} in intruder
// OTHER: exit=66
// SARIF: ['mutex-misuse'] ['mutex-misuse']
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_mutex_t acct_m, log_m;
static long balance, audit_log[16];
static int nlog;

static void deposit(long v) {
  pthread_mutex_lock(&acct_m); /* recursive: taken again inside transfer */
  balance += v;
  pthread_mutex_unlock(&acct_m);
}

static void audit(int twice) {
  pthread_mutex_lock(&log_m);
  audit_log[nlog++ % 16] = balance;
  pthread_mutex_unlock(&log_m);
  if (twice && pthread_mutex_unlock(&log_m) != EPERM) printf("no EPERM\n");
}

static void *worker(void *arg) {
  for (int i = 0; i < 100; i++) {
    pthread_mutex_lock(&acct_m);
    deposit(1);
    pthread_mutex_unlock(&acct_m);
  }
  return arg;
}

static void *intruder(void *arg) {
  if (pthread_mutex_unlock(&acct_m) != EPERM) printf("no EPERM\n"); /* main holds it */
  return arg;
}

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "ok";
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&acct_m, &a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&log_m, &a);
  pthread_t t;
  if (!strcmp(m, "other-thread")) {
    pthread_mutex_lock(&acct_m);
    pthread_create(&t, NULL, intruder, NULL);
    pthread_join(t, NULL);
    pthread_mutex_unlock(&acct_m);
  } else {
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    audit(!strcmp(m, "double"));
  }
  printf("balance %ld audits %d\n", balance, nlog);
  return 0;
}
