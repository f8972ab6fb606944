// Live install while 16 threads are busy (LOOM §4): each spins in a loop that started before any
// filter existed; the install pauses them at the loop's back-edge (switching into slot-padded code)
// and returns within its time limit. From then on the read-modify-write they race on is a region
// that excludes itself: the exact total. Without the filter the same run loses updates.
// Not under mpk-lit: heddle filter here cannot reach the program in the VM (no shared control socket), nor see its output before it ends.
// UNSUPPORTED: program-in-vm
// RUN: %heddle-cc -g -O2 %s -o %t
// RUN: R=$(grep -n 'READ-HERE' %s | tail -1 | cut -d: -f1); W=$(grep -n 'WRITE-HERE' %s | tail -1 | cut -d: -f1); printf '{live-busy-threads.c:%%s, live-busy-threads.c:%%s} <> {live-busy-threads.c:%%s, live-busy-threads.c:%%s}\n' $R $W $R $W > %t.hfilter
// RUN: rm -f %t.go %t.plain.out %t.plain.err; %t %t.go > %t.plain.out 2> %t.plain.err & pid=$!; while ! grep -qs busy %t.plain.out && kill -0 $pid; do sleep 0.01; done; touch %t.go; wait $pid; echo "exit=$?" >> %t.plain.out
// RUN: %FileCheck %s --check-prefix=PLAIN < %t.plain.out
// PLAIN: busy
// PLAIN-NOT: counter=8000 expected=8000
// RUN: rm -f %t.go %t.out %t.err; %t %t.go > %t.out 2> %t.err & pid=$!; while ! grep -qs busy %t.out && kill -0 $pid; do sleep 0.01; done; sleep 0.2; %heddle filter add $pid %t.hfilter --timeout 5000 > %t.add 2>&1; echo "add=$?" >> %t.add; touch %t.go; wait $pid; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=ADD < %t.add
// RUN: grep -v '^//' %t.out | %FileCheck %s --check-prefix=FIXED
// ADD: installed filter 1 in process
// ADD-NEXT: add=0
// FIXED: counter=8000 expected=8000
// FIXED-NEXT: exit=0
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

#define THREADS 16

long counter;
static atomic_int go, started;

static uint64_t spin(uint64_t x) {
  for (int i = 0; i < 4000; i++) x = x * 6364136223846793005u + 1442695040888963407u;
  return x;
}

static void bump(void) {
  long v = counter; /* READ-HERE */
  sched_yield();    /* invites another thread in between */
  counter = v + 1;  /* WRITE-HERE */
}

static void *work(void *arg) {
  uint64_t x = (uintptr_t)arg;
  atomic_fetch_add(&started, 1);
  while (!atomic_load(&go)) {
    x = spin(x); /* busy: never blocks */
    if (x == 42) printf("unlikely\n");
  }
  for (int i = 0; i < 500; i++) bump();
  return (void *)(uintptr_t)x;
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++) pthread_create(&t[i], 0, work, (void *)(uintptr_t)(i + 1));
  while (atomic_load(&started) < THREADS) sched_yield();
  printf("busy %d\n", (int)getpid());
  fflush(stdout);
  while (access(argv[1], F_OK) != 0) usleep(1000);
  atomic_store(&go, 1);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  printf("counter=%ld expected=%d\n", counter, THREADS * 500);
  return 0;
}
