/* run_program.h — runs the program under test for `heddle run` and waits for
 * it and every process it forked.
 *
 * The program gets HEDDLE_LOG_DIR=<log_dir>; libheddle in it (and in its
 * forked children) appends to <log_dir>/heddle.<pid>.hlog. SIGINT, SIGTERM,
 * SIGHUP and SIGQUIT sent to heddle are forwarded to the program (a terminal's
 * Ctrl-C already reaches both, so it is not sent twice); heddle itself keeps
 * running, so it can always write the SARIF afterwards. heddle becomes a child
 * subreaper, so forked children that outlive the program are waited for too
 * (up to a grace period) before their logs are read. */
#ifndef HEDDLE_RUN_PROGRAM_H
#define HEDDLE_RUN_PROGRAM_H

struct run_result {
  int started;             /* 0: exec failed (error says why) */
  int exited, exit_status;
  int signaled, signal;
  char *error;             /* full sentence, caller frees; NULL when started */
};

/* Seconds to wait for forked children still running after the program ended. */
#define RUN_CHILD_GRACE_SECONDS 10

void run_program(char *const argv[], const char *log_dir, struct run_result *out);

#endif /* HEDDLE_RUN_PROGRAM_H */
