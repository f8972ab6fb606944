// A forked child reports a violation and then crashes; the parent reports its
// own. heddle run covers both processes' logs: two results, two processes
// (the child's without a normal exit).
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif | %FileCheck %s --check-prefix=QUERY
// RUN: %sarif-validate %t.sarif
#include <sys/wait.h>
#include <unistd.h>

#include "one_violation.h"

int main(void) {
  fake_open_log();
  pid_t pid = fork();
  if (pid == 0) {
    heddle_log_after_fork(); /* what libheddle's fork interceptor does */
    REPORT_ONE_VIOLATION(0); // child's report
    *(volatile int *)0 = 1;
  }
  waitpid(pid, NULL, 0);
  REPORT_ONE_VIOLATION(0); // parent's report
  heddle_log_exit(0);
  return 0;
}

// TEXT-DAG:  SUMMARY: heddle: sharing-violation {{.*}}fork-child-violation.c:19 in main
// TEXT-DAG:  SUMMARY: heddle: sharing-violation {{.*}}fork-child-violation.c:23 in main
// TEXT:      heddle: 2 reports (2 sharing-violation) in 2 processes
// TEXT-NEXT: heddle: process {{[0-9]+}} ({{.*}}) ended without exiting normally (crashed or killed); its 1 report record before that is included
// TEXT-NEXT: heddle: SARIF written to
// TEXT-NEXT: exit=66

// QUERY:      sharing-violation fork-child-violation.c:23 {{[0-9a-f]+}}:1 related=0 threads=T0
// QUERY-NEXT: sharing-violation fork-child-violation.c:19 {{[0-9a-f]+}}:1 related=0 threads=T0
// QUERY-NEXT: process reports=1 exited=True
// QUERY-NEXT: process reports=1 exited=False
// QUERY-NEXT: executionSuccessful=True
// QUERY-NEXT: programExitCode=0
