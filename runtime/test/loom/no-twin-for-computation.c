// A loop whose calls only compute (libm, clang's complex multiply helper
// __muldc3) or work on memory it is given (memcmp) cannot block, so it gets no
// back-edge switch into the filter copy: its optimised code has no slot in it
// and keeps its loop-level check (after the live-filter merge, fft's butterfly
// loops counted __muldc3 as a blocking call: slots in the optimised loop, race
// mode 7.8x native). A loop that calls read() still gets its switch.
// RUN: %heddle-cc -O2 -S -emit-llvm %s -o %t.ll
// RUN: %FileCheck %s < %t.ll
#include <complex.h>
#include <string.h>
#include <unistd.h>

// CHECK-LABEL: define {{.*}}@rotate(
// CHECK-NOT: call void @__heddle_loom_slot(
// CHECK: call void @__heddle_load_range(
// CHECK-NOT: call void @__heddle_loom_slot(
// CHECK: ret void
__attribute__((noinline)) void rotate(double complex *a, int n, double complex w) {
  for (int i = 0; i < n; i++) a[i] = a[i] * w;
}

// CHECK-LABEL: define {{.*}}@count(
// CHECK-NOT: call void @__heddle_loom_slot(
// CHECK: ret i64
__attribute__((noinline)) long count(const char *buf, long n, const char *w, long len) {
  long found = 0;
  for (long i = 0; i + len <= n; i++) found += memcmp(buf + i, w, (size_t)len) == 0;
  return found;
}

// CHECK-LABEL: define {{.*}}@drain(
// CHECK: call void @__heddle_loom_slot(
// CHECK: ret i64
__attribute__((noinline)) long drain(int fd, char *buf) {
  long total = 0;
  for (ssize_t got; (got = read(fd, buf, 64)) > 0;) total += got;
  return total;
}
