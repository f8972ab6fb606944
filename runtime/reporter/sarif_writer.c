/* sarif_writer.c — see sarif_writer.h. */
#define _GNU_SOURCE
#include "backend.h"
#include "heap_arena.h"
#include "sarif_writer.h"

#include <errno.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "filter_notes.h"
#include "fingerprint.h"
#include "json_writer.h"
#include "names.h"
#include "rules.h"
#include "sarif_location.h"
#include "sarif_lock_cycle.h"
#include "sarif_result.h"
#include "sarif_suggestion.h"
#include "version.h"

static void text_member(struct json_writer *w, const char *name, const char *text) {
  json_key(w, name);
  json_begin_object(w);
  json_member_string(w, "text", text);
  json_end_object(w);
}

static void rule(struct json_writer *w, const struct rule_info *r) {
  json_begin_object(w);
  json_member_string(w, "id", r->id);
  json_member_string(w, "name", r->name);
  text_member(w, "shortDescription", r->short_description);
  text_member(w, "fullDescription", r->full_description);
  json_key(w, "help");
  json_begin_object(w);
  json_member_string(w, "text", r->help_text);
  json_member_string(w, "markdown", r->help_markdown);
  json_end_object(w);
  json_key(w, "defaultConfiguration");
  json_begin_object(w);
  json_member_string(w, "level", r->level);
  json_end_object(w);
  json_key(w, "properties");
  json_begin_object(w);
  json_key(w, "tags");
  json_begin_array(w);
  for (size_t i = 0; r->tags[i]; i++) json_string(w, r->tags[i]);
  json_end_array(w);
  json_member_string(w, "precision", r->precision);
  json_member_string(w, "problem.severity", r->level); /* error/warning: the same words */
  json_end_object(w);
  json_end_object(w);
}

static void tool(struct json_writer *w) {
  json_key(w, "tool");
  json_begin_object(w);
  json_key(w, "driver");
  json_begin_object(w);
  json_member_string(w, "name", "heddle");
  json_member_string(w, "version", HEDDLE_VERSION);
  json_member_string(w, "semanticVersion", HEDDLE_VERSION);
  json_member_string(w, "informationUri", HEDDLE_HOMEPAGE);
  json_key(w, "rules");
  json_begin_array(w);
  for (uint32_t i = 1; i <= HEDDLE_RULE_COUNT; i++) rule(w, rule_info(i));
  json_end_array(w);
  json_end_object(w);
  json_end_object(w);
}

static void notification(struct json_writer *w, const char *text) {
  json_begin_object(w);
  json_member_string(w, "level", "error");
  text_member(w, "message", text);
  json_end_object(w);
}

static void invocation(struct json_writer *w, const struct sarif_input *in) {
  json_key(w, "invocations");
  json_begin_array(w);
  json_begin_object(w);
  /* A program killed by a signal did not do its whole job either: whatever it
   * would have run after the signal was never checked. */
  json_member_bool(w, "executionSuccessful", in->n_errors == 0 && !in->program_killed);
  const struct program_outcome *p = in->program;
  if (p && p->argv) {
    json_key(w, "arguments");
    json_begin_array(w);
    for (size_t i = 0; p->argv[i]; i++) json_string(w, p->argv[i]);
    json_end_array(w);
  }
  if (in->n_errors || in->program_killed || filter_notes_count(in->logs, in->n_logs)) {
    json_key(w, "toolExecutionNotifications");
    json_begin_array(w);
    if (in->program_killed) notification(w, in->program_killed);
    for (size_t i = 0; i < in->n_errors; i++) notification(w, in->errors[i]);
    filter_notes_write(w, in->logs, in->n_logs); /* execution filters installed and removed */
    json_end_array(w);
  }
  if (p && (p->exited || p->signaled)) {
    /* The analysed program's end (the invocation's own exit fields would
     * describe heddle, which has not exited yet). */
    json_key(w, "properties");
    json_begin_object(w);
    if (p->exited) json_member_int(w, "programExitCode", p->exit_status);
    if (p->signaled) {
      json_member_int(w, "programSignal", p->signal);
      char name[SIGNAL_NAME_MAX];
      json_member_string(w, "programSignalName", signal_name(p->signal, name));
    }
    json_end_object(w);
  }
  json_end_object(w);
  json_end_array(w);
}

/* backend=mpk's counters of one process (docs/mpk.md): faults and how they
 * ended, PKRU writes, pkey_mprotect calls (and those the page cache spared), and how often keys shared by more
 * threads and locks than keys were rehashed (PUSh §3.3). */
