// Reports are deduplicated per rule and code location: a loop reporting the
// same access 3 times is one result seen 3 times; another rule at the same
// line and the same rule elsewhere stay separate results.
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
#include "one_violation.h"

int main(void) {
  fake_open_log();
  for (int i = 0; i < 3; i++) {
    struct heddle_ev_report r;
    FAKE_REPORT(&r, HEDDLE_RULE_SHARING_VIOLATION, &shared_counter, 4, 1, 1); heddle_log_append(&r.h);
    FAKE_REPORT(&r, HEDDLE_RULE_LOCK_NOT_HELD, &shared_counter, 4, 1, 1); heddle_log_append(&r.h);
  }
  REPORT_ONE_VIOLATION(0); // elsewhere
  heddle_log_exit(0);
  return 0;
}

// TEXT:      (seen 3 times at this location)
// TEXT:      heddle: 3 reports (2 sharing-violation, 1 lock-not-held) in 1 process
// QUERY:      sharing-violation dedup.c:15
// QUERY-NEXT: lock-not-held dedup.c:16
// QUERY-NEXT: sharing-violation dedup.c:18 {{.*}} threads=T0
// QUERY-NOT:  {{.}}
// SARIF: Seen 3 times.
// SARIF: "occurrences": 3
