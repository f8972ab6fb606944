// A loop that releases inside (a producer writing slot[i], then publishing i
// with a release store) runs each iteration in a new epoch: its accesses
// cannot be checked once before the loop (heddle-cc's loop-level checks and
// loop versioning, loop_checks.cpp). Checked there, every slot seemed written
// in the loop's first epoch, so the reader, having acquired the half-way
// release, was "ordered" after the writes of the second half too, and its
// read of the last slot — before main wrote it — was missed (both TSans
// report it). The run is the same every time: main waits (relaxed: no order)
// until the reader has read before it writes the second half.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T0 wrote 4 bytes of `slot`, not ordered after thread T1's earlier read of it.
// CHECK: Write of size 4 at {{.*}} by thread T0:
// CHECK-NEXT: #0 main {{.*}}loop-release-inside.c:[[#@LINE+26]]:
// CHECK: Previous access by thread T1 (read):
// CHECK-NEXT: #0 reader {{.*}}loop-release-inside.c:[[#@LINE+14]]:
// CHECK: heddle: 1 report (1 data-race) in 1 process
// CHECK: exit=66
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#define N 64
static int slot[N];
static atomic_int published, reader_done;

static void *reader(void *arg) {
  (void)arg;
  while (atomic_load_explicit(&published, memory_order_acquire) < N / 2) {}
  int last = slot[N - 1]; /* not yet written: main writes it after its next releases */
  atomic_store_explicit(&reader_done, 1, memory_order_relaxed);
  printf("%d\n", last);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, reader, NULL);
  for (int i = 0; i < N; i++) {
    slot[i] = i + 1;
    atomic_store_explicit(&published, i + 1, memory_order_release);
    if (i == N / 2) while (!atomic_load_explicit(&reader_done, memory_order_relaxed)) {}
  }
  pthread_join(t, NULL);
  return 0;
}
