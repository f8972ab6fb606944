/* run_program.h — runs the program under test for `heddle run` and waits for
 * it and every process it forked.
 *
 * The program gets HEDDLE_LOG_DIR=<log_dir>; libheddle in it (and in its
 * forked children) appends to <log_dir>/heddle.<pid>.hlog. SIGINT, SIGTERM,
 * SIGHUP and SIGQUIT sent to heddle are forwarded to the program (a terminal's
 * Ctrl-C already reaches both, so it is not sent twice); heddle itself keeps
 * running, so it can always write the SARIF afterwards. heddle becomes a child
 * subreaper, so forked children that outlive the program are waited for too
 * (up to a grace period) before their logs are read.
 *
 * The signals stay blocked (run_signals_block) from before the log directory
 * is made until the SARIF is written and the directory removed: a second
 * SIGTERM (GNU timeout signals heddle, then its whole process group) or a
 * double Ctrl-C must not kill heddle half-way through its report. Such a
 * signal is taken afterwards (run_signals_release) and heddle exits 128+N. */
#ifndef HEDDLE_RUN_PROGRAM_H
#define HEDDLE_RUN_PROGRAM_H

#include <signal.h>

struct run_result {
  int started;             /* 0: exec failed (error says why) */
  int exited, exit_status;
  int signaled, signal;
  int pid;                 /* the program's process */
  int stop_signal;         /* a forwarded signal heddle got after the program ended, or 0 */
  char *error;             /* full sentence, caller frees; NULL when started */
};

/* Seconds to wait for forked children still running after the program ended. */
#define RUN_CHILD_GRACE_SECONDS 10

/* Blocks SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGCHLD; *old gets the mask before. */
void run_signals_block(sigset_t *old);

/* Runs the program with the signals blocked by run_signals_block (old: the
 * mask before, which the program gets). */
void run_program(char *const argv[], const char *log_dir, const sigset_t *old, struct run_result *out);

/* After the report is written: takes a forwarded signal that arrived while
 * reporting (if out->stop_signal is not set already), restores *old. */
void run_signals_release(const sigset_t *old, struct run_result *out);

#endif /* HEDDLE_RUN_PROGRAM_H */
