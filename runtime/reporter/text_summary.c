/* text_summary.c — see text_summary.h. */
#include "text_summary.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "finding_objects.h"
#include "names.h"
#include "report_text.h"
#include "reported_call.h"
#include "rules.h"
#include "suggestions.h"

#define SEPARATOR "=================="

static void print_frame(FILE *out, size_t index, const struct frame *f) {
  fprintf(out, "    #%zu %s", index, f->function ? f->function : "<unknown>");
  if (f->file) {
    fprintf(out, " %s:%d", f->file, f->line);
    if (f->column > 0) fprintf(out, ":%d", f->column);
  }
  if (f->module) {
    const char *base = strrchr(f->module, '/');
    fprintf(out, " (%s+0x%llx)", base ? base + 1 : f->module, (unsigned long long)f->module_offset);
  }
  fputc('\n', out);
}

static void print_stack(FILE *out, const struct symbolized_stack *s) {
  if (!s->n) fputs("    <no stack>\n", out);
  for (size_t i = 0; i < s->n; i++) print_frame(out, i, &s->frames[i]);
}

static void print_change(FILE *out, const char *heading, const struct heddle_change *c,
                         const struct symbolized_stack *s) {
  if (!c->stack.nframes) return;
  const char *what = change_name(c->kind);
  fprintf(out, "  %s by thread T%u (%s):\n", heading, c->tid, what ? what : "policy change");
  print_stack(out, s);
}

static void print_object(FILE *out, const struct finding *f) {
  char *subject = object_line_subject(f), *policy = policy_phrase(f);
  fprintf(out, "  %s is %s.\n", subject ? subject : "Object ?", policy ? policy : "?");
  free(subject);
  free(policy);
}

/* The other objects reported at this location (finding_objects.h), each with
 * its allocation, as many as the SARIF message names. */
static void print_other_objects(FILE *out, const struct finding *f) {
  size_t shown = f->n_objects < OBJECTS_NAMED_MAX - 1 ? f->n_objects : OBJECTS_NAMED_MAX - 1;
  for (size_t i = 0; i < shown; i++) {
    const struct finding_object *o = &f->objects[i];
    char *object = other_object_phrase(o);
    const char *what = change_name(o->alloc_kind);
    if (!o->alloc.n) { /* no allocation stack: the C library's static state (intercept_libc_state.c) */
      fprintf(out, "  Also reported at this location for %s.\n", object ? object : "a heap object");
      free(object);
      continue;
    }
    fprintf(out, "  Also reported at this location for %s, %s by thread T%u (%s):\n",
            object ? object : "a heap object",
            o->alloc_kind == HEDDLE_CHANGE_REGISTER_GLOBAL ? "registered" : "allocated", o->alloc_tid,
            what ? what : "allocation");
    print_stack(out, &o->alloc);
    free(object);
  }
  if (f->n_objects > shown)
    fprintf(out, "  (and %zu more objects at this location, all listed in the SARIF's properties.objects)\n",
            f->n_objects - shown);
}

/* The block's last lines: the SUMMARY line at the primary location, the separator. */
static void print_summary_line(FILE *out, const struct finding *f, const char *rule) {
  const struct frame *p = f->primary;
  if (p)
    fprintf(out, "SUMMARY: heddle: %s %s:%d in %s\n", rule, p->file, p->line,
            p->function ? p->function : "<unknown>");
  else
    fprintf(out, "SUMMARY: heddle: %s in <unknown location>\n", rule);
  fputs(SEPARATOR "\n", out);
}

static void print_threads(FILE *out, const struct finding *f) {
  for (size_t i = 0; i < f->n_threads; i++) {
    const struct thread_site *t = &f->threads[i];
    if (!t->logged) {
      if (t->tid == 0) fputs("  Thread T0 is the main thread.\n", out);
      continue;
    }
    char *start = start_routine_phrase(t->start_routine.n ? t->start_routine.frames[0].function : NULL);
    fprintf(out, "  Thread T%u (start routine %s) created by thread T%u at:\n", t->tid,
            start ? start : "<unknown>", t->parent_tid);
    free(start);
    print_stack(out, &t->created_at);
  }
}

/* How the object came to be, as the heading of its stack. */
static const char *alloc_heading(uint32_t kind) {
  return kind == HEDDLE_CHANGE_REGISTER_GLOBAL ? "Registered"
         : kind == HEDDLE_CHANGE_STACK_ALLOC   ? "Declared"
         : kind == HEDDLE_CHANGE_MAP           ? "Mapped"
                                               : "Allocated";
}

/* use-after-free and double-free, as the sanitizers print them: the object
 * and where it was freed (by whom), then where it was allocated — "here", no
 * policy words: the program gave the memory no policy. */
static void print_memory_end(FILE *out, const struct finding *f) {
  const struct heddle_ev_report *r = f->rec;
  char *subject = object_line_subject(f);
  if (last_change_is_access(r)) /* freed twice at the same place by the same thread: the stack above */
    fprintf(out, "  %s, %s at the same place before.\n", subject ? subject : "The object", memory_end_verb(r));
  else if (r->last_change.kind == HEDDLE_CHANGE_RETURN)
    fprintf(out, "  %s, whose function returned in thread T%u here:\n", subject ? subject : "The object",
            r->last_change.tid);
  else
    fprintf(out, "  %s, %s by thread T%u here:\n", subject ? subject : "The object", memory_end_verb(r),
            r->last_change.tid);
  free(subject);
  if (!last_change_is_access(r)) print_stack(out, &f->last_change);
  if (r->alloc.stack.nframes) {
    fprintf(out, "  %s by thread T%u here:\n", alloc_heading(r->alloc.kind), r->alloc.tid);
    print_stack(out, &f->alloc);
  }
  print_other_objects(out, f);
}

