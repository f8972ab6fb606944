/* log_set.h — finds and reads the event logs of a run: every heddle.*.hlog in
 * the given directories (plus files named directly), ordered by process start
 * so a parent comes before the children it forked. */
#ifndef HEDDLE_LOG_SET_H
#define HEDDLE_LOG_SET_H

#include <stddef.h>

#include "log_reader.h"

struct log_set {
  struct process_log **logs;
  size_t n;
  char **errors; /* full sentences: unreadable paths, damaged logs */
  size_t n_errors;
};

/* Reads the logs under paths (directories or .hlog files). Problems are
 * collected in set->errors; returns -1 only when out of memory. */
int log_set_load(struct log_set *set, const char *const *paths, size_t n_paths);
void log_set_free(struct log_set *set);

/* Adds a full-sentence error (printf format). */
void log_set_error(struct log_set *set, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif /* HEDDLE_LOG_SET_H */
