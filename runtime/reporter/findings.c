/* findings.c — symbolization and primary-location choice; deduplication
 * (dedup.c) comes first, so only one report per location is symbolized in full. */
#define _GNU_SOURCE
#include "findings.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "access_part.h"
#include "cycle_findings.h"
#include "dedup.h"
#include "demangle.h"
#include "finding_objects.h"
#include "lock_names.h"
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

#ifndef HEDDLE_SOURCE_DIR
#define HEDDLE_SOURCE_DIR ""
#endif
/* libheddle is a static archive linked into the program, so its frames are in
 * the program's module: they are told by their source files, the runtime's
 * folders of the tree heddle was built from (a std::call_once routine run by
 * pthread_once's interceptor had `once_trampoline` as its report's location). */
static const char *const runtime_source_dirs[] = {
  "/runtime/lib/", "/runtime/race/", "/runtime/deadlock/", "/runtime/common/", "/runtime/loom/", "/runtime/mpk/", NULL,
};

static int is_runtime_source(const char *file) {
  size_t n = strlen(HEDDLE_SOURCE_DIR);
  return n && strncmp(file, HEDDLE_SOURCE_DIR, n) == 0 && has_prefix_in(file + n, runtime_source_dirs);
}

/* A shared object of the list above ("libc.so.6", "libc-2.31.so"); a program
 * that is merely named like one ("libc-buffers") is the user's. */
static int is_runtime_module(const char *module) {
  const char *base = strrchr(module, '/');
  base = base ? base + 1 : module;
  return has_prefix_in(base, runtime_module_prefixes) && strstr(base, ".so");
}

int is_user_frame(const struct frame *f) {
  if (!f->file || f->line <= 0) return 0;
  if (f->module && is_runtime_module(f->module)) return 0;
  return !has_prefix_in(f->file, system_source_prefixes) && !is_runtime_source(f->file);
}

const struct frame *user_frame(const struct symbolized_stack *stack) {
  for (size_t i = 0; i < stack->n; i++)
    if (is_user_frame(&stack->frames[i])) return &stack->frames[i];
  for (size_t i = 0; i < stack->n; i++) /* no user code: any frame in a file we can name */
    if (stack->frames[i].file && stack->frames[i].file[0] == '/' && stack->frames[i].line > 0)
      return &stack->frames[i];
  return NULL;
}

int source_in_library(const char *file) { return file && has_prefix_in(file, system_source_prefixes); }

int stack_starts_in_library(const struct symbolized_stack *stack) {
  if (!stack->n || is_user_frame(&stack->frames[0])) return 0;
  const struct frame *f = &stack->frames[0];
  const struct frame *user = user_frame(stack);
  return f->file && has_prefix_in(f->file, system_source_prefixes) && user && is_user_frame(user);
}

const struct thread_site *finding_thread(const struct finding *f, unsigned tid) {
  for (size_t i = 0; i < f->n_threads; i++)
    if (f->threads[i].tid == tid) return &f->threads[i];
  return NULL;
}

