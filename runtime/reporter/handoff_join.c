/* handoff_join.c — see handoff_join.h. The course bank of trial round 14
 * (finding 2): each thread's `args` goes back to main at `pthread_join(
 * threads[i].id, NULL)` in wait_all's loop, and main's first use of it is
 * print_balances' `thrs[i].args->net_total`. The name that reaches it in
 * wait_all, `threads[i].args`, means that object only where `i` counts the
 * threads: in the loop that joins them, right after the join. */
#define _GNU_SOURCE
#include "handoff_join.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "handoff_names.h"

/* What ends a thread's run for its joiner: the release that orders what the
 * thread did before the joiner's next statement. */
static const char *const JOIN_NAMES[] = {"pthread_join", "pthread_timedjoin_np", "pthread_tryjoin_np", "thrd_join"};
static const struct c_callee_names JOINS = {NULL, 0, JOIN_NAMES, sizeof JOIN_NAMES / sizeof JOIN_NAMES[0]};

static int joins(const struct c_file *f, const struct c_stmt *s) {
  return c_calls_any(f, s->first, s->end, &JOINS, C_CALL_DEPTH);
}

int handoff_joins_before(const struct c_file *f, const struct c_stmt *s) {
  for (; s && s->parent; s = s->parent) {
    const struct c_stmt *block = s->parent;
    if (block->kind != C_STMT_BLOCK && block->kind != C_STMT_FUNCTION) continue;
    for (size_t k = 0; k < block->n_kids && block->kids[k] != s; k++)
      if (joins(f, block->kids[k])) return 1;
    if (block->kind == C_STMT_FUNCTION) return 0;
  }
  return 0;
}

/* Does statement s's text, token by token without white space, hold
 * `element` as a whole chain start (`threads[i]` in `pthread_join(threads[i].id, NULL)`)? */
static int names_element(const struct c_file *f, const struct c_stmt *s, const char *element) {
  size_t len = strlen(element);
  for (size_t i = s->first; i < s->end; i++) {
    if (f->toks[i].kind != C_TOK_IDENT || (i > s->first && (c_tok_is(f, i - 1, "->") || c_tok_is(f, i - 1, "."))))
      continue;
    size_t at = 0, k = i;
    for (; k < s->end && at < len; k++) {
      size_t n = f->toks[k].end - f->toks[k].start;
      if (at + n > len || memcmp(element + at, f->text + f->toks[k].start, n) != 0) break;
      at += n;
    }
    if (at == len) return 1;
  }
  return 0;
}

/* Does the `for` header [open, close) assign the variable `name` (`i = 0`,
 * `int i = 0`, `i++`), and call nothing (a copy of it runs the same way)? */
static int header_counts(const struct c_file *f, size_t open, size_t close, const char *name) {
  static const char *const ops[] = {"=", "+=", "-=", "++", "--"};
  int counted = 0;
  for (size_t i = open + 1; i < close; i++) {
    if (f->toks[i].kind == C_TOK_IDENT && c_tok_is(f, i + 1, "(")) return 0;
    if (!c_tok_is(f, i, name)) continue;
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
      if (c_tok_is(f, i + 1, ops[k]) || (c_tok_is(f, i - 1, ops[k]) && ops[k][0] == ops[k][1])) counted = 1;
  }
  return counted;
}

/* Do the header and body of `loop` count every variable of the subscript
 * text [from, to) in the header only? */
static int counts_subscript(const struct c_file *f, const struct c_stmt *loop, const char *from, const char *to) {
  const struct c_stmt *body = loop->kids[0];
  size_t open = loop->first + 1, close = body->first - 1;
  if (!c_tok_is(f, open, "(") || !c_tok_is(f, close, ")")) return 0;
  int any = 0;
  for (const char *p = from; p < to;) {
    size_t n = strspn(p, HANDOFF_IDENT_CHARS);
    if (!n || (*p >= '0' && *p <= '9')) {
      p += n ? n : 1;
      continue;
    }
    char *name = strndup(p, n);
    int ok = name && header_counts(f, open, close, name) && !c_assigns(f, body, name);
    free(name);
    if (!ok) return 0;
    any = 1;
    p += n;
  }
  return any;
}

/* The line a whole-line insertion after statement kids[k] of block goes on:
 * the next statement's, else the block's closing brace's (0: not at a line's start). */
static int line_after(const struct c_file *f, const struct c_stmt *block, size_t k) {
  if (k + 1 < block->n_kids) return c_line_before(f, block->kids[k + 1]);
  size_t close = f->toks[block->end - 1].start;
  int line = c_file_line(f, close);
  return c_tok_is(f, block->end - 1, "}") && c_file_offset(f, line, 0) == close ? line : 0;
}

/* The call right after the join statement of `loop` (see handoff_join.h), or 0. */
static int place_in(const struct c_file *f, const struct c_stmt *block, size_t k, const char *element,
                    struct handoff_call *out, int *indent_line) {
  const struct c_stmt *loop = block->kids[k], *body = loop->kids[0];
  if (body->kind == C_STMT_PLAIN) { /* unbraced: the call goes after the loop, in a loop of its own */
    if (!joins(f, body) || !names_element(f, body, element)) return 0;
    size_t lo = f->toks[loop->first].start, hi = f->toks[body->first - 1].end;
    if (c_file_line(f, lo) != c_file_line(f, hi) || hi - lo >= sizeof out->loop) return 0;
    out->line = line_after(f, block, k);
    *indent_line = c_line_before(f, loop);
    if (!out->line || !*indent_line) return 0;
    memcpy(out->loop, f->text + lo, hi - lo);
    out->loop[hi - lo] = 0;
    return 1;
  }
  if (body->kind != C_STMT_BLOCK) return 0;
  for (size_t j = 0; j < body->n_kids; j++) {
    const struct c_stmt *kid = body->kids[j];
    if (kid->kind != C_STMT_PLAIN || !joins(f, kid) || !names_element(f, kid, element)) continue;
    out->line = line_after(f, body, j);
    *indent_line = c_line_before(f, kid);
    return out->line && *indent_line;
  }
  return 0;
}

int handoff_place_after_join(const struct c_file *f, const struct c_stmt *s, const char *expression,
                             struct handoff_call *out, int *indent_line) {
  const char *open = strchr(expression, '['), *close = open ? strchr(open, ']') : NULL;
  if (!close || open == expression) return 0;
  char *element = strndup(expression, (size_t)(close + 1 - expression));
  int found = 0;
  for (; element && s && s->parent && !found; s = s->parent) {
    const struct c_stmt *block = s->parent;
    if (block->kind != C_STMT_BLOCK && block->kind != C_STMT_FUNCTION) continue;
    size_t k = 0;
    while (k < block->n_kids && block->kids[k] != s) k++;
    while (k-- > 0 && !found) { /* the latest loop first: the join nearest the use */
      const struct c_stmt *loop = block->kids[k];
      if (loop->kind != C_STMT_LOOP || !c_tok_is(f, loop->first, "for") || !loop->n_kids) continue;
      if (counts_subscript(f, loop, open + 1, close)) found = place_in(f, block, k, element, out, indent_line);
    }
    if (block->kind == C_STMT_FUNCTION) break;
  }
  free(element);
  return found;
}
