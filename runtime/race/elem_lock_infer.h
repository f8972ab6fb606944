/* elem_lock_infer.h — per-element locks (elem_lock_infer.c): an array whose
 * elements each hold the mutex that guards them (a bank's accounts, a hash
 * table's buckets with a lock each). No one mutex was held at every access,
 * and threads used elements at once, so without this infer.c called it a
 * slice; each element is locked by its own mutex, which heddle_slice into
 * elements and heddle_set_locked per element declare. */
#ifndef HEDDLE_ELEM_LOCK_INFER_H
#define HEDDLE_ELEM_LOCK_INFER_H

#include <pthread.h>
#include <stdint.h>

#include "event_log.h"
#include "object.h"
#include "stack.h"

struct hd_thread;

/* Whether the mutex common to every shared access of o (alive) lies inside o. */
static inline int hd_elem_lock_common_inside(const struct hd_object *o) {
  const struct hd_race_usage *u = &o->race.use;
  uintptr_t m = u->share_lock & ~(uintptr_t)1;
  return !u->share_lock_dead && m >= o->base && m < o->base + o->size;
}

/* Can hd_elem_lock_note learn anything from an access of o? Inline, asked
 * by race.c first: only objects shared with no mutex common to all their
 * shared accesses (else infer.c's object-wide locked explains them) — or
 * with one that lies inside the object: one element's, when threads lock two
 * elements at once (OSTEP's vector_add holds both vectors' locks, so one
 * vector's lock was held at every access of the array) — whose site is still
 * followed. An object too small to hold two mutexes is noted once, for a
 * turn without a mutex (hd_handoff_note_unlocked). */
static inline int hd_elem_lock_may_note(const struct hd_object *o) {
  const struct hd_race_usage *u = &o->race.use;
  return u->shared && !u->elem_lock_off && (u->share_lock_dead || hd_elem_lock_common_inside(o));
}

/* Access [lo, hi) of race object o by t, after race.c noted its usage (o->mu held). */
void hd_elem_lock_note(struct hd_object *o, const struct hd_thread *t, uintptr_t lo, uintptr_t hi, int is_write,
                       struct hd_caller c);
/* Was every access of o's site made while others could run in an element
 * whose own mutex the thread held (o->mu held)? Then fills a LOCKED +
 * PER_ELEMENT record (when ev is not NULL; with ELEMENT_ALWAYS and the
 * common mutex in part_lock[0] when one element's was held at every access)
 * and returns 1; else 0. */
int hd_elem_lock_describe(const struct hd_object *o, struct heddle_ev_suggestion *ev);

#endif
