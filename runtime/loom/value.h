/* value.h — the expressions of filters, `(expr)` keys and `{n}` counts, as the
 * runtime evaluates them. Phase 1 evaluates what needs no debug information:
 * integer constants, global variables (their value, by the symbol's size) and
 * their addresses (&g), and sums of these. Locals, parameters and fields are
 * refused at install with a message saying so (DWARF location evaluation is
 * the next step). */
#ifndef HEDDLE_LOOM_VALUE_H
#define HEDDLE_LOOM_VALUE_H

#include <stdint.h>

#include "filter_ast.h"

struct hd_loom_value {
  enum { HD_LOOM_CONST, HD_LOOM_LOAD, HD_LOOM_ADDR, HD_LOOM_SUM } kind;
  uint64_t constant;        /* CONST */
  uintptr_t addr;           /* LOAD, ADDR */
  unsigned size;            /* LOAD: 1, 2, 4 or 8 bytes, sign-extended */
  const struct hd_loom_value *a, *b; /* SUM */
};

/* Global variables by name: fn returns the address and size of `name`, or 0. */
typedef int (*hd_loom_global_lookup)(const char *name, uintptr_t *addr, uint64_t *size);

/* Compiles e. On an expression phase 1 cannot evaluate returns NULL and
 * points *bad at the part and *why at the reason. */
const struct hd_loom_value *hd_loom_value_compile(struct loom_arena *a, const struct loom_expr *e,
                                                  hd_loom_global_lookup lookup, const struct loom_expr **bad,
                                                  const char **why);
uint64_t hd_loom_value_eval(const struct hd_loom_value *v);

#endif
