/* field_fix.c — a struct whose fields had different policies (FIELDS,
 * runtime/race/field_infer.c): its message names each run of fields and its
 * policy, and its fix declares them.
 *
 * PUSh gives an object one policy; heddle_slice splits it into consecutive
 * objects that each start with its policy and then change on their own
 * (§3.4). So the fix, in strict mode's terms, is
 *   static const size_t dotstr_parts[3] = {offsetof(DOTDATA, sum), ...};
 *   heddle_slice(&dotstr, 1, 3, dotstr_parts);
 *   heddle_set_sticky_read(&dotstr.a);
 *   heddle_set_locked(&dotstr.sum, &mutexsum);
 *   heddle_set_sticky_read(&dotstr.veclen);
 * on lines of their own before the first statement that starts a thread after
 * the object's writes (sticky_fix.c's place: heddle_set_sticky_read must run
 * while no other thread can), and heddle_acquire_write of each locked part a
 * thread used alone after the others (the joiner reading the sum) before that
 * use. The parts' lengths are offsetof expressions of the DWARF type's own
 * name (`__typeof__(x)` for an anonymous one), element size 1: they are the
 * program's layout, not this run's. A part each thread owned (an array field,
 * one element per thread) needs no call when nothing used the object before
 * the threads: the calls then go before the first user's creation, and each
 * part, untouched, becomes its first user's own; its user's results are
 * taken over after the joins like a locked part's. No fix when a part does not start on a
 * field (or an element of an array field), a part's mutex is not a global
 * pthread_mutex_t of its own, the object is reached through no plain
 * variable, or a part was each thread's own after the object was used
 * before the threads (its hand-over to that thread is not written yet); the
 * message says which. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "field_layout.h"
#include "findings.h"
#include "lock_names.h"
#include "suggestions.h"

/* Where a part starts: a member, and an element of it when the member is an
 * array the part is only some elements of (elem -1: the member itself). */
struct start {
  const struct field_member *member;
  long long elem;
};

struct field_plan {
  struct field_layout layout;                  /* n == 0: no DWARF for it */
  char *names[HEDDLE_LOG_MAX_SLICES];          /* a part's fields: "a, b", "counts[0..1]" */
  char *first[HEDDLE_LOG_MAX_SLICES];          /* the designator of its first byte: "sum", "counts[2]"; NULL: none */
  struct start starts[HEDDLE_LOG_MAX_SLICES];  /* the same as a member and element */
  char *lock_name[HEDDLE_LOG_MAX_SLICES];      /* LOCKED: the mutex's global name */
  int lock_is_symbol[HEDDLE_LOG_MAX_SLICES];
  char *spelling; /* the type in the fix's offsetof: its name, else `__typeof__(x)` of the variable */
  /* layout is the element type of a global array of structs (the parts are its
   * elements' fields): named by element, no fix */
  int per_element;
};

static uint64_t part_bytes(const struct heddle_ev_suggestion *r, uint32_t i) {
  return r->slice_len[i] * (r->elem_size ? r->elem_size : 1);
}

static uint64_t part_start(const struct heddle_ev_suggestion *r, uint32_t i) {
  uint64_t at = 0;
  for (uint32_t k = 0; k < i; k++) at += part_bytes(r, k);
  return at;
}

static struct start start_of(const struct field_layout *l, uint64_t lo, uint64_t hi) {
  const struct field_member *m = field_layout_member_at(l, lo);
  struct start st = {m, -1};
  if (!m) return st;
  if (m->elem_size && (lo - m->offset) % m->elem_size == 0 && (lo > m->offset || hi < m->offset + m->size))
    st.elem = (long long)((lo - m->offset) / m->elem_size);
  else if (lo != m->offset)
    st.member = NULL;
  return st;
}

/* `name` or `name[k]`: how a call names the part. */
static char *designator(struct start st) {
  char *out = NULL;
  if (!st.member) return NULL;
  if (st.elem < 0) return strdup(st.member->name);
  if (asprintf(&out, "%s[%lld]", st.member->name, st.elem) < 0) out = NULL;
  return out;
}

/* The fields bytes [lo, hi) hold, as a user names them: whole members by
 * name, an array member's elements by index range. */
