/* write_log.h — race mode's exact record of where a thread wrote and read
 * inside big pieces in each epoch, kept per thread slot in two small rings.
 *
 * Why: a piece over 64 bytes has 64 coarse granules in its epoch masks, and
 * the instrumentation's inline path lets a thread's later accesses in the
 * same epoch through without telling the runtime which bytes they were. When
 * another thread then touches the piece without ordering, the access that
 * started the epoch is exact but the rest is only "some bytes of this
 * granule": the piece is split and, if nobody touches those bytes again,
 * a one-shot race is lost (a producer's `count++` after its write of a queue
 * slot, read unlocked by a consumer; a monitor reading a stats field that a
 * worker then bumps unlocked). So the first write of an epoch to each
 * granule of a big piece, and its first read of each granule (the inline
 * path calls the hook for both), and every later same-epoch write the slow
 * path sees append their exact bytes here; the slow path's verdict asks the
 * rings before it falls back to the masks.
 *
 * Keyed by (slot, epoch clock, addresses), not by object: a slot's clock only
 * grows, so an entry names one epoch of one thread, and a split (which copies
 * records into segments) keeps it valid. A ring forgets: an epoch that
 * touched more than HD_RACE_WLOG_LEN granules keeps its newest entries only,
 * and the masks decide the rest as before (docs/runtime.md "Race mode").
 *
 * Written lock-free by the slot's own thread, read by others under an
 * object's lock: each entry is a seqlock. */
#ifndef HEDDLE_RACE_WRITE_LOG_H
#define HEDDLE_RACE_WRITE_LOG_H
#include <stdint.h>

#include "stack.h"
#include "thread.h"
#include "vclock.h"

#define HD_RACE_WLOG_LEN 32   /* a power of two */
#define HD_RACE_WLOG_FRAMES 5 /* the write's innermost frames, for its report (an entry is 64 bytes) */

struct hd_race_wlog_entry {
  uint32_t seq; /* odd while the owner rewrites the entry */
  uint32_t clk; /* the slot's epoch (C_t[t]) of the write; 0: empty */
  uintptr_t lo, hi;
  uint64_t pc[HD_RACE_WLOG_FRAMES]; /* innermost first; 0 after the last */
};

struct hd_race_wlog {
  uint32_t next;
  uint32_t pad;
  struct hd_race_wlog_entry e[HD_RACE_WLOG_LEN];
};

/* One ring per slot for writes and one for reads (bss: pages of slots never
 * used are never touched). Apart, so a thread's many reads never push its
 * writes out. */
extern struct hd_race_wlog hd_race_wlogs[HD_MAX_THREADS];
extern struct hd_race_wlog hd_race_rlogs[HD_MAX_THREADS];

/* Appends [lo, hi), accessed at c in the calling thread's current epoch, to
 * its ring in `rings`. */
static inline void hd_race_log(struct hd_race_wlog *rings, uintptr_t lo, uintptr_t hi, struct hd_caller c) {
  uint32_t slot = __heddle_race_slot, clk = __heddle_race_clock;
  if (slot >= HD_MAX_THREADS || !clk) return;
  struct hd_race_wlog *l = &rings[slot];
  struct hd_race_wlog_entry *last = &l->e[(l->next - 1) & (HD_RACE_WLOG_LEN - 1)];
  if (last->clk == clk && last->lo <= lo && hi <= last->hi) return; /* the same access again (a loop) */
  struct hd_race_wlog_entry *e = &l->e[l->next++ & (HD_RACE_WLOG_LEN - 1)];
  uint32_t s = __atomic_load_n(&e->seq, __ATOMIC_RELAXED);
  __atomic_store_n(&e->seq, s + 1, __ATOMIC_RELAXED);
  __atomic_thread_fence(__ATOMIC_RELEASE);
  __atomic_store_n(&e->clk, clk, __ATOMIC_RELAXED);
  __atomic_store_n(&e->lo, lo, __ATOMIC_RELAXED);
  __atomic_store_n(&e->hi, hi, __ATOMIC_RELAXED);
  uint64_t pc[HD_RACE_WLOG_FRAMES] = {0};
  hd_walk(c, pc, 0, HD_RACE_WLOG_FRAMES);
  for (unsigned i = 0; i < HD_RACE_WLOG_FRAMES; i++) __atomic_store_n(&e->pc[i], pc[i], __ATOMIC_RELAXED);
  __atomic_store_n(&e->seq, s + 2, __ATOMIC_RELEASE);
}

/* The calling thread wrote [lo, hi) in its current epoch, at c. Spends one
 * of the epoch's budget (thread.h). Returns 1, and out of line (write_log.c):
 * the hooks' fast path (race_fast.h) ends in a tail call of it, so that path
 * is a leaf function that saves no registers when it logs nothing. */
int hd_race_log_write(uintptr_t lo, uintptr_t hi, struct hd_caller c);

/* The same for a write of over 16 bytes (a memcpy, a hoisted loop's span):
 * into the write history (write_history.h), and into the ring when the
 * write is the epoch's first into a granule (`fresh`) or the budget lasts. */
int hd_race_log_wide_write(uintptr_t lo, uintptr_t hi, struct hd_caller c, int fresh);

/* The calling thread read [lo, hi) in its current epoch, at c: while the
 * epoch's read budget lasts (thread.h; the caller tests it is not spent).
 * Returns 1, out of line as hd_race_log_write. */
int hd_race_log_read(uintptr_t lo, uintptr_t hi, struct hd_caller c);

/* Did the thread holding e.slot at epoch e access any byte of [lo, hi) in
 * that epoch, as far as its ring in `rings` still remembers? Then 1, and
 * *where the depot id of that access's innermost frames (0 if the depot is
 * full). */
int hd_race_logged(const struct hd_race_wlog *rings, struct hd_epoch e, uintptr_t lo, uintptr_t hi,
                   uint32_t *where);

#endif
