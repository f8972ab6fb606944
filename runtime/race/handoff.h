/* handoff.h — where an unannotated object changed hands (handoff.c): for
 * each allocation site (heap) or global, the first few distinct hand-overs
 * race mode saw, each as the old owner's last recorded access and the new
 * owner's first access. infer.c turns them into a hand-off suggestion's
 * release/acquire places; the reporter places the calls from them. */
#ifndef HEDDLE_HANDOFF_H
#define HEDDLE_HANDOFF_H

#include <stdint.h>

#include "stack.h"

struct hd_object;

/* Hand-overs kept per site; the first ones seen (a site's objects take the
 * same paths, so later ones are mostly repeats). */
#define HD_HANDOFF_STEPS 4
/* Ordered thread changes per object worth noting: a hand-off object changes
 * hands a few times; one passed back and forth under a lock is no hand-off
 * anyway. Unordered ones (concurrent readers) are never steps. */
#define HD_HANDOFF_NOTE_MAX 8

/* Each side of a step: who, where (depot id), and whether it wrote — a
 * read-shared suggestion releases and acquires reads where a hand-off moves
 * writes (infer.c). */
struct hd_handoff_side {
  uint32_t tid, stack;
  uint8_t write;
};

struct hd_handoff_step {
  struct hd_handoff_side from; /* the old owner's latest access epoch: its first access */
  struct hd_handoff_side to;   /* the new owner's first access */
  uint8_t to_free;             /* ... which was its free (a write-like use) */
  uint8_t part;                /* a segment of a split object changed hands, not the whole object */
  uint8_t from_running;        /* part: its old user had not ended (no join orders it before the new one) */
  /* The innermost mutex the new owner held at its first access (0: none): threads taking turns under a
   * mutex that some other turns did without (a buffer filled under the mutex, drained with none) are told
   * from turns under a lock heddle does not know (infer.c, the reporter's turns note). */
  uintptr_t to_lock;
};

/* o changed hands: the new owner's access `to` (to_free: its free) follows
 * the old owner's `from` (o->mu held, o unsplit). Cheap when the step is
 * known. */
void hd_handoff_note(const struct hd_object *o, struct hd_handoff_side from, struct hd_handoff_side to, int to_free);
/* A part (segment) of split object o changed hands: the new user's access `to` is
 * ordered after the last user's `from` (a joiner taking a worker's part
 * over, or freeing it: to_free). Kept among the site's steps, marked `part`
 * (slice_infer.c). */
void hd_handoff_note_part(const struct hd_object *o, struct hd_handoff_side from, struct hd_handoff_side to,
                          int to_free);
/* Where each thread that used a split object began using it (its first
 * access [offset, end) into the object, that access's stack and its
 * thread): a slice's part starts, which the segments only approximate on
 * big objects (their cuts follow granules and epochs); the stacks say where
 * a prepared array's part users take their parts (slice_infer.c). Up to
 * HD_HANDOFF_CUTS distinct offsets per site, each with the first stack
 * noted for it. */
#define HD_HANDOFF_CUTS 17
void hd_handoff_note_cut(const struct hd_object *o, uint64_t offset, uint64_t end, uint32_t stack, uint32_t tid);
/* A start read from a record rather than seen at the thread's first access
 * (the record of its epoch when the object is first split, race.c): a cut
 * only when thread tid has none at the site yet, else one of its accesses
 * (hd_handoff_note_seen) — a later epoch's record is no new part. */
void hd_handoff_note_start(const struct hd_object *o, uint64_t offset, uint64_t end, uint32_t stack, uint32_t tid);
/* Another access [offset, end) thread tid is known to have made, and the
 * lowest byte its record there allows (low ≤ offset: the masks' granule)
 * (slice_infer.c): a part's first access is not always its lowest (a loop
 * running backwards, or starting at a[lo + 1]). */
void hd_handoff_note_seen(const struct hd_object *o, uint32_t tid, uint64_t low, uint64_t offset, uint64_t end);
/* The site's part starts, in the order first seen (ascending) — each
 * thread's lowest known access — and their stacks (stacks may be NULL): how
 * many (HD_HANDOFF_CUTS + 1 when more were seen than kept). *inexact is set
 * when some start is not known to be its part's first byte: neither the
 * object's start, nor where the part below ended (its thread's highest
 * known access), nor the lowest byte its thread's records allow. */
int hd_handoff_cuts(const struct hd_object *o, uint64_t *out, uint32_t *stacks, int *inexact);
struct hd_race_state;
/* The old owner old_tid's latest access epoch on st (unsplit), as the access
 * that began it (its stack 0 when st remembers none of its accesses): its
 * read when the read came after its write — also as one of several
 * concurrent readers. */
struct hd_handoff_side hd_handoff_from(const struct hd_race_state *st, uint32_t old_tid);
struct hd_vclock;
/* Is everything st remembers (the last write, the last read or every
 * concurrent reader's) ordered before a thread with clock vc? */
int hd_handoff_ordered(const struct hd_race_state *st, const struct hd_vclock *vc);
/* Thread t accessed o holding no mutex while other threads could run, once no
 * mutex was common to its shared accesses (elem_lock_infer.c asks): the
 * site's first such access is kept — of a buffer filled under a mutex and
 * drained with none, the drain. */
void hd_handoff_note_unlocked(const struct hd_object *o, struct hd_caller c);
/* That access (depot id; 0: none seen): the turns note names it (infer.c). */
uint32_t hd_handoff_unlocked_turn(const struct hd_object *o);
/* The steps noted for o's site, in the order seen; returns how many (≤ max).
 * *dropped: the site changed hands at more distinct places than were kept. */
int hd_handoff_steps(const struct hd_object *o, struct hd_handoff_step *out, int max, int *dropped);
/* How many threads took parts of o's site over (hd_handoff_note_part, not
 * frees): 0, 1, or 2 for more than one — counted apart from the steps. */
int hd_handoff_part_takers(const struct hd_object *o);
/* Did a part of o's site go, while its user still ran, to a thread that
 * began a part of its own (slice_infer.c)? Then the threads took turns in
 * the parts (frames handed back and forth, fields of each element written
 * under a lock and read under it by another): no partition. */
int hd_handoff_parts_turns(const struct hd_object *o);
/* The key this table keeps o's site under (a heap object's allocation stack,
 * a global's address; 0: none), for other per-site tables (field_infer.c). */
uint64_t hd_handoff_site_key(const struct hd_object *o);
/* fork(): the table's lock across it (take 1 before, 0 after). */
void hd_handoff_fork_lock(int take);

#endif
