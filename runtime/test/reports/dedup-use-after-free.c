// Deduplication keys by rule, location and the kind of finding: a use after
// free at a location already reported for an ownership violation is a result
// of its own (issue #12 item 4), while repeats of each still merge.
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s < %t.err
// CHECK: heddle: 2 reports (2 sharing-violation) in 1 process
#include "one_violation.h"

static struct heddle_change freed;

int main(void) {
  fake_open_log();
  FAKE_CHANGE(&freed, HEDDLE_CHANGE_FREE, 0);
  for (int i = 0; i < 4; i++) {
    struct heddle_ev_report r;
    FAKE_REPORT(&r, HEDDLE_RULE_SHARING_VIOLATION, &shared_counter, 4, 1, 1); /* the same line each time */
    if (i >= 2) r.last_change = freed; /* the second pair: a use after free */
    heddle_log_append(&r.h);
  }
  heddle_log_exit(0);
  return 0;
}
