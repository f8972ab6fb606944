// Mutual exclusion of function regions (LOOM Fig. 3's filter 2 shape):
// `deposit <> withdraw` takes one lock at every call of either and releases it
// at its return, so the two read-modify-writes never interleave (also a
// deposit with a deposit: one lock for the whole constraint). Recursion nests.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.plain.sarif -- %t > %t.plain.out 2> %t.plain.err; echo "exit=$?" >> %t.plain.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.plain.err
// RUN: printf 'deposit <> withdraw\n' > %t.hfilter
// RUN: rm -f %t.out %t.err; for i in 1 2 3 4; do %heddle run --out %t.sarif --filter %t.hfilter -- %t >> %t.out 2>> %t.err || echo "exit=$?" >> %t.err; done
// RUN: grep -v '^//' %t.err | %FileCheck %s --check-prefix=FIXED
// RUN: grep -c '^balance=610 expected=610$' %t.out | %FileCheck %s --check-prefix=FOUR
// BUG: Data race
// BUG: exit=66
// FIXED-COUNT-4: heddle: 0 reports in 1 process
// FIXED-NOT: exit=
// FOUR: {{^4$}}
#include <pthread.h>
#include <sched.h>
#include <stdio.h>

long balance;

static void deposit(long n, int depth) {
  if (depth > 0) deposit(0, depth - 1); /* nests: the lock is released by the outermost return */
  long b = balance;
  sched_yield();
  balance = b + n;
}

static void withdraw(long n) {
  long b = balance;
  sched_yield();
  balance = b - n;
}

static void *depositor(void *arg) {
  for (int i = 0; i < 300; i++) deposit(3, i % 3);
  return arg;
}

static void *withdrawer(void *arg) {
  for (int i = 0; i < 300; i++) withdraw(2);
  return arg;
}

int main(void) {
  balance = 10;
  pthread_t t[4];
  pthread_create(&t[0], 0, depositor, 0);
  pthread_create(&t[1], 0, depositor, 0);
  pthread_create(&t[2], 0, withdrawer, 0);
  pthread_create(&t[3], 0, withdrawer, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  printf("balance=%ld expected=610\n", balance);
  return 0;
}
