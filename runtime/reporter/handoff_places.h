/* handoff_places.h — where handoff_fix.c puts a call between statements,
 * shared with slice_fix.c (a slice's take-over is an acquire placed the same
 * way) and slice_handover.c (no publishing call between a prepared array's
 * last preparation and its parts' release). */
#ifndef HEDDLE_HANDOFF_PLACES_H
#define HEDDLE_HANDOFF_PLACES_H

#include "c_statements.h"
#include "suggestions.h"

/* Calls that may publish (a release operation: what ends an epoch). */
extern const struct c_callee_names HANDOFF_RELEASES;
/* The statement a call can go before: s itself when it is a block's
 * statement, else the loop or branch whose unbraced body it is. */
const struct c_stmt *block_statement(const struct c_stmt *s);
/* An acquire before the first access (freed: the free) at st's user frame
 * (in s->file), lifted out of loops that cannot synchronise: its line and the
 * name of the object there (out->expression, malloc'd); 0 when there is no
 * certain place. */
int handoff_place_acquire(struct source_cache *c, const struct c_file *f, struct suggestion *s,
                          const struct symbolized_stack *st, int freed, struct handoff_call *out, int *indent_line);
/* A release after the epoch that began with the access (or allocation) at
 * st's user frame: before the first later statement that publishes, as a
 * hand-off's old owner's release (suggestion_fix.c places a heap object's
 * heddle_set_locked there: the end of its allocation's epoch). */
int handoff_place_release(struct source_cache *c, const struct c_file *f, struct suggestion *s,
                          const struct symbolized_stack *st, struct handoff_call *out, int *indent_line);

#endif
