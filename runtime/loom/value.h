/* value.h — the expressions of filters, `(expr)` keys and `{n}` counts, as the
 * runtime evaluates them: integer constants, global variables of the
 * executable (their value, by the symbol's size) and their addresses (&g),
 * the locals and parameters in scope at the event (their value or address,
 * read at the slot from the slot-padded copy's variable array: loom_vars.cpp),
 * and sums of these. Fields and elements are refused at install with a
 * message saying so. */
#ifndef HEDDLE_LOOM_VALUE_H
#define HEDDLE_LOOM_VALUE_H

#include <stdint.h>

#include "filter_ast.h"

struct hd_loom_value {
  enum { HD_LOOM_CONST, HD_LOOM_LOAD, HD_LOOM_ADDR, HD_LOOM_SUM, HD_LOOM_LOCAL, HD_LOOM_LOCAL_ADDR } kind;
  uint64_t constant;        /* CONST */
  uintptr_t addr;           /* LOAD, ADDR */
  unsigned size;            /* LOAD, LOCAL: 1, 2, 4 or 8 bytes, sign-extended */
  unsigned index;           /* LOCAL, LOCAL_ADDR: in the slot's variable array */
  const struct hd_loom_value *a, *b; /* SUM */
};

/* What a name in an expression is at the event's place. */
struct hd_loom_name {
  enum { HD_LOOM_NAME_UNKNOWN, HD_LOOM_NAME_GLOBAL, HD_LOOM_NAME_LOCAL, HD_LOOM_NAME_UNREADABLE } kind;
  uintptr_t addr;   /* GLOBAL */
  uint64_t size;    /* GLOBAL, LOCAL */
  unsigned index;   /* LOCAL */
  int primitive;    /* LOCAL: a value a key may read */
  const char *why;  /* UNREADABLE: why the variable cannot be read there (it is optimised out) */
};

/* Resolves `name` at the place an expression is compiled for (ctx). */
typedef void (*hd_loom_name_lookup)(void *ctx, const char *name, struct hd_loom_name *out);

/* Compiles e. On an expression that cannot be evaluated there returns NULL
 * and points *bad at the part and *why at the reason. */
const struct hd_loom_value *hd_loom_value_compile(struct loom_arena *a, const struct loom_expr *e,
                                                  hd_loom_name_lookup lookup, void *ctx,
                                                  const struct loom_expr **bad, const char **why);
/* Whether e names a variable that lookup finds as a local (or one optimised out there). */
int hd_loom_value_uses_locals(const struct loom_expr *e, hd_loom_name_lookup lookup, void *ctx);
/* `vars`: the slot's variable array (NULL where the value reads no local). */
uint64_t hd_loom_value_eval(const struct hd_loom_value *v, void *const *vars);

#endif
