/* compile.c — see compile.h. Every event and function a filter names is
 * matched against the executable's slots and every expression compiled; the
 * caller attaches the result only when all of it succeeded. */
#include "compile.h"

#include <stdint.h>
#include <stdio.h>

#include "globals.h"

struct install {
  struct loom_arena *arena;
  const char *path;
  struct hd_loom_site *sites;
  long nsites;
  struct hd_loom_plan *plan;
  struct loom_sink *sink;
  int live, filter_id;
  int errors;
};

struct hd_loom_site *hd_loom_sites(long *n) {
  *n = __start_heddle_loom_sites ? __stop_heddle_loom_sites - __start_heddle_loom_sites : 0;
  return *n ? __start_heddle_loom_sites : 0;
}

/* ---- globals by name (value.h's lookup), from the executable's symbol table */

static const char *wanted_name;
static struct hd_object *found_global;
static void match_global(struct hd_object *o) {
  if (!found_global && o->name && loom_streq(o->name, wanted_name)) found_global = o;
}
static int lookup_global(const char *name, uintptr_t *addr, uint64_t *size) {
  wanted_name = name;
  found_global = 0;
  hd_globals_each(match_global);
  if (!found_global) return 0;
  *addr = found_global->base;
  *size = found_global->size;
  return 1;
}

/* ---- names at an event's slot: its function's locals and parameters in scope, then globals */

struct place {
  const struct hd_loom_site *site;
  const struct hd_loom_vars *vars; /* the site's; a twin's site: its copy's (to name what it cannot read) */
  int readable;                    /* the site's slots pass the variables */
  int unreadable_named;            /* set by lookup: a name is a variable the site cannot read */
};

/* C's scoping, by lines: a variable declared on an earlier line whose block
 * goes on through the event's line; the innermost (latest declared) wins. */
static void lookup_name(void *ctx, const char *name, struct hd_loom_name *out) {
  struct place *p = ctx;
  const struct hd_loom_var *best = 0;
  unsigned index = 0;
  uint32_t line = p->site->line;
  for (uint64_t i = 0; p->vars && i < p->vars->n; i++) {
    const struct hd_loom_var *v = &p->vars->v[i];
    if (!loom_streq(v->name, name) || !(v->line < line && line <= v->scope_end)) continue;
    if (!best || v->line >= best->line) best = v, index = (unsigned)i;
  }
  if (best && (!p->readable || (best->flags & HD_LOOM_VAR_UNAVAILABLE))) {
    p->unreadable_named = 1;
    out->kind = HD_LOOM_NAME_UNREADABLE;
    out->why = !p->readable
                   ? "is optimised out at this line in the code a thread runs when it entered the loop before the "
                     "filter was installed (the loop's optimised code, switched into slot-padded code at its back-edge, "
                     "keeps the variable in a register): key on a global or its address, or give the filter at "
                     "start-up (heddle run --filter), where every thread runs code that can read it"
                   : "has no fixed address in its function (a variable-length array): use another variable";
    return;
  }
  if (best) {
    out->kind = HD_LOOM_NAME_LOCAL;
    out->index = index;
    out->size = best->size;
    out->primitive = (best->flags & HD_LOOM_VAR_PRIMITIVE) != 0;
    return;
  }
  out->kind = lookup_global(name, &out->addr, &out->size) ? HD_LOOM_NAME_GLOBAL : HD_LOOM_NAME_UNKNOWN;
}

/* The variables of the copy a twin's site `s` stands for (the same statement of the same function). */
static const struct hd_loom_vars *copy_vars(const struct install *in, const struct hd_loom_site *s) {
  for (long i = 0; i < in->nsites; i++) {
    const struct hd_loom_site *t = &in->sites[i];
    if (t->vars && t->kind == HD_LOOM_STATEMENT && t->line == s->line && loom_streq(t->func, s->func) &&
        loom_streq(t->file, s->file))
      return t->vars;
  }
  return 0;
}

static void error(struct install *in, struct loom_range at, const char *rule, const char *message) {
  char line[2048];
  snprintf(line, sizeof line, "%s:%d:%d: error: %s [%s]\n", in->path, at.start.line + 1, at.start.col + 1,
           message ? message : "(out of memory)", rule);
  in->sink->line(in->sink->ctx, line);
  in->errors++;
}

static const struct hd_loom_value *value(struct install *in, struct place *p, const struct loom_expr *e) {
  if (!e) return 0;
  const struct loom_expr *bad;
  const char *why;
  p->unreadable_named = 0;
  const struct hd_loom_value *v = hd_loom_value_compile(in->arena, e, lookup_name, p, &bad, &why);
  if (!v)
    error(in, bad->range, p->unreadable_named ? "filter-variable-optimised-out" : "filter-expression-unsupported",
          loom_sprintf(in->arena, "'%s' %s", loom_print_expr(in->arena, bad), why));
  return v;
}

