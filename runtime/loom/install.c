/* install.c — start-up filters (HEDDLE_OPTIONS filters=F:G): each file is
 * parsed, every event and function it names is matched against the
 * executable's slots, every expression compiled, and only when all of it
 * succeeded are the operations attached to their sites and the slot-padded
 * code switched on. Any problem: every error printed, nothing installed, and
 * the caller stops the program before it runs. */
#include "loom.h"

#include <stdio.h>

#include "filter_files.h"
#include "gate.h"
#include "globals.h"
#include "program.h"
#include "sites.h"

static struct loom_arena arena; /* filters live as long as the process */

/* Per site, the operations gathered so far. */
struct site_ops {
  struct hd_loom_op **op;
  int n;
};

struct install {
  const char *path;
  struct hd_loom_site *sites;
  long nsites;
  struct site_ops *ops;
  int errors;
};

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

static void error(struct install *in, struct loom_range at, const char *rule, const char *message) {
  loom_print_error(in->path, at, message ? message : "(out of memory)", rule);
  in->errors++;
}

static const struct hd_loom_value *value(struct install *in, const struct loom_expr *e) {
  if (!e) return 0;
  const struct loom_expr *bad;
  const char *why;
  const struct hd_loom_value *v = hd_loom_value_compile(&arena, e, lookup_global, &bad, &why);
  if (!v)
    error(in, bad->range, "filter-expression-unsupported",
          loom_sprintf(&arena, "'%s' %s", loom_print_expr(&arena, bad), why));
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
  struct hd_loom_op **slot = loom_push(&arena, &in->ops[site].op, &in->ops[site].n, sizeof op);
  if (!slot) return 0;
  *slot = op;
  return 1;
}

static struct hd_loom_op *new_op(struct install *in, enum hd_loom_op_kind kind, int after,
                                 struct hd_loom_keyed *objects, const struct loom_event *ev) {
  struct hd_loom_op *op = loom_alloc(&arena, sizeof *op);
  if (!op) return 0;
  op->kind = kind;
  op->after = after;
  op->objects = objects;
  if (ev) {
    op->key = value(in, ev->expr);
    op->count = value(in, ev->count);
  }
  return op;
}

