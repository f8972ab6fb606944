// Globals filled at run time in a loop before the threads that read them
// start — one by a helper main calls, one by main itself: the last write is
// inside a loop, so no statement after it is the place; heddle_set_sticky_read
// goes before the first statement of main that starts a thread (the helper's
// caller, for the helper's global). Applied, the program builds with -Werror
// and runs clean in strict mode; a reader that writes (the seeded bug) is
// still reported there.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/tables.c
// RUN: %heddle-cc -g -O1 %t.dir/tables.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/tables.c %t.fixed/tables.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/tables.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/tables.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DBUG_READER_WRITES %t.fixed/tables.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (sticky-read) tables.c:{{[0-9]+}}: `squares` was read by 4 threads and never written once they shared it: call heddle_set_sticky_read on it after its last write at tables.c:{{[0-9]+}}, before the threads start. [fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) tables.c:{{[0-9]+}}: `weights` was read by 4 threads {{.*}}[fix available]
// CHECK: heddle: 2 annotation suggestions
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: weights[i] = 1.0 / (i + 1);
// FIXED: heddle_set_sticky_read(&{{squares|weights}});
// FIXED-NEXT: heddle_set_sticky_read(&{{squares|weights}});
// FIXED-NEXT: for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, reader, NULL);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: which is sticky-read.
// BUG: SUMMARY: heddle: sharing-violation {{.*}}tables.c:{{[0-9]+}} in reader
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>

enum { N = 256 };
static long squares[N];
static double weights[N];

static void fill_squares(void) {
  for (int i = 0; i < N; i++) {
    squares[i] = (long)i * i;
  }
}

static void *reader(void *arg) {
  double sum = 0;
  for (int i = 0; i < N; i++) sum += squares[i] * weights[i];
#ifdef BUG_READER_WRITES
  squares[0] = 1;
#endif
  return (void *)((long)sum + (long)arg);
}

int main(void) {
  fill_squares();
  for (int i = 0; i < N; i++) {
    weights[i] = 1.0 / (i + 1);
  }
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, reader, NULL);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  printf("%ld %.3f\n", squares[N - 1], weights[0]);
  return 0;
}
