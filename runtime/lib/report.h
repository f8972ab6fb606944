/* report.h — turning a detected problem into a HEDDLE_EV_REPORT record
 * (via log_writer.h) and, when no log is written, one stderr line. */
#ifndef HEDDLE_REPORT_H
#define HEDDLE_REPORT_H
#include <stdint.h>

#include "event_log.h"
#include "object.h"
#include "stack.h"

struct hd_thread;

struct hd_report {
  enum heddle_rule rule;
  struct hd_thread *thread;
  struct hd_caller caller;   /* where the user code entered the runtime */
  uintptr_t addr;            /* accessed address or API argument */
  uint32_t size;
  int is_write;
  struct hd_object *obj;     /* may be NULL (api-misuse on an untracked pointer) */
  const struct hd_change_rec *other; /* unordered-policy-change: the conflicting change */
  const char *detail;        /* extra words for the message */
};

/* Records the report unless a report of the same rule at the same code
 * location was already made (dedup=1); stops the program under halt_on_error. */
void hd_report(const struct hd_report *r);

/* An annotation suggestion was written (counted for the summary line; not a report). */
void hd_report_count_suggestion(void);
/* Records a cycle of the lock graph (runtime/deadlock/) the same way: once
 * per `site` (a hash of its edges: mutex pairs and acquisition stacks) when
 * dedup=1, counted, printed and halting like hd_report. */
void hd_report_lock_cycle(const struct heddle_ev_lock_cycle *ev, uint64_t site);

/* Number of reports made so far, per rule (index = enum heddle_rule). */
uint32_t hd_report_count(enum heddle_rule rule);
/* Prints "heddle: N report(s) (...)" on stderr when printing is on and N > 0. */
void hd_report_print_summary(void);

extern const char *const hd_rule_names[HEDDLE_RULE_LAST + 1];
extern const char *const hd_policy_names[7];

#endif
