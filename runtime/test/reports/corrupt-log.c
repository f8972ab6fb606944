// A damaged event log gives a clear error (file, byte offset, what is wrong,
// how many records were kept), exit status 70, and a valid SARIF with every
// complete record before the damage and the error as a notification.
// RUN: %cc-log-writer %s -o %t
// RUN: rm -rf %t.dir %t.bad %t.foreign && mkdir %t.dir %t.bad %t.foreign
// RUN: env HEDDLE_LOG_DIR=%t.dir %t
// Cut the file inside the last REPORT record (the EXIT record is 16 bytes).
// RUN: %python -c "import glob,os; f=glob.glob('%t.dir/heddle.*.hlog')[0]; os.truncate(f, os.path.getsize(f) - 16 - 100)"
// RUN: %heddle report --srcroot %S --out %t.sarif %t.dir 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TRUNC < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif | %FileCheck %s --check-prefix=QUERY
// RUN: %sarif-validate %t.sarif
// An unknown record kind after the complete records.
// RUN: env HEDDLE_LOG_DIR=%t.bad %t
// RUN: %python -c "import glob,struct; f=glob.glob('%t.bad/heddle.*.hlog')[0]; open(f,'ab').write(struct.pack('<II', 99, 64) + bytes(56))"
// RUN: %heddle report --format none --out %t.bad.sarif %t.bad 2> %t.bad.err; echo "exit=$?" >> %t.bad.err
// RUN: %FileCheck %s --check-prefix=KIND < %t.bad.err
// Not a heddle log at all.
// RUN: %python -c "open('%t.foreign/heddle.1.hlog','wb').write(b'\x01\x00\x00\x00' + b'\x30\x20\x00\x00' + bytes(8232))"
// RUN: %heddle report --format none --out %t.foreign.sarif %t.foreign 2> %t.foreign.err; echo "exit=$?" >> %t.foreign.err
// RUN: %FileCheck %s --check-prefix=FOREIGN < %t.foreign.err
// RUN: %sarif-validate %t.bad.sarif %t.foreign.sarif
#include "one_violation.h"

int main(void) {
  fake_open_log();
  REPORT_ONE_VIOLATION(0); // first
  REPORT_ONE_VIOLATION(0); // second
  REPORT_ONE_VIOLATION(0); // third: cut
  heddle_log_exit(0);
  return 0;
}

// TRUNC:      heddle: 2 reports (2 sharing-violation) in 1 process
// TRUNC-NEXT: heddle: error: event log {{.*}}heddle.{{[0-9]+}}.hlog: damaged at byte {{[0-9]+}} (record truncated (the file ends inside it): kind 4, size {{[0-9]+}}, {{[0-9]+}} bytes left); kept the {{[0-9]+}} complete records before it. The file was cut short or overwritten; re-run the program to get a complete log.
// TRUNC-NEXT: heddle: SARIF written to
// TRUNC-NEXT: exit=70

// QUERY:      sharing-violation corrupt-log.c:27 {{[0-9a-f]+}}:1 related=0 threads=T0
// QUERY-NEXT: sharing-violation corrupt-log.c:28 {{[0-9a-f]+}}:1 related=0 threads=T0
// QUERY-NEXT: process reports=2 exited=False
// QUERY-NEXT: executionSuccessful=False
// QUERY-NEXT: notification error: event log {{.*}}: damaged at byte

// KIND:      heddle: error: event log {{.*}}: damaged at byte {{[0-9]+}} (unknown record kind: kind 99, size 64, 64 bytes left)
// KIND-NEXT: exit=70

// FOREIGN:      heddle: error: event log {{.*}}heddle.1.hlog: not a heddle event log (bad magic number in the first record).
// FOREIGN-NEXT: exit=70
