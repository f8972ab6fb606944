// heddle run's summary going to a pipe whose reader is gone (`| head -1`, here
// `| true`, gone before heddle writes): the write fails, heddle does not die of
// SIGPIPE, so it still removes its log directory and exits 66 (the SARIF was
// written before the summary).
// RUN: %cc-log-writer %s -o %t
// RUN: rm -rf %t.tmp && mkdir %t.tmp
// RUN: { env TMPDIR=%t.tmp %heddle run --out %t.sarif -- %t 2>&1 >/dev/null; echo "exit=$?" > %t.out; } | true
// RUN: echo "left=$(ls %t.tmp | wc -l)" >> %t.out
// RUN: %python %inputs/sarif_query.py %t.sarif results >> %t.out
// RUN: %FileCheck %s < %t.out
#include "one_violation.h"

int main(void) {
  fake_open_log();
  REPORT_ONE_VIOLATION(0);
  heddle_log_exit(0);
  return 0;
}

// CHECK:      exit=66
// CHECK-NEXT: left=0
// CHECK-NEXT: sharing-violation {{.*}}closed-stderr.c:15
