// Two SIGTERMs 2 ms apart to heddle's whole process group (what GNU `timeout
// -s TERM` does: the child, then the group): the first kills the program, the
// second reaches heddle while it is still reading the 20,000 records of a
// slow report. heddle finishes the report first — a complete SARIF, no
// heddle-run.* directory or SARIF temporary file left behind — then exits
// 128+15. Three rounds: each one lost the SARIF before the fix.
// RUN: %cc-log-writer %s -o %t
// RUN: rm -rf %t.tmp %t.out && mkdir %t.tmp
// RUN: for round in 1 2 3; do rm -f %t.ready %t.sarif; env TMPDIR=%t.tmp setsid %heddle run --format none --out %t.sarif -- %t %t.ready 20000 & pid=$!; while [ ! -e %t.ready ] && kill -0 $pid; do sleep 0.01; done; kill -TERM -- -$pid; sleep 0.002; kill -TERM -- -$pid; wait $pid; echo "exit=$?" >> %t.out; %python %inputs/sarif_query.py %t.sarif >> %t.out; echo "left=$(ls %t.tmp | wc -l) temp=$(ls %t.sarif.* 2>/dev/null | wc -l)" >> %t.out; done
// RUN: %FileCheck %s < %t.out
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "one_violation.h"

int main(int argc, char **argv) {
  (void)argc;
  fake_open_log();
  for (int i = atoi(argv[2]); i > 0; i--) REPORT_ONE_VIOLATION(0);
  close(open(argv[1], O_CREAT | O_WRONLY, 0644)); /* tell the test to send the signals */
  for (;;) pause();
}

// Each round: the SARIF complete (the query parsed it), nothing left behind.
// CHECK:      exit=143
// CHECK-NEXT: sharing-violation
// CHECK-NEXT: process reports=20000 exited=False
// CHECK-NEXT: executionSuccessful=False
// CHECK-NEXT: notification error: {{.*}}killed by SIGTERM
// CHECK-NEXT: programSignal=15
// CHECK-NEXT: programSignalName=SIGTERM
// CHECK-NEXT: left=0 temp=0
// CHECK:      exit=143
// CHECK-NEXT: sharing-violation
// CHECK-NEXT: process reports=20000 exited=False
// CHECK-NEXT: executionSuccessful=False
// CHECK-NEXT: notification error: {{.*}}killed by SIGTERM
// CHECK-NEXT: programSignal=15
// CHECK-NEXT: programSignalName=SIGTERM
// CHECK-NEXT: left=0 temp=0
// CHECK:      exit=143
// CHECK-NEXT: sharing-violation
// CHECK-NEXT: process reports=20000 exited=False
// CHECK-NEXT: executionSuccessful=False
// CHECK-NEXT: notification error: {{.*}}killed by SIGTERM
// CHECK-NEXT: programSignal=15
// CHECK-NEXT: programSignalName=SIGTERM
// CHECK-NEXT: left=0 temp=0
