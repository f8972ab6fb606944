/* field_infer.h — per-field policies of small objects (field_infer.c): a
 * struct whose fields threads share differently (some read-only once
 * shared, some written under a mutex, some each thread's own) has no one
 * policy, but each run of its fields has one. */
#ifndef HEDDLE_FIELD_INFER_H
#define HEDDLE_FIELD_INFER_H

#include <stdint.h>

#include "event_log.h"
#include "stack.h"

struct hd_object;
struct hd_thread;

/* Objects up to this size are followed byte by byte once shared. */
#define HD_FIELD_MAX_BYTES 256

/* Access [lo, hi) of race object o by t, after race.c noted it (o->mu held):
 * remembered per byte of o's site once o is shared. Notes in o's usage when
 * its site can learn nothing more from it (from its reads). */
void hd_field_note(struct hd_object *o, const struct hd_thread *t, uintptr_t lo, uintptr_t hi, int is_write,
                   struct hd_caller c);
/* Do o's bytes fall into runs of different policies, each run explained by
 * one (o->mu held)? Then fills a FIELDS record's parts and take-over (when
 * ev is not NULL) and returns 1; else 0 and ev is untouched. */
int hd_field_describe(const struct hd_object *o, struct heddle_ev_suggestion *ev);
#endif
