// key-by-parameter.c's per-account lock installed live: the tellers are already running (spinning in a
// loop that started before any filter) when `heddle filter add` installs the filter keyed by the
// parameter `from` and the local `dest`; they reach transfer()'s slot-padded copy through their loop's
// back-edge twin, which calls copies, and every transfer after the install is keyed by its accounts:
// the exact total and no report. Without the filter the same run loses or creates money.
// Not under mpk-lit: heddle filter here cannot reach the program in the VM (no shared control socket), nor see its output before it ends.
// UNSUPPORTED: program-in-vm
// RUN: %heddle-cc -g -O2 %s -o %t
// RUN: L() { grep -n "$1" %s | tail -1 | cut -d: -f1; }; F=live-key-by-parameter.c; printf '{%%s:%%s (from), %%s:%%s (from)} <> {%%s:%%s (dest), %%s:%%s (dest)}\n' $F $(L DEBIT-READ) $F $(L DEBIT-WRITE) $F $(L CREDIT-READ) $F $(L CREDIT-WRITE) > %t.hfilter
// RUN: rm -f %t.go %t.plain.out %t.plain.err; %heddle run --out %t.plain.sarif -- %t %t.go > %t.plain.out 2> %t.plain.err & pid=$!; while ! grep -qs busy %t.plain.out && kill -0 $pid; do sleep 0.01; done; touch %t.go; wait $pid; echo "exit=$?" >> %t.plain.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.plain.err
// RUN: rm -f %t.go %t.out %t.err; %heddle run --out %t.sarif -- %t %t.go > %t.out 2> %t.err & pid=$!; while ! grep -qs busy %t.out && kill -0 $pid; do sleep 0.01; done; sleep 0.2; \
// RUN:   %heddle filter add $(sed -n 's/^busy //p' %t.out) %t.hfilter --timeout 5000 > %t.add 2>&1; echo "add=$?" >> %t.add; touch %t.go; wait $pid; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=ADD < %t.add
// RUN: grep -v '^//' %t.err | %FileCheck %s --check-prefix=FIXED
// RUN: grep -x 'total=4000 expected=4000' %t.out
// BUG: Data race
// BUG: exit=66
// ADD: installed filter 1 in process
// ADD-NEXT: add=0
// FIXED: heddle: 0 reports in 1 process
// FIXED: exit=0
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

#define ACCOUNTS 8
#define THREADS 4
#define TRANSFERS 400

static long bank[ACCOUNTS * 8]; /* account i at bank[8 * i]: one cache line each */
static atomic_int go, started;

static void transfer(long *from, long *to, long amount) {
  long *dest = to;
  long f = *from; /* DEBIT-READ */
  sched_yield();  /* invites another thread in between */
  *from = f - amount; /* DEBIT-WRITE */
  long t = *dest;     /* CREDIT-READ */
  sched_yield();
  *dest = t + amount; /* CREDIT-WRITE */
}

static uint64_t spin(uint64_t x) {
  for (int i = 0; i < 4000; i++) x = x * 6364136223846793005u + 1442695040888963407u;
  return x;
}

static void *teller(void *arg) {
  uint64_t x = (uintptr_t)arg + 1;
  atomic_fetch_add(&started, 1);
  while (!atomic_load(&go)) {
    x = spin(x); /* busy: never blocks */
    if (x == 42) printf("unlikely\n");
  }
  unsigned seed = (unsigned)(uintptr_t)arg * 2654435761u + 1;
  for (int i = 0; i < TRANSFERS; i++) {
    seed = seed * 1103515245u + 12345u;
    int a = (int)(seed >> 16) % ACCOUNTS, b = (a + 1 + (int)(seed >> 8) % (ACCOUNTS - 1)) % ACCOUNTS;
    transfer(&bank[8 * a], &bank[8 * b], 1 + (long)(seed % 7));
  }
  return (void *)(uintptr_t)x;
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  for (int i = 0; i < ACCOUNTS; i++) bank[8 * i] = 500;
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, teller, (void *)i);
  while (atomic_load(&started) < THREADS) sched_yield();
  printf("busy %d\n", (int)getpid());
  fflush(stdout);
  while (access(argv[1], F_OK) != 0) usleep(1000);
  atomic_store(&go, 1);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  long total = 0;
  for (int i = 0; i < ACCOUNTS; i++) total += bank[8 * i];
  printf("total=%ld expected=%d\n", total, ACCOUNTS * 500);
  return 0;
}
