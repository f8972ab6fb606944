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

/* The part of a thread's stack the unwinder may read: [lo, hi), and the
 * frame of the runtime's thread trampoline or main wrapper, where stacks end
 * (0: none). */
struct hd_stack_bounds {
  uintptr_t lo, hi, stop_fp;
};

/* Walks the frame chain from the caller of the entry point: pc[i] is the
 * i-th return address, innermost first, and frame[i] (when frame is not NULL)
 * the address of the frame record that holds it — frame[0] is the entry
 * point's own frame. Frame addresses tell whether a frame seen earlier is still
 * on the stack (runtime/deadlock/acquisition_site.h). Returns the number of
 * frames filled, at most max. Inline: a lock acquisition walks a few frames. */
/* Is fp, the walk's first frame address, one it may read (inside the stack)? */
static inline int hd_walk_starts(struct hd_stack_bounds b, uintptr_t fp) {
  return fp && !(fp & 7) && fp >= b.lo && fp + 16 <= b.hi;
}

/* One step of the walk: the frame record `next` that frame fp (read already)
 * links to — is it a frame of the program further out? Then 1 and *ret its
 * return address. (Frame layout, x86-64 and AArch64: fp[0] = the caller's
 * fp, fp[1] = the return address.) */
static inline int hd_walk_step(struct hd_stack_bounds b, uintptr_t fp, uintptr_t next, uintptr_t *ret) {
  /* next > fp >= lo: a frame further out, inside the stack */
  if ((next & 7) || next <= fp || next + 16 > b.hi) return 0;
  /* The frame's caller is the runtime's thread trampoline or main wrapper: stop. */
  if (b.stop_fp && ((uintptr_t *)next)[0] >= b.stop_fp) return 0;
  *ret = ((uintptr_t *)next)[1];
  return *ret >= 4096;
}

static inline uint32_t hd_walk_in(struct hd_stack_bounds b, struct hd_caller from, uint64_t *pc,
                                  uintptr_t *frame, uint32_t max) {
  uint32_t n = 0;
  uintptr_t fp = from.fp;
  if (from.pc && n < max) {
    if (frame) frame[n] = fp;
    pc[n++] = from.pc;
  }
  if (!hd_walk_starts(b, fp)) return n;
  uintptr_t next = ((uintptr_t *)fp)[0], ret;
  while (n < max && hd_walk_step(b, fp, next, &ret)) {
    if (frame) frame[n] = next;
    pc[n++] = ret;
    fp = next;
    next = ((uintptr_t *)fp)[0];
  }
  return n;
}

/* hd_walk_in within the calling thread's stack. */
uint32_t hd_walk(struct hd_caller from, uint64_t *pc, uintptr_t *frame, uint32_t max);

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
