// Globals a library's init function fills inside an `if`, in another file
// than the main that calls it and then starts the threads that read them
// (os-project-3's dp_init, docs/benchmarks.md round 12 finding 7): main's file
// does not declare them, so the call goes right after each last write, inside
// the `if` — no loop around it, and the init ran before the threads. Applied,
// both files build with -Werror and run clean in strict mode. With SIZE
// counted up in a loop (Inputs/sticky-init-looped.c) no place runs once after
// its last write: `heddle annotate` says why there is no fix, and what to do.
// RUN: rm -rf %t.dir %t.fixed %t.looped && mkdir -p %t.dir %t.fixed %t.looped
// RUN: cp %s %t.dir/main.c && cp %S/Inputs/sticky-init-lib.c %t.dir/lib.c
// RUN: %heddle-cc -g -O1 %t.dir/main.c %t.dir/lib.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/main.c %t.dir/lib.c %t.fixed/
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: %FileCheck %s --check-prefix=FIXED < %t.fixed/lib.c
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/main.c %t.fixed/lib.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: cp %s %t.looped/main.c && cp %S/Inputs/sticky-init-looped.c %t.looped/lib.c
// RUN: %heddle-cc -g -O1 %t.looped/main.c %t.looped/lib.c -o %t.lp
// RUN: cd %t.looped && %heddle run --srcroot %t.looped --out %t.looped.sarif -- %t.lp 2> %t.looped.err
// RUN: %heddle annotate --srcroot %t.looped %t.looped.sarif 2>&1 >/dev/null | %FileCheck %s --check-prefix=LOOPED
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (sticky-read) lib.c:{{[0-9]+}}: `SIZE` was read by 5 threads and never written once they shared it: {{.*}} [fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) lib.c:{{[0-9]+}}: `base` was read by 5 threads {{.*}} [fix available]
// CHECK: heddle: 2 annotation suggestions
// CHECK: exit=0
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: if (n >= 1 && n <= 20) {
// FIXED: base = 2 * n;
// FIXED-NEXT: heddle_set_sticky_read(&base);
// FIXED: SIZE = n;
// FIXED-NEXT: heddle_set_sticky_read(&SIZE);
// FIXED-NEXT: }
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// LOOPED: heddle: note: lib.c:{{[0-9]+}}: no fix to apply: `SIZE` was read by 5 threads
// LOOPED-NEXT: heddle:   why: no place was found that certainly runs once, after its last write and before the threads start {{.*}}: call heddle_set_sticky_read on it yourself where its filling is done, before the first thread starts.
// LOOPED: heddle: 1 fix in the diff (1 file), 0 refused, 1 without a fix
#include <pthread.h>
#include <stdio.h>

void lib_init(int n);
int lib_get(int i);

static void *worker(void *p) { return (void *)(long)lib_get((int)(long)p); }

int main(void)
{
  pthread_t t[4];
  lib_init(5);
  for (long i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  long sum = 0;
  for (int i = 0; i < 4; i++) {
    void *r;
    pthread_join(t[i], &r);
    sum += (long)r;
  }
  printf("sum=%ld\n", sum);
  return 0;
}
