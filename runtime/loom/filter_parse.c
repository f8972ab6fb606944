/* filter_parse.c — the execution-filter parser (grammar: docs/filters.md), a
 * line-for-line port of annotation-lint/src/filter/parser.ts so both give the
 * same trees and errors (tests/filters/, checked by runtime/test/loom/corpus.test).
 * Recursive descent over one line at a time: a constraint never spans lines.
 * An error that leaves the parser unsure where it is abandons one constraint
 * (longjmp), up to the next top-level ';' or the line's end; an error in
 * something read whole (a line number, a region's shape, an operand's kind) is
 * recorded and the constraint's parse goes on, so every problem is reported.
 * A constraint with any such error stays out of the tree. */
#include "filter_cursor.h"

#define MAX_LINE 2147483647LL

/* The problems of the constraint being parsed; `broken`: one keeps it out of
 * the tree (expression errors and count-outside-order do not). */
struct problems {
  struct loom_diag *found;
  int n;
  int broken;
};

enum operand_kind { OPERAND_EVENT, OPERAND_REGION, OPERAND_STAR, OPERAND_NESTED };

struct operand {
  enum operand_kind kind;
  struct loom_event *event;
  struct loom_region *region;
  struct loom_range range;
};

static void record(struct loom_cursor *c, struct problems *p, enum loom_error_code code, const char *message,
                   struct loom_range range, int breaks) {
  struct loom_diag *d = loom_cursor_need(c, loom_push(c->arena, &p->found, &p->n, sizeof *d));
  d->code = code;
  d->message = loom_cursor_need(c, (void *)message);
  d->range = range;
  if (breaks) p->broken = 1;
}

static void check_expression(struct loom_cursor *c, struct problems *p, const struct loom_expr *e) {
  loom_check_expression(c->arena, e, &p->found, &p->n);
}

static const char *fmt(struct loom_cursor *c, const char *message) { return loom_cursor_need(c, (void *)message); }

static int word_char(int ch) {
  return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' ||
         ch == '.' || ch == '/' || ch == '+' || ch == '-' || ch == '~';
}

