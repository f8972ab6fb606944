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

/* The caller frame of `function` on a turn's stack (the first user frame
 * in another function), or NULL. */
static const struct frame *caller_of(const struct symbolized_stack *st, const char *function) {
  for (size_t k = 0; k < st->n; k++) {
    const struct frame *fr = &st->frames[k];
    if (is_user_frame(fr) && fr->function && fr->file && strcmp(fr->function, function) != 0) return fr;
  }
  return NULL;
}

/* The statement of a block that holds byte `at` when the one before it waits
 * for a semaphore and the one after posts one: *wait and *post are set. */
static const struct c_stmt *between_wait_and_post(const struct c_file *f, size_t at, const struct c_stmt **wait,
                                                  const struct c_stmt **post) {
  const struct c_stmt *st = c_stmt_at(f, at);
  /* up to the statement of a block that holds the call */
  while (st && st->parent && st->parent->kind != C_STMT_BLOCK && st->parent->kind != C_STMT_FUNCTION) st = st->parent;
  const struct c_stmt *block = st ? st->parent : NULL;
  size_t i = 0;
  while (block && i < block->n_kids && block->kids[i] != st) i++;
  if (!block || i == 0 || i + 1 >= block->n_kids) return NULL;
  *wait = block->kids[i - 1];
  *post = block->kids[i + 1];
  if (!c_calls_any(f, (*wait)->first, (*wait)->end, &WAIT, C_CALL_DEPTH) ||
      !c_calls_any(f, (*post)->first, (*post)->end, &POST, C_CALL_DEPTH))
    return NULL;
  return st;
}

/* A stack on which a turn ran in `function` (its user frame there): the first
 * record's acquire, else a later step's new owner. The turns need not be the
 * first record's: a bounded buffer's first step is the producer's fill, and
 * the consumers' do_get turns show only in a later step when two consumers
 * took items back to back — which the schedule decides. */
static const struct symbolized_stack *turn_stack(const struct suggestion *s, const char *function) {
  for (size_t i = 0; i <= s->n_steps; i++) {
    const struct symbolized_stack *st = i ? &s->steps[i - 1].to : &s->acquire;
    const struct frame *fr = user_frame(st);
    if (fr && fr->function && strcmp(fr->function, function) == 0) return st;
  }
  return NULL;
}

char *turn_semaphore_note(const struct suggestion *s, struct source_cache *c, const char *function) {
  const struct symbolized_stack *turn = turn_stack(s, function);
  const struct frame *caller = turn ? caller_of(turn, function) : NULL;
  struct c_file *f = caller ? c_file_open(c, caller->file) : NULL;
  size_t at = f ? c_file_offset(f, caller->line, caller->column) : (size_t)-1;
  const struct c_stmt *wait = NULL, *post = NULL;
  char *note = NULL;
  if (at != (size_t)-1 && between_wait_and_post(f, at, &wait, &post)) {
    char *w = statement_text(f, wait), *p = statement_text(f, post);
    const char *base = strrchr(caller->file, '/') ? strrchr(caller->file, '/') + 1 : caller->file;
    if (w && p &&
        asprintf(&note,
                 " Each turn runs between `%s` (%s:%d) and `%s` (%s:%d) in %s(): semaphores order the turns "
                 "(a semaphore used as a lock, or turns passed on), which heddle's locked policy does not take "
                 "(a pthread_mutex_t held there and heddle proposes it locked). Else hand it over in every "
                 "turn: heddle_acquire_write after the wait and heddle_release_write before the post.",
                 w, base, c_file_line(f, f->toks[wait->first].start), p, base,
                 c_file_line(f, f->toks[post->first].start), caller->function) < 0)
      note = NULL;
    free(w);
    free(p);
  }
  c_file_free(f);
  return note;
}

/* Adds one call of the fix: `name(expression);` on a line of its own before
 * `line`, indented as that line. 0 when the fix is full. */
