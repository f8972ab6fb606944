// heddle-cc runs LLVM's IR verifier after each stage of heddle's passes
// (runtime/pass/verify_ir.cpp): IR a heddle pass breaks stops the build with a
// message naming the stage and the function, instead of reaching the backend
// unchecked and crashing it (session 20: clang died in the machine scheduler on
// a loom twin's slot stored before its VLA existed). The break here is the
// pass's test knob (the plugin is -load'ed by --backend=mpk, so -mllvm reaches
// it). Sound code builds with the verifier on, as it is by default.
// REQUIRES: heddle-cc
// RUN: ! %heddle-cc --backend=mpk -O1 -mllvm -heddle-test-break-ir=broken -c %s -o %t.o 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %heddle-cc -O1 -c %s -o %t.sound.o
// CHECK: heddle pass produced invalid IR (after the instrumentation) in function `broken`: Instruction does not dominate all uses!
// CHECK-NOT: PLEASE submit a bug report
int broken(int x) { return x + 1; }
int sound(int x) { return x * 2; }
