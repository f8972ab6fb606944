/* elem_lock_fix.c — an array each of whose elements is guarded by a mutex of
 * its own, inside it (LOCKED + PER_ELEMENT, runtime/race/elem_lock_infer.c):
 * its message and its fix.
 *
 * The runtime kept the first mutex it saw inside the array, the gcd of the
 * other mutexes' distances from it, and how far below and above its mutex
 * each access was. With the element type from DWARF (size E, the mutex's
 * offset M in it) every access was in its own mutex's element when those
 * distances lie in [-M, E - M); the member at M must be a pthread_mutex_t
 * (or rwlock) of its own, which the fix names. PUSh gives an object one
 * policy, so the fix makes each element an object (heddle_slice, one element
 * per slice) and locks each by its own mutex:
 *   static size_t acc_elements[16];
 *   for (size_t elem = 0; elem < 16; elem++) acc_elements[elem] = 1;
 *   heddle_slice(acc, sizeof acc[0], 16, acc_elements);
 *   for (size_t elem = 0; elem < 16; elem++) heddle_set_locked(&acc[elem], &acc[elem].m);
 * before the first statement starting the threads after its initialisation
 * (sticky_fix.c's places: a global's before its first user's creation, lifted
 * out of loops; a heap array's after its allocation), and the elements taken
 * over with heddle_acquire_write where a thread used them alone after the
 * others (a joiner summing the balances), placed as a hand-off's acquire.
 * A global's count is its type's; a heap array's is this run's (the comment
 * says so). No fix, with the reason, when the type is unknown, the accesses
 * do not fit it, the mutex is no member of its own, or no place is certain. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c_statements.h"
#include "field_layout.h"
#include "findings.h"
#include "handoff_places.h"
#include "lock_names.h"
#include "suggestions.h"

int suggestion_per_element(const struct suggestion *s) {
  return s->rec->kind == HEDDLE_SUGGEST_LOCKED && (s->rec->flags & HEDDLE_SUGGEST_PER_ELEMENT);
}

static uint64_t elements(const struct suggestion *s) {
  return s->elem_size ? s->rec->obj_size / s->elem_size : 0;
}

void elem_lock_prepare(struct suggestion *s, struct symbolizer *sym, struct source_cache *sources) {
  if (!suggestion_per_element(s)) return;
  const struct heddle_ev_suggestion *r = s->rec;
  /* the record's lock is one element's mutex: no name of its own to write */
  free(s->lock_name);
  free(s->lock_file);
  s->lock_name = s->lock_file = NULL;
  s->lock_is_symbol = s->lock_is_rwlock = 0;
  /* one element's mutex held at every access too (two elements locked at once): named as C writes it, `v[1].lock` */
  if (r->flags & HEDDLE_SUGGEST_ELEMENT_ALWAYS) s->elem_always_lock = symbolize_lock(sym, r->part_lock[0], NULL);
  struct field_layout l;
  int known = 0;
  if (s->object) {
    known = field_layout_global_element(sym, r->obj_base, &l);
  } else {
    const struct frame *f = user_frame(&s->alloc);
    char *var = f && s->file ? assigned_variable(sources, s->file, s->line, s->column) : NULL;
    known = var && field_layout_pointee(sym, f->pc, var, &l);
    free(var);
  }
  if (!known) {
    s->fix_note = "the run's program has no DWARF struct type for its elements (build with -g)";
    return;
  }
  uint64_t e = l.size, mutex_at = e ? (r->lock - r->obj_base) % e : 0;
  int64_t lowest = (int64_t)r->slice_len[0], highest = (int64_t)r->slice_len[1];
  const struct field_member *m = field_layout_member_at(&l, mutex_at);
  if (!e || r->elem_size % e || r->obj_size % e || lowest < -(int64_t)mutex_at || highest >= (int64_t)(e - mutex_at))
    s->fix_note = "the mutexes held are not at one place in its elements, or an access held none of the element "
                  "it used; lock it by hand";
  else if (!m || m->offset != mutex_at || (m->size != sizeof(pthread_mutex_t) && m->size != sizeof(pthread_rwlock_t)))
    s->fix_note = "its elements' mutex is no pthread_mutex_t member of its own: name it in heddle_set_locked by hand";
  else if (m->hidden)
    s->fix_note = "its elements' mutex is a private member of their C++ class, which code outside the class cannot "
                  "name: call heddle_set_locked(this, &this->MUTEX) in the class's constructor by hand";
  else
    s->elem_mutex = strdup(m->name);
  s->elem_size = e;
  if (l.type_name) s->elem_type = strdup(l.type_name);
  field_layout_free(&l);
}

/* The lines before the threads: one slice per element, each locked by its own mutex. */
static char *declaration(const struct suggestion *s, const char *name, const char *indent) {
  unsigned long long n = elements(s);
  char *text = NULL;
  if (asprintf(&text,
               "%sstatic size_t %s_elements[%llu]; /* one slice per element, each locked by its own `%s`%s */\n"
               "%sfor (size_t elem = 0; elem < %llu; elem++) %s_elements[elem] = 1;\n"
               "%sheddle_slice(%s, sizeof %s[0], %llu, %s_elements);\n"
               "%sfor (size_t elem = 0; elem < %llu; elem++) heddle_set_locked(&%s[elem], &%s[elem].%s);\n",
               indent, name, n, s->elem_mutex, s->object ? "" : " (this run's count: write the program's own)",
               indent, n, name, indent, name, name, n, name, indent, n, name, name, s->elem_mutex) < 0)
    return NULL;
  return text;
}

