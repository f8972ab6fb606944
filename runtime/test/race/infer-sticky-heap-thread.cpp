// The dotprod shape in C++: arrays filled right after malloc, read by two
// std::threads (lambdas), joined, freed. The statement that starts the first
// thread is a std::thread construction, found from the source like a
// pthread_create: heddle_set_sticky_read goes before it. Applied, the program
// builds with -Werror and runs clean in strict mode.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/fill.cpp
// RUN: %heddle-c++ -g -O1 %t.dir/fill.cpp -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/fill.cpp %t.fixed/fill.cpp
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/fill.cpp | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-c++ -g -O1 -Wall -Werror %t.fixed/fill.cpp -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-COUNT-2: heddle: suggestion (sticky-read) fill.cpp:{{[0-9]+}}: The 32000-byte heap object allocated here {{.*}}before the threads that read it start. [fix available]
// CHECK: exit=0
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: double sums[2] = {0, 0};
// FIXED-NEXT: heddle_set_sticky_read(a);
// FIXED-NEXT: heddle_set_sticky_read(b);
// FIXED-NEXT: std::thread first(
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

static double dot(const double *a, const double *b, int lo, int hi) {
  double s = 0;
  for (int i = lo; i < hi; i++) s += a[i] * b[i];
  return s;
}

int main() {
  const int n = 4000;
  double *a = static_cast<double *>(malloc(n * sizeof *a));
  double *b = static_cast<double *>(malloc(n * sizeof *b));
  for (int i = 0; i < n; i++) {
    a[i] = 1.0;
    b[i] = 2.0;
  }
  double sums[2] = {0, 0};
  std::thread first([&] { sums[0] = dot(a, b, 0, n / 2); });
  std::thread second([&] { sums[1] = dot(a, b, n / 2, n); });
  first.join();
  second.join();
  printf("%.1f\n", sums[0] + sums[1]);
  free(a);
  free(b);
  return 0;
}
