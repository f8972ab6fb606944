/* cli_run.c — `heddle run -- PROGRAM ARGS`: a fresh log directory, the program
 * run under supervision, then the SARIF — whatever way the program ended. */
#define _GNU_SOURCE
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
  char *log_dir = make_log_dir(&opt.keep_logs, &run.error);
  if (log_dir) run_program(program, log_dir, &run);

  struct program_outcome outcome = {
    .argv = (const char *const *)program,
    .exited = run.exited, .exit_status = run.exit_status,
    .signaled = run.signaled, .signal = run.signal,
  };
  opt.report.program = &outcome;
  opt.report.run_error = run.error;
  const char *dirs[] = {log_dir};
  struct report_outcome out = report_pipeline(dirs, log_dir ? 1 : 0, &opt.report);

  if (log_dir && opt.keep_logs) fprintf(stderr, "heddle: event logs kept in %s\n", log_dir);
  else if (log_dir) nftw(log_dir, remove_entry, 8, FTW_DEPTH | FTW_PHYS);
  free(log_dir);
  free(run.error);

  if (!run.started || out.failed) return HEDDLE_EXIT_FAILURE;
  if (out.findings) return HEDDLE_EXIT_REPORTS;
  return run.signaled ? 128 + run.signal : run.exit_status;
}
