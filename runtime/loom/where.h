/* where.h — where each thread is in the program, for a live install (LOOM
 * §4): the statement each slot-padded frame is running (a shadow stack the
 * slots keep), whether the thread stands still at an update check, and the
 * call a frame of optimised code is making (the marks loom_late.cpp
 * compiles around calls out of optimised code). All of it is thread-local in
 * the executable's static TLS, so the installer reads any thread's copy
 * from that thread's pthread_t (the same offset from the thread pointer in
 * every thread: x86-64 glibc) without the thread having registered. */
#ifndef HEDDLE_LOOM_WHERE_H
#define HEDDLE_LOOM_WHERE_H

#include <pthread.h>
#include <stdint.h>

struct hd_loom_site;

#define HD_LOOM_MAX_FRAMES 128

struct hd_loom_frame {
  uintptr_t frame;                  /* the function's frame pointer */
  const struct hd_loom_site *site;  /* its current statement (or entry) */
};

struct hd_loom_where {
  uint32_t inside;  /* in slot-padded code (its update checks pause it); 0: optimised or library code */
  uint32_t at_slot; /* stopped at a slot, before its operations: the innermost statement has not begun */
  uint32_t depth; /* frames in use; more than HD_LOOM_MAX_FRAMES: the rest lost (position unknown) */
  struct hd_loom_frame frames[HD_LOOM_MAX_FRAMES];
};

/* This thread's. */
extern __thread struct hd_loom_where hd_loom_where;
/* The marks optimised code keeps around a call out (loom_late.cpp): the call's
 * position (an OptimisedCall site chain) and its frame; frame 0: no call. */
extern __thread const struct hd_loom_site *__heddle_loom_call_site;
extern __thread uintptr_t __heddle_loom_call_frame;

/* The slots' bookkeeping (frame: the slot-padded function's frame pointer). */
void hd_loom_where_entry(uintptr_t frame, const struct hd_loom_site *site);
void hd_loom_where_statement(uintptr_t frame, const struct hd_loom_site *site);
/* Returns 1 when the function returning was the thread's outermost
 * slot-padded frame: it goes back to optimised code. */
int hd_loom_where_exit(uintptr_t frame);

/* Another thread's copies, from its pthread_t (NULL: not readable). */
struct hd_loom_where *hd_loom_where_of(pthread_t t);
const struct hd_loom_site *volatile *hd_loom_call_site_of(pthread_t t);
volatile uintptr_t *hd_loom_call_frame_of(pthread_t t);

#endif
