// A process that exec()s keeps its pid: the new image's log must not overwrite
// the old one (the writer adds a suffix), so reports from before and after the
// exec are both in the SARIF.
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif | %FileCheck %s --check-prefix=QUERY
#include <unistd.h>

#include "one_violation.h"

int main(int argc, char **argv) {
  fake_open_log();
  if (argc == 1) {
    REPORT_ONE_VIOLATION(0); // before exec
    execl(argv[0], argv[0], "again", (char *)NULL);
    return 2;
  }
  REPORT_ONE_VIOLATION(0); // after exec
  heddle_log_exit(0);
  return 0;
}

// CHECK: heddle: 2 reports (2 sharing-violation) in 2 processes
// QUERY-DAG: sharing-violation exec-keeps-pid.c:15
// QUERY-DAG: sharing-violation exec-keeps-pid.c:19
// QUERY-DAG: process reports=1 exited=False
// QUERY-DAG: process reports=1 exited=True
