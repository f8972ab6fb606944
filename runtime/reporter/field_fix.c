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
 * name, element size 1: they are the program's layout, not this run's.
 * No fix when the type has no name C can spell, a part does not start on a
 * field (or an element of an array field), a part's mutex is not a global
 * pthread_mutex_t of its own, the object is reached through no plain
 * variable, or a part was each thread's own (its hand-over to that thread is
 * not written yet); the message says which. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "field_layout.h"
#include "findings.h"
#include "suggestions.h"

struct field_plan {
  struct field_layout layout;                  /* n == 0: no DWARF for it */
  char *names[HEDDLE_LOG_MAX_SLICES];          /* a part's fields: "a, b", "counts[0..1]" */
  char *first[HEDDLE_LOG_MAX_SLICES];          /* the designator of its first byte: "sum", "counts[2]"; NULL: none */
  char *lock_name[HEDDLE_LOG_MAX_SLICES];      /* LOCKED: the mutex's global name */
  int lock_is_symbol[HEDDLE_LOG_MAX_SLICES];
};

static uint64_t part_start(const struct heddle_ev_suggestion *r, uint32_t i) {
  uint64_t at = 0;
  for (uint32_t k = 0; k < i; k++) at += r->slice_len[k];
  return at;
}

/* `name` or `name[k]` for the member (element) starting at byte off; NULL when none does. */
static char *designator(const struct field_layout *l, uint64_t off) {
  const struct field_member *m = field_layout_member_at(l, off);
  char *out = NULL;
  if (!m) return NULL;
  if (m->offset == off) return strdup(m->name);
  if (m->elem_size && (off - m->offset) % m->elem_size == 0 &&
      asprintf(&out, "%s[%llu]", m->name, (unsigned long long)((off - m->offset) / m->elem_size)) < 0)
    out = NULL;
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

void field_prepare(struct suggestion *s, struct symbolizer *sym, struct source_cache *sources) {
  const struct heddle_ev_suggestion *r = s->rec;
  if (r->kind != HEDDLE_SUGGEST_FIELDS) return;
  struct field_plan *p = calloc(1, sizeof *p);
  if (!(s->fields = p)) return;
  if (s->object) {
    field_layout_global(sym, r->obj_base, &p->layout);
  } else {
    const struct frame *f = user_frame(&s->alloc);
    char *var = f && s->file ? assigned_variable(sources, s->file, s->line, s->column) : NULL;
    if (var) field_layout_pointee(sym, f->pc, var, &p->layout);
    free(var);
  }
  if (p->layout.n && p->layout.size != r->obj_size) field_layout_free(&p->layout); /* not the object's type */
  for (uint32_t i = 0; i < r->nslices; i++) {
    uint64_t lo = part_start(r, i), hi = lo + r->slice_len[i];
    if (p->layout.n) {
      p->names[i] = names_of(&p->layout, lo, hi);
      p->first[i] = designator(&p->layout, lo);
    } else if (asprintf(&p->names[i], "bytes %llu-%llu", (unsigned long long)lo, (unsigned long long)hi - 1) < 0) {
      p->names[i] = NULL;
    }
    if (r->part_policy[i] != HEDDLE_FIELD_LOCKED) continue;
    uint64_t lock_size = 0;
    p->lock_name[i] = symbolize_data_sized(sym, r->part_lock[i], &lock_size);
    p->lock_is_symbol[i] = p->lock_name[i] && lock_size == sizeof(pthread_mutex_t);
  }
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
  free(p);
  s->fields = NULL;
}

/* Why no fix can be written from what prepare found; NULL when one can. */
static const char *no_fix_reason(const struct suggestion *s, const char *variable) {
  const struct heddle_ev_suggestion *r = s->rec;
  const struct field_plan *p = s->fields;
  if (!p || !p->layout.n) return "the run's program has no DWARF struct type for it (build with -g)";
  if (!p->layout.type_name) return "its struct type has no name to write offsetof with (give it a typedef or a tag)";
  if (!suggestion_is_identifier(s->object ? s->object : variable))
    return "it is reached through no plain variable where it is filled";
  for (uint32_t i = 0; i < r->nslices; i++) {
    if (!p->first[i]) return "a part does not start on a field";
    if (r->part_policy[i] == HEDDLE_FIELD_OWNED)
      return "a part was each thread's own: hand it to its thread (heddle_release_write before the thread starts, "
             "heddle_acquire_write in the thread) — not written yet";
    if (r->part_policy[i] == HEDDLE_FIELD_LOCKED && (!p->lock_is_symbol[i] || !suggestion_is_identifier(p->lock_name[i])))
      return "a part's mutex is no global pthread_mutex_t of its own: name it in heddle_set_locked by hand";
  }
  return NULL;
}

/* `offsetof(T, f)` for the part boundary at byte off (sizeof(T) at the end). */
static void boundary(FILE *m, const struct suggestion *s, uint32_t i) {
  const struct field_plan *p = s->fields;
  if (i >= s->rec->nslices) fprintf(m, "sizeof(%s)", p->layout.type_name);
  else fprintf(m, "offsetof(%s, %s)", p->layout.type_name, p->first[i]);
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
    boundary(m, s, i + 1);
    if (i) {
      fputs(" - ", m);
      boundary(m, s, i);
    }
  }
  fputs("}; /* by field:", m);
  for (uint32_t i = 0; i < r->nslices; i++) fprintf(m, "%s %s", i ? " |" : "", p->names[i] ? p->names[i] : "?");
  fprintf(m, " */\n%sheddle_slice(%s, 1, %u, %s_parts);\n", indent, slice_arg, r->nslices, base);
  for (uint32_t i = 0; i < r->nslices; i++) {
    if (r->part_policy[i] == HEDDLE_FIELD_STICKY_READ)
      fprintf(m, "%sheddle_set_sticky_read(&%s%s);\n", indent, member_of, p->first[i]);
    else
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
  char member_of[300], slice_arg[300], target[700];
  snprintf(member_of, sizeof member_of, s->object ? "%s." : "%s->", base);
  snprintf(slice_arg, sizeof slice_arg, s->object ? "&%s" : "%s", base);
  const char *file = NULL;
  int line = line_before_threads(s, c, &s->alloc, slice_arg, &file);
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
    if (!r->part_taken[i] || r->part_policy[i] != HEDDLE_FIELD_LOCKED) continue;
    snprintf(target, sizeof target, "&%s%s", member_of, s->fields->first[i]);
    if (!suggestion_fix_take_over(s, c, target)) {
      s->fix_note = "a locked part was used without its mutex after the threads at a place no call can go before";
      suggestion_fix_drop(&s->fix);
      return;
    }
  }
}

