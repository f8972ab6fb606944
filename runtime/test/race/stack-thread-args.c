// Per-thread argument structs in an array on main's stack, `&args[i]` passed
// to pthread_create, each thread writing its own element's result, main
// reading them after the joins: race-free, silent in race mode and in strict
// mode (which tracks no stack memory). With -DBUG each thread also adds into its
// neighbour's element — unordered with the neighbour's own writes whatever
// the schedule (no synchronisation between the workers), so reported every
// run, naming the array by its local. Stack memory was not tracked before:
// the seeded race was missed.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=OK < %t.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.strict.sarif -- %t 2> %t.strict; echo "exit=$?" >> %t.strict
// RUN: %FileCheck %s --check-prefix=OK < %t.strict
// RUN: %heddle-cc -g -O1 -DBUG %s -o %t.bug
// RUN: %heddle run --srcroot %S --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// RUN: %heddle-cc -g -O0 %s -o %t0
// RUN: %heddle run --srcroot %S --out %t0.sarif -- %t0 2> %t0.err; echo "exit=$?" >> %t0.err
// RUN: %FileCheck %s --check-prefix=OK < %t0.err
// OK: heddle: 0 reports in 1 process
// OK: exit=0
// BUG: Data race: thread T{{[1-4]}} {{read|wrote}} 8 bytes of stack object `args` of `main`, not ordered after thread T{{[1-4]}}'s earlier {{read|write}} of it.
// BUG: SUMMARY: heddle: data-race {{.*}}stack-thread-args.c:{{34|36}}
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>

#define N 4

struct arg { int id; long result; };

static void *work(void *p) {
  struct arg *a = p;
  for (int i = 0; i <= 1000 * a->id; i++) a->result += i;
#ifdef BUG
  (a + (a->id + 1 < N ? 1 : -a->id))->result += 1;
#endif
  return 0;
}

int main(void) {
  struct arg args[N];
  pthread_t ts[N];
  for (int i = 0; i < N; i++) args[i] = (struct arg){i, 0};
  for (int i = 0; i < N; i++) pthread_create(&ts[i], 0, work, &args[i]);
  for (int i = 0; i < N; i++) pthread_join(ts[i], 0);
  long total = 0;
  for (int i = 0; i < N; i++) total += args[i].result;
  printf("total %ld\n", total);
  return 0;
}
