// A function with a variable-length array, built with -g: the pass lists each
// frame variable's address for execution filters keyed by a local
// (loom_vars.cpp), and a VLA's address does not exist at the function's entry
// — its alloca is dynamic, after the length is computed. Storing it there made
// clang crash at -O1 ("Instruction does not dominate all uses"; new-user trial
// round 12, tylertreat/chan's chan_select). Now the VLA is listed as
// unavailable and the program builds and runs at every level.
// RUN: %heddle-cc -g -O0 %s -o %t.O0 && %t.O0 | %FileCheck %s
// RUN: %heddle-cc -g -O1 %s -o %t.O1 && %t.O1 | %FileCheck %s
// RUN: %heddle-cc -g -O2 %s -o %t.O2 && %t.O2 | %FileCheck %s
// RUN: %heddle run -- %t.O1 2> %t.err | %FileCheck %s
// RUN: %FileCheck --check-prefix=REPORTS %s < %t.err
// CHECK: picked 3 of 5
// REPORTS: heddle: 0 reports
#include <pthread.h>
#include <stdio.h>

struct op {
  int ready;
  void *arg;
  int index;
};

static int pick(int n, const int *ready) {
  struct op candidates[n]; /* the VLA, filled in a loop, one element copied out */
  int count = 0;
  for (int i = 0; i < n; i++) {
    if (ready[i]) {
      struct op o = {1, 0, i};
      candidates[count++] = o;
    }
  }
  if (count == 0) return -1;
  struct op chosen = candidates[count - 1];
  return chosen.index;
}

static void *worker(void *arg) {
  static const int ready[5] = {1, 0, 1, 1, 0};
  *(int *)arg = pick(5, ready);
  return 0;
}

int main(void) {
  int picked = -1;
  pthread_t t;
  pthread_create(&t, 0, worker, &picked);
  pthread_join(t, 0);
  printf("picked %d of 5\n", picked);
  return 0;
}