static int add_call(struct suggestion *s, struct source_cache *c, const char *file, int line, int release,
                    const char *expression, int access_line) {
  if (!line || s->n_calls + 2 >= SUGGESTION_MAX_EDITS) return 0;
  struct handoff_call *call = &s->calls[s->n_calls];
  *call = (struct handoff_call){.release = release, .expression = strdup(expression), .line = line,
                                .access_line = access_line};
  char *indent = indentation(c, file, line), *text = NULL;
  int ok = call->expression &&
           asprintf(&text, "%s%s(%s);\n", indent ? indent : "", handoff_call_name(call), expression) >= 0;
  free(indent);
  if (!ok) {
    free(call->expression);
    return 0;
  }
  s->n_calls++;
  suggestion_fix_add_line(&s->fix, line, text);
  return 1;
}

/* No fix: the note says why, and where when a line is known (0: none). */
static int refuse(struct suggestion *s, const char *why, const char *file, int line) {
  char *note = NULL;
  const char *base = file && strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
  int n = line ? asprintf(&note, "%s No fix: %s (%s:%d).", s->turn_note ? s->turn_note : "", why, base, line)
               : asprintf(&note, "%s No fix: %s.", s->turn_note ? s->turn_note : "", why);
  if (n >= 0) {
    free(s->turn_note);
    s->turn_note = note;
  }
  suggestion_fix_drop(&s->fix);
  for (size_t i = 0; i < s->n_calls; i++) free(s->calls[i].expression);
  s->n_calls = 0;
  return 0;
}

/* A step's side outside `function`: 1 when it is the first owner setting
 * the object up before the threads started (its release then goes before
 * them: *setup_line), else 0 (*where: its frame). */
static int set_up_before_threads(struct suggestion *s, struct source_cache *c, const struct symbolized_stack *st,
                                 int release, const char *expression, int *setup_line, const struct frame **where) {
  const char *file = NULL;
  int line = release ? line_before_threads_after(s, c, st, expression, NULL, &file) : 0;
  *where = user_frame(st);
  if (!line || !file || strcmp(file, s->file) != 0) return 0;
  *setup_line = line;
  return 1;
}

/* Does `name` occur at file scope in f (outside every function: a global's
 * declaration), so that a call naming it means the global everywhere? */
static int declared_at_file_scope(const struct c_file *f, const char *name) {
  for (size_t k = 0; k < f->n_toks; k++)
    if (c_tok_is(f, k, name) && !c_stmt_at(f, f->toks[k].start)) return 1;
  return 0;
}

/* The calls for every call of `function` in f (each must be the one
 * statement between a wait and a post): sites placed, or -1 with *why and
 * *at_line set. */
static int place_turns(struct suggestion *s, struct source_cache *c, const struct c_file *f, const char *path,
                       const char *function, const char *expression, int access_line, const char **why,
                       int *at_line) {
  size_t fn_len = strlen(function);
  int sites = 0;
  for (size_t k = 0; k + 1 < f->n_toks; k++) {
    if (f->toks[k].kind != C_TOK_IDENT || f->toks[k].end - f->toks[k].start != fn_len ||
        memcmp(f->text + f->toks[k].start, function, fn_len) != 0 || !c_tok_is(f, k + 1, "("))
      continue;
    const struct c_stmt *in = c_stmt_at(f, f->toks[k].start);
    if (!in || in->kind == C_STMT_FUNCTION) continue; /* its definition or a declaration */
    const struct c_stmt *wait, *post, *call = between_wait_and_post(f, f->toks[k].start, &wait, &post);
    int acquire_line = call ? c_line_before(f, call) : 0, release_line = call ? c_line_before(f, post) : 0;
    *at_line = c_file_line(f, f->toks[k].start);
    if (!call)
      *why = "this call of the turn's function is not the one statement between a sem_wait and a sem_post";
    else if (!acquire_line || !release_line)
      *why = "a statement the calls would go before shares its line with another";
    else if (!add_call(s, c, path, acquire_line, 0, expression, access_line) ||
             !add_call(s, c, path, release_line, 1, expression, access_line))
      *why = "the turns are taken in more places than one fix holds";
    else {
      sites++;
      continue;
    }
    return -1;
  }
  if (!sites) *why = "no call of the turn's function was found in its caller's file";
  return sites ? sites : -1;
}

