/* findings.c — symbolization, primary-location choice and deduplication. */
#define _GNU_SOURCE
#include "findings.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "demangle.h"
#include "registration_frame.h"

/* Modules whose frames are never the user's code: heddle's own runtime (its
 * interceptors are what a memcpy violation is detected in), the C/C++ runtime
 * libraries and the dynamic loader. */
static const char *const runtime_module_prefixes[] = {
  "libheddle", "libc.so", "libc-", "libstdc++", "libgcc_s", "libm.so", "ld-linux", NULL,
};

/* Source trees that are not the user's code: system and toolchain headers. */
static const char *const system_source_prefixes[] = {"/usr/include/", "/usr/lib/", NULL};

static int has_prefix_in(const char *s, const char *const *prefixes) {
  for (size_t i = 0; prefixes[i]; i++)
    if (strncmp(s, prefixes[i], strlen(prefixes[i])) == 0) return 1;
  return 0;
}

/* A shared object of the list above ("libc.so.6", "libc-2.31.so"); a program
 * that is merely named like one ("libc-buffers") is the user's. */
static int is_runtime_module(const char *module) {
  const char *base = strrchr(module, '/');
  base = base ? base + 1 : module;
  return has_prefix_in(base, runtime_module_prefixes) && strstr(base, ".so");
}

static int is_user_frame(const struct frame *f) {
  if (!f->file || f->line <= 0) return 0;
  if (f->module && is_runtime_module(f->module)) return 0;
  return !has_prefix_in(f->file, system_source_prefixes);
}

const struct frame *user_frame(const struct symbolized_stack *stack) {
  for (size_t i = 0; i < stack->n; i++)
    if (is_user_frame(&stack->frames[i])) return &stack->frames[i];
  for (size_t i = 0; i < stack->n; i++) /* no user code: any frame in a file we can name */
    if (stack->frames[i].file && stack->frames[i].file[0] == '/' && stack->frames[i].line > 0)
      return &stack->frames[i];
  return NULL;
}

const struct thread_site *finding_thread(const struct finding *f, unsigned tid) {
  for (size_t i = 0; i < f->n_threads; i++)
    if (f->threads[i].tid == tid) return &f->threads[i];
  return NULL;
}

static void add_thread(struct finding *f, struct symbolizer *sym, unsigned tid) {
  if (tid == UINT32_MAX || finding_thread(f, tid) || f->n_threads == FINDING_MAX_THREADS) return;
  struct thread_site *t = &f->threads[f->n_threads++];
  memset(t, 0, sizeof *t);
  t->tid = tid;
  const struct heddle_ev_thread *rec = log_thread(f->proc, tid);
  if (!rec) return;
  t->logged = 1;
  t->parent_tid = rec->parent_tid;
  symbolize_stack(sym, &rec->created_at, &t->created_at);
  symbolize_function(sym, rec->start_routine, &t->start_routine);
}

static int same_stack(const struct heddle_stack *a, const struct heddle_stack *b) {
  return a->nframes == b->nframes &&
         memcmp(a->pc, b->pc, a->nframes * sizeof a->pc[0]) == 0;
}

static int same_change(const struct heddle_change *a, const struct heddle_change *b) {
  return a->kind == b->kind && a->tid == b->tid && same_stack(&a->stack, &b->stack);
}

int last_change_is_alloc(const struct heddle_ev_report *r) {
  return same_change(&r->alloc, &r->last_change);
}

int last_change_is_other(const struct heddle_ev_report *r) {
  return r->other.stack.nframes > 0 && same_change(&r->other, &r->last_change);
}

int last_change_is_access(const struct heddle_ev_report *r) {
  return r->last_change.tid == r->access.tid && same_stack(&r->last_change.stack, &r->access.stack);
}

static int has_stack(const struct heddle_change *c) { return c->stack.nframes > 0; }

