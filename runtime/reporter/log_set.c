/* log_set.c — see log_set.h. */
#define _GNU_SOURCE
#include "log_set.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

void log_set_error(struct log_set *set, const char *fmt, ...) {
  char **grown = realloc(set->errors, (set->n_errors + 1) * sizeof *grown);
  if (!grown) return;
  set->errors = grown;
  va_list ap;
  va_start(ap, fmt);
  if (vasprintf(&set->errors[set->n_errors], fmt, ap) >= 0) set->n_errors++;
  va_end(ap);
}

static int add_file(struct log_set *set, const char *path) {
  struct process_log *log = log_read(path);
  if (!log) return -1;
  struct process_log **grown = realloc(set->logs, (set->n + 1) * sizeof *grown);
  if (!grown) { log_free(log); return -1; }
  set->logs = grown;
  set->logs[set->n++] = log;
  if (log->error) log_set_error(set, "event log %s: %s.", path, log->error);
  return 0;
}

static int is_log_name(const char *name) {
  size_t n = strlen(name);
  return strncmp(name, "heddle.", 7) == 0 && n > 12 && strcmp(name + n - 5, ".hlog") == 0;
}

static int add_directory(struct log_set *set, const char *dir) {
  DIR *d = opendir(dir);
  if (!d) {
    log_set_error(set, "cannot open log directory %s: %s.", dir, strerror(errno));
    return 0;
  }
  size_t before = set->n;
  int rc = 0;
  for (struct dirent *e; rc == 0 && (e = readdir(d));) {
    if (!is_log_name(e->d_name)) continue;
    char *path = NULL;
    if (asprintf(&path, "%s/%s", dir, e->d_name) < 0) { rc = -1; break; }
    rc = add_file(set, path);
    free(path);
  }
  closedir(d);
  if (rc == 0 && set->n == before)
    log_set_error(set,
                  "no event log (heddle.*.hlog) in %s: the program did not run with libheddle. "
                  "Build it with heddle-cc / heddle-c++, and run it with `heddle run` or with "
                  "HEDDLE_LOG_DIR set to this directory. A heddle-cc program that stops at "
                  "start-up (a bad HEDDLE_OPTIONS: see its own error above) writes no log either, and "
                  "one that cannot create its log there says why (\"cannot open the event log\").",
                  dir);
  return rc;
}

/* Parents before children: by start time, then pid. */
static int by_start(const void *pa, const void *pb) {
  const struct process_log *a = *(struct process_log *const *)pa, *b = *(struct process_log *const *)pb;
  if (a->process.start_ns != b->process.start_ns)
    return a->process.start_ns < b->process.start_ns ? -1 : 1;
  if (a->process.pid != b->process.pid) return a->process.pid < b->process.pid ? -1 : 1;
  return strcmp(a->path, b->path);
}

int log_set_load(struct log_set *set, const char *const *paths, size_t n_paths) {
  memset(set, 0, sizeof *set);
  for (size_t i = 0; i < n_paths; i++) {
    struct stat st;
    int rc;
    if (stat(paths[i], &st) != 0) {
      log_set_error(set, "cannot read %s: %s.", paths[i], strerror(errno));
      continue;
    }
    rc = S_ISDIR(st.st_mode) ? add_directory(set, paths[i]) : add_file(set, paths[i]);
    if (rc < 0) return -1;
  }
  if (set->n > 1) qsort(set->logs, set->n, sizeof *set->logs, by_start);
  return 0;
}

void log_set_free(struct log_set *set) {
  for (size_t i = 0; i < set->n; i++) log_free(set->logs[i]);
  for (size_t i = 0; i < set->n_errors; i++) free(set->errors[i]);
  free(set->logs);
  free(set->errors);
  memset(set, 0, sizeof *set);
}