/* A statement site's file is named by the filter's path or a path suffix of it. */
static int same_file(const char *site, const char *named) {
  size_t s = loom_strlen(site), n = loom_strlen(named);
  if (n > s) return 0;
  for (size_t i = 0; i < n; i++)
    if (site[s - n + i] != named[i]) return 0;
  return n == s || site[s - n - 1] == '/';
}

static int add_op(struct install *in, long site, struct hd_loom_op *op) {
  struct hd_loom_attach *a = loom_push(in->arena, &in->plan->attach, &in->plan->nattach, sizeof *a);
  if (!a) return 0;
  *a = (struct hd_loom_attach){site, op};
  return 1;
}

/* A position no thread may be at while the filter is installed live. */
static void quiet(struct install *in, const char *func, uint32_t lo, uint32_t hi) {
  if (!in->live) return;
  struct hd_loom_quiet *q = loom_push(in->arena, &in->plan->quiet, &in->plan->nquiet, sizeof *q);
  if (q) *q = (struct hd_loom_quiet){func, lo, hi};
  else in->errors++;
}

/* An operation; an event's key and count are compiled per site (at_event). */
static struct hd_loom_op *new_op(struct install *in, enum hd_loom_op_kind kind, int after,
                                 struct hd_loom_keyed *objects) {
  struct hd_loom_op *op = loom_alloc(in->arena, sizeof *op);
  if (!op) return 0;
  op->kind = kind;
  op->after = after;
  op->objects = objects;
  return op;
}

/* `op` with ev's (expr) and {n} compiled for site s — a local's place in the
 * variable array is its function's copy's — or NULL: an error (reported), or
 * `*skip`: a twin's site at start-up, where no thread ever runs (every thread
 * runs the copies from the first instruction), reading a local it cannot. */
static struct hd_loom_op *op_at(struct install *in, const struct hd_loom_op *op, const struct loom_event *ev,
                                const struct hd_loom_site *s, int use_key, int *skip) {
  struct place p = {s, s->vars ? s->vars : copy_vars(in, s), s->vars != 0, 0};
  *skip = !p.readable && !in->live &&
          (hd_loom_value_uses_locals(ev->expr, lookup_name, &p) || hd_loom_value_uses_locals(ev->count, lookup_name, &p));
  if (*skip) return 0;
  struct hd_loom_op *o = loom_alloc(in->arena, sizeof *o);
  if (!o) return 0;
  *o = *op;
  o->key = value(in, &p, ev->expr);
  o->count = value(in, &p, ev->count);
  if ((ev->expr && !o->key) || (ev->count && !o->count)) return 0;
  if (!use_key) o->key = 0;
  return o;
}

static int is_event_site(const struct hd_loom_site *s, const struct loom_event *ev) {
  return s->kind == HD_LOOM_STATEMENT && s->line == ev->line && same_file(s->file, ev->file);
}

/* Attaches op at every statement where `ev` happens; an event no slot matches
 * is an error. `whole`: no thread may be in a function where it happens while
 * the filter is installed live (an order's event: LOOM's {s_d; e_i} region,
 * taken as the event's whole function). `use_key`: ev's (expr) keys op
 * (otherwise it is only checked). */
static void at_event(struct install *in, const struct loom_event *ev, struct hd_loom_op *op, int whole, int use_key) {
  int file_known = 0, matched = 0, failed = 0;
  struct hd_loom_op *last = 0; /* compiled for the last site's variables: reused while they are the same */
  const struct hd_loom_vars *last_vars = 0;
  for (long i = 0; i < in->nsites; i++) {
    const struct hd_loom_site *s = &in->sites[i];
    if (s->kind != HD_LOOM_STATEMENT || !same_file(s->file, ev->file)) continue;
    file_known = 1;
    if (s->line != ev->line) continue;
    matched = 1;
    if (whole) quiet(in, s->func, 0, UINT32_MAX);
    if (!op || failed) continue;
    struct hd_loom_op *o = op;
    if (ev->expr || ev->count) {
      int skip = 0;
      o = last && s->vars && s->vars == last_vars ? last : op_at(in, op, ev, s, use_key, &skip);
      if (skip) continue;
      if (!o) {
        failed = 1; /* reported once */
        continue;
      }
      last = o, last_vars = s->vars;
    }
    if (!add_op(in, i, o)) in->errors++;
  }
  if (!file_known)
    error(in, ev->file_range, "filter-unknown-file",
          loom_sprintf(in->arena, "no instrumented source file of the program is named '%s': name a file built with "
                               "heddle-cc, by its path or the end of it",
                       ev->file));
  else if (!matched)
    error(in, ev->line_range, "filter-line-not-statement",
          loom_sprintf(in->arena, "no statement of the program begins on line %lld of '%s': an event names the first "
                               "line of a statement inside a function",
                       ev->line, ev->file));
}

