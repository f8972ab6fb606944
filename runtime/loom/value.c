/* value.c — see value.h. */
#include "value.h"

static uint64_t parse_constant(const char *s) {
  uint64_t v = 0;
  unsigned base = 10;
  if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) base = 16, s += 2;
  else if (s[0] == '0') base = 8;
  for (; *s; s++) {
    unsigned d;
    if (*s >= '0' && *s <= '9') d = (unsigned)(*s - '0');
    else if (*s >= 'a' && *s <= 'f') d = (unsigned)(*s - 'a' + 10);
    else if (*s >= 'A' && *s <= 'F') d = (unsigned)(*s - 'A' + 10);
    else break; /* the u/l suffix */
    v = v * base + d;
  }
  return v;
}

static const struct hd_loom_value *refuse(const struct loom_expr *e, const char *reason,
                                          const struct loom_expr **bad, const char **why) {
  *bad = e;
  *why = reason;
  return 0;
}

const struct hd_loom_value *hd_loom_value_compile(struct loom_arena *a, const struct loom_expr *e,
                                                  hd_loom_global_lookup lookup, const struct loom_expr **bad,
                                                  const char **why) {
  struct hd_loom_value *v = loom_alloc(a, sizeof *v);
  if (!v) return refuse(e, "out of memory", bad, why);
  uint64_t size = 0;
  switch (e->kind) {
    case LOOM_EXPR_NUMBER:
      v->kind = HD_LOOM_CONST;
      v->constant = parse_constant(e->text);
      return v;
    case LOOM_EXPR_NAME:
      if (!lookup(e->text, &v->addr, &size))
        return refuse(e, "is not a global variable of the program: phase 1 evaluates constants, global variables, "
                         "their addresses (&g) and sums of these; locals, parameters and fields need "
                         "debug-information evaluation, which is not supported yet",
                      bad, why);
      if (size != 1 && size != 2 && size != 4 && size != 8)
        return refuse(e, "is not a primitive value (its object is not 1, 2, 4 or 8 bytes): use its address &name",
                      bad, why);
      v->kind = HD_LOOM_LOAD;
      v->size = (unsigned)size;
      return v;
    case LOOM_EXPR_UNARY:
      if (e->op[0] == '&' && e->a->kind == LOOM_EXPR_NAME) {
        if (!lookup(e->a->text, &v->addr, &size))
          return refuse(e->a, "is not a global variable of the program: phase 1 evaluates constants, global "
                              "variables, their addresses (&g) and sums of these; locals, parameters and fields "
                              "need debug-information evaluation, which is not supported yet",
                        bad, why);
        v->kind = HD_LOOM_ADDR;
        return v;
      }
      return refuse(e, "takes the address of an element or field, which needs debug-information evaluation: not "
                       "supported yet (use &g of a global g)",
                    bad, why);
    case LOOM_EXPR_BINARY:
      if (e->op[0] != '+') break;
      v->kind = HD_LOOM_SUM;
      if (!(v->a = hd_loom_value_compile(a, e->a, lookup, bad, why))) return 0;
      if (!(v->b = hd_loom_value_compile(a, e->b, lookup, bad, why))) return 0;
      return v;
    default: break;
  }
  return refuse(e, "needs debug-information evaluation (fields, elements): not supported yet", bad, why);
}

uint64_t hd_loom_value_eval(const struct hd_loom_value *v) {
  switch (v->kind) {
    case HD_LOOM_CONST: return v->constant;
    case HD_LOOM_ADDR: return v->addr;
    case HD_LOOM_SUM: return hd_loom_value_eval(v->a) + hd_loom_value_eval(v->b);
    case HD_LOOM_LOAD:
      /* A plain racy read, as LOOM's: the filter names the variable, not a synchronisation. */
      switch (v->size) {
        case 1: return (uint64_t)(int64_t)__atomic_load_n((const int8_t *)v->addr, __ATOMIC_RELAXED);
        case 2: return (uint64_t)(int64_t)__atomic_load_n((const int16_t *)v->addr, __ATOMIC_RELAXED);
        case 4: return (uint64_t)(int64_t)__atomic_load_n((const int32_t *)v->addr, __ATOMIC_RELAXED);
        default: return __atomic_load_n((const uint64_t *)v->addr, __ATOMIC_RELAXED);
      }
  }
  return 0;
}
