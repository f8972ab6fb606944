/* log_reader.h — reads one process's event log (event_log.h): the records it
 * keeps are copied out of a read-only mapping of the file (mapped_file.h).
 *
 * A damaged file (truncated, bad size, unknown kind, wrong magic or version) is
 * never fatal: every complete record before the damage is kept and `error` says
 * what is wrong and where, so the reporter can still report what was logged. */
#ifndef HEDDLE_LOG_READER_H
#define HEDDLE_LOG_READER_H

#include <stddef.h>

#include "event_log.h"

struct process_log {
  char *path;                          /* the .hlog file */
  struct heddle_ev_process process;    /* zeroed when the file had no valid PROCESS record */
  int has_process;
  struct heddle_ev_module *modules;
  size_t n_modules;
  struct heddle_ev_thread *threads;
  size_t n_threads;
  struct heddle_ev_report *reports;
  size_t n_reports;
  struct heddle_ev_suggestion *suggestions; /* annotation suggestions (race mode) */
  size_t n_suggestions;
  struct heddle_ev_lock_cycle *cycles; /* lock-order inversions */
  size_t n_cycles;
  struct heddle_ev_filter *filters;    /* execution filters installed and removed (a deadlock is also a report) */
  size_t n_filters;
  struct heddle_ev_backend backend;    /* backend=mpk's counters (has_backend) */
  int has_backend;                     /* backend=mpk ran and the process exited */
  struct heddle_ev_exit exit;
  int has_exit;                        /* 0 after a crash or kill */
  int stop_signal;                     /* a STOP record: race mode's suggestions made as this signal ended it */
  char *exec_path;                     /* the log ends with an EXEC record: the image exec'd this */
  char *error;                         /* NULL, or what is damaged and where */
};

/* Reads path. Returns NULL only when out of memory; an unreadable or damaged
 * file yields a log with `error` set (and the records before the damage). */
struct process_log *log_read(const char *path);
/* The same for a file the caller mapped (tests change the file after mapping it). */
struct mapped_file;
struct process_log *log_read_mapped(const char *path, struct mapped_file *file);
void log_free(struct process_log *log);

/* Records that are reports: REPORT and LOCK_CYCLE. */
size_t log_report_records(const struct process_log *log);

/* The thread record with this stable index, or NULL when it was not logged. */
const struct heddle_ev_thread *log_thread(const struct process_log *log, unsigned tid);

#endif /* HEDDLE_LOG_READER_H */
