/* access.h — checking one access (or a byte range) against object policies.
 * Used by the instrumentation hooks (access.c) and the libc interceptors. */
#ifndef HEDDLE_ACCESS_H
#define HEDDLE_ACCESS_H
#include <stddef.h>
#include <stdint.h>

#include "signal_safe.h"
#include "stack.h"

/* Checks [addr, addr+size) against every object it overlaps. */
void hd_check_range(uintptr_t addr, size_t size, int is_write, struct hd_caller c);

/* Checks a free(): a write-like use of the whole object (PUSh §5.1). */
struct hd_object;
void hd_check_free(struct hd_object *o, struct hd_caller c);

/* The decision for one access of o that its policy may not allow (reports
 * it, or makes an untouched object private, or verifies a locked object's
 * first access): backend=mpk's fault handler asks it (runtime/mpk/fault.c). */
struct hd_thread;
void hd_check_object(struct hd_thread *t, struct hd_object *o, uintptr_t addr, uint32_t size, int is_write,
                     struct hd_caller c);

/* Set while the runtime itself runs code that may call intercepted functions
 * (the log writer, start-up): those calls are not the program's accesses.
 * HD_RUNTIME_CALL also counts as inside the runtime for signal handlers
 * (signal_safe.h): the log writer may hold its own mutex. */
extern __thread int hd_in_runtime;
#define HD_RUNTIME_CALL(stmt) \
  do {                        \
    hd_rt_enter();            \
    hd_in_runtime++;          \
    stmt;                     \
    hd_in_runtime--;          \
    hd_rt_leave();            \
  } while (0)
void hd_program_text_init(void);

/* The executable's code, [lo, lo + size) (hd_program_text_init). */
extern uintptr_t hd_program_text_lo, hd_program_text_size;
/* True when pc is in the executable's own code: interceptors only check
 * calls made by the program, not libc/libstdc++ calling themselves. Inline:
 * every interceptor's check of a tracked buffer asks. */
static inline int hd_from_program(uintptr_t pc) {
  return !hd_in_runtime && pc - hd_program_text_lo < hd_program_text_size;
}

/* Nonzero while the calling thread's accesses are not checked at all: the
 * combining step of an OpenMP reduction, which libomp orders by its own
 * lock or barrier (runtime/openmp/ompt_tool.c). Only the slow paths ask: an
 * access the fast path settles was the thread's own epoch's already. */
extern __thread int hd_ignore_accesses;

/* The piece (PUSh slice or race segment) this thread checked last, as the
 * instrumentation's inline path reads it: [base, base+size) and its word. */
extern __thread uint64_t __heddle_slice_base, __heddle_slice_size;
extern __thread const uint32_t *__heddle_slice_rec;

#endif
