// The program's binary is gone when the logs are reported: a warning names it,
// its frames are module+offset, and the result still has a physical location
// (the binary, with its relative address) that both validators accept.
// RUN: rm -rf %t.d && mkdir -p %t.d/logs
// RUN: %cc-log-writer %s -o %t.d/app
// RUN: env HEDDLE_LOG_DIR=%t.d/logs %t.d/app
// RUN: rm %t.d/app
// RUN: %heddle report --srcroot %t.d --out %t.sarif %t.d/logs 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// RUN: %sarif-validate %t.sarif
#include "one_violation.h"

int main(void) {
  fake_open_log();
  REPORT_ONE_VIOLATION(0);
  heddle_log_exit(0);
  return 0;
}

// CHECK:      heddle: warning: cannot read {{.*}}/app (No such file or directory); its frames are shown as module+offset. Keep the binaries of a run until it is reported.
// CHECK:      #0 <unknown> (app+0x{{[0-9a-f]+}})
// CHECK:      SUMMARY: heddle: sharing-violation in <unknown location>
// QUERY:      sharing-violation app:0
// SARIF:      "uri": "app",
// SARIF-NEXT: "uriBaseId": "SRCROOT"
// SARIF-NEXT: },
// SARIF-NEXT: "address": {
// SARIF-NEXT:   "relativeAddress": {{[0-9]+}}
