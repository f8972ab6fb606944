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
// A TMPDIR of 4060 bytes: heddle-run.XXXXXX fits under PATH_MAX, its log files
// would not; heddle run says so instead of "the program did not run with libheddle".
// RUN: %python -c "import os; d='%t.deep'; exec('while len(d) < 3850: d += \'/\' + \'g\' * 200'); d += '/' + 'h' * (4060 - len(d) - 1); os.makedirs(d, exist_ok=True); print(d)" > %t.deepname
// RUN: env TMPDIR=$(cat %t.deepname) %heddle run --out %t.deep.sarif -- %t.long/%{long}/bin/program 2> %t.deep.err; echo "exit=$?" >> %t.deep.err
// RUN: %FileCheck %s --check-prefix=DEEP < %t.deep.err
#include <stdlib.h>

__attribute__((noinline)) void destroy(int *p) { free(p); }

int main(void) {
  int *p = malloc(sizeof *p);
  *p = 1;
  destroy(p);
  return *(volatile int *)p; /* use after free */
}

// CHECK:      WARNING: heddle: sharing-violation
// Symbolized: file:line:column, and the module named by its whole path's base.
// CHECK:        #0 main {{.*}}/runtime/test/reports/long-paths.c:{{[0-9]+}}:{{[0-9]+}} (program+0x{{[0-9a-f]+}})
// CHECK:      SUMMARY: heddle: sharing-violation {{.*}}long-paths.c:{{[0-9]+}} in main
// CHECK:      heddle: 1 report (1 sharing-violation) in 1 process
// CHECK-NOT:  error
// CHECK:      exit=66
// EMPTY: 0
// DEEP-NOT:  did not run with libheddle
// DEEP:      heddle: error: the log directory {{.*}}/heddle-run.{{.*}} is 4078 bytes long: the program's log files in it would have paths longer than PATH_MAX (4096 bytes), which the system cannot open. Set HEDDLE_LOG_DIR or TMPDIR to a shorter directory.
// DEEP-NOT:  did not run with libheddle
// DEEP:      exit=70
