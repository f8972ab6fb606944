/* filter_ast.h — the syntax tree of an execution filter (.hfilter), the C twin
 * of annotation-lint/src/filter/ast.ts. The shape is a contract
 * (tests/filters/ NAME.json, written by filter_json.c): same node kinds, fields,
 * ranges and error codes as annotation-lint, so a filter the editor accepts is
 * the filter the runtime runs. Everything lives in one loom_arena (no malloc:
 * libheddle's malloc is the program's interceptor). */
#ifndef HEDDLE_LOOM_FILTER_AST_H
#define HEDDLE_LOOM_FILTER_AST_H

#include <stddef.h>

#include "loom_arena.h"

/* 0-based line and character (byte) offsets; end exclusive, as ast.ts's Range. */
struct loom_pos {
  int line, col;
};
struct loom_range {
  struct loom_pos start, end;
};

enum loom_expr_kind {
  LOOM_EXPR_NUMBER, /* text */
  LOOM_EXPR_NAME,   /* text: the (possibly qualified) name */
  LOOM_EXPR_BINARY, /* op, a (left), b (right) */
  LOOM_EXPR_UNARY,  /* op, a (operand) */
  LOOM_EXPR_INDEX,  /* a (base), b (index) */
  LOOM_EXPR_FIELD,  /* op ("." or "->"), a (base), text (field) */
  LOOM_EXPR_CALL,   /* a (callee), args */
};

struct loom_expr {
  enum loom_expr_kind kind;
  struct loom_range range;
  const char *text;
  const char *op;
  struct loom_expr *a, *b;
  struct loom_expr **args;
  int nargs;
};

/* `file:line`, `file:line (expr)`, `e{n}`. */
struct loom_event {
  const char *file;
  struct loom_range file_range;
  long long line;
  struct loom_range line_range;
  struct loom_expr *expr;  /* NULL: none */
  struct loom_expr *count; /* NULL: none */
  struct loom_range range;
};

enum loom_region_kind { LOOM_REGION_CODE, LOOM_REGION_FUNCTION };

struct loom_region {
  enum loom_region_kind kind;
  /* code region: entries ; exits */
  struct loom_event **entries, **exits;
  int nentries, nexits;
  /* function region: name [ (args) ] */
  const char *name;
  struct loom_range name_range;
  int has_args;
  struct loom_expr **args;
  int nargs;
  struct loom_range range;
};

enum loom_constraint_kind { LOOM_ORDER, LOOM_MUTUAL, LOOM_UNILATERAL };

struct loom_constraint {
  enum loom_constraint_kind kind;
  struct loom_event **events; /* order */
  int nevents;
  struct loom_region **regions; /* mutual: all; unilateral: regions[0] */
  int nregions;
  struct loom_range star_range; /* unilateral */
  struct loom_range range;
};

/* Stable codes, as docs/filters.md lists them. */
enum loom_error_code {
  LOOM_ERR_SYNTAX,
  LOOM_ERR_UNCLOSED,
  LOOM_ERR_BAD_LINE_NUMBER,
  LOOM_ERR_MISSING_OPERATOR,
  LOOM_ERR_MIXED_OPERATORS,
  LOOM_ERR_EVENT_EXPECTED,
  LOOM_ERR_REGION_EXPECTED,
  LOOM_ERR_STAR_POSITION,
  LOOM_ERR_REGION_SHAPE,
  LOOM_ERR_COUNT_OUTSIDE_ORDER,
  LOOM_ERR_EXPR_CALL,
  LOOM_ERR_EXPR_DEREFERENCE,
  LOOM_ERR_EXPR_OPERATOR,
};

struct loom_diag {
  enum loom_error_code code;
  const char *message;
  struct loom_range range;
};

struct loom_filter {
  struct loom_constraint **constraints;
  int nconstraints;
  struct loom_diag *diags;
  int ndiags, diag_cap;
  const char *text; /* loom_filter_load: the file's text (heddle filter sends it) */
  size_t len;
};

/* Parses `len` bytes of filter text (grammar: docs/filters.md). Never fails:
 * every problem is a diagnostic, in file order, and constraints with a
 * structural problem stay out of the tree (exactly as annotation-lint). NULL
 * only when the arena runs out of memory. */
struct loom_filter *loom_filter_parse(struct loom_arena *arena, const char *text, size_t len);

/* Canonical text of an expression (annotation-lint's printExpr), for messages. */
const char *loom_print_expr(struct loom_arena *a, const struct loom_expr *e);

/* "syntax", "unclosed", ... (the corpus's `code`). */
const char *loom_error_code_name(enum loom_error_code code);
/* heddle-lint's rule for a parse error: filter-expression (expr-*) or filter-syntax. */
const char *loom_error_rule(enum loom_error_code code);

#endif
