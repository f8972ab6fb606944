// A loop that writes every other element, one field of an array of small
// structs, or a pair of elements every fourth (an odd-even transposition
// sort's pairs, a new-user trial's false race 3 of 3 runs) touches only those
// bytes: two threads taking turns through one array or writing different
// fields of the same structs at the same time do not race. The pass's
// loop-level check of such a walk was once the span from its first to its
// last element (a step of up to 64 bytes, "the gaps are the same objects"),
// which race mode, checking bytes, took for writes of the other thread's
// elements. Now the walk is strided and the runtime checks exactly the
// elements walked; "same" (both threads walk the same elements) still races.
// Walks whose accesses of one line together touch every byte of the step (both
// fields of a two-field struct, all four of a four-field one, upwards or
// downwards) are still one span check (runtime/pass/span_merge.cpp).
// RUN: %heddle-cc -O1 -S -emit-llvm %s -o %t.ll
// RUN: %FileCheck %s --check-prefix=IR < %t.ll
// RUN: %heddle-cc -O1 -g %s -o %t
// RUN: for m in parity fields pairs same; do (%heddle run --format text --out %t.$m.sarif -- %t $m || true) 2>&1 | grep -E '^heddle: [0-9]+ report' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s < %t.out
// Unoptimised, each store takes the inline check, whose write history keeps
// the bytes of each word written (runtime/race/write_history.h): the same.
// RUN: %heddle-cc -O0 -g %s -o %t.O0
// RUN: for m in parity fields pairs same; do (%heddle run --format text --out %t.O0.$m.sarif -- %t.O0 $m || true) 2>&1 | grep -E '^heddle: [0-9]+ report' | sed "s/^/$m: /"; done > %t.O0.out
// RUN: %FileCheck %s < %t.O0.out
// CHECK: parity: heddle: 0 reports in 1 process
// CHECK-NEXT: fields: heddle: 0 reports in 1 process
// CHECK-NEXT: pairs: heddle: 0 reports in 1 process
// CHECK-NEXT: same: heddle: {{[1-9][0-9]*}} report
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define N 400
struct particle { int x, y, z, w; };
struct point { int x, y; };
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

// Two accesses of one line, 8 of every 16 bytes: still gaps.
// IR-LABEL: define {{.*}}@swap_pairs(
// IR: call void @__heddle_load_strided(
// IR-NOT: call void @__heddle_load_range(
// IR: ret void
__attribute__((noinline)) void swap_pairs(int *a, int first, int n) {
  for (int i = first; i + 1 < n; i += 4) { int t = a[i]; a[i] = a[i + 1]; a[i + 1] = t; }
}

// IR-LABEL: define {{.*}}@set_all(
// IR: call void @__heddle_store_range(
// IR-NOT: call void @__heddle_store_
// IR: ret void
__attribute__((noinline)) void set_all(struct particle *p, int n, int v) {
  for (int i = 0; i < n; i++) p[i].x = p[i].y = p[i].z = p[i].w = v;
}

// IR-LABEL: define {{.*}}@dot(
// IR: call void @__heddle_load_range(
// IR-NOT: call void @__heddle_load_
// IR: ret i32
__attribute__((noinline)) int dot(const struct point *q, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += q[i].x * q[i].y;
  return s;
}

// IR-LABEL: define {{.*}}@dot_down(
// IR: call void @__heddle_load_range(
// IR-NOT: call void @__heddle_load_
// IR: ret i32
__attribute__((noinline)) int dot_down(const struct point *q, int n) {
  int s = 0;
  for (long i = n - 1; i >= 0; i--) s += q[i].x * q[i].y;
  return s;
}

static void *worker(void *arg) {
  int id = (int)(long)arg;
  if (!strcmp(mode, "fields")) (id ? set_y : set_x)(ps, N, id);
  else if (!strcmp(mode, "pairs")) swap_pairs(vals, 2 * id, N);
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
  set_all(ps, N, 0);
  int s = dot((const struct point *)vals, N / 2) + dot_down((const struct point *)vals, N / 2);
  free(vals);
  free(ps);
  return s == 12345;
}