static void build_finding(struct finding *f, const struct process_log *log,
                          const struct heddle_ev_report *rec, struct symbolizer *sym,
                          struct source_cache *sources) {
  memset(f, 0, sizeof *f);
  f->proc = log;
  f->rec = rec;
  f->occurrences = 1;
  symbolize_stack(sym, &rec->access.stack, &f->access);
  symbolize_stack(sym, &rec->alloc.stack, &f->alloc);
  symbolize_stack(sym, &rec->last_change.stack, &f->last_change);
  symbolize_stack(sym, &rec->other.stack, &f->other);
  if (rec->obj_name[0]) f->object_name = demangle(rec->obj_name);
  struct symbolized_stack *stacks[] = {&f->access, &f->alloc, &f->last_change, &f->other};
  for (size_t i = 0; i < sizeof stacks / sizeof stacks[0]; i++)
    name_registration_frames(stacks[i], f->object_name ? f->object_name : rec->obj_name, sources);
  f->primary = user_frame(&f->access);
  if (rec->obj_lock) f->lock_name = symbolize_data(sym, rec->obj_lock);
  add_thread(f, sym, rec->access.tid);
  if (has_stack(&rec->other)) add_thread(f, sym, rec->other.tid);
  if (has_stack(&rec->last_change)) add_thread(f, sym, rec->last_change.tid);
  if (has_stack(&rec->alloc)) add_thread(f, sym, rec->alloc.tid);
}

static void free_finding(struct finding *f) {
  free(f->lock_name);
  free(f->object_name);
  stack_free(&f->access);
  stack_free(&f->alloc);
  stack_free(&f->last_change);
  stack_free(&f->other);
  for (size_t i = 0; i < f->n_threads; i++) {
    stack_free(&f->threads[i].created_at);
    stack_free(&f->threads[i].start_routine);
  }
}

static int str_eq(const char *a, const char *b) {
  return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/* Same rule at the same code location: one result. Without a source line the
 * location is the PC's place in its module. */
static int same_location(const struct finding *a, const struct finding *b) {
  if (a->rec->rule != b->rec->rule) return 0;
  const struct frame *pa = a->primary, *pb = b->primary;
  if (pa && pb)
    return str_eq(pa->file, pb->file) && pa->line == pb->line && pa->column == pb->column;
  if (pa || pb || !a->access.n || !b->access.n) return !pa && !pb && !a->access.n && !b->access.n;
  return str_eq(a->access.frames[0].module, b->access.frames[0].module) &&
         a->access.frames[0].module_offset == b->access.frames[0].module_offset;
}

int findings_build(struct process_log *const *logs, size_t n_logs, struct findings *out) {
  memset(out, 0, sizeof *out);
  size_t total = 0;
  for (size_t i = 0; i < n_logs; i++) total += logs[i]->n_reports;
  out->items = calloc(total ? total : 1, sizeof *out->items);
  struct source_cache *sources = source_cache_new(); /* for registration frames' names */
  if (!out->items || !sources) {
    source_cache_free(sources);
    return -1;
  }
  for (size_t i = 0; i < n_logs; i++) {
    if (!logs[i]->n_reports) continue;
    struct symbolizer *sym = symbolizer_open(logs[i]);
    if (!sym) {
      source_cache_free(sources);
      return -1;
    }
    for (size_t r = 0; r < logs[i]->n_reports; r++) {
      struct finding *f = &out->items[out->n];
      build_finding(f, logs[i], &logs[i]->reports[r], sym, sources);
      out->n_reports++;
      size_t k = 0;
      while (k < out->n && !same_location(&out->items[k], f)) k++;
      if (k < out->n) {
        out->items[k].occurrences++;
        free_finding(f);
      } else {
        out->n++;
      }
    }
    symbolizer_close(sym);
  }
  source_cache_free(sources);
  return 0;
}

void findings_free(struct findings *f) {
  for (size_t i = 0; i < f->n; i++) free_finding(&f->items[i]);
  free(f->items);
  memset(f, 0, sizeof *f);
}
