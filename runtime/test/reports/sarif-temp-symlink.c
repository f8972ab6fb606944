// The SARIF's temporary file is created afresh (mkstemp in the output's
// directory), never opened by a predictable name: a symlink planted at the old
// name <out>.tmp.<pid> (the pid is $$, which exec keeps) is not followed, so
// the file it points to is unchanged, and the SARIF is a regular file with the
// usual umask-respecting mode.
// RUN: %cc-log-writer %s -o %t
// RUN: rm -rf %t.logs %t.sarif %t.sarif.tmp.* && mkdir %t.logs
// RUN: env HEDDLE_LOG_DIR=%t.logs %t
// RUN: echo precious > %t.victim
// RUN: sh -c 'umask 022; ln -s %t.victim %t.sarif.tmp.$$ && exec %heddle report --format none --out %t.sarif %t.logs'; echo "exit=$?" > %t.out
// RUN: cat %t.victim >> %t.out
// RUN: stat -c '%%F %%a' %t.sarif >> %t.out
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
// CHECK-NEXT: precious
// CHECK-NEXT: regular file 644
// CHECK-NEXT: sharing-violation {{.*}}sarif-temp-symlink.c:19
