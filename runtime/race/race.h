/* race.h — race mode: happens-before race detection on unannotated memory
 * (HEDDLE_OPTIONS=unannotated=race, the default). See race.c for the
 * algorithm and docs/runtime.md "Race mode" for what it finds and misses.
 *
 * The rest of the runtime calls in here; nothing in here calls the policy
 * code except to learn whether an object is annotated. */
#ifndef HEDDLE_RACE_H
#define HEDDLE_RACE_H
#include <stddef.h>
#include <stdint.h>

#include "stack.h"

struct hd_object;
struct hd_thread;

/* Nonzero when unannotated memory is race-checked (unannotated=race). */
extern int hd_race_enabled;

/* An atomic access by the program (the instrumentation's atomic hooks):
 * never a race itself; remembered for inference (objects accessed only
 * atomically are proposed as racy). */
void hd_race_note_atomic(uintptr_t addr, uint32_t size, int is_write);

#endif
