/* sarif_writer.c — see sarif_writer.h. */
#define _GNU_SOURCE
#include "sarif_writer.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fingerprint.h"
#include "json_writer.h"
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
  json_member_bool(w, "executionSuccessful", in->n_errors == 0);
  const struct program_outcome *p = in->program;
  if (p && p->argv) {
    json_key(w, "arguments");
    json_begin_array(w);
    for (size_t i = 0; p->argv[i]; i++) json_string(w, p->argv[i]);
    json_end_array(w);
  }
  if (in->n_errors) {
    json_key(w, "toolExecutionNotifications");
    json_begin_array(w);
    for (size_t i = 0; i < in->n_errors; i++) notification(w, in->errors[i]);
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
      const char *abbrev = sigabbrev_np(p->signal);
      char name[32];
      snprintf(name, sizeof name, "SIG%s", abbrev ? abbrev : "UNKNOWN");
      json_member_string(w, "programSignalName", name);
    }
    json_end_object(w);
  }
  json_end_object(w);
  json_end_array(w);
}

static void processes(struct json_writer *w, const struct sarif_input *in) {
  json_key(w, "properties");
  json_begin_object(w);
  json_key(w, "processes");
  json_begin_array(w);
  for (size_t i = 0; i < in->n_logs; i++) {
    const struct process_log *log = in->logs[i];
    if (!log->has_process) continue;
    json_begin_object(w);
    json_member_int(w, "pid", log->process.pid);
    json_member_int(w, "ppid", log->process.ppid);
    json_member_string(w, "executable", log->process.exe);
    json_member_int(w, "reports", (int64_t)log_report_records(log));
    json_member_bool(w, "exitedNormally", log->has_exit);
    if (log->has_exit) json_member_int(w, "exitStatus", log->exit.status);
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

int sarif_write(const char *path, const struct sarif_input *in, char **error) {
  char *tmp = NULL;
  if (asprintf(&tmp, "%s.tmp.%d", path, (int)getpid()) < 0) {
    *error = strdup("out of memory");
    return -1;
  }
  FILE *out = fopen(tmp, "w");
  if (!out) {
    if (asprintf(error, "cannot create %s: %s", tmp, strerror(errno)) < 0) *error = NULL;
    free(tmp);
    return -1;
  }
  struct source_cache *sources = source_cache_new();
  write_log(out, in, sources);
  source_cache_free(sources);
  int failed = ferror(out) | (fclose(out) != 0);
  if (failed || rename(tmp, path) != 0) {
    if (asprintf(error, "cannot write %s: %s", path, strerror(errno)) < 0) *error = NULL;
    unlink(tmp);
    free(tmp);
    return -1;
  }
  free(tmp);
  return 0;
}