int turn_semaphore_fix(struct suggestion *s, struct source_cache *c) {
  if (s->static_name || s->split_parts || !s->file || s->file[0] != '/')
    return refuse(s, "heddle writes these calls for a global variable or a heap object a global pointer "
                     "holds only; write them by hand with the pointer the turns use", NULL, 0);
  struct c_file *f = c_file_open(c, s->file);
  if (!f) return refuse(s, "its source could not be read", NULL, 0);
  char expression[300];
  if (s->object && suggestion_is_identifier(s->object)) {
    snprintf(expression, sizeof expression, "&%s", s->object);
  } else if (!s->object) {
    if (!s->variable) s->variable = assigned_variable(c, s->file, s->line, s->column);
    if (!s->variable || !suggestion_is_identifier(s->variable) || !declared_at_file_scope(f, s->variable)) {
      c_file_free(f);
      return refuse(s, "the allocation is not stored in a global pointer variable that the turns could name",
                    NULL, 0);
    }
    snprintf(expression, sizeof expression, "%s", s->variable);
  } else {
    c_file_free(f);
    return refuse(s, "heddle writes these calls for a plain global variable only", NULL, 0);
  }
  /* Each side of each step: set-up before the threads (a release there), or
   * a turn of a function whose every call runs between a wait and a post. */
  const char *done[2 * (SUGGESTION_MAX_STEPS + 1)];
  size_t n_done = 0;
  int setup_line = 0;
  const struct frame *turn = user_frame(&s->acquire);
  for (size_t i = 0; i <= s->n_steps; i++) {
    for (int release = 1; release >= 0; release--) {
      const struct symbolized_stack *st = i ? (release ? &s->steps[i - 1].from : &s->steps[i - 1].to)
                                            : (release ? &s->release : &s->acquire);
      const struct frame *fr = user_frame(st), *caller = fr && fr->function ? caller_of(st, fr->function) : NULL;
      if (!fr || !fr->file || strcmp(fr->file, s->file) != 0) {
        c_file_free(f);
        return refuse(s, "it is also used in another file than the one that defines it", fr ? fr->file : NULL,
                      fr ? fr->line : 0);
      }
      if (set_up_before_threads(s, c, st, release, expression, &setup_line, &fr)) continue;
      int known = 0;
      for (size_t k = 0; k < n_done && !known; k++) known = strcmp(done[k], fr->function) == 0;
      if (known) continue;
      const char *why = NULL;
      int at_line = 0;
      if (!caller || strcmp(caller->file, s->file) != 0) {
        why = "it was also used outside the turns, where no call goes";
        at_line = fr->line;
      } else if (place_turns(s, c, f, s->file, fr->function, expression, fr->line, &why, &at_line) < 0) {
        /* why and at_line say it */
      } else {
        done[n_done++] = fr->function;
        continue;
      }
      c_file_free(f);
      return refuse(s, why, s->file, at_line);
    }
  }
  c_file_free(f);
  if (setup_line && !add_call(s, c, s->file, setup_line, 1, expression, turn ? turn->line : setup_line))
    return refuse(s, "the turns are taken in more places than one fix holds", NULL, 0);
  s->fix.file = strdup(s->file);
  char what[600];
  snprintf(what, sizeof what, "Hand `%s` over in every turn: heddle_acquire_write after the sem_wait, "
                              "heddle_release_write before the sem_post", expression);
  s->fix.description = strdup(what);
  int inc = include_line(c, s->file);
  if (inc) suggestion_fix_add_line(&s->fix, inc, strdup("#include <heddle.h>\n"));
  return 1;
}