void add_thread(struct finding *f, struct symbolizer *sym, unsigned tid) {
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

/* A global variable of the program's (not a stack object, libc's static state or an mmap region, which have names
 * too), inside which the access lies. */
static int is_global_object(const struct heddle_ev_report *r) {
  uint32_t k = r->alloc.kind;
  return r->obj_base && k != HEDDLE_CHANGE_STACK_ALLOC && k != HEDDLE_CHANGE_LIBC_STATE && k != HEDDLE_CHANGE_MAP &&
         r->access.addr >= r->obj_base && r->access.addr - r->obj_base < r->obj_size;
}

/* Fills f from rec; access is rec's access stack, already symbolized (f takes it). */
static void build_finding(struct finding *f, const struct process_log *log,
                          const struct heddle_ev_report *rec, struct symbolized_stack access,
                          struct symbolizer *sym, struct source_cache *sources) {
  memset(f, 0, sizeof *f);
  f->rule = rec->rule;
  f->proc = log;
  f->rec = rec;
  f->occurrences = 1;
  f->access = access;
  symbolize_stack(sym, &rec->alloc.stack, &f->alloc);
  symbolize_stack(sym, &rec->last_change.stack, &f->last_change);
  symbolize_stack(sym, &rec->other.stack, &f->other);
  if (rec->obj_name[0]) f->object_name = demangle_variable(rec->obj_name);
  struct symbolized_stack *stacks[] = {&f->access, &f->alloc, &f->last_change, &f->other};
  for (size_t i = 0; i < sizeof stacks / sizeof stacks[0]; i++)
    name_registration_frames(stacks[i], f->object_name ? f->object_name : rec->obj_name, sources);
  f->primary = user_frame(&f->access);
  if (rec->obj_lock) f->lock_name = symbolize_lock(sym, rec->obj_lock, NULL);
  if (rec->rule == HEDDLE_RULE_DATA_RACE && f->object_name && is_global_object(rec))
    f->access_part = access_part_sentence(sym, f->object_name, rec->obj_base, rec->access.addr - rec->obj_base,
                                          rec->access.size);
  add_thread(f, sym, rec->access.tid);
  if (has_stack(&rec->other)) add_thread(f, sym, rec->other.tid);
  if (has_stack(&rec->last_change)) add_thread(f, sym, rec->last_change.tid);
  if (has_stack(&rec->alloc)) add_thread(f, sym, rec->alloc.tid);
}

static void free_finding(struct finding *f) {
  cycle_finding_free(f);
  finding_objects_free(f);
  free(f->lock_name);
  free(f->object_name);
  free(f->access_part);
  stack_free(&f->access);
  stack_free(&f->alloc);
  stack_free(&f->last_change);
  stack_free(&f->other);
  for (size_t i = 0; i < f->n_threads; i++) {
    stack_free(&f->threads[i].created_at);
    stack_free(&f->threads[i].start_routine);
  }
}

/* One report: merged into the finding of an earlier report at the same
 * location (which then names its object too, finding_objects.h), or a new
 * finding. Only the access stack decides the location, so the rest of a
 * finding is symbolized for the first report at each location only, and of a
 * report whose access stack this process already logged nothing is symbolized
 * but a new object's allocation. 0, or -1 when out of memory. */
static int add_report(struct findings *out, struct dedup *dedup, const struct process_log *log,
                      const struct heddle_ev_report *rec, struct symbolizer *sym,
                      struct source_cache *sources) {
  out->n_reports++;
  size_t k = dedup_find_stack(dedup, rec);
  if (k == DEDUP_NONE) {
    struct symbolized_stack access;
    symbolize_stack(sym, &rec->access.stack, &access);
    k = dedup_location(dedup, dedup_kind(rec), &access, out->n);
    if (k == out->n) {
      build_finding(&out->items[out->n++], log, rec, access, sym, sources);
      if (finding_objects_first(dedup, k, &out->items[k]) < 0) return -1;
      return dedup_remember_stack(dedup, rec, k);
    }
    stack_free(&access);
    if (k == DEDUP_NONE || dedup_remember_stack(dedup, rec, k) < 0) return -1;
  }
  out->items[k].occurrences++;
  /* Merged by location, yet maybe about another object: the finding names it too. */
  return finding_objects_add(&out->items[k], dedup, k, rec, sym, sources);
}

int findings_build(struct process_log *const *logs, size_t n_logs, struct findings *out) {
  memset(out, 0, sizeof *out);
  size_t total = 0;
  for (size_t i = 0; i < n_logs; i++) total += log_report_records(logs[i]);
  out->items = calloc(total ? total : 1, sizeof *out->items);
  struct source_cache *sources = source_cache_new(); /* for registration frames' names */
  struct dedup *dedup = dedup_new();
  int rc = out->items && sources && dedup ? 0 : -1;
  for (size_t i = 0; rc == 0 && i < n_logs; i++) {
    if (!log_report_records(logs[i])) continue;
    struct symbolizer *sym = symbolizer_open(logs[i]);
    if (!sym) {
      rc = -1;
      break;
    }
    dedup_next_process(dedup);
    for (size_t r = 0; rc == 0 && r < logs[i]->n_reports; r++)
      rc = add_report(out, dedup, logs[i], &logs[i]->reports[r], sym, sources);
    for (size_t c = 0; rc == 0 && c < logs[i]->n_cycles; c++)
      rc = cycle_finding_add(out, dedup, logs[i], &logs[i]->cycles[c], sym);
    symbolizer_close(sym);
  }
  dedup_free(dedup);
  source_cache_free(sources);
  return rc;
}

void findings_free(struct findings *f) {
  for (size_t i = 0; i < f->n; i++) free_finding(&f->items[i]);
  free(f->items);
  memset(f, 0, sizeof *f);
}
