// A barrier orders phases: each thread writes its own slice in phase 1,
// releases it, and after the barrier reads a neighbour's slice (acquire_read).
// Ordered by the barrier: no report. Without the barrier (second round,
// threads only yield) the acquire_read is unordered with the neighbour's
// release_write (the flag it waits for is a relaxed atomic: no edge).
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>
#include <stdatomic.h>

#define N 4
static int cells[N], cells2[N];
static pthread_barrier_t barrier;
static atomic_int done2;

static void *phase(void *arg) {
  long i = (long)arg;
  heddle_acquire_write(&cells[i]);
  cells[i] = (int)i;
  heddle_release_write(&cells[i]);
  pthread_barrier_wait(&barrier);
  heddle_acquire_read(&cells[(i + 1) % N]);
  int v = cells[(i + 1) % N];
  heddle_release_read(&cells[(i + 1) % N]);

  if (i == 0) {
    heddle_acquire_write(&cells2[0]);
    cells2[0] = v;
    heddle_release_write(&cells2[0]);
    atomic_store_explicit(&done2, 1, memory_order_relaxed);
  } else if (i == 1) {
    while (!atomic_load_explicit(&done2, memory_order_relaxed)) sched_yield();
    heddle_acquire_read(&cells2[0]); // CHECK-DAG: unordered-policy-change barrier-phases.c:[[@LINE]]
    heddle_release_read(&cells2[0]);
  }
  return 0;
}

int main(void) {
  size_t ones[N] = {1, 1, 1, 1};
  heddle_slice(cells, sizeof(int), N, ones); // one tracked object per cell
  heddle_slice(cells2, sizeof(int), N, ones);
  pthread_barrier_init(&barrier, 0, N);
  pthread_t t[N];
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, phase, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  return 0;
}

// SUM: heddle: 1 report (1 unordered-policy-change) in 1 process
