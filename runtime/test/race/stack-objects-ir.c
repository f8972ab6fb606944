// Which locals the instrumentation moves to tracked memory
// (runtime/pass/stack_objects.cpp): the escaping locals of functions that may
// create a thread — directly (start), through a function of the file (setup
// calls start), and main always — freed before every return; never a local
// of any other function (helper: hot code pays nothing), nor a local whose
// address goes nowhere. The module stays valid (the IR verifier prints
// nothing), with the debug information following the moved local, at -O0
// and -O1.
// RUN: %heddle-cc -g -O1 -S -emit-llvm %s -o %t.O1.ll
// RUN: %opt -passes=verify -disable-output %t.O1.ll 2>&1 | %FileCheck %s --allow-empty --check-prefix=VERIFY
// RUN: %FileCheck %s < %t.O1.ll
// RUN: %heddle-cc -g -O0 -S -emit-llvm %s -o %t.O0.ll
// RUN: %opt -passes=verify -disable-output %t.O0.ll 2>&1 | %FileCheck %s --allow-empty --check-prefix=VERIFY
// RUN: %FileCheck %s < %t.O0.ll
// VERIFY-NOT: {{.}}
// CHECK-LABEL: define {{.*}}@helper(
// CHECK-NOT: __heddle_stack_alloc
// CHECK: ret
// CHECK-LABEL: define {{.*}}@start(
// CHECK: call ptr @__heddle_stack_alloc(i64 8, i64 8, ptr @__heddle_stack_name.t)
// CHECK: call void @__heddle_stack_free(
// CHECK-LABEL: define {{.*}}@setup(
// CHECK: call ptr @__heddle_stack_alloc(i64 16, i64 {{4|8|16}}, ptr @__heddle_stack_name.shared)
// CHECK: call void @__heddle_stack_free(
// CHECK-LABEL: define {{.*}}@main(
// CHECK: call ptr @__heddle_stack_alloc({{.*}}@__heddle_stack_name.counts)
// CHECK-NOT: __heddle_stack_name.quiet
// CHECK: call void @__heddle_stack_free(
#include <pthread.h>

__attribute__((noinline)) long helper(long *v) {
  long local[2] = {v[0], v[1]}; /* escapes into sink, but helper starts no thread */
  extern void sink(long *);
  sink(local);
  return local[0];
}

static void *body(void *p) { return p; }

__attribute__((noinline)) pthread_t start(int *shared) {
  pthread_t t;
  pthread_create(&t, 0, body, shared);
  return t;
}

__attribute__((noinline)) void setup(void) {
  int shared[4] = {0};
  pthread_join(start(shared), 0);
}

void sink(long *p) { p[0]++; }

static long *volatile escaped;

int main(void) {
  long counts[2] = {1, 2};
  int quiet = 3; /* its address goes nowhere: stays a register or a plain slot */
  escaped = counts; /* (another thread could reach it through the global) */
  setup();
  helper(counts);
  return quiet + (int)counts[0] - 4;
}