/* ^~?[A-Za-z_][A-Za-z0-9_]*(::~?[A-Za-z_][A-Za-z0-9_]*)*$ */
static int qualified_name(const char *s) {
  for (;;) {
    if (*s == '~') s++;
    if (!((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') || *s == '_')) return 0;
    while ((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_') s++;
    if (!*s) return 1;
    if (s[0] != ':' || s[1] != ':') return 0;
    s += 2;
  }
}

static struct operand parse_operand(struct loom_cursor *c, struct problems *p);

/* `( expr )` or `{ expr }` after the opening bracket was consumed. */
static struct loom_expr *bracketed(struct loom_cursor *c, char close, struct problems *p) {
  loom_cursor_require_closed(c, c->pos - 1);
  struct loom_expr *e = loom_parse_expression(c);
  loom_expect_close(c, close);
  check_expression(c, p, e);
  return e;
}

static struct loom_event *parse_event_after_file(struct loom_cursor *c, const char *file, struct loom_range file_range,
                                                 struct problems *p) {
  c->pos++; /* ':' */
  loom_cursor_skip_spaces(c);
  int line_start = c->pos;
  while (c->pos < c->end && c->text[c->pos] >= '0' && c->text[c->pos] <= '9') c->pos++;
  struct loom_range line_range = loom_cursor_range(c, line_start, c->pos);
  if (c->pos == line_start) {
    const char *next = loom_cursor_describe_next(c);
    loom_cursor_fail(c, LOOM_ERR_BAD_LINE_NUMBER, loom_cursor_next_range(c),
                     "expected a line number after '%s:', found %s", file, next);
  }
  long long line = 0;
  for (int i = line_start; i < c->pos; i++) {
    line = line * 10 + (c->text[i] - '0');
    if (line > MAX_LINE) line = MAX_LINE + 1; /* saturates: only "out of range" matters */
  }
  if (line < 1 || line > MAX_LINE) {
    record(c, p, LOOM_ERR_BAD_LINE_NUMBER,
           loom_sprintf(c->arena, "line number %.*s is out of range (1 to %lld)", c->pos - line_start,
                        c->text + line_start, MAX_LINE),
           line_range, 1);
  }
  struct loom_event *ev = loom_cursor_need(c, loom_alloc(c->arena, sizeof *ev));
  ev->file = file;
  ev->file_range = file_range;
  ev->line = line;
  ev->line_range = line_range;
  ev->range.start = file_range.start;
  ev->range.end = line_range.end;
  if (loom_cursor_eat(c, "(")) {
    ev->expr = bracketed(c, ')', p);
    ev->range.end = loom_cursor_range(c, c->pos, c->pos).start;
  }
  if (loom_cursor_eat(c, "{")) {
    ev->count = bracketed(c, '}', p);
    ev->range.end = loom_cursor_range(c, c->pos, c->pos).start;
  }
  return ev;
}

/* What is wrong with a region of `entries` entry and `exits` exit events (NULL: nothing). */
static const char *region_shape_problem(int entries, int exits, int semicolon) {
  if (!semicolon) {
    if (entries == 0) return "an empty code region: list its entry and exit events, {entry; exit}";
    return "a code region without ';' must list exactly two events (its entry and its exit); separate entries "
           "from exits with ';': {entry, ...; exit, ...}";
  }
  if (entries == 0 || exits == 0)
    return "a code region needs at least one entry event before ';' and one exit event after it";
  return NULL;
}

static void push_event(struct loom_cursor *c, struct loom_event ***arr, int *n, struct loom_event *ev) {
  *(struct loom_event **)loom_cursor_need(c, loom_push(c->arena, arr, n, sizeof ev)) = ev;
}

static struct operand parse_code_region(struct loom_cursor *c, struct problems *p) {
  int start = c->pos;
  c->pos++; /* '{' */
  loom_cursor_require_closed(c, start);
  struct loom_region *r = loom_cursor_need(c, loom_alloc(c->arena, sizeof *r));
  r->kind = LOOM_REGION_CODE;
  int semicolon = 0;
  /* An operand that is no event was reported and left out: the shape is then not judged. */
  int skipped = 0;
  for (;;) {
    if (loom_cursor_eat(c, "}")) break;
    struct operand o;
    if (loom_cursor_peek(c, 0) == '{') {
      /* A region inside a region is skipped whole, never parsed: `{{{…` must not recurse. */
      int from = c->pos;
      c->pos = loom_cursor_require_closed(c, from) + 1;
      o.kind = OPERAND_NESTED;
      o.range = loom_cursor_range(c, from, c->pos);
    } else {
      o = parse_operand(c, p);
    }
    if (o.kind != OPERAND_EVENT) {
      record(c, p, LOOM_ERR_EVENT_EXPECTED, "a code region lists events (file:line): entries, ';', exits", o.range, 1);
      skipped = 1;
    } else {
      if (o.event->count)
        record(c, p, LOOM_ERR_COUNT_OUTSIDE_ORDER,
               "an occurrence count '{n}' only applies in an execution-order constraint ('>'); remove it here",
               o.event->count->range, 0);
      if (semicolon) push_event(c, &r->exits, &r->nexits, o.event);
      else push_event(c, &r->entries, &r->nentries, o.event);
    }
    if (loom_cursor_eat(c, ",")) continue;
    loom_cursor_skip_spaces(c);
    int at = c->pos;
    if (loom_cursor_eat(c, ";")) {
      if (semicolon)
        record(c, p, LOOM_ERR_REGION_SHAPE, "a code region has one ';' (between its entries and its exits)",
               loom_cursor_range(c, at, c->pos), 1);
      else semicolon = 1;
      continue;
    }
    if (loom_cursor_peek(c, 0) == '}') continue;
    const char *next = loom_cursor_describe_next(c);
    loom_cursor_throw(c, LOOM_ERR_SYNTAX,
                      fmt(c, loom_sprintf(c->arena, "expected ',', ';' or '}' in a code region, found %s", next)),
                      loom_cursor_range(c, c->pos, c->pos + 1));
  }
  r->range = loom_cursor_range(c, start, c->pos);
  if (!semicolon && r->nentries == 2) {
    push_event(c, &r->exits, &r->nexits, r->entries[1]);
    r->nentries = 1;
  } else if (!skipped) {
    const char *shape = region_shape_problem(r->nentries, r->nexits, semicolon);
    if (shape) record(c, p, LOOM_ERR_REGION_SHAPE, shape, r->range, 1);
  }
  struct operand o = {OPERAND_REGION, NULL, r, r->range};
  return o;
}

static struct operand parse_operand(struct loom_cursor *c, struct problems *p) {
  loom_cursor_skip_spaces(c);
  int start = c->pos;
  if (loom_cursor_eat(c, "*")) {
    struct operand o = {OPERAND_STAR, NULL, NULL, loom_cursor_range(c, start, c->pos)};
    return o;
  }
  if (loom_cursor_peek(c, 0) == '{') return parse_code_region(c, p);
  for (;;) {
    while (c->pos < c->end && word_char((unsigned char)c->text[c->pos])) c->pos++;
    if (loom_starts(c->text, (size_t)c->end, (size_t)c->pos, "::")) c->pos += 2;
    else break;
  }
  if (c->pos == start) {
    const char *next = loom_cursor_describe_next(c);
    loom_cursor_fail(c, LOOM_ERR_SYNTAX, loom_cursor_next_range(c),
                     "expected an event (file:line), a region ({...} or a function name) or '*', found %s", next);
  }
  const char *word = fmt(c, loom_strndup(c->arena, c->text + start, (size_t)(c->pos - start)));
  struct loom_range word_range = loom_cursor_range(c, start, c->pos);
  loom_cursor_skip_spaces(c);
  if (loom_cursor_peek(c, 0) == ':') {
    struct loom_event *ev = parse_event_after_file(c, word, word_range, p);
    struct operand o = {OPERAND_EVENT, ev, NULL, ev->range};
    return o;
  }
  if (!qualified_name(word))
    loom_cursor_throw(c, LOOM_ERR_SYNTAX,
                      fmt(c, loom_sprintf(c->arena, "'%s' is neither an event (write '%s:LINE') nor a function name",
                                          word, word)),
                      word_range);
  struct loom_region *r = loom_cursor_need(c, loom_alloc(c->arena, sizeof *r));
  r->kind = LOOM_REGION_FUNCTION;
  r->name = word;
  r->name_range = r->range = word_range;
  if (loom_cursor_eat(c, "(")) {
    loom_cursor_require_closed(c, c->pos - 1);
    r->has_args = 1;
    loom_parse_arguments(c, ')', &r->args, &r->nargs);
    r->range = loom_cursor_range(c, start, c->pos);
    for (int i = 0; i < r->nargs; i++) check_expression(c, p, r->args[i]);
  }
  struct operand o = {OPERAND_REGION, NULL, r, r->range};
  return o;
}

/* Every operand that is not an event is reported, not only the first. */
static void execution_order(struct loom_cursor *c, struct operand *ops, int n, struct loom_constraint *k,
                            struct problems *p) {
  k->kind = LOOM_ORDER;
  for (int i = 0; i < n; i++) {
    if (ops[i].kind == OPERAND_EVENT) {
      push_event(c, &k->events, &k->nevents, ops[i].event);
      continue;
    }
    int star = ops[i].kind == OPERAND_STAR;
    record(c, p, star ? LOOM_ERR_STAR_POSITION : LOOM_ERR_EVENT_EXPECTED,
           loom_sprintf(c->arena, "an execution-order constraint ('>') orders events (file:line); %s is not an event",
                        star ? "'*'" : "a region"),
           ops[i].range, 1);
  }
}

/* Every misplaced '*' and every event among the operands is reported. */
static void exclusion(struct loom_cursor *c, struct operand *ops, int n, struct loom_constraint *k, struct problems *p) {
  int unilateral = n == 2 && ops[1].kind == OPERAND_STAR;
  for (int i = 0; i < n; i++) {
    struct operand *o = &ops[i];
    if (o->kind == OPERAND_STAR) {
      if (!(unilateral && i == 1))
        record(c, p, LOOM_ERR_STAR_POSITION,
               "'*' (all code) is only allowed as 'r <> *', a unilateral exclusion of exactly one region: write "
               "that constraint on its own, or name the regions instead of '*'",
               o->range, 1);
    } else if (o->kind == OPERAND_EVENT) {
      record(c, p, LOOM_ERR_REGION_EXPECTED,
             loom_sprintf(c->arena,
                          "'<>' relates code regions; an event is not one: write '{%s:%lld; %s:<exit line>}' or "
                          "name a function",
                          o->event->file, o->event->line, o->event->file),
             o->range, 1);
    } else {
      struct loom_region **slot = loom_cursor_need(c, loom_push(c->arena, &k->regions, &k->nregions, sizeof *slot));
      *slot = o->region;
    }
  }
  /* (`a.c:1 <> *`, without its region, was reported above and stays out of the tree.) */
  if (unilateral && k->nregions > 0) {
    k->kind = LOOM_UNILATERAL;
    k->star_range = ops[1].range;
  } else {
    k->kind = LOOM_MUTUAL;
  }
}

static struct loom_constraint *parse_constraint(struct loom_cursor *c, struct problems *p) {
  struct operand *ops = NULL;
  int nops = 0;
  struct loom_range *op_ranges = NULL;
  int nopr = 0;
  const char *first_op = NULL;
  int mixed = -1;
  *(struct operand *)loom_cursor_need(c, loom_push(c->arena, &ops, &nops, sizeof *ops)) = parse_operand(c, p);
  for (;;) {
    loom_cursor_skip_spaces(c);
    int at = c->pos;
    const char *op = loom_cursor_looking_at(c, "<>") ? "<>" : loom_cursor_looking_at(c, ">") ? ">" : NULL;
    if (!op) break;
    c->pos += (int)loom_strlen(op);
    struct loom_range *r = loom_cursor_need(c, loom_push(c->arena, &op_ranges, &nopr, sizeof *r));
    *r = loom_cursor_range(c, at, c->pos);
    if (!first_op) first_op = op;
    else if (mixed < 0 && !loom_streq(op, first_op)) mixed = nopr - 1;
    struct operand o = parse_operand(c, p);
    *(struct operand *)loom_cursor_need(c, loom_push(c->arena, &ops, &nops, sizeof *ops)) = o;
  }
  struct loom_range range = {ops[0].range.start, ops[nops - 1].range.end};
  if (!first_op) {
    if (!loom_cursor_at_end(c) && loom_cursor_peek(c, 0) != ';') {
      const char *next = loom_cursor_describe_next(c);
      loom_cursor_throw(c, LOOM_ERR_SYNTAX,
                        fmt(c, loom_sprintf(c->arena,
                                            "expected '>' or '<>' after the first operand, found %s: write 'e1 > e2' "
                                            "to order events or 'r1 <> r2' to exclude regions",
                                            next)),
                        loom_cursor_range(c, c->pos, c->pos + 1));
    }
    loom_cursor_throw(c, LOOM_ERR_MISSING_OPERATOR,
                      "a constraint needs an operator: 'e1 > e2' (execution order), 'r1 <> r2' (mutual exclusion) "
                      "or 'r <> *' (unilateral exclusion)",
                      range);
  }
  if (mixed >= 0)
    loom_cursor_throw(c, LOOM_ERR_MIXED_OPERATORS,
                      "'>' and '<>' cannot be mixed in one constraint; write one constraint per line (or separate "
                      "them with ';')",
                      op_ranges[mixed]);
  struct loom_constraint *k = loom_cursor_need(c, loom_alloc(c->arena, sizeof *k));
  k->range = range;
  if (first_op[0] == '>') execution_order(c, ops, nops, k, p);
  else exclusion(c, ops, nops, k, p);
  return k;
}

/* The first top-level ';' at or after the error (brackets counted from the
 * statement's start), or the line's end. */
static int recovery_point(const struct loom_cursor *c, int from, int error_at) {
  int depth = 0;
  for (int i = from; i < c->end; i++) {
    char ch = c->text[i];
    if (ch == '{' || ch == '(' || ch == '[') depth++;
    else if (ch == '}' || ch == ')' || ch == ']') depth = depth > 0 ? depth - 1 : 0;
    else if (ch == ';' && depth == 0 && i >= error_at) return i + 1;
  }
  return c->end;
}

static int before(const struct loom_diag *a, const struct loom_diag *b) {
  return a->range.start.line < b->range.start.line ||
         (a->range.start.line == b->range.start.line && a->range.start.col < b->range.start.col);
}

/* Appends the constraint's problems to the file's, by start position (stable, as Array.sort). */
static void flush(struct loom_cursor *c, struct loom_filter *f, struct problems *p) {
  for (int i = 1; i < p->n; i++) {
    struct loom_diag d = p->found[i];
    int j = i;
    while (j > 0 && before(&d, &p->found[j - 1])) {
      p->found[j] = p->found[j - 1];
      j--;
    }
    p->found[j] = d;
  }
  for (int i = 0; i < p->n; i++)
    *(struct loom_diag *)loom_cursor_need(c, loom_push(c->arena, &f->diags, &f->ndiags, sizeof *f->diags)) =
        p->found[i];
}

static void parse_line(struct loom_cursor *c, struct loom_filter *f) {
  for (;;) {
    loom_cursor_skip_spaces(c);
    if (loom_cursor_at_end(c)) return;
    if (loom_cursor_eat(c, ";")) continue;
    int statement_start = c->pos;
    c->expression_parts = 0;
    struct problems p = {NULL, 0, 0};
    jmp_buf abandon;
    c->abandon = &abandon;
    if (setjmp(abandon) == 0) {
      struct loom_constraint *k = parse_constraint(c, &p);
      if (!p.broken) {
        struct loom_constraint **slot =
            loom_cursor_need(c, loom_push(c->arena, &f->constraints, &f->nconstraints, sizeof *slot));
        *slot = k;
      }
      loom_cursor_skip_spaces(c);
      if (!loom_cursor_at_end(c) && !loom_cursor_eat(c, ";")) {
        const char *next = loom_cursor_describe_next(c);
        loom_cursor_throw(c, LOOM_ERR_SYNTAX,
                          fmt(c, loom_sprintf(c->arena,
                                              "expected ';' or the end of the line after a constraint, found %s",
                                              next)),
                          loom_cursor_range(c, c->pos, c->pos + 1));
      }
    } else {
      record(c, &p, c->thrown.code, c->thrown.message, c->thrown.range, 1);
      c->pos = recovery_point(c, statement_start, c->thrown.range.end.col);
    }
    flush(c, f, &p);
  }
}

struct loom_filter *loom_filter_parse(struct loom_arena *arena, const char *text, size_t len) {
  struct loom_filter *f = loom_alloc(arena, sizeof *f);
  if (!f) return NULL;
  jmp_buf oom;
  if (setjmp(oom) != 0) return NULL;
  struct loom_cursor c = {0};
  c.arena = arena;
  c.out_of_memory = &oom;
  size_t at = 0;
  for (int line = 0;; line++) {
    size_t eol = at;
    while (eol < len && text[eol] != '\n') eol++;
    size_t comment = at;
    while (comment + 1 < eol && !(text[comment] == '/' && text[comment + 1] == '/')) comment++;
    c.text = text + at;
    c.end = (int)((comment + 1 < eol ? comment : eol) - at);
    c.pos = 0;
    c.line = line;
    parse_line(&c, f);
    if (eol >= len) break;
    at = eol + 1;
  }
  return f;
}

static const char *const code_names[] = {
    "syntax",         "unclosed",           "bad-line-number", "missing-operator", "mixed-operators",
    "event-expected", "region-expected",    "star-position",   "region-shape",     "count-outside-order",
    "expr-call",      "expr-dereference",   "expr-operator",
};

const char *loom_error_code_name(enum loom_error_code code) { return code_names[code]; }

const char *loom_error_rule(enum loom_error_code code) {
  return code >= LOOM_ERR_EXPR_CALL ? "filter-expression" : "filter-syntax";
}
