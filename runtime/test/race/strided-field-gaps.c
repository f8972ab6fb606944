// A loop that writes every other element, or one field of an array of small
// structs, touches only those bytes: two threads taking turns through one
// array (an odd-even transposition sort's pairs, a new-user trial's false race
// 3 of 3 runs) or writing different fields of the same structs at the same
// time do not race. The pass's loop-level check of such a walk was once the
// span from its first to its last element (a step of up to 64 bytes, "the
// gaps are the same objects"), which race mode, checking bytes, took for
// writes of the other thread's elements. Now the walk is strided and the
// runtime checks exactly the elements walked; "same" (both threads walk the
// same elements) still races.
// RUN: %heddle-cc -O1 -S -emit-llvm %s -o %t.ll
// RUN: %FileCheck %s --check-prefix=IR < %t.ll
// RUN: %heddle-cc -O1 -g %s -o %t
// RUN: for m in parity fields same; do (%heddle run --format text --out %t.$m.sarif -- %t $m || true) 2>&1 | grep -E '^heddle: [0-9]+ report' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s < %t.out
// CHECK: parity: heddle: 0 reports in 1 process
// CHECK-NEXT: fields: heddle: 0 reports in 1 process
// CHECK-NEXT: same: heddle: {{[1-9][0-9]*}} report
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define N 400
struct particle { int x, y, z, w; };
static int *vals;
static struct particle *ps;
static const char *mode;

// IR-LABEL: define {{.*}}@fill_every_other(
// IR: call void @__heddle_store_strided(
// IR-NOT: call void @__heddle_store_range(
// IR: ret void
__attribute__((noinline)) void fill_every_other(int *a, int first, int n, int v) {
  for (int i = first; i < n; i += 2) a[i] = v;
}

// IR-LABEL: define {{.*}}@set_x(
// IR: call void @__heddle_store_strided(
// IR-NOT: call void @__heddle_store_range(
// IR: ret void
__attribute__((noinline)) void set_x(struct particle *p, int n, int v) {
  for (int i = 0; i < n; i++) p[i].x = v;
}
__attribute__((noinline)) void set_y(struct particle *p, int n, int v) {
  for (int i = 0; i < n; i++) p[i].y = v;
}

static void *worker(void *arg) {
  int id = (int)(long)arg;
  if (!strcmp(mode, "fields")) (id ? set_y : set_x)(ps, N, id);
  else fill_every_other(vals, !strcmp(mode, "same") ? 0 : id, N, id);
  return NULL;
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "parity";
  vals = calloc(N, sizeof *vals);
  ps = calloc(N, sizeof *ps);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  free(vals);
  free(ps);
  return 0;
}
