// A static struct the optimiser splits into one global per field (`cfg.0`,
// `cfg.1`, ...; GlobalOpt's SRA), written by main before the threads start and
// then only read: one sticky-read suggestion for `cfg`, not one per part, with
// a fix placed after the last write of any part; applied, the program builds
// and runs clean in strict mode.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/split.c
// RUN: %heddle-cc -g -O2 %t.dir/split.c -o %t
// In the VM (mpk-lit) %t is a stub that runs the program kept beside it (runtime/mpk/test/vm-compile.sh).
// RUN: nm %if program-in-vm %{%t.vm/%basename_t.tmp%} %else %{%t%} | %FileCheck %s --check-prefix=PARTS
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/split.c %t.fixed/split.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/split.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O2 -Wall -Werror %t.fixed/split.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// PARTS: cfg.0
// PARTS: cfg.1
// CHECK-NOT: part {{[0-9]}}
// CHECK: heddle: suggestion (sticky-read) split.c:{{[0-9]+}}: `cfg` was read by 3 threads and never written once they shared it: call heddle_set_sticky_read on it after its last write at split.c:{{[0-9]+}}, before the threads start. [fix available]
// CHECK-NOT: suggestion (sticky-read) {{.*}}`cfg`
// CHECK: heddle: 1 annotation suggestion
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: cfg.scale = atoi(argc > 2 ? argv[2] : "3");
// FIXED-NEXT: heddle_set_sticky_read(&cfg);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static struct {
  long count;
  int scale;
} cfg;

static void *worker(void *arg) {
  long s = 0;
  for (long i = 0; i < cfg.count; i++) s += i * cfg.scale;
  return (void *)s;
}

int main(int argc, char **argv) {
  cfg.count = atol(argc > 1 ? argv[1] : "1000");
  cfg.scale = atoi(argc > 2 ? argv[2] : "3");
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  long total = 0;
  for (int i = 0; i < 2; i++) {
    void *r;
    pthread_join(t[i], &r);
    total += (long)r;
  }
  printf("%ld\n", total);
  return 0;
}
