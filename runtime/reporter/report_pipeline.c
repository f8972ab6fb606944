/* report_pipeline.c — see report_pipeline.h. */
#define _GNU_SOURCE
#include "report_pipeline.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "findings.h"
#include "log_set.h"
#include "paths.h"
#include "suggestions.h"
#include "text_summary.h"

static char *absolute_srcroot(const char *srcroot) {
  char *cwd = getcwd(NULL, 0);
  char *root = path_join_normalize(cwd, srcroot ? srcroot : ".");
  free(cwd);
  return root;
}

/* Processes that ended without an EXIT record crashed or were killed: their
 * reports up to that point are in the SARIF; say so, it explains the run. */
static void note_crashed(FILE *err, const struct log_set *set) {
  for (size_t i = 0; i < set->n; i++) {
    const struct process_log *log = set->logs[i];
    if (log->has_process && !log->has_exit && !log->error)
      fprintf(err, "heddle: process %d (%s) ended without exiting normally (crashed or killed); "
                   "its %zu report record%s before that are included\n",
              log->process.pid, log->process.exe, log_report_records(log),
              log_report_records(log) == 1 ? "" : "s");
  }
}

struct report_outcome report_pipeline(const char *const *paths, size_t n_paths,
                                      const struct report_options *opt) {
  struct report_outcome outcome = {0};
  struct log_set set;
  struct findings findings = {0};
  struct suggestions suggestions = {0};
  char *root = absolute_srcroot(opt->srcroot);
  /* A program that never ran left no logs; its run error says all there is. */
  size_t n_read = opt->run_error ? 0 : n_paths;
  if (!root || log_set_load(&set, paths, n_read) < 0 || findings_build(set.logs, set.n, &findings) < 0 ||
      suggestions_build(set.logs, set.n, &suggestions) < 0) {
    fprintf(stderr, "heddle: out of memory while reading the event logs\n");
    free(root);
    outcome.failed = 1;
    return outcome;
  }

  if (opt->run_error) log_set_error(&set, "%s", opt->run_error);
  struct sarif_input in = {
    .findings = &findings,
    .suggestions = &suggestions,
    .logs = set.logs,
    .n_logs = set.n,
    .srcroot = root,
    .program = opt->program,
    .errors = (const char *const *)set.errors,
    .n_errors = set.n_errors,
  };
  char *error = NULL;
  int written = sarif_write(opt->out, &in, &error) == 0;

  if (opt->format == SUMMARY_TEXT) {
    text_summary(stderr, &findings, set.n);
    suggestions_summary(stderr, &suggestions, opt->out);
    note_crashed(stderr, &set);
  }
  for (size_t i = 0; i < set.n_errors; i++) fprintf(stderr, "heddle: error: %s\n", set.errors[i]);
  if (written) {
    if (opt->format == SUMMARY_TEXT) fprintf(stderr, "heddle: SARIF written to %s\n", opt->out);
  } else {
    fprintf(stderr, "heddle: error: %s\n", error ? error : "cannot write the SARIF log");
  }
  outcome.findings = findings.n;
  outcome.failed = !written || set.n_errors > 0;
  free(error);
  findings_free(&findings);
  suggestions_free(&suggestions);
  log_set_free(&set);
  free(root);
  return outcome;
}
