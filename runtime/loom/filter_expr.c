/* filter_expr.c — the expressions of events and function regions
 * (annotation-lint's expression.ts, expression-rules.ts and printExpr).
 * Deliberately wider than LOOM allows (any C operator, calls, dereferences):
 * parsing them lets the rules name exactly what is forbidden and where. */
#include "filter_cursor.h"

static const struct {
  const char *op;
  int precedence;
} binary_ops[] = {
    {"||", 1}, {"&&", 2}, {"==", 6}, {"!=", 6}, {"<=", 7}, {">=", 7}, {"<<", 8}, {">>", 8}, {"|", 3},
    {"^", 4},  {"&", 5},  {"<", 7},  {">", 7},  {"+", 9},  {"-", 9},  {"*", 10}, {"/", 10}, {"%", 10},
};
static const char unary_ops[] = "&*-+!~";

static int ident_start(int ch) { return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || ch == '_'; }
static int ident_char(int ch) { return ident_start(ch) || (ch >= '0' && ch <= '9'); }
static int digit(int ch) { return ch >= '0' && ch <= '9'; }

static struct loom_expr *node(struct loom_cursor *c, enum loom_expr_kind kind, struct loom_range range) {
  struct loom_expr *e = loom_cursor_need(c, loom_alloc(c->arena, sizeof *e));
  e->kind = kind;
  e->range = range;
  return e;
}

static int take_while(struct loom_cursor *c, int (*ok)(int)) {
  int start = c->pos;
  while (c->pos < c->end && ok((unsigned char)c->text[c->pos])) c->pos++;
  return c->pos - start;
}

static const char *copy(struct loom_cursor *c, int from, int to) {
  return loom_cursor_need(c, loom_strndup(c->arena, c->text + from, (size_t)(to - from)));
}

/* The first operator of the table that comes next; -1 for none. `->` is a
 * postfix selector, never the binary minus. */
static int next_binary_operator(struct loom_cursor *c) {
  loom_cursor_skip_spaces(c);
  for (int i = 0; i < (int)(sizeof binary_ops / sizeof binary_ops[0]); i++) {
    if (!loom_starts(c->text, (size_t)c->end, (size_t)c->pos, binary_ops[i].op)) continue;
    if (binary_ops[i].op[0] == '-' && !binary_ops[i].op[1] && loom_cursor_peek(c, 1) == '>') return -1;
    return i;
  }
  return -1;
}

static struct loom_expr *parse_unary(struct loom_cursor *c);

static struct loom_expr *parse_binary(struct loom_cursor *c, int min_precedence) {
  struct loom_expr *left = parse_unary(c);
  for (;;) {
    int i = next_binary_operator(c);
    if (i < 0 || binary_ops[i].precedence < min_precedence) return left;
    loom_cursor_spend_part(c);
    c->pos += (int)loom_strlen(binary_ops[i].op);
    struct loom_expr *right = parse_binary(c, binary_ops[i].precedence + 1);
    struct loom_range r = {left->range.start, right->range.end};
    struct loom_expr *e = node(c, LOOM_EXPR_BINARY, r);
    e->op = binary_ops[i].op;
    e->a = left;
    e->b = right;
    left = e;
  }
}

struct loom_expr *loom_parse_expression(struct loom_cursor *c) { return parse_binary(c, 1); }

void loom_expect_close(struct loom_cursor *c, char close) {
  char s[2] = {close, 0};
  if (loom_cursor_eat(c, s)) return;
  const char *next = loom_cursor_describe_next(c);
  loom_cursor_throw(c, LOOM_ERR_SYNTAX,
                    loom_cursor_need(c, loom_sprintf(c->arena, "expected '%c', found %s", close, next)),
                    loom_cursor_range(c, c->pos, c->pos + 1));
}

void loom_parse_arguments(struct loom_cursor *c, char close, struct loom_expr ***args, int *nargs) {
  char s[2] = {close, 0};
  *args = NULL;
  *nargs = 0;
  if (loom_cursor_eat(c, s)) return;
  for (;;) {
    struct loom_expr *e = loom_parse_expression(c);
    *(struct loom_expr **)loom_cursor_need(c, loom_push(c->arena, args, nargs, sizeof e)) = e;
    if (loom_cursor_eat(c, ",")) continue;
    loom_expect_close(c, close);
    return;
  }
}

/* C integer constants with u/l suffixes:
 * ^(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)([uU]?[lL]{0,2}|[lL]{1,2}[uU])$ */