void field_message(FILE *m, const struct suggestion *s) {
  const struct heddle_ev_suggestion *r = s->rec;
  const struct field_plan *p = s->fields;
  if (p && p->layout.type_name) fprintf(m, " (%s)", p->layout.type_name);
  fprintf(m, " was used by %u threads with a policy per field, none for the whole:", r->threads);
  int taken = 0;
  for (uint32_t i = 0; i < r->nslices; i++) {
    fprintf(m, "%s %s ", i ? ";" : "", p && p->names[i] ? p->names[i] : "?");
    if (r->part_policy[i] == HEDDLE_FIELD_STICKY_READ) {
      fputs("sticky-read (never written once shared)", m);
    } else if (r->part_policy[i] == HEDDLE_FIELD_LOCKED) {
      if (p && p->lock_name[i]) fprintf(m, "locked by `%s`", p->lock_name[i]);
      else fprintf(m, "locked by the mutex at 0x%llx", (unsigned long long)r->part_lock[i]);
    } else {
      fprintf(m, "used only by thread T%u while others ran", r->part_owner[i]);
    }
    if (r->part_taken[i]) {
      fputs(", then used alone after the threads", m);
      taken = 1;
    }
  }
  fputs(". Split it into these parts with heddle_slice (lengths by offsetof, element size 1) and give each part "
        "its policy before the threads start",
        m);
  if (taken) fputs("; take a part used alone after the threads over with heddle_acquire_write there", m);
  fputc('.', m);
  if (s->fix_note) fprintf(m, " No fix: %s.", s->fix_note);
}
