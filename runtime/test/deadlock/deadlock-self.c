// A thread locking a default mutex it already holds waits for itself
// forever: a deadlock of one thread, reported and ended like a cycle of
// several (wait_for.c). An error-checking mutex returns EDEADLK instead and a
// recursive one is taken again: neither is a deadlock, nothing is reported.
// RUN: %heddle-cc -O0 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t default 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SELF < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: %heddle run --srcroot %S --out %t.ec.sarif -- %t errorcheck > %t.ec 2>&1; echo "exit=$?" >> %t.ec
// RUN: %FileCheck %s --check-prefix=OTHER < %t.ec
// RUN: %heddle run --srcroot %S --out %t.rec.sarif -- %t recursive > %t.rec 2>&1; echo "exit=$?" >> %t.rec
// RUN: %FileCheck %s --check-prefix=OTHER < %t.rec
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_mutex_t m;

static void *relock(void *arg) {
  pthread_mutex_lock(&m);
  int rc = pthread_mutex_lock(&m); // again
  printf("second lock returned %d\n", rc);
  pthread_mutex_unlock(&m);
  if (rc == 0) pthread_mutex_unlock(&m);
  return arg;
}

int main(int argc, char **argv) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  if (argc > 1 && !strcmp(argv[1], "errorcheck")) pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
  if (argc > 1 && !strcmp(argv[1], "recursive")) pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &a);
  pthread_t t;
  pthread_create(&t, NULL, relock, NULL);
  pthread_join(t, NULL);
  puts("done");
  return 0;
}

// SELF:      heddle: deadlock: T1 waits for mutex 0x{{[0-9a-f]+}}, which it holds: it can never go on
// SELF-NEXT: heddle: deadlock_exit=1: ending the program (exit 66) instead of letting it hang
// SELF:        Deadlock in this run: thread T1 locked mutex `m` again while holding it (not a recursive mutex).
// SELF:      SUMMARY: heddle: lock-order-inversion {{.*}}deadlock-self.c:21 in relock
// SELF:      heddle: 1 report (1 lock-order-inversion) in 1 process
// SELF-NOT:  done
// SELF:      exit=66

// OTHER-NOT: deadlock
// OTHER:     done
// OTHER-NOT: deadlock
// OTHER:     heddle: 0 reports
// OTHER:     exit=0
