// At -O2 an inlined helper still gets a frame of its own (DWARF inlined
// subroutine), with the caller's frame at the call site; the primary location
// is the innermost line.
// RUN: %cc-log-writer -O2 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
#include "one_violation.h"

static inline __attribute__((always_inline)) void touch_shared(void) {
  REPORT_ONE_VIOLATION(0); // inlined access
}

int main(void) {
  fake_open_log();
  touch_shared(); // call site
  heddle_log_exit(0);
  return 0;
}

// CHECK:      Write of size 4 at 0x{{[0-9a-f]+}} by thread T0:
// CHECK-NEXT:   #0 touch_shared {{.*}}inlined-frames.c:11
// CHECK-NEXT:   #1 main {{.*}}inlined-frames.c:16
// CHECK:      SUMMARY: heddle: sharing-violation {{.*}}inlined-frames.c:11 in touch_shared
