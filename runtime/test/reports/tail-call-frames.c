// heddle-cc keeps tail-called frames: at -O2 `destroy` would end in `jmp free`
// (a sibling call), and the free's stack would skip it and name only main.
// heddle-cc adds -fno-optimize-sibling-calls unless the user asks for them
// (-foptimize-sibling-calls, the second run: then the frame is gone, as asked).
// REQUIRES: heddle-cc
// RUN: %heddle-cc -O2 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.sarif -- %t 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s < %t.err
// RUN: %heddle-cc -O2 -foptimize-sibling-calls %s -o %t.sib
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.sib.sarif -- %t.sib 2> %t.sib.err || test $? -eq 66
// RUN: %FileCheck %s --check-prefix=SIBLING < %t.sib.err
#include <stdlib.h>

__attribute__((noinline)) void destroy(int *p) { free(p); }

int main(void) {
  int *p = malloc(sizeof *p);
  *p = 1;
  destroy(p);
  return *(volatile int *)p; /* use after free */
}

// CHECK:      Policy last changed by thread T0 (free):
// CHECK-NEXT:   #0 destroy {{.*}}tail-call-frames.c:14
// CHECK-NEXT:   #1 main {{.*}}tail-call-frames.c:19
// SIBLING:      Policy last changed by thread T0 (free):
// SIBLING-NEXT:   #0 main {{.*}}tail-call-frames.c:19
