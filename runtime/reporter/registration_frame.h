/* registration_frame.h — shows a global's registration as the annotation the
 * user wrote. HEDDLE_GLOBAL(var, …) expands to a generated constructor
 * (heddle__register_<n>, heddle.h) whose name means nothing to the user; its
 * frame is renamed after the annotation, e.g. "HEDDLE_GLOBAL_LOCKED(balance)". */
#ifndef HEDDLE_REGISTRATION_FRAME_H
#define HEDDLE_REGISTRATION_FRAME_H

#include "source_lines.h"
#include "symbolize.h"

/* Renames the generated constructor frames of stack. The macro name is read
 * from the frame's source line (HEDDLE_GLOBAL when the line cannot be read);
 * var is the global's name as logged ("" when unknown: the macro name alone). */
void name_registration_frames(struct symbolized_stack *stack, const char *var,
                              struct source_cache *sources);

#endif /* HEDDLE_REGISTRATION_FRAME_H */
