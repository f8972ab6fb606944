/* thread_starts.c — see thread_starts.h. */
#define _GNU_SOURCE
#include "thread_starts.h"

#include <stdlib.h>
#include <string.h>

#include "findings.h"
#include "log_reader.h"
#include "symbolize.h"

/* A program that starts thousands of threads starts them from a few places:
 * the distinct creation stacks are what is symbolized, up to this many. */
#define MAX_DISTINCT_CREATIONS 256

static int same_stack(const struct heddle_stack *a, const struct heddle_stack *b) {
  return a->nframes == b->nframes && memcmp(a->pc, b->pc, a->nframes * sizeof a->pc[0]) == 0;
}

static int add_line(struct thread_starts *t, const char *file, int line) {
  for (size_t i = 0; i < t->n; i++)
    if (t->at[i].line == line && strcmp(t->at[i].file, file) == 0) return 0;
  struct thread_start_line *grown = realloc(t->at, (t->n + 1) * sizeof *grown);
  if (!grown) return -1;
  t->at = grown;
  char *copy = strdup(file);
  if (!copy) return -1;
  t->at[t->n++] = (struct thread_start_line){copy, line};
  return 0;
}

int thread_starts_build(const struct process_log *log, struct symbolizer *sym, struct thread_starts *out) {
  memset(out, 0, sizeof *out);
  const struct heddle_stack *seen[MAX_DISTINCT_CREATIONS];
  size_t n_seen = 0;
  for (size_t i = 0; i < log->n_threads && n_seen < MAX_DISTINCT_CREATIONS; i++) {
    const struct heddle_stack *st = &log->threads[i].created_at;
    if (log->threads[i].tid == 0 || !st->nframes) continue; /* the main thread was not created */
    size_t k = 0;
    while (k < n_seen && !same_stack(seen[k], st)) k++;
    if (k < n_seen) continue;
    seen[n_seen++] = st;
    struct symbolized_stack frames = {0};
    symbolize_stack(sym, st, &frames);
    int rc = 0;
    for (size_t f = 0; f < frames.n && !rc; f++)
      if (is_user_frame(&frames.frames[f]) && frames.frames[f].file && frames.frames[f].line > 0)
        rc = add_line(out, frames.frames[f].file, frames.frames[f].line);
    stack_free(&frames);
    if (rc) return -1;
  }
  return 0;
}

void thread_starts_free(struct thread_starts *t) {
  for (size_t i = 0; i < t->n; i++) free(t->at[i].file);
  free(t->at);
  memset(t, 0, sizeof *t);
}

int thread_starts_within(const struct thread_starts *t, const char *path, int first, int last) {
  for (size_t i = 0; t && path && i < t->n; i++)
    if (t->at[i].line >= first && t->at[i].line <= last && strcmp(t->at[i].file, path) == 0) return 1;
  return 0;
}
