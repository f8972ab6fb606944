/* scope_path.c — see scope_path.h. */
#include "scope_path.h"

#include <dwarf.h>
#include <stdlib.h>

/* One address range of a top-level DIE of a unit; `order` is the DIE's place
 * among the unit's children, so that overlapping ranges resolve as libdw's
 * walk does (the first child in the file). */
struct top_range {
  Dwarf_Addr lo, hi;
  size_t order;
  Dwarf_Die die;
};

struct unit_index {
  const void *cu; /* the unit DIE's address in the mapped DWARF: a unit's identity in the session */
  struct top_range *ranges;
  size_t n;
};

struct scope_index {
  const struct libdw_api *dw;
  struct unit_index *units;
  size_t n, cap;
};

struct scope_index *scope_index_new(const struct libdw_api *dw) {
  struct scope_index *ix = calloc(1, sizeof *ix);
  if (ix) ix->dw = dw;
  return ix;
}

void scope_index_free(struct scope_index *ix) {
  if (!ix) return;
  for (size_t i = 0; i < ix->n; i++) free(ix->units[i].ranges);
  free(ix->units);
  free(ix);
}

/* The scopes libdw's walk descends into once they hold the address
 * (libdw_visit_scopes.c's `match`, `match_inline` and `walk` classes; the
 * `walk` ones carry no ranges, so they never hold one). */
static int holds_scopes(const struct libdw_api *dw, Dwarf_Die *die) {
  switch (dw->dwarf_tag(die)) {
    case DW_TAG_compile_unit:
    case DW_TAG_module:
    case DW_TAG_lexical_block:
    case DW_TAG_with_stmt:
    case DW_TAG_catch_block:
    case DW_TAG_try_block:
    case DW_TAG_entry_point:
    case DW_TAG_inlined_subroutine:
    case DW_TAG_subprogram:
    case DW_TAG_namespace:
    case DW_TAG_class_type:
    case DW_TAG_structure_type: return 1;
    default: return 0;
  }
}

static int is_function(const struct libdw_api *dw, Dwarf_Die *die) {
  int tag = dw->dwarf_tag(die);
  return tag == DW_TAG_subprogram || tag == DW_TAG_inlined_subroutine;
}

static int push_range(struct unit_index *u, size_t *cap, struct top_range r) {
  if (u->n == *cap) {
    size_t grown = *cap ? *cap * 2 : 64;
    struct top_range *more = realloc(u->ranges, grown * sizeof *more);
    if (!more) return -1;
    u->ranges = more;
    *cap = grown;
  }
  u->ranges[u->n++] = r;
  return 0;
}

/* One walk over the unit's top-level DIEs (the only full walk of the unit),
 * keeping the ranges of those with code. NULL when out of memory. */
static struct unit_index *unit_of(struct scope_index *ix, Dwarf_Die *cudie) {
  for (size_t i = 0; i < ix->n; i++)
    if (ix->units[i].cu == cudie->addr) return &ix->units[i];
  if (ix->n == ix->cap) {
    size_t grown = ix->cap ? ix->cap * 2 : 8;
    struct unit_index *more = realloc(ix->units, grown * sizeof *more);
    if (!more) return NULL;
    ix->units = more;
    ix->cap = grown;
  }
  struct unit_index *u = &ix->units[ix->n];
  *u = (struct unit_index){.cu = cudie->addr};
  size_t cap = 0, order = 0;
  Dwarf_Die child;
  if (ix->dw->dwarf_child(cudie, &child) == 0) {
    do {
      Dwarf_Addr base, lo, hi;
      for (ptrdiff_t at = 0; (at = ix->dw->dwarf_ranges(&child, at, &base, &lo, &hi)) > 0;)
        if (push_range(u, &cap, (struct top_range){lo, hi, order, child}) != 0) {
          free(u->ranges);
          return NULL;
        }
      order++;
    } while (ix->dw->dwarf_siblingof(&child, &child) == 0);
  }
  ix->n++;
  return u;
}

/* The first child of parent whose ranges hold addr (dwarf_haspc: an error
 * counts as no, as libdw's walk counts a DIE without ranges). */
static int child_holding(const struct libdw_api *dw, Dwarf_Die *parent, Dwarf_Addr addr, Dwarf_Die *out) {
  if (dw->dwarf_child(parent, out) != 0) return 0;
  do
    if (dw->dwarf_haspc(out, addr) > 0) return 1;
  while (dw->dwarf_siblingof(out, out) == 0);
  return 0;
}

static int push_function(Dwarf_Die **fns, int *n, int *cap, const Dwarf_Die *die) {
  if (*n == *cap) {
    int grown = *cap ? *cap * 2 : 8;
    Dwarf_Die *more = realloc(*fns, (size_t)grown * sizeof *more);
    if (!more) return -1;
    *fns = more;
    *cap = grown;
  }
  (*fns)[(*n)++] = *die;
  return 0;
}

int scope_functions(struct scope_index *ix, Dwarf_Die *cudie, Dwarf_Addr addr, Dwarf_Die **fns) {
  *fns = NULL;
  struct unit_index *u = unit_of(ix, cudie);
  if (!u) return 0;
  const struct top_range *top = NULL;
  for (size_t i = 0; i < u->n; i++)
    if (addr >= u->ranges[i].lo && addr < u->ranges[i].hi && (!top || u->ranges[i].order < top->order))
      top = &u->ranges[i];
  if (!top) return 0;
  /* outermost first, then reversed */
  int n = 0, cap = 0;
  Dwarf_Die die = top->die;
  for (;;) {
    if (is_function(ix->dw, &die) && push_function(fns, &n, &cap, &die) != 0) {
      free(*fns);
      *fns = NULL;
      return 0;
    }
    Dwarf_Die inner;
    if (!holds_scopes(ix->dw, &die) || !child_holding(ix->dw, &die, addr, &inner)) break;
    die = inner;
  }
  for (int i = 0; i < n / 2; i++) {
    Dwarf_Die t = (*fns)[i];
    (*fns)[i] = (*fns)[n - 1 - i];
    (*fns)[n - 1 - i] = t;
  }
  return n;
}
