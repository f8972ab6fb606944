/* slice_handover.c — see slice_handover.h. Strict mode's rules (heddle.h):
 * heddle_slice gives every part the array's policy at the call, so an array
 * its preparer filled (private to it) becomes parts private to the
 * preparer; each is released (heddle_release_write: inaccessible) before the
 * threads start, and each thread acquires its part (inaccessible -> private)
 * before its first access. The slice and the releases go where the
 * preparation is over: after the preparer's last access the run saw, before
 * the next statement starting a thread (the epoch that access began ends
 * there at the latest: no later preparing write went unseen), with no
 * publishing call in between (a part's thread could otherwise take it
 * before the release). The acquire needs the part's first element as the
 * thread's code names it: the subscript of its first access with each
 * enclosing for loop's index replaced by the loop's initialiser (LLNL style:
 * `for (i = lo; i < hi; i++) x[i] = ...` acquires `&x[lo]`). Lexical, over
 * c_statements.h's tokens; annotation-lint checks the names again. */
#define _GNU_SOURCE
#include "slice_handover.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "findings.h"
#include "handoff_names.h"
#include "handoff_places.h"

void slice_note_part_start(struct suggestion *kept, struct suggestion *other) {
  const struct frame *to = user_frame(&other->acquire);
  if (!to) {
    kept->fix_note = "the run did not see where a part's thread began using it";
    return;
  }
  for (size_t i = 0; i < kept->n_steps; i++) {
    const struct frame *known = user_frame(&kept->steps[i].to);
    if (known && known->line == to->line && strcmp(known->file, to->file) == 0) return;
  }
  if (kept->n_steps == SUGGESTION_MAX_STEPS) {
    kept->fix_note = "its parts' threads began using them at more places than one suggestion carries";
    return;
  }
  struct handoff_step *st = &kept->steps[kept->n_steps++];
  st->from = other->release;
  st->to = other->acquire;
  st->from_wrote = other->rec->release.kind == HEDDLE_CHANGE_WRITE;
  st->to_writes = 1;
  memset(&other->release, 0, sizeof other->release);
  memset(&other->acquire, 0, sizeof other->acquire);
}

int slice_handover_line(struct suggestion *s, struct source_cache *c, const char *target, const char **why) {
  /* the preparer's last access; a heap array's allocation when no hook saw one */
  const struct symbolized_stack *anchor = s->n_steps && user_frame(&s->steps[0].from) ? &s->steps[0].from
                                          : s->object                                  ? NULL
                                                                                       : &s->alloc;
  const struct frame *at = anchor ? user_frame(anchor) : NULL;
  if (!at || !at->file || strcmp(at->file, s->file) != 0) {
    *why = "the run did not see where its preparation ended in the file that defines it";
    return 0;
  }
  int line = line_before_threads_after(s, c, anchor, target, &HANDOFF_RELEASES, NULL);
  if (!line)
    *why = "no statement of the preparing function starts the part's threads right after the preparation (with "
           "no other synchronisation in between): release each part where the preparation is over";
  return line;
}

/* ---- the part's start as the thread's code names it */

/* An expression as tokens of text, each with whether a space went before it. */
struct expr {
  char *tok[128];
  int space[128];
  size_t n;
};

static void expr_free(struct expr *e) {
  for (size_t i = 0; i < e->n; i++) free(e->tok[i]);
  e->n = 0;
}

static int expr_push(struct expr *e, const char *text, size_t len, int space) {
  if (e->n == sizeof e->tok / sizeof e->tok[0]) return 0;
  e->tok[e->n] = strndup(text, len);
  e->space[e->n] = space;
  return e->tok[e->n++] != NULL;
}

/* Tokens [first, end) of f pushed onto e; the first with `space`. */
static int expr_push_tokens(struct expr *e, const struct c_file *f, size_t first, size_t end, int space) {
  for (size_t i = first; i < end; i++) {
    const struct c_token *t = &f->toks[i];
    int gap = i == first ? space : t->start > f->toks[i - 1].end;
    if (!expr_push(e, f->text + t->start, t->end - t->start, gap)) return 0;
  }
  return 1;
}

static char *expr_text(const struct expr *e) {
  char *text = NULL;
  size_t size = 0;
  FILE *m = open_memstream(&text, &size);
  if (!m) return NULL;
  for (size_t i = 0; i < e->n; i++) fprintf(m, "%s%s", i && e->space[i] ? " " : "", e->tok[i]);
  fclose(m);
  return text;
}

static int is_ident(const char *t) { return strspn(t, HANDOFF_IDENT_CHARS) == strlen(t) && !(*t >= '0' && *t <= '9'); }

/* Is e's token i a variable (not a member name after -> or .)? */
static int variable_at(const struct expr *e, size_t i) {
  return is_ident(e->tok[i]) && !(i > 0 && (strcmp(e->tok[i - 1], "->") == 0 || strcmp(e->tok[i - 1], ".") == 0)) &&
         strcmp(e->tok[i], "sizeof") != 0;
}

