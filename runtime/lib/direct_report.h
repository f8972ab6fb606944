/* direct_report.h — reports of a direct run (the program started on its own,
 * not by `heddle run`, and without HEDDLE_LOG_DIR), symbolized by the heddle
 * CLI from the process's in-memory log (log_writer.h heddle_log_open_memory). */
#ifndef HEDDLE_DIRECT_REPORT_H
#define HEDDLE_DIRECT_REPORT_H

/* Runs `heddle report` on this process's memory log when it holds reports:
 * the ThreadSanitizer-style blocks with file:line frames go to stderr. Returns
 * 1 when the reporter printed them, 0 when there was nothing to print or it
 * could not run (it says why, once). */
int hd_direct_report(void);

/* Reports (not suggestions) so far: a process with any exits with exitcode. */
unsigned hd_direct_report_total(void);

#endif