/* Attaches op at every statement where `ev` happens; an event no slot matches is an error. */
static void at_event(struct install *in, const struct loom_event *ev, struct hd_loom_op *op) {
  int file_known = 0, matched = 0;
  for (long i = 0; i < in->nsites; i++) {
    const struct hd_loom_site *s = &in->sites[i];
    if (s->kind != HD_LOOM_STATEMENT || !same_file(s->file, ev->file)) continue;
    file_known = 1;
    if (s->line != ev->line) continue;
    matched = 1;
    if (op && !add_op(in, i, op)) in->errors++;
  }
  if (!file_known)
    error(in, ev->file_range, "filter-unknown-file",
          loom_sprintf(&arena, "no instrumented source file of the program is named '%s': name a file built with "
                               "heddle-cc, by its path or the end of it",
                       ev->file));
  else if (!matched)
    error(in, ev->line_range, "filter-line-not-statement",
          loom_sprintf(&arena, "no statement of the program begins on line %lld of '%s': an event names the first "
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
  if (!matched)
    error(in, r->name_range, "filter-unknown-function",
          loom_sprintf(&arena, "no instrumented function of the program is named '%s' (C++: the qualified name, "
                               "ns::Class::f)",
                       r->name));
  if (r->has_args)
    error(in, r->range, "filter-expression-unsupported",
          "function-region arguments are not supported yet: comparing a call's arguments needs "
          "debug-information evaluation; name the function without arguments, or use a code region");
}

/* A region's entries and exits: `enter`/`leave` kinds, over `objects`; keys
 * only when `keyed` (every region of the constraint gives one). */
static void region(struct install *in, const struct loom_region *r, enum hd_loom_op_kind enter,
                   enum hd_loom_op_kind leave, struct hd_loom_keyed *objects, int keyed) {
  if (r->kind == LOOM_REGION_FUNCTION) {
    struct hd_loom_op *e = new_op(in, enter, 0, objects, 0), *x = new_op(in, leave, 0, objects, 0);
    if (e && x) e->nested = x->nested = 1;
    at_function(in, r, e, x);
    return;
  }
  for (int i = 0; i < r->nentries + r->nexits; i++) {
    int entry = i < r->nentries;
    const struct loom_event *ev = entry ? r->entries[i] : r->exits[i - r->nentries];
    struct hd_loom_op *op = new_op(in, entry ? enter : leave, !entry, objects, ev);
    if (op && !keyed) op->key = 0;
    at_event(in, ev, op);
  }
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
  struct hd_loom_keyed *t = loom_alloc(&arena, sizeof *t);
  if (t) t->where = loom_sprintf(&arena, "%s:%d:%d", in->path, k->range.start.line + 1, k->range.start.col + 1);
  return t;
}

static void constraint(struct install *in, const struct loom_constraint *k) {
  if (k->kind == LOOM_ORDER) {
    /* e1 > e2 > e3: a semaphore per pair; e2 waits on the first, then signals the second. */
    for (int i = 0; i + 1 < k->nevents; i++) {
      struct hd_loom_keyed *sem = keyed(in, k);
      const struct loom_event *up = k->events[i], *down = k->events[i + 1];
      struct hd_loom_op *u = new_op(in, HD_LOOM_OP_UP, 1, sem, up);
      struct hd_loom_op *d = new_op(in, HD_LOOM_OP_DOWN, 0, sem, down);
      /* A key orders only equal values: when one side has none, the pair is unkeyed. */
      if (u && d && (!u->key || !d->key)) u->key = d->key = 0;
      at_event(in, up, u);
      at_event(in, down, d);
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

static int has_unilateral(const struct loom_filter *f) {
  for (int i = 0; i < f->nconstraints; i++)
    if (f->constraints[i]->kind == LOOM_UNILATERAL) return 1;
  return 0;
}

int hd_loom_install_startup(const char *paths, long timeout_ms) {
  hd_loom_timeout_ms = timeout_ms;
  struct install in = {0};
  in.sites = __start_heddle_loom_sites;
  in.nsites = __start_heddle_loom_sites ? __stop_heddle_loom_sites - __start_heddle_loom_sites : 0;
  in.ops = in.nsites ? loom_alloc(&arena, (size_t)in.nsites * sizeof *in.ops) : 0;
  int errors = 0, gate = 0;
  if (!in.nsites) {
    fputs("heddle: error: execution filters were given but the program has no slots for them: build it with "
          "heddle-cc (a build of heddle with execution-filter slots)\n",
          stderr);
    return -1;
  }
  if (!in.ops) return -1;
  for (const char *p = paths; *p;) {
    const char *end = p;
    while (*end && *end != ':') end++;
    if (end > p) {
      in.path = loom_strndup(&arena, p, (size_t)(end - p));
      struct loom_filter *f = in.path ? loom_filter_load(&arena, in.path) : 0;
      if (!f) {
        errors++;
      } else {
        in.errors = 0;
        for (int i = 0; i < f->nconstraints; i++) constraint(&in, f->constraints[i]);
        errors += in.errors;
        gate |= has_unilateral(f);
      }
    }
    p = *end ? end + 1 : end;
  }
  if (errors) return -1;
  if (gate && hd_loom_gate_install() != 0) {
    fputs("heddle: error: cannot install a unilateral exclusion (pthread_key_create failed)\n", stderr);
    return -1;
  }
  for (long i = 0; i < in.nsites; i++) {
    if (!in.ops[i].n) continue;
    struct hd_loom_ops *ops = loom_alloc(&arena, sizeof *ops + (size_t)in.ops[i].n * sizeof ops->op[0]);
    if (!ops) return -1;
    ops->n = in.ops[i].n;
    for (int j = 0; j < ops->n; j++) ops->op[j] = in.ops[i].op[j];
    __atomic_store_n(&in.sites[i].ops, ops, __ATOMIC_RELEASE);
  }
  __atomic_store_n(&__heddle_loom_on, 1, __ATOMIC_RELEASE);
  return 0;
}