static void backend_counters(struct json_writer *w, const struct heddle_ev_backend *b) {
  json_key(w, "mpk");
  json_begin_object(w);
  json_member_int(w, "faults", (int64_t)b->faults);
  json_member_int(w, "settledFaults", (int64_t)b->settled);
  json_member_int(w, "violationFaults", (int64_t)b->violations);
  json_member_int(w, "runtimeFaults", (int64_t)b->in_runtime);
  json_member_int(w, "pkruWrites", (int64_t)b->pkru_writes);
  json_member_int(w, "pkeyMprotectCalls", (int64_t)b->pkey_mprotects);
  json_member_int(w, "pkeyMprotectCallsAvoided", (int64_t)b->pkey_mprotects_avoided); /* the page cache's */
  json_member_int(w, "pageCacheAllocations", (int64_t)b->page_cache_hits);
  json_member_int(w, "rehashes", (int64_t)b->rehashes);
  json_member_int(w, "threadsSharingKeys", (int64_t)b->shared_assignments);
  json_member_int(w, "keys", b->keys);
  json_member_int(w, "poolKeys", b->pool_keys);
  json_member_int(w, "runMilliseconds", (int64_t)(b->run_ns / 1000000));
  json_end_object(w);
}

/* The heap arena one process had (heddle_ev_process.heap_region_bits): where
 * the address space was limited (ulimit -v, valgrind), heap objects above the
 * largest class, or all of them, went unchecked — the runtime said so on stderr. */
static void heap_arena(struct json_writer *w, uint32_t bits) {
  json_key(w, "heapArena");
  json_begin_object(w);
  json_member_string(w, "reserved", heap_arena_kind(bits));
  json_member_bool(w, "heapObjectsChecked", bits != 0);
  if (bits) json_member_int(w, "largestCheckedObjectBytes", (int64_t)1 << (bits - 1));
  json_end_object(w);
}

static void processes(struct json_writer *w, const struct sarif_input *in) {
  json_key(w, "properties");
  json_begin_object(w);
  /* How annotated objects were checked (HEDDLE_OPTIONS=backend, docs/mpk.md). */
  json_member_string(w, "backend", run_backend(in->logs, in->n_logs));
  if (run_backend_auto(in->logs, in->n_logs)) json_member_string(w, "backendRequested", "auto");
  /* "full", or the worst a process had: "reduced" (large heap objects unchecked), "none" (no heap object checked). */
  json_member_string(w, "heapArena", run_heap_arena(in->logs, in->n_logs));
  json_key(w, "processes");
  json_begin_array(w);
  for (size_t i = 0; i < in->n_logs; i++) {
    const struct process_log *log = in->logs[i];
    if (!log->has_process) continue;
    json_begin_object(w);
    json_member_int(w, "pid", log->process.pid);
    json_member_int(w, "ppid", log->process.ppid);
    json_member_string(w, "executable", log->process.exe);
    json_member_string(w, "backend", backend_name(log->process.backend));
    if (log->has_backend) backend_counters(w, &log->backend);
    heap_arena(w, log->process.heap_region_bits);
    json_member_int(w, "reports", (int64_t)log_report_records(log));
    json_member_bool(w, "exitedNormally", log->has_exit);
    if (log->has_exit) json_member_int(w, "exitStatus", log->exit.status);
    if (!log->has_exit && log->exec_path) json_member_string(w, "exec", log->exec_path);
    json_end_object(w);
  }
  json_end_array(w);
  json_end_object(w);
}

static void write_suggestions(struct json_writer *w, const struct sarif_context *ctx,
                              const struct suggestions *s, struct source_cache *sources) {
  if (!s || !s->n) return;
  const struct frame **at = calloc(s->n, sizeof *at);
  struct frame *frames = calloc(s->n, sizeof *frames);
  char(*prints)[FINGERPRINT_LEN] = calloc(s->n, FINGERPRINT_LEN);
  if (at && frames && prints) {
    for (size_t i = 0; i < s->n; i++) {
      frames[i] = (struct frame){.file = s->items[i].file, .line = s->items[i].line};
      at[i] = frames[i].file ? &frames[i] : NULL;
    }
    fingerprints_assign_locations(rule_info(HEDDLE_RULE_ANNOTATION_SUGGESTION)->id, at, s->n, sources, prints);
    for (size_t i = 0; i < s->n; i++) sarif_suggestion(w, ctx, &s->items[i], prints[i]);
  }
  free(at);
  free(frames);
  free(prints);
}

