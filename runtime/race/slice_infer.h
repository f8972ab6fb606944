/* slice_infer.h — a slice suggestion's parts and places (slice_infer.c). */
#ifndef HEDDLE_SLICE_INFER_H
#define HEDDLE_SLICE_INFER_H

#include <stdint.h>

#include "event_log.h"

struct hd_object;
struct hd_race_state;
struct hd_thread;

/* What a split object's segment (state st, first byte piece) shows of its
 * users' accesses, for the part starts (handoff.c): the accesses its
 * records begin with, when thread t, about to access [lo, hi) there, is
 * ordered after them (a take-over is about to replace them; race.c's slow
 * path), or always when t is NULL (at inference); and [lo, hi) itself when
 * it belongs to the epoch t's own record there describes. o->mu held. */
void hd_race_slice_note_seen(const struct hd_object *o, const struct hd_race_state *st, uintptr_t piece,
                             const struct hd_thread *t, uintptr_t lo, uintptr_t hi);
/* Did two threads read one part of split object o at once (a segment's
 * concurrent readers with overlapping accesses)? Then no slice describes it:
 * a slice's part is one thread's (besides its preparer before and a joiner
 * after), as a message slot every reader reads is not. o->mu held. */
int hd_race_slice_parts_shared(const struct hd_object *o);
/* Was unsplit object o used by threads in turns (each ordered after the
 * last: no split), each in bytes of its own (field_infer.c, objects up to
 * HD_FIELD_MAX_BYTES)? Per-thread sums bumped while atomics order the
 * threads: a partition, not a hand-off of the whole. o->mu held. */
int hd_race_slice_turns_owned(const struct hd_object *o);
/* Fills a SLICE record's lengths, flags, take-over (release) and, for a
 * global, the creation of its first user's thread (alloc). o->mu held. */
void hd_race_slice_describe(const struct hd_object *o, struct heddle_ev_suggestion *ev);
/* After ev is logged: ev again for each other place a part was taken over
 * (its release), for the reporter to compare. */
void hd_race_slice_more_takeovers(const struct hd_object *o, struct heddle_ev_suggestion *ev);
/* Then, for an array its first user prepared: ev again for each place a
 * part's thread began using it (flag PART_START; `acquire` that access,
 * `release` the preparer's last access), for the reporter's hand-over of
 * each part. */
void hd_race_slice_part_starts(const struct hd_object *o, struct heddle_ev_suggestion *ev);

#endif
