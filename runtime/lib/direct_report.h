/* direct_report.h — reports of a direct run (the program started on its own,
 * not by `heddle run`, and without HEDDLE_LOG_DIR), symbolized by the heddle
 * CLI from the process's in-memory log (log_writer.h heddle_log_open_memory). */
#ifndef HEDDLE_DIRECT_REPORT_H
#define HEDDLE_DIRECT_REPORT_H

/* Runs `heddle report` on this process's memory log when it holds reports:
 * the ThreadSanitizer-style blocks with file:line frames go to stderr. Returns
 * 1 when the reporter printed them, 0 when this process has nothing to print
 * (or print_reports=0), -1 when there is no memory log or the reporter could
 * not do it (then the runtime's own count line is the summary). */
int hd_direct_report(void);
/* The same from a signal handler ending the process (no stdio flush: the
 * signal may have interrupted stdio holding a stream's lock). */
int hd_direct_report_in_signal(void);

/* Reports (not suggestions) this process made (a forked child: since the
 * fork): a process with any exits with exitcode. */
unsigned hd_direct_report_total(void);

/* Called once at start-up, after the log is open: counts a forked child's
 * reports from the fork on; a direct run also prints its reports when a deadly
 * signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT) kills it. */
void hd_direct_report_init(void);

#endif
