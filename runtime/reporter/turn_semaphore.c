/* turn_semaphore.c — see turn_semaphore.h. */
#define _GNU_SOURCE
#include "turn_semaphore.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c_statements.h"
#include "findings.h"

static const char *const WAITS[] = {"sem_wait", "sem_timedwait", "sem_clockwait"};
static const char *const POSTS[] = {"sem_post"};
static const struct c_callee_names WAIT = {NULL, 0, WAITS, sizeof WAITS / sizeof WAITS[0]};
static const struct c_callee_names POST = {NULL, 0, POSTS, sizeof POSTS / sizeof POSTS[0]};

/* A statement's text on one line, blanks squeezed (`Sem_wait(&mutex);`). */
static char *statement_text(const struct c_file *f, const struct c_stmt *st) {
  size_t from = f->toks[st->first].start, to = f->toks[st->end - 1].end;
  char *out = malloc(to - from + 1);
  size_t n = 0;
  for (size_t i = from; out && i < to; i++) {
    char ch = f->text[i] == '\n' || f->text[i] == '\t' ? ' ' : f->text[i];
    if (ch == ' ' && (n == 0 || out[n - 1] == ' ')) continue;
    out[n++] = ch;
  }
  if (out) out[n] = '\0';
  return out;
}

char *turn_semaphore_note(const struct suggestion *s, struct source_cache *c, const char *function) {
  const struct frame *caller = NULL;
  for (size_t k = 0; k < s->acquire.n && !caller; k++) {
    const struct frame *fr = &s->acquire.frames[k];
    if (is_user_frame(fr) && fr->function && fr->file && strcmp(fr->function, function) != 0) caller = fr;
  }
  struct c_file *f = caller ? c_file_open(c, caller->file) : NULL;
  size_t at = f ? c_file_offset(f, caller->line, caller->column) : (size_t)-1;
  const struct c_stmt *st = at == (size_t)-1 ? NULL : c_stmt_at(f, at);
  /* up to the statement of a block that holds the call */
  while (st && st->parent && st->parent->kind != C_STMT_BLOCK && st->parent->kind != C_STMT_FUNCTION) st = st->parent;
  const struct c_stmt *block = st ? st->parent : NULL;
  size_t i = 0;
  while (block && i < block->n_kids && block->kids[i] != st) i++;
  char *note = NULL;
  if (block && i > 0 && i + 1 < block->n_kids) {
    const struct c_stmt *wait = block->kids[i - 1], *post = block->kids[i + 1];
    if (c_calls_any(f, wait->first, wait->end, &WAIT, C_CALL_DEPTH) &&
        c_calls_any(f, post->first, post->end, &POST, C_CALL_DEPTH)) {
      char *w = statement_text(f, wait), *p = statement_text(f, post);
      const char *base = strrchr(caller->file, '/') ? strrchr(caller->file, '/') + 1 : caller->file;
      if (w && p &&
          asprintf(&note,
                   " Each turn runs between `%s` (%s:%d) and `%s` (%s:%d) in %s(): semaphores order the turns "
                   "(a semaphore used as a lock, or turns passed on), which heddle's locked policy does not take "
                   "(a pthread_mutex_t held there and heddle proposes it locked). Else hand it over in every "
                   "turn: heddle_acquire_write after the wait and "
                   "heddle_release_write before the post, and heddle_release_write where it was set up before the "
                   "threads started. No fix: the run noted the places of only some turns.",
                   w, base, c_file_line(f, f->toks[wait->first].start), p, base,
                   c_file_line(f, f->toks[post->first].start), caller->function) < 0)
        note = NULL;
      free(w);
      free(p);
    }
  }
  c_file_free(f);
  return note;
}
