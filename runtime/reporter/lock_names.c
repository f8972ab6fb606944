/* lock_names.c — see lock_names.h. A fix takes the lock's address
 * (`heddle_set_locked(&x, &fork_m[2])`), so the name must be an expression
 * the program can write, and the size says whether it is a lock of its own. */
#define _GNU_SOURCE
#include "lock_names.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctor_lock_fix.h"
#include "field_layout.h"
#include "findings.h"
#include "suggestions.h"
#include "symbolize.h"

static int lock_sized(uint64_t size) {
  return size == sizeof(pthread_mutex_t) || size == sizeof(pthread_rwlock_t) || size == sizeof(pthread_spinlock_t);
}

/* `name.member` when the struct global `name` (at base) has a lock-sized member starting at off, else NULL. */
static char *member_name(struct symbolizer *s, const char *name, uint64_t base, uint64_t off, uint64_t *size) {
  struct field_layout layout;
  if (!field_layout_global(s, base, &layout)) return NULL;
  const struct field_member *m = field_layout_member_at(&layout, off);
  char *out = NULL;
  if (m && m->offset == off && lock_sized(m->size) && asprintf(&out, "%s.%s", name, m->name) >= 0) *size = m->size;
  field_layout_free(&layout);
  return out;
}

/* `name[i].member` when the global `name` (at base) is an array of structs whose element i has a lock-sized
 * member starting at off (OSTEP's vectors, each `vector_t` with its own `lock`: was `v+440`), else NULL. */
static char *element_member_name(struct symbolizer *s, const char *name, uint64_t base, uint64_t off,
                                 uint64_t *size) {
  struct field_layout layout;
  if (!field_layout_global_element(s, base, &layout)) return NULL;
  char *out = NULL;
  const struct field_member *m = layout.size ? field_layout_member_at(&layout, off % layout.size) : NULL;
  if (m && m->offset == off % layout.size && lock_sized(m->size) &&
      asprintf(&out, "%s[%llu].%s", name, (unsigned long long)(off / layout.size), m->name) >= 0)
    *size = m->size;
  field_layout_free(&layout);
  return out;
}

char *symbolize_lock(struct symbolizer *s, uint64_t addr, uint64_t *lock_size) {
  uint64_t size = 0;
  char *name = symbolize_data_sized(s, addr, &size);
  if (lock_size) *lock_size = size;
  if (!name || lock_sized(size)) return name;
  char *plus = strrchr(name, '+');
  uint64_t off = plus ? strtoull(plus + 1, NULL, 10) : 0;
  if (plus) *plus = '\0';
  char *better = member_name(s, name, addr - off, off, &size);
  uint64_t elem = better ? 0 : symbolize_global_element_size(s, addr - off);
  if (!better && lock_sized(elem) && off % elem == 0 &&
      asprintf(&better, "%s[%llu]", name, (unsigned long long)(off / elem)) >= 0)
    size = elem;
  if (!better && elem) better = element_member_name(s, name, addr - off, off, &size);
  if (!better) {
    if (plus) *plus = '+';
    return name;
  }
  free(name);
  if (lock_size) *lock_size = size;
  return better;
}

/* A private mutex member of a C++ class (`buffer->mutex_lock`): no code outside the class can name it, so
 * the fix goes in the class's constructors (ctor_lock_fix.c), whose lines DWARF gives. */
static struct ctor_lock *class_constructors(const struct field_layout *layout, const struct field_member *m) {
  struct ctor_lock *k = calloc(1, sizeof *k);
  if (!k) return NULL;
  k->class_name = layout->record_name ? strdup(layout->record_name) : NULL;
  k->member = strdup(m->name);
  k->pthread_type = m->pthread_type;
  for (size_t i = 0; i < layout->n_ctors && k->n < CTOR_LOCK_MAX; i++) k->line[k->n++] = layout->ctor_line[i];
  return k;
}

void lock_name_own_member(struct suggestion *s, struct symbolizer *sym, struct source_cache *sources) {
  const struct heddle_ev_suggestion *r = s->rec;
  if (r->kind != HEDDLE_SUGGEST_LOCKED || suggestion_per_element(s) || s->object || s->lock_name || !s->file ||
      r->lock < r->obj_base || r->lock >= r->obj_base + r->obj_size)
    return;
  const struct frame *f = user_frame(&s->alloc);
  char *var = f ? allocation_variable(sources, s->file, s->line, s->column, NULL) : NULL;
  struct field_layout layout;
  /* `c`, or a member it is stored in (`pool->q`: jobchain.c's queue, thpool's `jobqueue_p->has_jobs`) */
  if (var && suggestion_is_member_path(var) && field_layout_pointee(sym, f->pc, var, &layout)) {
    uint64_t off = r->lock - r->obj_base;
    const struct field_member *m = field_layout_member_at(&layout, off);
    /* the struct the variable points to must be the whole object: else the member is not this mutex */
    if (layout.size == r->obj_size && m && m->offset == off && lock_sized(m->size) &&
        asprintf(&s->lock_name, "%s->%s", var, m->name) >= 0) {
      s->lock_is_symbol = 1;
      s->lock_is_rwlock = m->size == sizeof(pthread_rwlock_t);
      if (m->hidden) s->ctor_lock = class_constructors(&layout, m);
    }
    field_layout_free(&layout);
  }
  free(var);
}

void lock_name_other_object(struct suggestion *s, struct symbolizer *sym, struct source_cache *sources) {
  const struct heddle_ev_suggestion *r = s->rec;
  if (r->kind != HEDDLE_SUGGEST_LOCKED || suggestion_per_element(s) || s->lock_name || !r->lock_obj_base ||
      r->lock < r->lock_obj_base || r->lock - r->lock_obj_base >= r->lock_obj_size)
    return;
  symbolize_stack(sym, &r->lock_alloc.stack, &s->lock_alloc);
  const struct frame *f = user_frame(&s->lock_alloc), *own = user_frame(&s->alloc);
  char *var = f && f->file ? allocation_variable(sources, f->file, f->line, f->column, NULL) : NULL;
  struct field_layout layout;
  if (var && field_layout_pointee(sym, f->pc, var, &layout)) {
    uint64_t off = r->lock - r->lock_obj_base;
    const struct field_member *m = field_layout_member_at(&layout, off);
    /* the struct the variable points to must be the whole object: else the member is not this mutex */
    if (layout.size == r->lock_obj_size && m && m->offset == off && lock_sized(m->size) &&
        asprintf(&s->lock_name, "%s->%s", var, m->name) >= 0) {
      s->lock_is_rwlock = m->size == sizeof(pthread_rwlock_t);
      /* the name holds where this object is allocated only in the same function (the fix goes there) */
      s->lock_in_other_function = !own || !own->function || !f->function || strcmp(own->function, f->function) != 0 ||
                                  !own->file || strcmp(own->file, f->file) != 0;
      s->lock_is_symbol = !s->lock_in_other_function;
    }
    field_layout_free(&layout);
  }
  free(var);
}
