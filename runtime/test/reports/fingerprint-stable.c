// primaryLocationLineHash comes from the code, not the line number: inserting
// unrelated lines above the reports moves every result but keeps every
// fingerprint; editing the reported line itself changes its fingerprint.
// RUN: rm -rf %t.d && mkdir %t.d && cp %s %t.d/app.c
// RUN: %cc-log-writer %t.d/app.c -o %t.d/app
// RUN: %heddle run --format none --srcroot %t.d --out %t.before.sarif -- %t.d/app || test $? -eq 66
// RUN: %python %inputs/sarif_query.py %t.before.sarif fingerprints > %t.before
// Unrelated edit: five lines (a comment, a blank and a declaration) inserted at the top.
// RUN: %python -c "p='%t.d/app.c'; s=open(p).read(); open(p,'w').write('/* edit */\n\nstatic int unrelated;\n/* more */\n\n' + s)"
// RUN: %cc-log-writer %t.d/app.c -o %t.d/app
// RUN: %heddle run --format none --srcroot %t.d --out %t.after.sarif -- %t.d/app || test $? -eq 66
// RUN: %python %inputs/sarif_query.py %t.after.sarif fingerprints > %t.after
// RUN: diff %t.before %t.after
// RUN: %python %inputs/sarif_query.py %t.before.sarif results | %FileCheck %s --check-prefix=BEFORE
// RUN: %python %inputs/sarif_query.py %t.after.sarif results | %FileCheck %s --check-prefix=AFTER
// Related edit: the reported line of the second report changes.
// RUN: %python -c "p='%t.d/app.c'; s=open(p).read(); open(p,'w').write(s.replace('REPORT_ONE_VIOLATION(0); // b', 'REPORT_ONE_VIOLATION(0 + 0); // b'))"
// RUN: %cc-log-writer %t.d/app.c -o %t.d/app
// RUN: %heddle run --format none --srcroot %t.d --out %t.edited.sarif -- %t.d/app || test $? -eq 66
// RUN: %python %inputs/sarif_query.py %t.edited.sarif fingerprints > %t.edited
// RUN: %python -c "a=open('%t.before').read().split('\n'); b=open('%t.edited').read().split('\n'); assert a[0]==b[0] and a[1]!=b[1], (a,b)"
#include "one_violation.h"

static void first(void) {
  REPORT_ONE_VIOLATION(0); // a
}

int main(void) {
  fake_open_log();
  first();
  REPORT_ONE_VIOLATION(0); // b
  heddle_log_exit(0);
  return 0;
}

// BEFORE:      sharing-violation app.c:25 [[A:[0-9a-f]+:1]]
// BEFORE-NEXT: sharing-violation app.c:31 [[B:[0-9a-f]+:1]]
// AFTER:       sharing-violation app.c:30 [[A:[0-9a-f]+:1]]
// AFTER-NEXT:  sharing-violation app.c:36 [[B:[0-9a-f]+:1]]
