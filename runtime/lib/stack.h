/* stack.h — call stacks: frame-pointer unwinding and a deduplicating depot.
 *
 * Every runtime entry point (instrumentation hook, interceptor, API call)
 * captures HD_CALLER: its own frame address and return address. Unwinding
 * starts at the caller, so the runtime's frames never appear and frame 0 is the
 * user's call site (a memcpy violation points at the memcpy call). Programs are
 * built with -fno-omit-frame-pointer by heddle-cc; the walk stops at the
 * thread's stack bounds, so a frame without a frame pointer ends the stack
 * instead of crashing. */
#ifndef HEDDLE_STACK_H
#define HEDDLE_STACK_H
#include <stdint.h>

#include "event_log.h"

struct hd_caller {
  uintptr_t pc; /* return address into the caller */
  uintptr_t fp; /* the entry point's frame address */
};

#define HD_CALLER \
  ((struct hd_caller){(uintptr_t)__builtin_return_address(0), (uintptr_t)__builtin_frame_address(0)})

/* Fills st (innermost first) from the caller of the entry point. */
void hd_unwind(struct hd_caller from, struct heddle_stack *st);

/* Interns a stack; returns a non-zero id (0 when the depot is full). */
uint32_t hd_depot_put(const struct heddle_stack *st);
/* Copies stack `id` into st (empty stack for id 0). */
void hd_depot_get(uint32_t id, struct heddle_stack *st);
/* fork(): takes or releases the depot's locks (intercept_thread.c). */
void hd_depot_fork_lock(int take);

/* hd_unwind + hd_depot_put. */
uint32_t hd_stack_id(struct hd_caller from);

#endif