/* Attaches entry/exit ops at every entry/exit of function `name`. */
static void at_function(struct install *in, const struct loom_region *r, struct hd_loom_op *entry,
                        struct hd_loom_op *exit_op) {
  int matched = 0;
  for (long i = 0; i < in->nsites; i++) {
    const struct hd_loom_site *s = &in->sites[i];
    if ((s->kind != HD_LOOM_ENTRY && s->kind != HD_LOOM_EXIT) || !loom_streq(s->func, r->name)) continue;
    matched = 1;
    if (entry && exit_op && !add_op(in, i, s->kind == HD_LOOM_ENTRY ? entry : exit_op)) in->errors++;
  }
  if (matched) quiet(in, r->name, 0, UINT32_MAX);
  if (!matched)
    error(in, r->name_range, "filter-unknown-function",
          loom_sprintf(in->arena, "no instrumented function of the program is named '%s' (C++: the qualified name, "
                               "ns::Class::f)",
                       r->name));
  if (r->has_args)
    error(in, r->range, "filter-expression-unsupported",
          "function-region arguments are not supported yet: comparing a call's arguments needs "
          "debug-information evaluation; name the function without arguments, or use a code region");
}

/* Where a code region runs (as heddle-lint reads it): in the function of
 * each entry, from the entry through the first exit after it. A region that
 * leaves its entry's function (exit in a caller, LOOM Fig. 7) needs the
 * program's call graph to know where it runs, so it is refused live. */
static void code_region_quiet(struct install *in, const struct loom_region *r) {
  for (int e = 0; e < r->nentries; e++)
    for (long i = 0; i < in->nsites; i++) {
      const struct hd_loom_site *s = &in->sites[i];
      if (!is_event_site(s, r->entries[e])) continue;
      uint32_t hi = UINT32_MAX;
      for (int x = 0; x < r->nexits; x++)
        for (long j = 0; j < in->nsites; j++) {
          const struct hd_loom_site *t = &in->sites[j];
          if (is_event_site(t, r->exits[x]) && loom_streq(t->func, s->func) && t->line >= s->line && t->line < hi)
            hi = t->line;
        }
      if (hi == UINT32_MAX) {
        error(in, r->range, "filter-live-unsupported",
              loom_sprintf(in->arena,
                           "this region's entry in '%s' has no exit after it in the same function: a region that "
                           "continues in another function cannot be installed into a running program yet (which "
                           "threads are inside it needs the call graph); install it at start-up (heddle run "
                           "--filter), or end the region in its entry's function",
                           s->func));
        return;
      }
      quiet(in, s->func, s->line, hi);
    }
}

/* A region's entries and exits: `enter`/`leave` kinds, over `objects`; keys
 * only when `keyed` (every region of the constraint gives one). */
static void region(struct install *in, const struct loom_region *r, enum hd_loom_op_kind enter,
                   enum hd_loom_op_kind leave, struct hd_loom_keyed *objects, int keyed) {
  if (r->kind == LOOM_REGION_FUNCTION) {
    struct hd_loom_op *e = new_op(in, enter, 0, objects), *x = new_op(in, leave, 0, objects);
    if (e && x) e->nested = x->nested = 1;
    at_function(in, r, e, x);
    return;
  }
  for (int i = 0; i < r->nentries + r->nexits; i++) {
    int entry = i < r->nentries;
    const struct loom_event *ev = entry ? r->entries[i] : r->exits[i - r->nentries];
    at_event(in, ev, new_op(in, entry ? enter : leave, !entry, objects), 0, keyed);
  }
  if (in->live) code_region_quiet(in, r);
}

/* Whether every region of an exclusion is keyed: each event of each code region
 * gives (expr). Otherwise the constraint has one lock: an unkeyed region
 * (a function, in phase 1) must exclude all the others. */
static int all_keyed(const struct loom_constraint *k) {
  for (int i = 0; i < k->nregions; i++) {
    const struct loom_region *r = k->regions[i];
    if (r->kind != LOOM_REGION_CODE) return 0;
    for (int j = 0; j < r->nentries; j++)
      if (!r->entries[j]->expr) return 0;
    for (int j = 0; j < r->nexits; j++)
      if (!r->exits[j]->expr) return 0;
  }
  return 1;
}

/* The synchronisation objects of constraint k, named for the deadlock message. */
static struct hd_loom_keyed *keyed(struct install *in, const struct loom_constraint *k) {
  struct hd_loom_keyed *t = loom_alloc(in->arena, sizeof *t);
  if (!t) return 0;
  t->where = loom_sprintf(in->arena, "%s:%d:%d", in->path, k->range.start.line + 1, k->range.start.col + 1);
  t->filter_id = in->filter_id;
  return t;
}

