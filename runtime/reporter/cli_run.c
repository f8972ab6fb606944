/* cli_run.c — `heddle run -- PROGRAM ARGS`: a fresh log directory, the program
 * run under supervision, then the SARIF — whatever way the program ended. */
#define _GNU_SOURCE
#include <errno.h>
#include <ftw.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "cli_filters.h"
#include "exit_codes.h"
#include "run_program.h"

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
  (void)st; (void)flag; (void)ftw;
  return remove(path);
}

/* A fresh directory for this run's logs: under $HEDDLE_LOG_DIR when set (and
 * then kept: the user asked for logs there), else under $TMPDIR or /tmp. */
static char *make_log_dir(int *keep, char **error) {
  const char *base = getenv("HEDDLE_LOG_DIR");
  if (base && base[0]) *keep = 1;
  else if (!(base = getenv("TMPDIR")) || !base[0]) base = "/tmp";
  char *dir = NULL;
  if (asprintf(&dir, "%s/heddle-run.XXXXXX", base) < 0) return NULL;
  if (!mkdtemp(dir)) {
    if (asprintf(error, "cannot create a log directory in %s: %s. Set HEDDLE_LOG_DIR or TMPDIR "
                        "to a writable directory.", base, strerror(errno)) < 0)
      *error = NULL;
    free(dir);
    return NULL;
  }
  /* The program's log files are <dir>/heddle.<pid>[.<n>].hlog: say now if
   * such a path could not be opened, rather than "no event log" afterwards. */
  size_t longest = strlen(dir) + sizeof "/heddle.4294967295.999.hlog";
  if (longest > PATH_MAX) {
    if (asprintf(error, "the log directory %s is %zu bytes long: the program's log files in it would "
                        "have paths longer than PATH_MAX (%d bytes), which the system cannot open. "
                        "Set HEDDLE_LOG_DIR or TMPDIR to a shorter directory.",
                 dir, strlen(dir), PATH_MAX) < 0)
      *error = NULL;
    rmdir(dir);
    free(dir);
    return NULL;
  }
  return dir;
}

int cli_run(int argc, char **argv) {
  struct cli_options opt;
  int rc = cli_parse(argc, argv, 1, &opt);
  if (rc) return rc < 0 ? HEDDLE_EXIT_CLEAN : rc;
  if (opt.first_arg >= argc) {
    fputs("heddle run: name the program to run, e.g. heddle run -- ./app args\n", stderr);
    cli_usage(stderr);
    return HEDDLE_EXIT_USAGE;
  }
  char **program = argv + opt.first_arg;
  if (loom_cli_prepare_filters(opt.filters, opt.nfilters) != 0) return HEDDLE_EXIT_USAGE;
  struct run_result run = {0};
  sigset_t old_mask;
  run_signals_block(&old_mask); /* until the SARIF is written and the logs removed */
  char *log_dir = make_log_dir(&opt.keep_logs, &run.error);
  if (log_dir) run_program(program, log_dir, &old_mask, &run);
  /* A summary to a closed pipe (`heddle run ... 2>&1 | head`) must not kill
   * heddle before it removes the log directory; set only now, since an
   * ignored signal would stay ignored in the program across exec. */
  signal(SIGPIPE, SIG_IGN);

  struct program_outcome outcome = {
    .argv = (const char *const *)program,
    .exited = run.exited, .exit_status = run.exit_status,
    .signaled = run.signaled, .signal = run.signal, .pid = run.pid,
  };
  opt.report.program = &outcome;
  opt.report.run_error = run.error;
  const char *dirs[] = {log_dir};
  struct report_outcome out = report_pipeline(dirs, log_dir ? 1 : 0, &opt.report);

  if (log_dir && opt.keep_logs) fprintf(stderr, "heddle: event logs kept in %s\n", log_dir);
  else if (log_dir) nftw(log_dir, remove_entry, 8, FTW_DEPTH | FTW_PHYS);
  free(log_dir);
  free(run.error);
  run_signals_release(&old_mask, &run);

  /* Asked to stop (the report was finished first): say so as a shell would. */
  if (run.stop_signal) return 128 + run.stop_signal;
  if (!run.started || out.failed) return HEDDLE_EXIT_FAILURE;
  /* A crash is never hidden behind "reports found". */
  if (run.signaled) return 128 + run.signal;
  if (out.findings) return HEDDLE_EXIT_REPORTS;
  return run.exit_status;
}