/* Tokens [first, end) a start may be made of: no call, no assignment, no
 * increment (the acquire evaluates it once more). */
static int side_effect_free(const struct c_file *f, size_t first, size_t end) {
  for (size_t i = first; i < end; i++) {
    if (c_tok_is(f, i, "(") && i > first && f->toks[i - 1].kind == C_TOK_IDENT && !c_tok_is(f, i - 1, "sizeof"))
      return 0;
    static const char *const bad[] = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--", ","};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
      if (c_tok_is(f, i, bad[k])) return 0;
  }
  return 1;
}

/* A for loop's `VAR = INIT` (a declaration or an assignment): VAR's token,
 * INIT's tokens [*first, *end); 0 when its initialiser is none of these. */
static int loop_initialiser(const struct c_file *f, const struct c_stmt *loop, size_t *var, size_t *first,
                            size_t *end) {
  if (!c_tok_is(f, loop->first, "for") || !c_tok_is(f, loop->first + 1, "(")) return 0;
  size_t eq = 0;
  int depth = 0;
  for (size_t i = loop->first + 2; i < loop->end; i++) {
    if (c_tok_is(f, i, "(") || c_tok_is(f, i, "[")) depth++;
    else if (c_tok_is(f, i, ")") || c_tok_is(f, i, "]")) depth--;
    else if (depth == 0 && c_tok_is(f, i, "=") && !eq) eq = i;
    else if (depth == 0 && c_tok_is(f, i, ",")) return 0; /* two variables */
    else if (depth == 0 && c_tok_is(f, i, ";")) {
      if (!eq || f->toks[eq - 1].kind != C_TOK_IDENT || eq + 1 >= i || !side_effect_free(f, eq + 1, i)) return 0;
      *var = eq - 1;
      *first = eq + 1;
      *end = i;
      return 1;
    }
  }
  return 0;
}

/* Replaces every variable `name` in e by INIT's tokens (parenthesised when
 * it is more than a name or member chain). 1 when there was one. */
static int substitute(struct expr *e, const struct c_file *f, const char *name, size_t first, size_t end) {
  int simple = 1, found = 0;
  for (size_t i = first; i < end && simple; i++)
    simple = f->toks[i].kind == C_TOK_IDENT || f->toks[i].kind == C_TOK_NUMBER || c_tok_is(f, i, "->") ||
             c_tok_is(f, i, ".");
  struct expr out = {0};
  int ok = 1;
  for (size_t i = 0; i < e->n && ok; i++) {
    if (!variable_at(e, i) || strcmp(e->tok[i], name) != 0) {
      ok = expr_push(&out, e->tok[i], strlen(e->tok[i]), e->space[i]);
      continue;
    }
    found = 1;
    int wrap = !simple && e->n > 1;
    if (wrap) ok = expr_push(&out, "(", 1, e->space[i]);
    ok = ok && expr_push_tokens(&out, f, first, end, wrap ? 0 : e->space[i]);
    if (wrap) ok = ok && expr_push(&out, ")", 1, 0);
  }
  expr_free(e);
  *e = out;
  return ok ? found : -1;
}

/* Does any variable of e get assigned in statement s? */
static int assigned_in(const struct c_file *f, const struct c_stmt *s, const struct expr *e) {
  for (size_t i = 0; i < e->n; i++)
    if (variable_at(e, i) && c_assigns(f, s, e->tok[i])) return 1;
  return 0;
}

/* Does the chain of tokens starting at i spell `name` (`j->values`)? Its end in *after. */
static int spells(const struct c_file *f, size_t i, size_t end, const char *name, size_t *after) {
  size_t at = 0, len = strlen(name);
  for (; i < end && at < len; i++) {
    size_t l = f->toks[i].end - f->toks[i].start;
    if (at + l > len || memcmp(f->text + f->toks[i].start, name + at, l) != 0) return 0;
    at += l;
  }
  *after = i;
  return at == len;
}

/* Do the n tokens from a and from b read the same? */
static int spells_same(const struct c_file *f, size_t a, size_t b, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const struct c_token *x = &f->toks[a + i], *y = &f->toks[b + i];
    if (x->end - x->start != y->end - y->start || memcmp(f->text + x->start, f->text + y->start, x->end - x->start))
      return 0;
  }
  return 1;
}

/* The subscript `name[INDEX]` in statement s: its tokens [*base, *end)
 * (the name's first to the `]`), INDEX's from *first. Every such subscript
 * must have the same index, else the one holding byte `where`. */
