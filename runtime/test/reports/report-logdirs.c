// heddle report reads logs of direct runs: several directories and single
// .hlog files, merged and deduplicated into one SARIF (exit 66), and a
// directory with no report gives 0.
// RUN: rm -rf %t.a %t.b %t.clean && mkdir %t.a %t.b %t.clean
// RUN: %cc-log-writer %s -o %t
// RUN: env HEDDLE_LOG_DIR=%t.a %t 1
// RUN: env HEDDLE_LOG_DIR=%t.b %t 2
// RUN: env HEDDLE_LOG_DIR=%t.clean %t 0
// RUN: %heddle report --srcroot %S --out %t.sarif %t.a %t.b/heddle.*.hlog 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
// RUN: %heddle report --format none --out %t.clean.sarif %t.clean; echo "exit=$?" > %t.clean.out
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.clean.out
#include "one_violation.h"

int main(int argc, char **argv) {
  fake_open_log();
  int kind = argc > 1 ? atoi(argv[1]) : 0;
  if (kind >= 1) REPORT_ONE_VIOLATION(0); // every run with reports
  if (kind == 2) REPORT_ONE_VIOLATION(0); // only the second
  heddle_log_exit(0);
  return 0;
}

// CHECK:      (seen 2 times at this location)
// CHECK:      heddle: 2 reports (2 sharing-violation) in 2 processes
// CHECK-NEXT: heddle: SARIF written to
// CHECK-NEXT: exit=66
// QUERY:      sharing-violation report-logdirs.c:19
// QUERY-NEXT: sharing-violation report-logdirs.c:20
// CLEAN: exit=0