static char *names_of(const struct field_layout *l, uint64_t lo, uint64_t hi) {
  char *text = NULL;
  size_t size = 0;
  FILE *m = open_memstream(&text, &size);
  if (!m) return NULL;
  int n = 0;
  for (size_t i = 0; i < l->n; i++) {
    const struct field_member *f = &l->members[i];
    uint64_t a = f->offset > lo ? f->offset : lo, b = f->offset + f->size < hi ? f->offset + f->size : hi;
    if (a >= b) continue;
    fputs(n++ ? ", " : "", m);
    if (a == f->offset && b == f->offset + f->size) fputs(f->name, m);
    else if (f->elem_size && (b - a) <= f->elem_size)
      fprintf(m, "%s[%llu]", f->name, (unsigned long long)((a - f->offset) / f->elem_size));
    else if (f->elem_size)
      fprintf(m, "%s[%llu..%llu]", f->name, (unsigned long long)((a - f->offset) / f->elem_size),
              (unsigned long long)((b - 1 - f->offset) / f->elem_size));
    else fprintf(m, "part of %s", f->name);
  }
  if (!n) fprintf(m, "bytes %llu-%llu", (unsigned long long)lo, (unsigned long long)hi - 1);
  fclose(m);
  return text;
}

/* A locked part's mutex inside the heap object itself (a struct carrying its
 * own mutex: mbrossard's threadpool_t `lock`, thpool's jobqueue `rwmutex`,
 * trial round 12 finding 5): `variable->member` from the object's layout, as
 * lock_names.c names a whole object's own mutex; NULL when no lock-sized
 * member starts there. */
static char *own_member_lock(const struct field_plan *p, const struct heddle_ev_suggestion *r, uint32_t i,
                             const char *variable, uint64_t *size) {
  uint64_t at = r->part_lock[i] - r->obj_base;
  const struct field_member *m = r->part_lock[i] >= r->obj_base && at < r->obj_size && p->layout.n && !p->per_element
                                     ? field_layout_member_at(&p->layout, at)
                                     : NULL;
  char *out = NULL;
  if (!m || m->offset != at || (m->size != sizeof(pthread_mutex_t) && m->size != sizeof(pthread_rwlock_t)) ||
      asprintf(&out, "%s->%s", variable, m->name) < 0)
    return NULL;
  *size = m->size;
  return out;
}

void field_prepare(struct suggestion *s, struct symbolizer *sym, struct source_cache *sources) {
  const struct heddle_ev_suggestion *r = s->rec;
  /* a slice of a struct (each thread its own fields) is told by field too */
  if (r->kind != HEDDLE_SUGGEST_FIELDS && r->kind != HEDDLE_SUGGEST_SLICE) return;
  /* parts its threads took turns in are no fields of their own: slice_fix.c says so */
  if (r->kind == HEDDLE_SUGGEST_SLICE && (r->flags & HEDDLE_SUGGEST_PARTS_TURNS)) return;
  struct field_plan *p = calloc(1, sizeof *p);
  if (!(s->fields = p)) return;
  char *variable = NULL; /* a heap object's, for its own mutex's name */
  if (s->object) {
    field_layout_global(sym, r->obj_base, &p->layout);
  } else {
    const struct frame *f = user_frame(&s->alloc);
    /* also assigned in a condition (`if ((pool = malloc(n)) == NULL)`: mbrossard's threadpool_create) */
    variable = f && s->file ? allocation_variable(sources, s->file, s->line, s->column, NULL) : NULL;
    if (variable) field_layout_pointee(sym, f->pc, variable, &p->layout);
  }
  if (p->layout.n && p->layout.size != r->obj_size) field_layout_free(&p->layout); /* not the object's type */
  if (r->kind == HEDDLE_SUGGEST_SLICE && !p->layout.n) { /* an array's slice: slice_fix.c's */
    free(variable);
    field_free(s);
    return;
  }
  /* an array of structs whose elements' fields had different policies (a
   * monitor's fields of each port under one lock, another's under another) */
  if (!p->layout.n && s->object && field_layout_global_element(sym, r->obj_base, &p->layout)) {
    p->per_element = p->layout.size && r->obj_size % p->layout.size == 0;
    if (!p->per_element) field_layout_free(&p->layout);
  }
  for (uint32_t i = 0; i < r->nslices; i++) {
    uint64_t lo = part_start(r, i), hi = lo + part_bytes(r, i);
    uint64_t e = p->per_element ? lo / p->layout.size : 0, base = e * p->layout.size;
    if (p->per_element && hi <= base + p->layout.size) { /* `[3].up, errors`: inside one element */
      char *fields = names_of(&p->layout, lo - base, hi - base);
      if (!fields || asprintf(&p->names[i], "[%llu].%s", (unsigned long long)e, fields) < 0) p->names[i] = NULL;
      free(fields);
    } else if (p->layout.n && !p->per_element) {
      p->names[i] = names_of(&p->layout, lo, hi);
      p->starts[i] = start_of(&p->layout, lo, hi);
      p->first[i] = designator(p->starts[i]);
    } else if (asprintf(&p->names[i], "bytes %llu-%llu", (unsigned long long)lo, (unsigned long long)hi - 1) < 0) {
      p->names[i] = NULL;
    }
    if (r->part_policy[i] != HEDDLE_FIELD_LOCKED) continue;
    uint64_t lock_size = 0;
    p->lock_name[i] = symbolize_lock(sym, r->part_lock[i], &lock_size);
    if (!p->lock_name[i] && variable) p->lock_name[i] = own_member_lock(p, r, i, variable, &lock_size);
    p->lock_is_symbol[i] = p->lock_name[i] && lock_size == sizeof(pthread_mutex_t);
  }
  free(variable);
}

