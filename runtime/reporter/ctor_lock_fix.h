/* ctor_lock_fix.h — a C++ object locked by a private mutex member of its
 * own class: the fix in the class's constructors (ctor_lock_fix.c). */
#ifndef HEDDLE_CTOR_LOCK_FIX_H
#define HEDDLE_CTOR_LOCK_FIX_H

#include <stddef.h>

#define CTOR_LOCK_MAX 8

struct source_cache;
struct suggestion;

/* What lock_names.c found in DWARF, at the allocation, for s->ctor_lock. */
struct ctor_lock {
  char *class_name;        /* as its constructors are named */
  char *member;            /* the mutex member */
  int pthread_type;        /* a pthread_mutex_t (…): a constructor must set it up by a call to count */
  int line[CTOR_LOCK_MAX]; /* each constructor's declaration line in the allocation's file (DWARF) */
  size_t n;
};

/* s's fix: heddle_set_locked(this, &this->member) at the end of each
 * constructor found, or s->fix_note saying why there is none. */
void ctor_lock_fix_compute(struct suggestion *s, struct source_cache *sources);
void ctor_lock_free(struct ctor_lock *k);

#endif