static int subscript_index(const struct c_file *f, const struct c_stmt *s, const char *name, size_t where,
                           size_t *base, size_t *first, size_t *end) {
  int found = 0, differ = 0, held = 0;
  size_t held_base = 0, held_first = 0, held_end = 0;
  for (size_t i = s->first; i < s->end; i++) {
    size_t open;
    if (f->toks[i].kind != C_TOK_IDENT || (i > s->first && (c_tok_is(f, i - 1, "->") || c_tok_is(f, i - 1, "."))) ||
        !spells(f, i, s->end, name, &open) || !c_tok_is(f, open, "["))
      continue;
    size_t close = open;
    for (int depth = 0; close < s->end; close++) {
      if (c_tok_is(f, close, "[")) depth++;
      else if (c_tok_is(f, close, "]") && --depth == 0) break;
    }
    if (close >= s->end || close == open + 1) return 0;
    if (found && (close - open != *end - *first + 1 || !spells_same(f, open + 1, *first, close - open - 1))) differ = 1;
    if (!found) *base = i, *first = open + 1, *end = close;
    found = 1;
    if (!held && f->toks[i].start <= where && where < f->toks[close].end)
      held = 1, held_base = i, held_first = open + 1, held_end = close;
  }
  if (differ && !held) return 0;
  if (differ) *base = held_base, *first = held_first, *end = held_end;
  if (found) (*end)++; /* with its `]` */
  return found;
}

/* The one name statement s subscripts (`j->values` of `j->values[r * N + c]`), or NULL. */
static char *subscripted_name(const struct c_file *f, const struct c_stmt *s) {
  char *name = NULL;
  for (size_t i = s->first; i < s->end; i++) {
    if (f->toks[i].kind != C_TOK_IDENT || (i > s->first && (c_tok_is(f, i - 1, "->") || c_tok_is(f, i - 1, "."))))
      continue;
    size_t k = i + 1;
    while (k + 1 < s->end && (c_tok_is(f, k, "->") || c_tok_is(f, k, ".")) && f->toks[k + 1].kind == C_TOK_IDENT) k += 2;
    if (!c_tok_is(f, k, "[")) continue;
    char *text = strndup(f->text + f->toks[i].start, f->toks[k - 1].end - f->toks[i].start);
    if (text && strpbrk(text, " \t\n")) text[0] = 0; /* spaced chains: not compared here */
    if (!text || !text[0] || (name && strcmp(name, text) != 0)) {
      free(text);
      free(name);
      return NULL;
    }
    free(name);
    name = text;
    i = k;
  }
  return name;
}

int slice_part_acquire(const struct c_file *f, const char *object, const struct symbolized_stack *to,
                       struct handoff_call *out, int *indent_line, const char **why) {
  const struct frame *at = user_frame(to);
  size_t where = at ? c_file_offset(f, at->line, at->column) : (size_t)-1;
  struct c_stmt *inner = where == (size_t)-1 ? NULL : c_stmt_at(f, where);
  /* a global by its name; else what the access went through, or the one name subscripted there */
  char *name = !inner ? NULL : object ? strdup(object) : handoff_accessed_name(f, inner, where);
  if (inner && !name) name = subscripted_name(f, inner);
  size_t base = 0, first = 0, end = 0;
  int found = name && subscript_index(f, inner, name, where, &base, &first, &end);
  free(name);
  if (!found || !side_effect_free(f, base, end)) {
    *why = "a part's thread does not name it by a plain subscript where it begins using it";
    return 0;
  }
  /* `X[INDEX]`, every name in it as at the access */
  struct expr start = {0};
  int ok = expr_push_tokens(&start, f, base, end, 0);
  /* each enclosing for loop whose index the start uses: its initialiser instead */
  const struct c_stmt *outer = NULL;
  for (const struct c_stmt *up = inner; ok && up && up->kind != C_STMT_FUNCTION; up = up->parent) {
    size_t var, init, init_end;
    if (up->kind != C_STMT_LOOP || !loop_initialiser(f, up, &var, &init, &init_end)) continue;
    char *index = strndup(f->text + f->toks[var].start, f->toks[var].end - f->toks[var].start);
    int found = index ? substitute(&start, f, index, init, init_end) : -1;
    free(index);
    if (found < 0) ok = 0;
    if (found > 0) outer = up;
  }
  /* what the start is made of must hold its first iteration's values
   * wherever it is evaluated: no loop inside the place assigns any of it */
  for (const struct c_stmt *up = inner; ok && up && up->kind != C_STMT_FUNCTION; up = up->parent) {
    if (up->kind == C_STMT_LOOP && assigned_in(f, up, &start)) {
      *why = "the index a part's thread begins with changes in a loop that is no for loop with an initialiser "
             "(the part's start is not written in its code there, or the partition changes as it runs)";
      ok = 0;
    }
    if (up == outer) break;
  }
  const struct c_stmt *place = ok ? block_statement(outer ? outer : inner) : NULL;
  char *text = place ? expr_text(&start) : NULL;
  expr_free(&start);
  out->line = *indent_line = place ? c_line_before(f, place) : 0;
  if (!text || !out->line || asprintf(&out->expression, "&%s", text) < 0) {
    if (ok) *why = "a part's thread begins using it where no statement of its own can go before";
    free(text);
    out->expression = NULL;
    return 0;
  }
  free(text);
  out->release = 0;
  out->read = 0;
  out->access_line = at->line;
  return 1;
}
