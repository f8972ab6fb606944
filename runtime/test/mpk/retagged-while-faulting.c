// A protection-key fault whose page another thread retags before the kernel
// handles it: the kernel names the key the page's mapping has by then, not
// the one the access met (arch/x86/mm/fault.c says so). Each round's array is
// sliced (its slices' policies are the check backend's), so its pages stay on
// the closed key until the first access faults and the handler moves them to
// key 0 — a pkey_mprotect over 256 present pages, which holds the mapping's
// lock a while. T0 touches at once; T1 a little later each round, so in some
// rounds its fault comes while that call runs, and the kernel names key 0.
// Key 0 is no key of the backend's: before, the fault went to the program's
// disposition and the process died of SIGSEGV without a word (4 of 4 runs in
// the VM; kmeans/correct's exit 139 in issue #16, whose cfg.assign is such an
// array: 1 such fault in 40 runs). Now a fault on a key the thread's PKRU
// allows runs the access again.
// REQUIRES: backend-mpk
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
#include <heddle.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THREADS 2
#define ROUNDS 100
#define INTS (256 * 1024) /* 256 pages */
#define PER (INTS / THREADS)

static int *arrays[ROUNDS];
static atomic_int arrived; // relaxed: a spinning start line, so both threads run when a round starts

static void *worker(void *arg) {
  int id = (int)(long)arg;
  long sum = 0;
  for (int r = 0; r < ROUNDS; r++) {
    int *a = arrays[r] + id * PER;
    heddle_acquire_write(a); // this thread's slice
    atomic_fetch_add_explicit(&arrived, 1, memory_order_relaxed);
    while (atomic_load_explicit(&arrived, memory_order_relaxed) < THREADS * (r + 1)) {
    }
    for (volatile int k = 0; id && k < (r % 20) * 2000; k++) { // T1: a different delay each round
    }
    a[0] = r; // the first access of the round's array: faults on the closed key
    sum += a[0];
  }
  return (void *)sum;
}

int main(void) {
  size_t lengths[THREADS];
  for (int t = 0; t < THREADS; t++) lengths[t] = PER;
  for (int r = 0; r < ROUNDS; r++) {
    arrays[r] = heddle_malloc(INTS * sizeof(int), HEDDLE_PRIVATE);
    memset(arrays[r], 1, INTS * sizeof(int)); // every page present: the retag has them all to change
    heddle_release_write(arrays[r]);          // inaccessible: the closed key
    heddle_slice(arrays[r], sizeof(int), THREADS, lengths);
  }
  heddle_set_sticky_read(arrays); // the pointers: written once, then only read
  pthread_t th[THREADS];
  for (long t = 0; t < THREADS; t++) pthread_create(&th[t], NULL, worker, (void *)t);
  long total = 0;
  for (int t = 0; t < THREADS; t++) {
    void *sum;
    pthread_join(th[t], &sum);
    total += (long)sum;
  }
  printf("total=%ld\n", total);
  return 0;
}

// CHECK:     heddle: 0 reports in 1 process (backend mpk)
// CHECK-NOT: SIGSEGV
// CHECK:     exit=0
// OUT: total=9900
