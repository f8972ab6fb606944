// heddle-cc --backend=mpk: code for backend=mpk, where the protection keys
// check the heap objects they enforce, so their accesses get no inline check
// (runtime/pass/mpk_build.cpp): a guard on the address (the arena's upper half,
// a class the keys hold) and libc's window instead. The same binary under the
// check backend (the guard's classes all clear) reports what the default
// build reports; a bad backend name is refused.
// UNSUPPORTED: backend-mpk
// RUN: %heddle-cc -O1 -S -emit-llvm %s -o - | %FileCheck %s --check-prefix=CHECK-BUILD
// RUN: %heddle-cc --backend=mpk -O1 -S -emit-llvm %s -o - | %FileCheck %s --check-prefix=MPK-BUILD
// RUN: %heddle-cc -fheddle-backend=mpk -O1 -S -emit-llvm %s -o - | %FileCheck %s --check-prefix=MPK-BUILD
// RUN: %heddle-cc --backend=mpk -O1 -g %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.sarif -- %t 2> %t.err; test $? = 66
// RUN: %python %inputs/sarif_query.py %t.sarif results > %t.mpk-build
// RUN: %FileCheck %s --check-prefix=REPORTS < %t.mpk-build
// RUN: %heddle-cc -O1 -g %s -o %t.check-build
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.check.sarif -- %t.check-build 2> %t.err; test $? = 66
// RUN: %python %inputs/sarif_query.py %t.check.sarif results | diff - %t.mpk-build
// RUN: %heddle-cc --backend=fast %s -o %t.bad 2> %t.bad.err; test $? = 2
// RUN: %FileCheck %s --check-prefix=BAD < %t.bad.err
#include <pthread.h>
#include <stdlib.h>

int *counts;

static void *other(void *arg) {
  (void)arg;
  counts[2] = 5; // private to the main thread: reported (REPORTS below)
  return 0;
}

int main(void) {
  counts = malloc(16 * sizeof *counts);
  for (int i = 0; i < 16; i++) counts[i] = i;
  pthread_t t;
  pthread_create(&t, 0, other, 0);
  pthread_join(t, 0);
  return counts[1] - 1;
}

// CHECK-BUILD-NOT: @__heddle_{{.*}}mpk
// MPK-BUILD: @__heddle_built_for_mpk = weak constant i8 1
// MPK-BUILD: load i32, ptr @__heddle_mpk_classes
// MPK-BUILD: load i32, ptr @__heddle_mpk_window
// MPK-BUILD: call void @__heddle_mpk_close()
// MPK-BUILD: call void @__heddle_store4
// REPORTS: sharing-violation {{.*}}build-option.c:27
// REPORTS-NOT: build-option.c:{{([013-9]|2[0-68-9])}}
// BAD: heddle-cc: unknown backend 'fast' in --backend=fast: use --backend=check (the default) or --backend=mpk
