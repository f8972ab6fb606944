/* slice_infer.h — a slice suggestion's parts and places (slice_infer.c). */
#ifndef HEDDLE_SLICE_INFER_H
#define HEDDLE_SLICE_INFER_H

#include "event_log.h"

struct hd_object;

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
