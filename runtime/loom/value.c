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

/* A name as a value (`x`) or as an object (`&x`), resolved at the compile's place. */
static const struct hd_loom_value *name_value(struct hd_loom_value *v, const struct loom_expr *n, int address,
                                              hd_loom_name_lookup lookup, void *ctx,
                                              const struct loom_expr **bad, const char **why) {
  struct hd_loom_name r = {0};
  lookup(ctx, n->text, &r);
  switch (r.kind) {
    case HD_LOOM_NAME_UNKNOWN:
      return refuse(n, "is neither a local variable or parameter in scope at this line (declared on an earlier "
                       "line of the event's function) nor a global variable of the program",
                    bad, why);
    case HD_LOOM_NAME_UNREADABLE: return refuse(n, r.why, bad, why);
    case HD_LOOM_NAME_GLOBAL:
      if (address) {
        v->kind = HD_LOOM_ADDR;
        v->addr = r.addr;
        return v;
      }
      if (r.size != 1 && r.size != 2 && r.size != 4 && r.size != 8)
        return refuse(n, "is not a primitive value (its object is not 1, 2, 4 or 8 bytes): use its address &name",
                      bad, why);
      v->kind = HD_LOOM_LOAD;
      v->addr = r.addr;
      v->size = (unsigned)r.size;
      return v;
    case HD_LOOM_NAME_LOCAL:
      v->index = r.index;
      if (address) {
        v->kind = HD_LOOM_LOCAL_ADDR;
        return v;
      }
      if (!r.primitive)
        return refuse(n, "is not a primitive value (an integer, pointer or enumeration of 1, 2, 4 or 8 bytes): "
                         "use its address &name, or one of its primitive fields' variables",
                      bad, why);
      v->kind = HD_LOOM_LOCAL;
      v->size = (unsigned)r.size;
      return v;
  }
  return refuse(n, "cannot be resolved", bad, why);
}

const struct hd_loom_value *hd_loom_value_compile(struct loom_arena *a, const struct loom_expr *e,
                                                  hd_loom_name_lookup lookup, void *ctx,
                                                  const struct loom_expr **bad, const char **why) {
  struct hd_loom_value *v = loom_alloc(a, sizeof *v);
  if (!v) return refuse(e, "out of memory", bad, why);
  switch (e->kind) {
    case LOOM_EXPR_NUMBER:
      v->kind = HD_LOOM_CONST;
      v->constant = parse_constant(e->text);
      return v;
    case LOOM_EXPR_NAME: return name_value(v, e, 0, lookup, ctx, bad, why);
    case LOOM_EXPR_UNARY:
      if (e->op[0] == '&' && e->a->kind == LOOM_EXPR_NAME) return name_value(v, e->a, 1, lookup, ctx, bad, why);
      return refuse(e, "takes the address of an element or field, which needs the program's type layout: not "
                       "supported yet (use &x of a variable x)",
                    bad, why);
    case LOOM_EXPR_BINARY:
      if (e->op[0] != '+') break;
      v->kind = HD_LOOM_SUM;
      if (!(v->a = hd_loom_value_compile(a, e->a, lookup, ctx, bad, why))) return 0;
      if (!(v->b = hd_loom_value_compile(a, e->b, lookup, ctx, bad, why))) return 0;
      return v;
    default: break;
  }
  return refuse(e, "reads a field or an element, which needs the program's type layout: not supported yet (name "
                   "a variable, its address, or a sum of these)",
                bad, why);
}

int hd_loom_value_uses_locals(const struct loom_expr *e, hd_loom_name_lookup lookup, void *ctx) {
  if (!e) return 0;
  if (e->kind == LOOM_EXPR_NAME) {
    struct hd_loom_name r = {0};
    lookup(ctx, e->text, &r);
    return r.kind == HD_LOOM_NAME_LOCAL || r.kind == HD_LOOM_NAME_UNREADABLE;
  }
  return hd_loom_value_uses_locals(e->a, lookup, ctx) || hd_loom_value_uses_locals(e->b, lookup, ctx);
}

static uint64_t load(const void *p, unsigned size) {
  /* A plain racy read, as LOOM's: the filter names the variable, not a synchronisation. */
  switch (size) {
    case 1: return (uint64_t)(int64_t)__atomic_load_n((const int8_t *)p, __ATOMIC_RELAXED);
    case 2: return (uint64_t)(int64_t)__atomic_load_n((const int16_t *)p, __ATOMIC_RELAXED);
    case 4: return (uint64_t)(int64_t)__atomic_load_n((const int32_t *)p, __ATOMIC_RELAXED);
    default: return __atomic_load_n((const uint64_t *)p, __ATOMIC_RELAXED);
  }
}

uint64_t hd_loom_value_eval(const struct hd_loom_value *v, void *const *vars) {
  switch (v->kind) {
    case HD_LOOM_CONST: return v->constant;
    case HD_LOOM_ADDR: return v->addr;
    case HD_LOOM_SUM: return hd_loom_value_eval(v->a, vars) + hd_loom_value_eval(v->b, vars);
    case HD_LOOM_LOAD: return load((const void *)v->addr, v->size);
    /* Attached only at slots of the copy whose array this is (compile.c): never NULL here. */
    case HD_LOOM_LOCAL: return load(vars[v->index], v->size);
    case HD_LOOM_LOCAL_ADDR: return (uintptr_t)vars[v->index];
  }
  return 0;
}
