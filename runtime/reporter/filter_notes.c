/* filter_notes.c — see filter_notes.h. */
#include "filter_notes.h"

#include <stdio.h>
#include <time.h>

size_t filter_notes_count(struct process_log *const *logs, size_t n_logs) {
  size_t n = 0;
  for (size_t i = 0; i < n_logs; i++) n += logs[i]->n_filters;
  return n;
}

static void note(struct json_writer *w, const struct process_log *log, const struct heddle_ev_filter *e) {
  char when[64] = "";
  time_t t = (time_t)(e->time_ns / 1000000000u);
  struct tm tm;
  if (gmtime_r(&t, &tm)) strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", &tm);
  char text[4600];
  int pid = log->has_process ? log->process.pid : 0;
  switch (e->action) {
    case HEDDLE_FILTER_INSTALLED:
      snprintf(text, sizeof text, "Execution filter %u (%s) installed %s in process %d.", e->id, e->name,
               e->at_startup ? "at start-up" : "into the running program", pid);
      break;
    case HEDDLE_FILTER_REMOVED:
      snprintf(text, sizeof text, "Execution filter %u (%s) removed from process %d.", e->id, e->name, pid);
      break;
    default:
      snprintf(text, sizeof text,
               "Execution filter %u (%s) deadlocked process %d: a thread waited %lld ms in its constraint at %s; "
               "the filter was removed and the program went on without it (see the filter-deadlock result).",
               e->id, e->name, pid, (long long)e->waited_ms, e->constraint);
  }
  json_begin_object(w);
  json_member_string(w, "level", e->action == HEDDLE_FILTER_DEADLOCK ? "warning" : "note");
  json_key(w, "message");
  json_begin_object(w);
  json_member_string(w, "text", text);
  json_end_object(w);
  if (when[0]) json_member_string(w, "timeUtc", when);
  json_key(w, "properties");
  json_begin_object(w);
  json_member_string(w, "heddleFilterAction", e->action == HEDDLE_FILTER_INSTALLED ? "installed"
                                              : e->action == HEDDLE_FILTER_REMOVED ? "removed"
                                                                                   : "deadlock");
  json_member_int(w, "heddleFilterId", e->id);
  json_member_string(w, "heddleFilter", e->name);
  json_end_object(w);
  json_end_object(w);
}

void filter_notes_write(struct json_writer *w, struct process_log *const *logs, size_t n_logs) {
  for (size_t i = 0; i < n_logs; i++)
    for (size_t j = 0; j < logs[i]->n_filters; j++) note(w, logs[i], &logs[i]->filters[j]);
}