/* The other rules: the object and its policy, the allocation, the last policy
 * change and the other thread's event, each change once. */
static void print_policy_facts(FILE *out, const struct finding *f) {
  const struct heddle_ev_report *r = f->rec;
  print_object(out, f);
  print_change(out, alloc_heading(r->alloc.kind), &r->alloc, &f->alloc);
  print_other_objects(out, f);
  if (!last_change_is_alloc(r) && !last_change_is_other(r) && !last_change_is_access(r))
    print_change(out, "Policy last changed", &r->last_change, &f->last_change);
  print_change(out, r->rule == HEDDLE_RULE_DATA_RACE    ? "Previous access"
                    : r->rule == HEDDLE_RULE_MUTEX_MISUSE ? "Last locked" /* intercept_sync.c: where, one frame */
                                                          : "Conflicting change",
               &r->other, &f->other);
}

static void print_finding(FILE *out, const struct finding *f) {
  const struct heddle_ev_report *r = f->rec;
  const char *rule = rule_info(r->rule)->id;
  char *title = finding_title(f);
  fprintf(out, SEPARATOR "\nWARNING: heddle: %s (pid %d)\n", rule, f->proc->process.pid);
  fprintf(out, "  %s\n", title ? title : rule);
  if (r->detail[0]) fprintf(out, "  Detail: %s\n", r->detail);
  free(title);
  char call[64];
  const char *callee = finding_is_call(f) ? reported_call_name(f, call, sizeof call) : NULL;
  if (!finding_is_call(f))
    fprintf(out, "  %s of size %u at 0x%llx by thread T%u:\n", r->access.is_write ? "Write" : "Read",
            r->access.size, (unsigned long long)r->access.addr, r->access.tid);
  else if (callee)
    fprintf(out, "  Call to %s by thread T%u:\n", callee, r->access.tid);
  else
    fprintf(out, "  Call by thread T%u:\n", r->access.tid);
  print_stack(out, &f->access);
  if (is_memory_error(r->rule)) print_memory_end(out, f);
  else print_policy_facts(out, f);
  print_threads(out, f);
  if (f->occurrences > 1) fprintf(out, "  (seen %u times at this location)\n", f->occurrences);
  print_summary_line(out, f, rule);
}

/* A lock-order cycle, as ThreadSanitizer prints one: each edge's acquisition
 * under the held mutex, then where the held mutex was acquired. */
static void print_lock_cycle(FILE *out, const struct finding *f) {
  const char *rule = rule_info(f->rule)->id;
  char *title = finding_title(f);
  fprintf(out, SEPARATOR "\nWARNING: heddle: %s (pid %d)\n", rule, f->proc->process.pid);
  fprintf(out, "  %s\n", title ? title : rule);
  free(title);
  for (size_t i = 0; i < f->cycle->n; i++) {
    const struct cycle_edge *e = &f->cycle->edges[i];
    char *from = cycle_mutex_name(f, i), *to = cycle_mutex_name(f, i + 1);
    fprintf(out, "  Mutex %s acquired by thread T%u while holding mutex %s:\n", to ? to : "?",
            e->rec->tid, from ? from : "?");
    print_stack(out, &e->to_stack);
    fprintf(out, "  Mutex %s acquired earlier by thread T%u:\n", from ? from : "?", e->rec->tid);
    print_stack(out, &e->from_stack);
    free(from);
    free(to);
  }
  print_threads(out, f);
  if (f->occurrences > 1) fprintf(out, "  (seen %u times)\n", f->occurrences);
  print_summary_line(out, f, rule);
}

void text_summary(FILE *out, const struct findings *findings, size_t n_processes, const char *backend,
                  int backend_auto) {
  for (size_t i = 0; i < findings->n; i++) {
    const struct finding *f = &findings->items[i];
    if (f->cycle) print_lock_cycle(out, f);
    else print_finding(out, f);
  }
  unsigned per_rule[HEDDLE_RULE_COUNT + 1] = {0};
  for (size_t i = 0; i < findings->n; i++) per_rule[findings->items[i].rule]++;
  fprintf(out, "heddle: %zu report%s", findings->n, findings->n == 1 ? "" : "s");
  const char *sep = " (";
  for (uint32_t r = 1; r <= HEDDLE_RULE_COUNT; r++) {
    if (!per_rule[r]) continue;
    fprintf(out, "%s%u %s", sep, per_rule[r], rule_info(r)->id);
    sep = ", ";
  }
  fprintf(out, "%s in %zu process%s", findings->n ? ")" : "", n_processes, n_processes == 1 ? "" : "es");
  /* The default backend goes unsaid unless auto chose it. */
  if (strcmp(backend, "check") != 0 || backend_auto)
    fprintf(out, " (backend %s%s)", backend, backend_auto ? ", chosen by backend=auto" : "");
  fputc('\n', out);
}

void suggestions_summary(FILE *out, const struct suggestions *s, const char *sarif_path) {
  if (!s->n) return;
  for (size_t i = 0; i < s->n; i++) {
    const struct suggestion *g = &s->items[i];
    const char *base = g->file ? strrchr(g->file, '/') : NULL;
    fprintf(out, "heddle: suggestion (%s) %s:%d: %s%s\n", suggestion_kind_name(g->rec->kind),
            base ? base + 1 : "?", g->line, g->message ? g->message : "",
            g->fix.file ? " [fix available]" : "");
  }
  fprintf(out, "heddle: %zu annotation suggestion%s; `heddle annotate %s` shows them as a diff, --apply writes them\n",
          s->n, s->n == 1 ? "" : "s", sarif_path ? sarif_path : "<results.sarif>");
}
