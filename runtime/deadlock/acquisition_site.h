/* acquisition_site.h — where a held lock was acquired, recorded cheaply.
 *
 * Why not the stack id: lock-order edges need the stack where the held lock
 * was acquired, but only when a thread takes another lock under it and that
 * pair of locks is new — rare next to the acquisitions themselves. Unwinding
 * and interning every acquisition's stack made a lock/unlock loop 80% slower
 * (a raw unwind alone 30%). So an acquisition records only its innermost
 * HD_SITE_FRAMES frames (return addresses and frame addresses: a handful of
 * loads), and the whole stack is rebuilt if and when an edge needs it: the
 * frames outside the marked ones are still on the stack as long as the marked
 * frames are (an inner frame cannot outlive its callers), so the current
 * stack's frames from the first marked frame found unchanged (same frame
 * address, same return address, and so every marked frame after it) outward
 * complete the marked ones.
 *
 * What it can get wrong: a lock taken through a helper chain deeper than
 * HD_SITE_FRAMES that returned with the lock held, then entered again from
 * another call site while the lock is still held, rebuilds with the new
 * call site's outer frames. When no marked frame is on the stack any more,
 * the marked frames alone are the stack (cut short, never wrong). */
#ifndef HEDDLE_ACQUISITION_SITE_H
#define HEDDLE_ACQUISITION_SITE_H
#include <stdint.h>

#include "event_log.h"
#include "stack.h"

/* Eight covers libstdc++'s std::lock_guard at -O0 (__gthread_mutex_lock,
 * std::mutex::lock, the guard's constructor) and the user's frames around it. */
#define HD_SITE_FRAMES 8

struct hd_site {
  uint32_t n;                         /* frames marked; < HD_SITE_FRAMES: the whole stack */
  uint64_t pc[HD_SITE_FRAMES];        /* return addresses, innermost first */
  uintptr_t frame[HD_SITE_FRAMES];    /* the frame record holding pc[i] (hd_walk) */
};

/* Marks the acquisition made by the entry point `from` (on the stack b). */
static inline void hd_site_mark(struct hd_stack_bounds b, struct hd_caller from, struct hd_site *site) {
  site->n = hd_walk_in(b, from, site->pc, site->frame, HD_SITE_FRAMES);
}

/* Copies the frames a site marked (a handful: not the whole arrays). */
static inline void hd_site_copy(const struct hd_site *from, struct hd_site *to) {
  to->n = from->n;
  for (uint32_t i = 0; i < from->n; i++) {
    to->pc[i] = from->pc[i];
    to->frame[i] = from->frame[i];
  }
}

/* The walk of the current stack (hd_walk with frames), to rebuild sites from. */
struct hd_site_walk {
  uint32_t n;
  uint64_t pc[HEDDLE_LOG_MAX_FRAMES];
  uintptr_t frame[HEDDLE_LOG_MAX_FRAMES];
};
void hd_site_walk(struct hd_caller from, struct hd_site_walk *now);

/* The whole stack of a site this thread marked earlier (see above), from the
 * current stack's walk. */
void hd_site_stack(const struct hd_site *site, const struct hd_site_walk *now, struct heddle_stack *out);

#endif
