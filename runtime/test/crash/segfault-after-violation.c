// The program is killed by SIGSEGV right after a violation: heddle run still
// writes the complete SARIF (the record reached the log with one write(2)),
// names the signal and exits 139 (128+11, not 66: reports never hide a crash).
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif | %FileCheck %s --check-prefix=QUERY
// RUN: %sarif-validate %t.sarif
// Without reports the program's own death is heddle run's status (128+11).
// RUN: env CRASH_ONLY=1 %heddle run --format none --out %t.clean.sarif -- %t; echo "exit=$?" > %t.clean
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.clean
#include <signal.h>
#include <stdlib.h>

#include "one_violation.h"

int main(void) {
  fake_open_log();
  if (!getenv("CRASH_ONLY")) REPORT_ONE_VIOLATION(0);
  *(volatile int *)0 = 1; /* SIGSEGV right after the report */
  return 0;
}

// TEXT:      WARNING: heddle: sharing-violation (pid {{[0-9]+}})
// TEXT:      SUMMARY: heddle: sharing-violation {{.*}}segfault-after-violation.c:19 in main
// TEXT:      heddle: 1 report (1 sharing-violation) in 1 process
// TEXT-NEXT: heddle: process {{[0-9]+}} ({{.*}}) was killed by SIGSEGV; its 1 report record before that is included
// TEXT-NEXT: heddle: SARIF written to {{.*}}.sarif
// TEXT-NEXT: exit=139

// QUERY:      sharing-violation segfault-after-violation.c:19 {{[0-9a-f]+}}:1 related=0 threads=T0
// QUERY-NEXT: process reports=1 exited=False
// QUERY-NEXT: executionSuccessful=False
// QUERY-NEXT: notification error: The program (pid {{[0-9]+}}) was killed by SIGSEGV (signal 11): what it would have run after that was not checked; the results are those it logged before.
// QUERY-NEXT: programSignal=11
// QUERY-NEXT: programSignalName=SIGSEGV

// CLEAN: exit=139
