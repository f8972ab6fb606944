/* filter_notes.h — execution filters installed and removed during a run
 * (HEDDLE_EV_FILTER records, runtime/loom/events.c) as notifications of the
 * SARIF run's invocation: one per install or removal, in the order they
 * happened in each process. */
#ifndef HEDDLE_FILTER_NOTES_H
#define HEDDLE_FILTER_NOTES_H

#include <stddef.h>

#include "json_writer.h"
#include "log_reader.h"

size_t filter_notes_count(struct process_log *const *logs, size_t n_logs);
/* Writes them as toolExecutionNotifications array elements. */
void filter_notes_write(struct json_writer *w, struct process_log *const *logs, size_t n_logs);

#endif
