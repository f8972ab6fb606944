/* field_infer.h — per-field policies of small objects (field_infer.c): a
 * struct whose fields threads share differently (some read-only once
 * shared, some written under a mutex, some each thread's own) has no one
 * policy, but each run of its fields has one. */
#ifndef HEDDLE_FIELD_INFER_H
#define HEDDLE_FIELD_INFER_H

#include <stdint.h>

#include "event_log.h"
#include "object.h"
#include "stack.h"

struct hd_thread;

/* Objects up to this size are followed byte by byte once shared. */
#define HD_FIELD_MAX_BYTES 256

/* Can hd_field_note learn anything from an access [lo, hi) of o? Its first
 * tests, inline: race.c asks before calling it, so the slow path of a
 * lock-heavy program's nodes and buffers (too big, not shared, or locked as a
 * whole so far) makes no call of six arguments into a big function at every
 * new epoch (5% of a one-thread hash table's instructions). */
static inline int hd_field_may_note(const struct hd_object *o, uintptr_t lo, uintptr_t hi, int is_write) {
  const struct hd_race_usage *u = &o->race.use;
  if (o->size > HD_FIELD_MAX_BYTES || o->size < 2 || lo < o->base || hi > o->base + o->size) return 0;
  /* What the site lookup found before, kept on the object: both only
   * ever become true (a lock-heavy program's nodes and strings otherwise
   * looked the site up, and its bytes, at every epoch). */
  if (u->fields_off || (!is_write && u->fields_read)) return 0;
  /* From its sharing on; a global also from its first use while other
   * threads ran (a worker's own field, used before the next worker came). A
   * heap object's first user before its sharing is the one preparing it. */
  if (!u->shared && (o->flags & HD_OBJ_HEAP)) return 0;
  return u->shared ? u->share_lock_dead : u->lock_dead; /* else locked as a whole so far */
}

/* Would hd_field_note store nothing for a read of [lo, hi) of o that
 * hd_field_may_note lets through (o->mu held)? A read-only struct read again:
 * its site is followed, and every byte read is one two threads read without
 * a mutex already — but not every byte of o (the read would then mark the
 * object's reads as telling nothing). race.c's epoch renewal asks. */
int hd_field_read_settled(const struct hd_object *o, uintptr_t lo, uintptr_t hi);
/* Access [lo, hi) of race object o by t, after race.c noted it (o->mu held):
 * remembered per byte of o's site once o is shared. Notes in o's usage when
 * its site can learn nothing more from it (from its reads). */
void hd_field_note(struct hd_object *o, const struct hd_thread *t, uintptr_t lo, uintptr_t hi, int is_write,
                   struct hd_caller c);
/* Do o's bytes fall into runs of different policies, each run explained by
 * one (o->mu held)? Then fills a FIELDS record's parts and take-over (when
 * ev is not NULL) and returns 1; else 0 and ev is untouched. */
int hd_field_describe(const struct hd_object *o, struct heddle_ev_suggestion *ev);
/* Is every byte of o used while others could run one thread's own (written
 * by it alone then, read by no other thread then), in runs of at least two
 * threads (o->mu held)? A partition, even when its threads were ordered
 * (per-thread sums bumped in turns that atomics order): fills the runs'
 * start offsets and owners (tids; HEDDLE_LOG_MAX_SLICES at most), *taken_at
 * with the first access made alone afterwards (a joiner's; depot id, 0:
 * none) and returns how many; else 0. */
int hd_field_owned_runs(const struct hd_object *o, uint64_t *starts, uint32_t *owners, uint32_t *taken_at);
#endif
