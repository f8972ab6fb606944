// Reports are deduplicated per rule and code location: a loop reporting the
// same access 3 times is one result seen 3 times; another rule at the same
// line and the same rule elsewhere stay separate results. One location reached
// through different call paths (different stacks) is one result too, also
// when another process (a forked child) reports it.
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
#include <sys/wait.h>
#include <unistd.h>

#include "one_violation.h"

__attribute__((noinline)) static void misuse_in_helper(void) {
  struct heddle_ev_report r;
  FAKE_REPORT(&r, HEDDLE_RULE_API_MISUSE, &shared_counter, 4, 1, 0); heddle_log_append(&r.h);
}

int main(void) {
  fake_open_log();
  for (int i = 0; i < 3; i++) {
    struct heddle_ev_report r;
    FAKE_REPORT(&r, HEDDLE_RULE_SHARING_VIOLATION, &shared_counter, 4, 1, 1); heddle_log_append(&r.h);
    FAKE_REPORT(&r, HEDDLE_RULE_LOCK_NOT_HELD, &shared_counter, 4, 1, 1); heddle_log_append(&r.h);
  }
  REPORT_ONE_VIOLATION(0); // elsewhere
  misuse_in_helper(); // two call paths, one location
  misuse_in_helper();
  pid_t pid = fork();
  if (pid == 0) {
    heddle_log_after_fork(); /* what libheddle's fork interceptor does */
    misuse_in_helper(); // the same location in another process
    heddle_log_exit(0);
    _exit(0);
  }
  waitpid(pid, NULL, 0);
  heddle_log_exit(0);
  return 0;
}

// TEXT:      (seen 3 times at this location)
// TEXT-NEXT: SUMMARY: heddle: sharing-violation {{.*}}dedup.c:25 in main
// TEXT:      (seen 3 times at this location)
// TEXT-NEXT: SUMMARY: heddle: lock-not-held {{.*}}dedup.c:26 in main
// TEXT:      (seen 3 times at this location)
// TEXT-NEXT: SUMMARY: heddle: api-misuse {{.*}}dedup.c:18 in misuse_in_helper
// TEXT:      heddle: 4 reports (2 sharing-violation, 1 lock-not-held, 1 api-misuse) in 2 processes
// QUERY:      sharing-violation dedup.c:25
// QUERY-NEXT: lock-not-held dedup.c:26
// QUERY-NEXT: sharing-violation dedup.c:28 {{.*}} threads=T0
// QUERY-NEXT: api-misuse dedup.c:18 {{.*}} threads=T0
// QUERY-NOT:  {{.}}
// SARIF: Seen 3 times.
// SARIF: "occurrences": 3
