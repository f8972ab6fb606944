// The program exits at once; the child it forked reports only after its parent
// is gone. heddle run is the child subreaper and waits for it, so the child's
// report is in the SARIF.
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif processes | %FileCheck %s --check-prefix=QUERY
#include <unistd.h>

#include "one_violation.h"

int main(void) {
  fake_open_log();
  pid_t parent = getpid();
  if (fork() == 0) {
    heddle_log_after_fork();
    while (getppid() == parent) usleep(10000); /* reparented once the parent exits */
    REPORT_ONE_VIOLATION(0); // orphan's report
    heddle_log_exit(0);
    _exit(0);
  }
  heddle_log_exit(0);
  return 0;
}

// TEXT:      SUMMARY: heddle: sharing-violation {{.*}}orphaned-child.c:18 in main
// TEXT:      heddle: 1 report (1 sharing-violation) in 2 processes
// TEXT:      exit=66
// QUERY:      process reports=0 exited=True
// QUERY-NEXT: process reports=1 exited=True
