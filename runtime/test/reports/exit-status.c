// With no reports, heddle run exits with the program's own status, so it can
// stand in for the bare command; the SARIF has no results and records it.
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 7 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif | %FileCheck %s --check-prefix=QUERY
// RUN: %sarif-validate %t.sarif
// CHECK:      heddle: 0 reports in 1 process
// CHECK-NEXT: heddle: SARIF written to
// CHECK-NEXT: exit=7
// QUERY:      process reports=0 exited=True
// QUERY-NEXT: executionSuccessful=True
// QUERY-NEXT: programExitCode=7
#include "fake_runtime.h"

int main(int argc, char **argv) {
  fake_open_log();
  int status = argc > 1 ? atoi(argv[1]) : 0;
  heddle_log_exit(status);
  return status;
}
