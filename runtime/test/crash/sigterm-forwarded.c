// SIGTERM sent to heddle (a CI timeout) is forwarded to the program, which
// dies of it; heddle survives, writes the SARIF with the report logged before,
// and exits 143 (128+15, the program's death).
// RUN: %cc-log-writer %s -o %t
// RUN: rm -f %t.ready
// RUN: %heddle run --out %t.sarif -- %t %t.ready 2> %t.err & pid=$!; while [ ! -e %t.ready ] && kill -0 $pid; do sleep 0.1; done; kill -TERM $pid; wait $pid; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif notifications | %FileCheck %s --check-prefix=QUERY
// RUN: %sarif-validate %t.sarif
#include <fcntl.h>
#include <unistd.h>

#include "one_violation.h"

int main(int argc, char **argv) {
  (void)argc;
  fake_open_log();
  REPORT_ONE_VIOLATION(0);
  close(open(argv[1], O_CREAT | O_WRONLY, 0644)); /* tell the test to send SIGTERM */
  for (;;) pause();
}

// TEXT:      heddle: 1 report (1 sharing-violation) in 1 process
// TEXT-NEXT: heddle: process {{[0-9]+}} ({{.*}}) was killed by SIGTERM
// TEXT:      exit=143
// QUERY:      executionSuccessful=False
// QUERY-NEXT: notification error: The program (pid {{[0-9]+}}) was killed by SIGTERM (signal 15)
// QUERY-NEXT: programSignal=15
// QUERY-NEXT: programSignalName=SIGTERM