static int integer_constant(const char *s, int n) {
  int i = 0;
  if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    i = 2;
    int start = i;
    while (i < n && ((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f') || (s[i] >= 'A' && s[i] <= 'F'))) i++;
    if (i == start) return 0;
  } else if (n >= 1 && s[0] == '0') {
    i = 1;
    while (i < n && s[i] >= '0' && s[i] <= '7') i++;
  } else if (n >= 1 && s[0] >= '1' && s[0] <= '9') {
    while (i < n && digit(s[i])) i++;
  } else {
    return 0;
  }
  const char *suf = s + i;
  int m = n - i, k = 0;
  /* [uU]?[lL]{0,2} */
  if (k < m && (suf[k] == 'u' || suf[k] == 'U')) k++;
  int l = 0;
  while (k < m && l < 2 && (suf[k] == 'l' || suf[k] == 'L')) k++, l++;
  if (k == m) return 1;
  /* [lL]{1,2}[uU] */
  k = 0, l = 0;
  while (k < m && l < 2 && (suf[k] == 'l' || suf[k] == 'L')) k++, l++;
  return l >= 1 && k + 1 == m && (suf[k] == 'u' || suf[k] == 'U');
}

static int number_char(int ch) { return ident_char(ch); }

static struct loom_expr *parse_primary(struct loom_cursor *c) {
  loom_cursor_skip_spaces(c);
  int start = c->pos;
  if (loom_cursor_eat(c, "(")) {
    loom_cursor_require_closed(c, c->pos - 1);
    struct loom_expr *inner = loom_parse_expression(c);
    loom_expect_close(c, ')');
    return inner; /* parentheses are not nodes */
  }
  if (digit(loom_cursor_peek(c, 0))) {
    int n = take_while(c, number_char);
    if (!integer_constant(c->text + start, n)) {
      loom_cursor_throw(c, LOOM_ERR_SYNTAX,
                        loom_cursor_need(c, loom_sprintf(c->arena, "'%.*s' is not an integer constant", n,
                                                         c->text + start)),
                        loom_cursor_range(c, start, c->pos));
    }
    struct loom_expr *e = node(c, LOOM_EXPR_NUMBER, loom_cursor_range(c, start, c->pos));
    e->text = copy(c, start, c->pos);
    return e;
  }
  if (ident_start(loom_cursor_peek(c, 0))) {
    take_while(c, ident_char);
    while (loom_starts(c->text, (size_t)c->end, (size_t)c->pos, "::") && ident_start(loom_cursor_peek(c, 2))) {
      c->pos += 2;
      take_while(c, ident_char);
    }
    struct loom_expr *e = node(c, LOOM_EXPR_NAME, loom_cursor_range(c, start, c->pos));
    e->text = copy(c, start, c->pos);
    return e;
  }
  const char *next = loom_cursor_describe_next(c);
  loom_cursor_throw(c, LOOM_ERR_SYNTAX,
                    loom_cursor_need(c, loom_sprintf(c->arena, "expected an expression, found %s", next)),
                    loom_cursor_range(c, c->pos, c->pos));
}

static struct loom_expr *parse_postfix(struct loom_cursor *c) {
  struct loom_expr *e = parse_primary(c);
  int start = e->range.start.col;
  for (;;) {
    loom_cursor_spend_part(c);
    if (loom_cursor_eat(c, "[")) {
      loom_cursor_require_closed(c, c->pos - 1);
      struct loom_expr *index = loom_parse_expression(c);
      loom_expect_close(c, ']');
      struct loom_expr *x = node(c, LOOM_EXPR_INDEX, loom_cursor_range(c, start, c->pos));
      x->a = e;
      x->b = index;
      e = x;
    } else if (loom_cursor_looking_at(c, "->") || loom_cursor_looking_at(c, ".")) {
      const char *op = loom_cursor_peek(c, 0) == '.' ? "." : "->";
      c->pos += (int)loom_strlen(op);
      loom_cursor_skip_spaces(c);
      int from = c->pos;
      int n = take_while(c, ident_char);
      int has_start = 0; /* annotation-lint tests IDENT_START unanchored: any letter or '_' */
      for (int i = from; i < from + n; i++) has_start |= ident_start((unsigned char)c->text[i]);
      if (!n || !has_start) {
        const char *next = loom_cursor_describe_next(c);
        loom_cursor_throw(c, LOOM_ERR_SYNTAX,
                          loom_cursor_need(c, loom_sprintf(c->arena, "expected a field name after '%s', found %s",
                                                           op, next)),
                          loom_cursor_range(c, c->pos, c->pos));
      }
      struct loom_expr *x = node(c, LOOM_EXPR_FIELD, loom_cursor_range(c, start, c->pos));
      x->op = op;
      x->a = e;
      x->text = copy(c, from, from + n);
      e = x;
    } else if (loom_cursor_eat(c, "(")) {
      loom_cursor_require_closed(c, c->pos - 1);
      struct loom_expr *x = node(c, LOOM_EXPR_CALL, loom_cursor_range(c, 0, 0));
      loom_parse_arguments(c, ')', &x->args, &x->nargs);
      x->range = loom_cursor_range(c, start, c->pos);
      x->a = e;
      e = x;
    } else {
      return e;
    }
  }
}

static struct loom_expr *parse_unary(struct loom_cursor *c) {
  loom_cursor_spend_part(c);
  loom_cursor_skip_spaces(c);
  int start = c->pos;
  int ch = loom_cursor_peek(c, 0);
  for (const char *u = unary_ops; ch && *u; u++) {
    if (*u != ch) continue;
    c->pos++;
    struct loom_expr *operand = parse_unary(c);
    struct loom_expr *e = node(c, LOOM_EXPR_UNARY, loom_cursor_range(c, start, operand->range.end.col));
    e->op = copy(c, start, start + 1);
    e->a = operand;
    return e;
  }
  return parse_postfix(c);
}

/* ---- LOOM §3.3's rules: no calls, no dereferences, only '+' */

#define ALLOWED "allowed are constants, variables, a+b, &a, &a[i] and &a->f (LOOM \xc2\xa7" "3.3)"

struct rules {
  struct loom_arena *a;
  struct loom_diag **out;
  int *n;
};

static void add(struct rules *r, enum loom_error_code code, const char *message, struct loom_range range) {
  struct loom_diag *d = loom_push(r->a, r->out, r->n, sizeof *d);
  if (!d) return;
  d->code = code;
  d->message = message ? message : "(out of memory)";
  d->range = range;
}

static void value(struct rules *r, const struct loom_expr *e);

static void reads_through_pointer(struct rules *r, const struct loom_expr *e) {
  const char *text = loom_print_expr(r->a, e);
  add(r, LOOM_ERR_EXPR_DEREFERENCE,
      loom_sprintf(r->a, "'%s' reads through a pointer, which a filter expression must not do; take its address "
                         "instead ('&%s')", text, text),
      e->range);
}

/* The operand of '&': only offsets are added to a value that is read. */
static void place(struct rules *r, const struct loom_expr *e) {
  switch (e->kind) {
    case LOOM_EXPR_NAME: return;
    case LOOM_EXPR_FIELD:
      if (e->op[0] == '.') place(r, e->a);
      else value(r, e->a);
      return;
    case LOOM_EXPR_INDEX:
      value(r, e->a);
      value(r, e->b);
      return;
    case LOOM_EXPR_UNARY:
      if (e->op[0] == '*') {
        value(r, e);
        return;
      }
      break;
    default: break;
  }
  add(r, LOOM_ERR_EXPR_OPERATOR, "'&' needs a variable, an element (&a[i]) or a field (&a->f); " ALLOWED, e->range);
  value(r, e);
}

static void value(struct rules *r, const struct loom_expr *e) {
  switch (e->kind) {
    case LOOM_EXPR_NUMBER:
    case LOOM_EXPR_NAME: return;
    case LOOM_EXPR_BINARY:
      if (!loom_streq(e->op, "+"))
        add(r, LOOM_ERR_EXPR_OPERATOR,
            loom_sprintf(r->a, "operator '%s' is not allowed in a filter expression; " ALLOWED, e->op), e->range);
      value(r, e->a);
      value(r, e->b);
      return;
    case LOOM_EXPR_UNARY:
      if (e->op[0] == '&') {
        place(r, e->a);
        return;
      }
      if (e->op[0] == '*')
        add(r, LOOM_ERR_EXPR_DEREFERENCE,
            "'*' dereferences a pointer, which a filter expression must not do; " ALLOWED, e->range);
      else
        add(r, LOOM_ERR_EXPR_OPERATOR,
            loom_sprintf(r->a, "operator '%s' is not allowed in a filter expression; " ALLOWED, e->op), e->range);
      value(r, e->a);
      return;
    case LOOM_EXPR_INDEX:
      reads_through_pointer(r, e);
      value(r, e->a);
      value(r, e->b);
      return;
    case LOOM_EXPR_FIELD:
      if (e->op[0] == '-') reads_through_pointer(r, e);
      value(r, e->a);
      return;
    case LOOM_EXPR_CALL:
      add(r, LOOM_ERR_EXPR_CALL, "a filter expression must not call a function; " ALLOWED, e->range);
      for (int i = 0; i < e->nargs; i++) value(r, e->args[i]);
      return;
  }
}

void loom_check_expression(struct loom_arena *a, const struct loom_expr *e, struct loom_diag **out, int *n) {
  struct rules r = {a, out, n};
  value(&r, e);
}

const char *loom_print_expr(struct loom_arena *a, const struct loom_expr *e) {
  switch (e->kind) {
    case LOOM_EXPR_NUMBER:
    case LOOM_EXPR_NAME: return e->text;
    case LOOM_EXPR_BINARY:
      return loom_sprintf(a, "(%s %s %s)", loom_print_expr(a, e->a), e->op, loom_print_expr(a, e->b));
    case LOOM_EXPR_UNARY: return loom_sprintf(a, "%s%s", e->op, loom_print_expr(a, e->a));
    case LOOM_EXPR_INDEX: return loom_sprintf(a, "%s[%s]", loom_print_expr(a, e->a), loom_print_expr(a, e->b));
    case LOOM_EXPR_FIELD: return loom_sprintf(a, "%s%s%s", loom_print_expr(a, e->a), e->op, e->text);
    case LOOM_EXPR_CALL: {
      const char *args = "";
      for (int i = 0; i < e->nargs; i++)
        args = loom_sprintf(a, "%s%s%s", args, i ? ", " : "", loom_print_expr(a, e->args[i]));
      return loom_sprintf(a, "%s(%s)", loom_print_expr(a, e->a), args);
    }
  }
  return "";
}
