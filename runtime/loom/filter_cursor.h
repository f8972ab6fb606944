/* filter_cursor.h — a character cursor over one line of a filter, and the
 * "abandon this constraint" error (annotation-lint's cursor.ts: LineCursor,
 * FilterSyntaxError, requireClosed). Constraints never span lines, so every
 * range is on `line`. An error that abandons a constraint longjmps to the
 * line parser, which records it and resumes after the next top-level ';'. */
#ifndef HEDDLE_LOOM_FILTER_CURSOR_H
#define HEDDLE_LOOM_FILTER_CURSOR_H

#include <setjmp.h>

#include "filter_ast.h"

/* Expression parts (operands, operators, selectors) one constraint may have:
 * bounds the parse's recursion, so absurd input is an error, not a stack overflow. */
#define LOOM_MAX_EXPRESSION_PARTS 1000

struct loom_cursor {
  struct loom_arena *arena;
  const char *text; /* the line (not NUL-terminated at end) */
  int end;          /* where the content stops: a `//` comment or the line's end */
  int pos;
  int line;
  int expression_parts;
  jmp_buf *abandon;             /* the current constraint's recovery point */
  jmp_buf *out_of_memory;       /* the whole parse's */
  struct loom_diag thrown;      /* what abandoned the constraint */
};

static inline struct loom_range loom_cursor_range(const struct loom_cursor *c, int from, int to) {
  struct loom_range r = {{c->line, from}, {c->line, to}};
  return r;
}
/* The next character (none at the line's end): where "found X" errors point. */
static inline struct loom_range loom_cursor_next_range(const struct loom_cursor *c) {
  return loom_cursor_range(c, c->pos, c->pos + 1 < c->end ? c->pos + 1 : c->end);
}
static inline int loom_cursor_peek(const struct loom_cursor *c, int ahead) {
  int i = c->pos + ahead;
  return i < c->end ? (unsigned char)c->text[i] : 0;
}
static inline int loom_cursor_at_end(const struct loom_cursor *c) { return c->pos >= c->end; }

void loom_cursor_skip_spaces(struct loom_cursor *c);
/* Consumes `s` when it comes next (after spaces). */
int loom_cursor_eat(struct loom_cursor *c, const char *s);
/* Whether `s` comes next (after spaces); consumes only the spaces. */
int loom_cursor_looking_at(struct loom_cursor *c, const char *s);
/* "the end of the line" or 'x' (a whole UTF-8 character), for "found ..." messages; skips spaces. */
const char *loom_cursor_describe_next(struct loom_cursor *c);
/* Abandons the constraint (never returns). */
__attribute__((noreturn)) void loom_cursor_throw(struct loom_cursor *c, enum loom_error_code code,
                                                 const char *message, struct loom_range range);
/* loom_cursor_throw with a printf-formatted message. */
__attribute__((noreturn, format(printf, 4, 5))) void loom_cursor_fail(struct loom_cursor *c, enum loom_error_code code,
                                                                     struct loom_range range, const char *fmt, ...);
/* Memory or the parse is lost (never returns NULL). */
void *loom_cursor_need(struct loom_cursor *c, void *p);
/* Counts one expression part; throws once the constraint has too many. */
void loom_cursor_spend_part(struct loom_cursor *c);
/* Right after the opening bracket at open_at was consumed: throws `unclosed`
 * when the line never closes it; returns the closing bracket's index. */
int loom_cursor_require_closed(struct loom_cursor *c, int open_at);

/* Expressions (filter_expr.c). */
struct loom_expr *loom_parse_expression(struct loom_cursor *c);
/* `expr, expr, ... close` after the opening bracket was consumed. */
void loom_parse_arguments(struct loom_cursor *c, char close, struct loom_expr ***args, int *nargs);
/* Consumes `close`, else a syntax error. */
void loom_expect_close(struct loom_cursor *c, char close);
/* LOOM §3.3's expression rules: appends expr-* diagnostics to *out. */
void loom_check_expression(struct loom_arena *a, const struct loom_expr *e, struct loom_diag **out, int *n);

#endif
