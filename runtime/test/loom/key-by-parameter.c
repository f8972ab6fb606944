// Filter keys over parameters and locals (LOOM §3.3, docs/filters.md "Expressions"): a bank
// whose transfer() debits and credits with racy read-modify-writes gets a per-account lock
// from a filter — the debit region keyed by the parameter `from`, the credit region by the
// local `dest` (a copy of the parameter `to`) — so two threads touching the same account
// exclude each other while transfers between other accounts go on in parallel.
// Without the filter: data-race reports (and, usually, money created or lost); with it,
// given at start-up: the exact total in every run and no report.
// RUN: %heddle-cc -g -O2 %s -o %t
// RUN: %heddle run --out %t.plain.sarif -- %t > %t.plain.out 2> %t.plain.err; echo "exit=$?" >> %t.plain.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.plain.err
// RUN: L() { grep -n "$1" %s | tail -1 | cut -d: -f1; }; F=key-by-parameter.c; printf '{%%s:%%s (from), %%s:%%s (from)} <> {%%s:%%s (dest), %%s:%%s (dest)}\n' $F $(L DEBIT-READ) $F $(L DEBIT-WRITE) $F $(L CREDIT-READ) $F $(L CREDIT-WRITE) > %t.hfilter
// RUN: rm -f %t.out %t.err; for i in 1 2 3 4; do %heddle run --out %t.sarif --filter %t.hfilter -- %t >> %t.out 2>> %t.err || echo "exit=$?" >> %t.err; done
// RUN: grep -v '^//' %t.err | %FileCheck %s --check-prefix=FIXED
// RUN: grep -c '^total=4000 expected=4000$' %t.out | %FileCheck %s --check-prefix=FOUR
// The key really is per account: threads were inside debit regions of different accounts at the
// same time (`parallel` counts such overlaps; one lock for all accounts would give 0).
// RUN: grep -q '^parallel=[1-9]' %t.out
// BUG: Data race
// BUG: exit=66
// FIXED-COUNT-4: heddle: 0 reports in 1 process
// FIXED-NOT: exit=
// FIXED-NOT: Data race
// FOUR: {{^4$}}
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

#define ACCOUNTS 8
#define THREADS 4
#define TRANSFERS 400

struct account {
  long balance;
  char pad[56]; /* one cache line each */
};
static struct account bank[ACCOUNTS];
static atomic_int inside, parallel;

static void transfer(struct account *from, struct account *to, long amount) {
  struct account *dest = to;
  long f = from->balance; /* DEBIT-READ */
  /* Relaxed: the race detector sees no synchronisation in these counters. */
  if (atomic_fetch_add_explicit(&inside, 1, memory_order_relaxed) > 0)
    atomic_fetch_add_explicit(&parallel, 1, memory_order_relaxed);
  sched_yield(); /* invites another thread in between */
  atomic_fetch_sub_explicit(&inside, 1, memory_order_relaxed);
  from->balance = f - amount; /* DEBIT-WRITE */
  long t = dest->balance;     /* CREDIT-READ */
  sched_yield();
  dest->balance = t + amount; /* CREDIT-WRITE */
}

static void *teller(void *arg) {
  unsigned seed = (unsigned)(long)arg * 2654435761u + 1;
  for (int i = 0; i < TRANSFERS; i++) {
    seed = seed * 1103515245u + 12345u;
    int a = (int)(seed >> 16) % ACCOUNTS, b = (a + 1 + (int)(seed >> 8) % (ACCOUNTS - 1)) % ACCOUNTS;
    transfer(&bank[a], &bank[b], 1 + (long)(seed % 7));
  }
  return arg;
}

int main(void) {
  for (int i = 0; i < ACCOUNTS; i++) bank[i].balance = 500;
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, teller, (void *)i);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  long total = 0;
  for (int i = 0; i < ACCOUNTS; i++) total += bank[i].balance;
  printf("total=%ld expected=%d\n", total, ACCOUNTS * 500);
  printf("parallel=%d\n", atomic_load(&parallel));
  return 0;
}