void field_free(struct suggestion *s) {
  struct field_plan *p = s->fields;
  if (!p) return;
  for (int i = 0; i < HEDDLE_LOG_MAX_SLICES; i++) {
    free(p->names[i]);
    free(p->first[i]);
    free(p->lock_name[i]);
  }
  field_layout_free(&p->layout);
  free(p->spelling);
  free(p);
  s->fields = NULL;
}

/* Why no fix can be written from what prepare found; NULL when one can. */
static const char *no_fix_reason(const struct suggestion *s, const char *variable) {
  const struct heddle_ev_suggestion *r = s->rec;
  const struct field_plan *p = s->fields;
  if (p && p->per_element)
    return "it is an array of structs whose elements' fields had these policies one by one, and heddle annotate "
           "splits one struct by field, not every element of an array: write heddle_slice over each element's "
           "fields and a policy call per part by hand, or guard all of an element's fields with one mutex";
  if (!p || !p->layout.n) return "the run's program has no DWARF struct type for it (build with -g)";
  for (size_t i = 0; i < p->layout.n; i++)
    if (p->layout.members[i].hidden) /* offsetof outside the class could not name it (ctor_lock_fix.c) */
      return "it is a C++ class with private members, which the fix's offsetof outside the class cannot name: "
             "write heddle_slice and the parts' policy calls in a member function (its constructor) by hand";
  if (!suggestion_is_identifier(s->object ? s->object : variable))
    return "it is reached through no plain variable where it is filled";
  for (uint32_t i = 0; i < r->nslices; i++)
    if (r->part_policy[i] == HEDDLE_FIELD_NONE)
      return "strict mode has no policy for a field that several threads write, some holding the struct's mutex "
             "and some not, ordered otherwise (the one with no policy above): hold the mutex at each of its "
             "accesses (then it is locked like the others) or annotate the struct by hand";
  for (uint32_t i = 0; i < r->nslices; i++) {
    if (!p->first[i]) return "a part does not start on a field";
    if (r->part_policy[i] == HEDDLE_FIELD_OWNED && (r->flags & HEDDLE_SUGGEST_PREFILLED))
      return "a part was each thread's own after the object was used before the threads: hand it to its thread "
             "(heddle_release_write before the thread starts, heddle_acquire_write in the thread) — not written yet";
    if (r->part_policy[i] == HEDDLE_FIELD_LOCKED && (!p->lock_is_symbol[i] || !suggestion_is_lock_expression(p->lock_name[i])))
      return "a part's mutex is neither a global pthread_mutex_t of its own nor a member of the object: name it in "
             "heddle_set_locked by hand";
  }
  return NULL;
}

/* Part i's length in bytes as C: differences of `offsetof(T, f)`, an
 * element of an array field counted in `sizeof x.f[0]` (tree-sitter-c's
 * offsetof takes a field name only), `sizeof(T)` for the end. */
