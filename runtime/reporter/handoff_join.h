/* handoff_join.h — a take-over's acquire at the join that hands the object
 * back (handoff_fix.c): whether a function joins a thread before a statement,
 * and, for an object named through an array element by a variable subscript
 * (`threads[i].args`), the place right after the join of that element's
 * thread in the loop that joins them. */
#ifndef HEDDLE_HANDOFF_JOIN_H
#define HEDDLE_HANDOFF_JOIN_H

#include "c_statements.h"
#include "suggestions.h"

/* Does a statement before s in s's block, or in the blocks around it up to
 * its function's body, join a thread (pthread_join, thrd_join, …, also
 * through the file's own functions)? An acquire for an access after it must
 * not go to the function's caller: that would be before the join. */
int handoff_joins_before(const struct c_file *f, const struct c_stmt *s);
/* For `expression` = `ARRAY[INDEX]…` with a variable in INDEX: the latest
 * `for` loop before statement s (in its block or the blocks around it) whose
 * header counts INDEX's variables and whose body joins a thread through
 * `ARRAY[INDEX]` as a statement of its own: out->line and *indent_line for a
 * call right after that join, inside the loop when its body is braced, else
 * on the line after the loop inside a copy of its header (out->loop).
 * 1 when found, else 0. */
int handoff_place_after_join(const struct c_file *f, const struct c_stmt *s, const char *expression,
                             struct handoff_call *out, int *indent_line);

#endif