/* The take-over after the threads, placed as a hand-off's acquire before the
 * first use alone; 0 when it has no certain place. */
static int add_take_over(struct suggestion *s, struct source_cache *c, const char *name) {
  struct c_file *f = c_file_open(c, s->file);
  struct handoff_call call = {0};
  int indent_line = 0;
  int ok = f && handoff_place_acquire(c, f, s, &s->release, 0, &call, &indent_line);
  c_file_free(f);
  char *indent = ok ? indentation(c, s->file, indent_line ? indent_line : call.line) : NULL, *text = NULL;
  free(call.expression);
  call.expression = NULL;
  ok = ok && s->n_calls < SUGGESTION_MAX_EDITS && asprintf(&call.expression, "&%s[elem]", name) >= 0 &&
       asprintf(&text, "%sfor (size_t elem = 0; elem < %llu; elem++) heddle_acquire_write(%s); /* this thread's now */\n",
                indent ? indent : "", (unsigned long long)elements(s), call.expression) >= 0;
  free(indent);
  if (!ok) {
    free(call.expression);
    return 0;
  }
  suggestion_fix_add_line(&s->fix, call.line, text);
  s->calls[s->n_calls++] = call;
  return 1;
}

void elem_lock_fix_compute(struct suggestion *s, struct source_cache *c) {
  if (s->fix_note || !s->elem_mutex || !s->file) return;
  const char *name = s->object, *file = NULL;
  int line = 0;
  if (!s->object) s->variable = assigned_variable(c, s->file, s->line, s->column);
  if (!s->object) name = s->variable;
  if (!suggestion_is_identifier(name) || strcmp(name, "elem") == 0) {
    s->fix_note = "it is reached through no plain variable where it is allocated";
    return;
  }
  /* a global: before its first user's creation; a heap array: after its allocation (and filling) */
  line = s->object ? line_before_thread_start(c, &s->alloc, s->thread_starts, &file)
                   : line_before_threads_after(s, c, &s->alloc, name, NULL, &file);
  if (!line || !file || strcmp(file, s->file) != 0) {
    s->fix_note = "no statement starting the threads follows its initialisation in the file that defines it";
    return;
  }
  char *indent = indentation(c, file, line);
  char *text = declaration(s, name, indent ? indent : "");
  free(indent);
  if (!text) return;
  char what[400];
  snprintf(what, sizeof what, "Lock each element of `%s` by its own `%s`", name, s->elem_mutex);
  suggestion_fix_insert(s, c, s->file, line, text, what);
  free(text);
  if ((s->rec->flags & HEDDLE_SUGGEST_TAKEN_OVER) && !add_take_over(s, c, name)) {
    s->fix_note = "its elements were used without their mutexes after the threads at a place no call can go before";
    suggestion_fix_drop(&s->fix);
    for (size_t i = 0; i < s->n_calls; i++) free(s->calls[i].expression);
    s->n_calls = 0;
  }
}

void elem_lock_message(FILE *m, const struct suggestion *s) {
  const struct heddle_ev_suggestion *r = s->rec;
  unsigned long long n = elements(s);
  if (n && s->elem_type) fprintf(m, " (%llu elements of `%s`)", n, s->elem_type);
  else if (n) fprintf(m, " (%llu elements)", n);
  if (r->flags & HEDDLE_SUGGEST_ELEMENT_ALWAYS) /* one element's mutex at every access: this run's accident */
    fprintf(m, " was accessed by %u threads, each access holding the mutex ", r->threads);
  else
    fprintf(m, " was accessed by %u threads, no mutex held at every access, but each access held the mutex ", r->threads);
  if (s->elem_mutex) fprintf(m, "`%s` ", s->elem_mutex);
  fputs("of the element it used", m);
  if (r->flags & HEDDLE_SUGGEST_ELEMENT_ALWAYS) {
    fputs(" (one element's mutex", m);
    if (s->elem_always_lock) fprintf(m, ", `%s`,", s->elem_always_lock);
    fputs(" was held at every access too: the threads locked two elements at once, so the whole array locked by "
          "that one fits this run only)",
          m);
  }
  fputs(": make each element an object locked by its own mutex — heddle_slice it into its "
        "elements, then heddle_set_locked each with its mutex, before the threads start",
        m);
  const struct frame *taken = user_frame(&s->release);
  if ((r->flags & HEDDLE_SUGGEST_TAKEN_OVER) && taken) {
    const char *file = strrchr(taken->file, '/');
    fprintf(m, "; take the elements over with heddle_acquire_write before using them without their mutexes once "
               "the threads are joined (%s:%d)",
            file ? file + 1 : taken->file, taken->line);
  }
  fputc('.', m);
  if (s->fix_note) fprintf(m, " No fix: %s.", s->fix_note);
}