static void write_log(FILE *out, const struct sarif_input *in, struct source_cache *sources) {
  struct json_writer w;
  json_init(&w, out);
  json_begin_object(&w);
  json_member_string(&w, "$schema", "https://json.schemastore.org/sarif-2.1.0.json");
  json_member_string(&w, "version", "2.1.0");
  json_key(&w, "runs");
  json_begin_array(&w);
  json_begin_object(&w);
  tool(&w);
  invocation(&w, in);
  if (in->srcroot) {
    json_key(&w, "originalUriBaseIds");
    json_begin_object(&w);
    json_key(&w, "SRCROOT");
    json_begin_object(&w);
    json_key(&w, "uri");
    sarif_directory_uri(&w, in->srcroot);
    json_end_object(&w);
    json_end_object(&w);
  }
  struct sarif_context ctx = {.srcroot = in->srcroot, .sources = sources};
  size_t n = in->findings->n;
  char(*prints)[FINGERPRINT_LEN] = calloc(n ? n : 1, FINGERPRINT_LEN);
  if (prints) fingerprints_assign(in->findings, sources, prints);
  json_key(&w, "results");
  json_begin_array(&w);
  for (size_t i = 0; i < n && prints; i++) {
    const struct finding *f = &in->findings->items[i];
    if (f->cycle) sarif_lock_cycle(&w, &ctx, f, prints[i]);
    else sarif_result(&w, &ctx, f, prints[i]);
  }
  write_suggestions(&w, &ctx, in->suggestions, sources);
  json_end_array(&w);
  free(prints);
  json_member_string(&w, "columnKind", "utf16CodeUnits");
  processes(&w, in);
  json_end_object(&w);
  json_end_array(&w);
  json_end_object(&w);
}

static int write_error(char **error, const char *what, const char *path, int err) {
  if (asprintf(error, "cannot %s %s: %s", what, path, strerror(err)) < 0) *error = NULL;
  return -1;
}

/* Writes the log to out and closes it; 0 or -1 with errno set. */
static int write_and_close(FILE *out, const struct sarif_input *in) {
  struct source_cache *sources = source_cache_new();
  write_log(out, in, sources);
  source_cache_free(sources);
  int failed = ferror(out);
  int saved = failed ? EIO : 0;
  if (fclose(out) != 0 && !failed) { failed = 1; saved = errno; }
  errno = saved;
  return failed ? -1 : 0;
}

/* 0666 minus the umask: what fopen("w") would have created. */
static mode_t new_file_mode(void) {
  mode_t mask = umask(0);
  umask(mask);
  return 0666 & ~mask;
}

int sarif_write(const char *path, const struct sarif_input *in, char **error) {
  struct stat st;
  if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
    if (asprintf(error, "cannot write the SARIF to %s: it is a directory; name a file in it, "
                        "e.g. --out %s/" "heddle-results.sarif", path, path) < 0)
      *error = NULL;
    return -1;
  }
  if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) { /* /dev/stdout, a FIFO: no rename onto it */
    FILE *out = fopen(path, "w");
    if (!out) return write_error(error, "write", path, errno);
    return write_and_close(out, in) == 0 ? 0 : write_error(error, "write", path, errno);
  }
  /* The temporary file beside the target (rename stays in one file system),
   * created by mkstemp: O_CREAT|O_EXCL, so a symlink planted at any name is
   * never followed, and the name cannot be guessed in advance. */
  char *tmp = NULL;
  if (asprintf(&tmp, "%s.tmp.XXXXXX", path) < 0) {
    *error = strdup("out of memory");
    return -1;
  }
  int fd = mkstemp(tmp);
  if (fd < 0) {
    int err = errno;
    char *dir = strdup(path);
    if (asprintf(error, "cannot write the SARIF %s: cannot create a file in %s (%s). Create the "
                        "directory, make it writable, or pass another --out.",
                 path, dir ? dirname(dir) : path, strerror(err)) < 0)
      *error = NULL;
    free(dir);
    free(tmp);
    return -1;
  }
  FILE *out = fchmod(fd, new_file_mode()) == 0 ? fdopen(fd, "w") : NULL;
  if (!out) {
    int err = errno;
    close(fd);
    errno = err;
  }
  if (!out || write_and_close(out, in) != 0 || rename(tmp, path) != 0) {
    write_error(error, "write", path, errno);
    unlink(tmp);
    free(tmp);
    return -1;
  }
  free(tmp);
  return 0;
}
