/* report_pipeline.c — see report_pipeline.h. */
#define _GNU_SOURCE
#include "backend.h"
#include "report_pipeline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "findings.h"
#include "names.h"
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

/* Why a process that did not exit has no suggestions, for the summary and the SARIF notification. */
#define NO_SUGGESTIONS_WHY                                                                                      \
  "they are made when the process exits or SIGTERM, SIGINT or SIGHUP stops it, and it ended otherwise (let it exit, " \
  "or stop it with SIGTERM rather than SIGKILL)"

static const char *records_are(size_t n) { return n == 1 ? "record before that is" : "records before that are"; }

/* Processes that ended without an EXIT record crashed, were killed or exec'd
 * another program: their reports up to that point are in the SARIF; say which,
 * it explains the run. The program heddle ran is known by pid, and its signal
 * by the wait status; of the others only the exec is known. Returns whether a
 * line named the program's signal. */
static int note_unfinished(FILE *err, const struct log_set *set, const struct program_outcome *program) {
  int named = 0;
  for (size_t i = 0; i < set->n; i++) {
    const struct process_log *log = set->logs[i];
    if (!log->has_process || log->has_exit || log->error) continue;
    size_t n = log_report_records(log);
    char name[SIGNAL_NAME_MAX];
    if (log->exec_path)
      fprintf(err, "heddle: process %d (%s) exec'd %s; its %zu report %s included\n", log->process.pid,
              log->process.exe, log->exec_path[0] ? log->exec_path : "a program", n, records_are(n));
    else if (program && program->signaled && log->process.pid == program->pid && ++named)
      fprintf(err, "heddle: process %d (%s) was killed by %s; its %zu report %s included\n",
              log->process.pid, log->process.exe, signal_name(program->signal, name), n, records_are(n));
    else
      fprintf(err, "heddle: process %d (%s) ended without exiting normally (crashed or killed); "
                   "its %zu report %s included\n", log->process.pid, log->process.exe, n, records_are(n));
    /* Race mode infers annotations from the whole run, at exit — or, stopped
     * by SIGTERM, SIGINT or SIGHUP, just before it dies (a STOP record): a
     * server or a test stopped by a CI timeout gets them; killed otherwise
     * (SIGKILL, a crash) it gets none, and is told why. */
    if (log->exec_path || !(log->process.backend & HEDDLE_PROCESS_RACE_MODE)) continue;
    if (log->stop_signal)
      fprintf(err, "heddle: process %d made its annotation suggestions when %s stopped it\n", log->process.pid,
              signal_name(log->stop_signal, name));
    else
      fprintf(err, "heddle: process %d made no annotation suggestions: %s\n", log->process.pid, NO_SUGGESTIONS_WHY);
  }
  return named;
}

/* The log of the program heddle ran, or NULL (not built with heddle-cc). */
static const struct process_log *program_log(const struct log_set *set, const struct program_outcome *program) {
  for (size_t i = 0; i < set->n; i++)
    if (set->logs[i]->has_process && set->logs[i]->process.pid == program->pid) return set->logs[i];
  return NULL;
}

/* What the killed program's notification says of its suggestions: race mode
 * makes them at exit, or as a stop signal ends it (a STOP record). */
static const char *suggestions_sentence(const struct log_set *set, const struct program_outcome *program) {
  const struct process_log *log = program_log(set, program);
  if (!log || !(log->process.backend & HEDDLE_PROCESS_RACE_MODE)) return "";
  return log->stop_signal ? " Its annotation suggestions were made as the signal stopped it."
                          : " No annotation suggestions: " NO_SUGGESTIONS_WHY ".";
}

/* The invocation's notification when the program died of a signal. */
static char *killed_sentence(const struct log_set *set, const struct program_outcome *program) {
  if (!program || !program->signaled) return NULL;
  char name[SIGNAL_NAME_MAX], *text = NULL;
  if (asprintf(&text, "The program (pid %d) was killed by %s (signal %d): what it would have run "
                      "after that was not checked; the results are those it logged before.%s",
               program->pid, signal_name(program->signal, name), program->signal,
               suggestions_sentence(set, program)) < 0)
    return NULL;
  return text;
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
  char *killed = killed_sentence(&set, opt->program);
  struct sarif_input in = {
    .findings = &findings,
    .suggestions = &suggestions,
    .logs = set.logs,
    .n_logs = set.n,
    .srcroot = root,
    .program = opt->program,
    .errors = (const char *const *)set.errors,
    .n_errors = set.n_errors,
    .program_killed = killed,
  };
  char *error = NULL;
  int written = sarif_write(opt->out, &in, &error) == 0;

  if (opt->format == SUMMARY_TEXT) {
    text_summary(stderr, &findings, set.n, run_backend(set.logs, set.n), run_backend_auto(set.logs, set.n));
    backend_rehash_summary(stderr, set.logs, set.n);
    backend_page_cache_summary(stderr, set.logs, set.n);
    suggestions_summary(stderr, &suggestions, opt->out);
    /* A program without a log of its own (not built with heddle-cc) still gets its line. */
    if (!note_unfinished(stderr, &set, opt->program) && killed) {
      char name[SIGNAL_NAME_MAX];
      fprintf(stderr, "heddle: the program (pid %d) was killed by %s\n", opt->program->pid,
              signal_name(opt->program->signal, name));
    }
  }
  for (size_t i = 0; i < set.n_errors; i++) fprintf(stderr, "heddle: error: %s\n", set.errors[i]);
  if (written) {
    /* /dev/null: a direct run's exit summary (libheddle's direct_report.c) wants no SARIF. */
    if (opt->format == SUMMARY_TEXT && strcmp(opt->out, "/dev/null") != 0)
      fprintf(stderr, "heddle: SARIF written to %s\n", opt->out);
  } else {
    fprintf(stderr, "heddle: error: %s\n", error ? error : "cannot write the SARIF log");
  }
  outcome.findings = findings.n;
  outcome.failed = !written || set.n_errors > 0;
  free(error);
  free(killed);
  findings_free(&findings);
  suggestions_free(&suggestions);
  log_set_free(&set);
  free(root);
  return outcome;
}
