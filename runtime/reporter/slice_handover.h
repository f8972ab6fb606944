/* slice_handover.h — the hand-over of a prepared array's parts
 * (slice_handover.c): the array's first user filled it, then threads each
 * took a part. slice_fix.c writes the rest of the slice's fix. */
#ifndef HEDDLE_SLICE_HANDOVER_H
#define HEDDLE_SLICE_HANDOVER_H

#include "c_statements.h"
#include "suggestions.h"

/* Another record of a prepared slice (PART_START): where a part's thread
 * began using it, kept as one of kept's steps (from: the preparer's last
 * access; to: that place), one per source line. Takes other's stacks. */
void slice_note_part_start(struct suggestion *kept, struct suggestion *other);

/* The line the slice and the parts' release go on: before the first
 * top-level statement that starts a thread after the preparer's last access
 * (a heap array used only in its allocation's epoch: after the allocation),
 * with no publishing call in between; 0 when there is none (*why says so). */
int slice_handover_line(struct suggestion *s, struct source_cache *c, const char *target, const char **why);

/* The acquire a part's thread makes before its first access (the user frame
 * of `to`, in f): `heddle_acquire_write(&X[START])` with X[INDEX] the
 * subscript at that access and START the INDEX its first iteration used —
 * every enclosing for loop's index replaced by the loop's initialiser —,
 * placed before the outermost such loop. out->expression is `&X[START]`
 * (malloc'd). X is a global `object`'s name, else what the access went
 * through, else the one name subscripted there. 0 with *why when the index changes in a loop that is no
 * for loop with an initialiser (the part's start is not written in the
 * program there), or the access is no subscript. */
int slice_part_acquire(const struct c_file *f, const char *object, const struct symbolized_stack *to,
                       struct handoff_call *out, int *indent_line, const char **why);

#endif