static void elements(FILE *m, long long k, const char *member_of, const char *name) {
  if (k == 1) fprintf(m, "sizeof %s%s[0]", member_of, name);
  else fprintf(m, "%lld * sizeof %s%s[0]", k, member_of, name);
}

static void length(FILE *m, const struct suggestion *s, const char *member_of, uint32_t i) {
  const struct field_plan *p = s->fields;
  const struct start *a = &p->starts[i], *b = i + 1 < s->rec->nslices ? &p->starts[i + 1] : NULL;
  if (b && a->member == b->member) { /* elements of one array field */
    elements(m, b->elem - (a->elem < 0 ? 0 : a->elem), member_of, a->member->name);
    return;
  }
  if (b) fprintf(m, "offsetof(%s, %s)", p->spelling, b->member->name);
  else fprintf(m, "sizeof(%s)", p->spelling);
  if (b && b->elem > 0) {
    fputs(" + ", m);
    elements(m, b->elem, member_of, b->member->name);
  }
  if (i == 0) return;
  fprintf(m, " - offsetof(%s, %s)", p->spelling, a->member->name);
  if (a->elem > 0) {
    fputs(" - ", m);
    elements(m, a->elem, member_of, a->member->name);
  }
}

/* The slice, its parts and each part's policy call, each line indented. */
static char *declaration(const struct suggestion *s, const char *base, const char *member_of, const char *slice_arg,
                         const char *indent) {
  const struct heddle_ev_suggestion *r = s->rec;
  const struct field_plan *p = s->fields;
  char *text = NULL;
  size_t size = 0;
  FILE *m = open_memstream(&text, &size);
  if (!m) return NULL;
  fprintf(m, "%sstatic const size_t %s_parts[%u] = {", indent, base, r->nslices);
  for (uint32_t i = 0; i < r->nslices; i++) {
    fputs(i ? ", " : "", m);
    length(m, s, member_of, i);
  }
  fputs("}; /* by field:", m);
  for (uint32_t i = 0; i < r->nslices; i++) fprintf(m, "%s %s", i ? " |" : "", p->names[i] ? p->names[i] : "?");
  fprintf(m, " */\n%sheddle_slice(%s, 1, %u, %s_parts);\n", indent, slice_arg, r->nslices, base);
  for (uint32_t i = 0; i < r->nslices; i++) {
    if (r->part_policy[i] == HEDDLE_FIELD_STICKY_READ)
      fprintf(m, "%sheddle_set_sticky_read(&%s%s);\n", indent, member_of, p->first[i]);
    else if (r->part_policy[i] == HEDDLE_FIELD_LOCKED)
      fprintf(m, "%sheddle_set_locked(&%s%s, &%s);\n", indent, member_of, p->first[i], p->lock_name[i]);
  }
  fclose(m);
  return text;
}

void field_fix_compute(struct suggestion *s, struct source_cache *c) {
  const struct heddle_ev_suggestion *r = s->rec;
  if (!s->object) s->variable = assigned_variable(c, s->file, s->line, s->column);
  if ((s->fix_note = no_fix_reason(s, s->variable))) return;
  const char *base = s->object ? s->object : s->variable;
  struct field_plan *p = s->fields;
  /* an anonymous struct (`static struct { ... } tally;`): GNU C's __typeof__, which gcc and clang know */
  if (p->layout.type_name) p->spelling = strdup(p->layout.type_name);
  else if (asprintf(&p->spelling, s->object ? "__typeof__(%s)" : "__typeof__(*%s)", base) < 0) p->spelling = NULL;
  if (!p->spelling) return;
  char member_of[300], slice_arg[300], target[700];
  snprintf(member_of, sizeof member_of, s->object ? "%s." : "%s->", base);
  snprintf(slice_arg, sizeof slice_arg, s->object ? "&%s" : "%s", base);
  const char *file = NULL;
  /* untouched until the threads: before the first one's creation, each part its first user's own */
  int line = (r->flags & HEDDLE_SUGGEST_PREFILLED) ? line_before_threads_after(s, c, &s->alloc, slice_arg, NULL, &file)
                                                   : line_before_thread_start(c, &s->alloc, s->thread_starts, &file);
  if (!line) {
    s->fix_note = "no statement starting the threads follows its filling in the same function";
    return;
  }
  char *indent = indentation(c, file, line);
  char *text = declaration(s, base, member_of, slice_arg, indent ? indent : "");
  free(indent);
  if (!text) return;
  char what[400];
  snprintf(what, sizeof what, "Split `%s` by field and give each part its policy before the threads start", base);
  suggestion_fix_insert(s, c, file, line, text, what);
  free(text);
  for (uint32_t i = 0; i < r->nslices; i++) {
    if (!r->part_taken[i] || r->part_policy[i] == HEDDLE_FIELD_STICKY_READ) continue;
    snprintf(target, sizeof target, "&%s%s", member_of, s->fields->first[i]);
    if (!suggestion_fix_take_over(s, c, target)) {
      s->fix_note = "a locked part was used without its mutex after the threads at a place no call can go before";
      suggestion_fix_drop(&s->fix);
      return;
    }
  }
}

