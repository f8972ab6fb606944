// One thread fills the last quarter of an array from its end; another,
// unordered with it, then walks the quarter before upwards. The walker's first
// access splits the array; its new segment spans the whole run of granules
// the filler's record never touched, so the walk goes on in that one segment:
// one split. (Cut at the walker's own four bytes, the rest of the piece kept
// the filler's masks, so the next elements conflicted with them again and
// peeled one more 4-byte segment each: 62 splits here, each later access
// searching the segments — a textbook parallel merge sort ran 15x native.)
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=verbosity=1 %heddle run --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: heddle: race mode split objects {{[1-3]}} times
// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#define N 4096
static int *a;
static int filled; /* relaxed: no happens-before, only the order */

static void *fill_last_quarter(void *arg) {
  (void)arg;
  for (volatile int i = N - 1; i >= 3 * N / 4; i--) a[i] = i;
  __atomic_store_n(&filled, 1, __ATOMIC_RELAXED);
  return 0;
}

static void *walk_third_quarter(void *arg) {
  (void)arg;
  /* After the filler, by a relaxed flag only: no synchronisation (a sleep gave
   * that order only if the filler got a core within it). */
  while (!__atomic_load_n(&filled, __ATOMIC_RELAXED)) usleep(1000);
  for (volatile int i = N / 2; i < 3 * N / 4; i++) a[i] = i;
  return 0;
}

int main(void) {
  a = calloc(N, sizeof *a);
  pthread_t t[2];
  pthread_create(&t[0], 0, fill_last_quarter, 0);
  pthread_create(&t[1], 0, walk_third_quarter, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  free(a);
  return 0;
}