static void constraint(struct install *in, const struct loom_constraint *k) {
  if (k->kind == LOOM_ORDER) {
    /* e1 > e2 > e3: a semaphore per pair; e2 waits on the first, then signals the second. */
    for (int i = 0; i + 1 < k->nevents; i++) {
      struct hd_loom_keyed *sem = keyed(in, k);
      const struct loom_event *up = k->events[i], *down = k->events[i + 1];
      /* A key orders only equal values: when one side has none, the pair is unkeyed. */
      int use_key = up->expr && down->expr;
      at_event(in, up, new_op(in, HD_LOOM_OP_UP, 1, sem), 1, use_key);
      at_event(in, down, new_op(in, HD_LOOM_OP_DOWN, 0, sem), 1, use_key);
    }
    return;
  }
  struct hd_loom_keyed *objects = keyed(in, k);
  if (k->kind == LOOM_MUTUAL) {
    int keyed = all_keyed(k);
    for (int i = 0; i < k->nregions; i++)
      region(in, k->regions[i], HD_LOOM_OP_LOCK, HD_LOOM_OP_UNLOCK, objects, keyed);
  } else {
    region(in, k->regions[0], HD_LOOM_OP_GATE_ENTER, HD_LOOM_OP_GATE_EXIT, objects, 0);
  }
}

int hd_loom_compile(struct loom_arena *a, const char *path, const struct loom_filter *f, int live, int filter_id,
                    struct loom_sink *sink, struct hd_loom_plan *plan) {
  struct install in = {a, path, 0, 0, plan, sink, live, filter_id, 0};
  in.sites = hd_loom_sites(&in.nsites);
  *plan = (struct hd_loom_plan){0};
  for (int i = 0; i < f->nconstraints; i++) {
    constraint(&in, f->constraints[i]);
    if (f->constraints[i]->kind == LOOM_UNILATERAL) plan->unilateral = 1;
  }
  plan->errors = in.errors;
  return in.errors;
}

/* Site i's list with `add` appended, or without `drop_filter`'s operations. */
static int republish(struct loom_arena *a, struct hd_loom_site *site, struct hd_loom_op *const *add, int nadd,
                     int drop_filter) {
  struct hd_loom_ops *old = site->ops;
  int n = 0, nold = old ? old->n : 0;
  struct hd_loom_ops *ops = loom_alloc(a, sizeof *ops + (size_t)(nold + nadd) * sizeof ops->op[0]);
  if (!ops) return -1;
  for (int j = 0; j < nold; j++) {
    struct hd_loom_op *op = old->op[j];
    int exit_kind = op->kind == HD_LOOM_OP_UNLOCK || op->kind == HD_LOOM_OP_GATE_EXIT;
    if (drop_filter && op->objects->filter_id == drop_filter &&
        !(exit_kind && __atomic_load_n(&op->objects->holders, __ATOMIC_ACQUIRE) > 0))
      continue;
    ops->op[n++] = op;
  }
  for (int j = 0; j < nadd; j++) ops->op[n++] = add[j];
  ops->n = n;
  __atomic_store_n(&site->ops, n ? ops : 0, __ATOMIC_RELEASE);
  return 0;
}

int hd_loom_attach(struct loom_arena *a, const struct hd_loom_plan *plan) {
  long nsites;
  struct hd_loom_site *sites = hd_loom_sites(&nsites);
  struct hd_loom_op *batch[64];
  /* Grouped by site: attachments arrive in filter order, so gather each site's. */
  for (int i = 0; i < plan->nattach; i++) {
    long s = plan->attach[i].site;
    int seen = 0;
    for (int j = 0; j < i && !seen; j++) seen = plan->attach[j].site == s;
    if (seen) continue;
    int n = 0;
    for (int j = i; j < plan->nattach; j++)
      if (plan->attach[j].site == s) {
        if (n == 64) {
          if (republish(a, &sites[s], batch, n, 0) != 0) return -1;
          n = 0;
        }
        batch[n++] = plan->attach[j].op;
      }
    if (republish(a, &sites[s], batch, n, 0) != 0) return -1;
  }
  return 0;
}

int hd_loom_detach(struct loom_arena *a, int filter_id) {
  long nsites;
  struct hd_loom_site *sites = hd_loom_sites(&nsites);
  for (long i = 0; i < nsites; i++) {
    struct hd_loom_ops *ops = __atomic_load_n(&sites[i].ops, __ATOMIC_ACQUIRE);
    int mine = 0;
    for (int j = 0; ops && j < ops->n && !mine; j++) mine = ops->op[j]->objects->filter_id == filter_id;
    if (mine && republish(a, &sites[i], 0, 0, filter_id) != 0) return -1;
  }
  return 0;
}
