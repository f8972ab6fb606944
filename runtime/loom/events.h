/* events.h — every install and removal of an execution filter, and a filter
 * removed because it deadlocked, as a record in the event log
 * (HEDDLE_EV_FILTER): the reporter turns them into notifications of the SARIF
 * run's invocation and `filter-deadlock` results (with the waiting threads'
 * stacks). */
#ifndef HEDDLE_LOOM_EVENTS_H
#define HEDDLE_LOOM_EVENTS_H

#include "sync_objects.h"

enum hd_loom_event_kind {
  HD_LOOM_EV_INSTALLED = HEDDLE_FILTER_INSTALLED,
  HD_LOOM_EV_REMOVED = HEDDLE_FILTER_REMOVED,
  HD_LOOM_EV_DEADLOCK = HEDDLE_FILTER_DEADLOCK,
};

/* `where`, `waited_ms`, `constraints` (NULL-free array of the filter's
 * constraints, whose current waiters are recorded): DEADLOCK only. */
void hd_loom_event_filter(enum hd_loom_event_kind kind, int id, const char *name, int at_startup, const char *where,
                          long waited_ms, struct hd_loom_keyed *const *constraints, int nconstraints);

#endif
