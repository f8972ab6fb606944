// One transfer function locks the source account, then the destination: two
// tellers moving money both ways between accounts 0 and 1, and between 2 and
// 3, close two cycles of different mutexes through the same two lines. That is
// one inversion of the code, reported once and seen twice — not one report per
// pair of accounts (a bank of 8 accounts gave 6 identical reports).
// RUN: %heddle-cc -O1 -g %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=race %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// CHECK: SUMMARY: heddle: lock-order-inversion {{.*}}array-of-locks.c:[[@LINE+15]] in transfer
// CHECK-NOT: SUMMARY
// CHECK: heddle: 1 report (1 lock-order-inversion) in 1 process
// CHECK: exit=66
// SARIF: "occurrences": 2
#include <pthread.h>

struct account {
  pthread_mutex_t lock;
  long balance;
} acct[4] = {{PTHREAD_MUTEX_INITIALIZER, 10}, {PTHREAD_MUTEX_INITIALIZER, 10},
             {PTHREAD_MUTEX_INITIALIZER, 10}, {PTHREAD_MUTEX_INITIALIZER, 10}};

__attribute__((noinline)) static void transfer(int from, int to) {
  pthread_mutex_lock(&acct[from].lock);
  pthread_mutex_lock(&acct[to].lock);
  acct[from].balance--;
  acct[to].balance++;
  pthread_mutex_unlock(&acct[to].lock);
  pthread_mutex_unlock(&acct[from].lock);
}

static void *forward(void *arg) {
  transfer(0, 1);
  transfer(2, 3);
  return arg;
}

static void *backward(void *arg) {
  transfer(1, 0);
  transfer(3, 2);
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, forward, 0);
  pthread_join(t, 0);
  pthread_create(&t, 0, backward, 0);
  pthread_join(t, 0);
  return 0;
}
