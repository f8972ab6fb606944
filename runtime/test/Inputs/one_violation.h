/* one_violation.h — appends one sharing-violation report (frame #0 at the
 * calling line) for the crash tests, which then end the process badly. */
#ifndef HEDDLE_TEST_ONE_VIOLATION_H
#define HEDDLE_TEST_ONE_VIOLATION_H

#include "fake_runtime.h"

static int shared_counter;

#define REPORT_ONE_VIOLATION(tid)                                                  \
  do {                                                                             \
    struct heddle_ev_report one_;                                                  \
    FAKE_REPORT(&one_, HEDDLE_RULE_SHARING_VIOLATION, &shared_counter, 4, 1, tid); \
    fake_object(&one_, &shared_counter, 4, 1, 0, NULL, "shared_counter");          \
    heddle_log_append(&one_.h);                                                    \
  } while (0)

#endif /* HEDDLE_TEST_ONE_VIOLATION_H */