/* A slice of a struct: its threads' parts are runs of its fields. */
static void slice_by_field(FILE *m, const struct suggestion *s) {
  const struct heddle_ev_suggestion *r = s->rec;
  const struct field_plan *p = s->fields;
  fprintf(m, " was used by %u threads, each in fields of its own:", r->threads);
  for (uint32_t i = 0; i < r->nslices && i < HEDDLE_LOG_MAX_SLICES; i++)
    fprintf(m, "%s %s", i ? " |" : "", p->names[i] ? p->names[i] : "?");
  fputs(". Split it by field with heddle_slice (lengths by offsetof, element size 1) before the threads start: "
        "each part becomes its first user's own; a thread using the parts after theirs takes them over with "
        "heddle_acquire_write. No fix: heddle annotate writes a struct's split only when its runs of fields have "
        "different policies (a `fields` suggestion).",
        m);
}

void field_message(FILE *m, const struct suggestion *s) {
  const struct heddle_ev_suggestion *r = s->rec;
  const struct field_plan *p = s->fields;
  if (p && p->layout.type_name) fprintf(m, p->per_element ? " (an array of %s)" : " (%s)", p->layout.type_name);
  if (r->kind == HEDDLE_SUGGEST_SLICE) {
    slice_by_field(m, s);
    return;
  }
  fprintf(m, " was used by %u threads with a policy per field, none for the whole:", r->threads);
  int taken = 0;
  for (uint32_t i = 0, next; i < r->nslices; i = next) {
    /* consecutive parts each thread owned (an array field, one element per thread): one phrase */
    next = i + 1;
    while (r->part_policy[i] == HEDDLE_FIELD_OWNED && next < r->nslices &&
           r->part_policy[next] == HEDDLE_FIELD_OWNED && r->part_taken[next] == r->part_taken[i])
      next++;
    fputs(i ? ";" : "", m);
    for (uint32_t k = i; k < next; k++) fprintf(m, "%s%s", k > i ? ", " : " ", p && p->names[k] ? p->names[k] : "?");
    if (r->part_policy[i] == HEDDLE_FIELD_STICKY_READ) {
      fputs(": sticky-read (never written once shared)", m);
    } else if (r->part_policy[i] == HEDDLE_FIELD_LOCKED) {
      if (p && p->lock_name[i]) fprintf(m, ": locked by `%s`", p->lock_name[i]);
      else fprintf(m, ": locked by the mutex at 0x%llx", (unsigned long long)r->part_lock[i]);
    } else if (r->part_policy[i] == HEDDLE_FIELD_NONE) {
      fputs(": no policy (written by more than one thread while others ran, not always holding one mutex; "
            "no race: ordered some other way)", m);
    } else {
      fputs(next - i > 1 ? ": each one thread's own while others ran (" : ": thread ", m);
      for (uint32_t k = i; k < next; k++) fprintf(m, "%sT%u", k > i ? ", " : "", r->part_owner[k]);
      fputs(next - i > 1 ? ")" : "'s own while others ran", m);
    }
    if (r->part_taken[i]) {
      fputs(", used alone after the threads", m);
      taken = 1;
    }
  }
  fputs(". Split it into these parts with heddle_slice (lengths by offsetof, element size 1) and give each part "
        "its policy before the threads start",
        m);
  if (taken) fputs("; take the parts used alone after the threads over with heddle_acquire_write there", m);
  fputc('.', m);
  if (s->fix_note) fprintf(m, " No fix: %s.", s->fix_note);
}
