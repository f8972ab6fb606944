// Paths of 600+ characters: TMPDIR (heddle run's log directory under it), the
// executable's own path, and HEDDLE_LOG_DIR of a direct run. Every report is
// kept and the frames are symbolized (file:line, not module+offset); before,
// the log directory's path was cut at 512 bytes (no log: "did not run with
// libheddle") and so was the executable's (nothing symbolized).
// REQUIRES: heddle-cc
// RUN: rm -rf %t.long && mkdir -p %t.long/%{long}/tmp %t.long/%{long}/bin %t.long/%{long}/logs
// RUN: %heddle-cc -O1 %s -o %t.long/%{long}/bin/program
// RUN: cd %t.long && env TMPDIR=%t.long/%{long}/tmp HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.sarif -- %t.long/%{long}/bin/program 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: ls %t.long/%{long}/tmp | wc -l | %FileCheck %s --check-prefix=EMPTY
// A direct run's log in a 600-character HEDDLE_LOG_DIR, read by heddle report.
// RUN: env HEDDLE_LOG_DIR=%t.long/%{long}/logs HEDDLE_OPTIONS=unannotated=private %t.long/%{long}/bin/program || true
// RUN: %heddle report --out %t.direct.sarif %t.long/%{long}/logs 2> %t.direct.err; echo "exit=$?" >> %t.direct.err
// RUN: %FileCheck %s < %t.direct.err
#include <stdlib.h>

__attribute__((noinline)) void destroy(int *p) { free(p); }

int main(void) {
  int *p = malloc(sizeof *p);
  *p = 1;
  destroy(p);
  return *(volatile int *)p; /* use after free */
}

// CHECK:      WARNING: heddle: sharing-violation
// CHECK:        #0 main {{.*}}long-paths.c:24
// CHECK:      SUMMARY: heddle: sharing-violation {{.*}}long-paths.c:24 in main
// CHECK:      heddle: 1 report (1 sharing-violation) in 1 process
// CHECK-NOT:  error
// CHECK:      exit=66
// EMPTY: 0
