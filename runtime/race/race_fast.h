/* race_fast.h — race mode's share of every hook's fast path (access.c):
 * an access in the epoch the object's word names costs a compare and, the
 * first time a granule is touched in that epoch, one OR into the epoch's mask
 * (what the splitting in race.c uses to tell disjoint parts from a race).
 *
 * The masks are written without a lock by the one thread whose epoch the
 * word names; a slow path of another thread may reset them meanwhile, and a
 * late OR then lands in the new epoch's mask. That only ever adds granules
 * (a split may be declined, a byte-granule overlap may be attributed to the
 * wrong epoch of a thread that did race at that moment). */
#ifndef HEDDLE_RACE_FAST_H
#define HEDDLE_RACE_FAST_H
#include <stddef.h>
#include <stdint.h>

#include "object.h"
#include "stack.h"
#include "thread.h"
#include "write_history.h"
#include "write_log.h"

/* Granules [off >> g, (off + len - 1) >> g] of a piece, clamped to the 64 bits. */
static inline uint64_t hd_race_bits(uintptr_t off, uintptr_t len, unsigned g) {
  uintptr_t first = off >> g, last = (off + (len ? len : 1) - 1) >> g;
  if (first > 63) first = 63;
  if (last > 63) last = 63;
  unsigned n = (unsigned)(last - first + 1);
  return (n >= 64 ? ~0ull : (1ull << n) - 1) << first;
}

static inline void hd_race_touch(uint64_t *mask, uintptr_t off, uintptr_t len, unsigned g) {
  uint64_t b = hd_race_bits(off, len, g);
  if ((*mask & b) != b) *mask |= b;
}

int hd_race_fast_split(struct hd_object *o, uintptr_t addr, size_t len, int is_write, struct hd_caller c);

/* How many of the n elements of `size` bytes, `stride` apart from addr (the
 * first inside [.., end)), end before `end`: all of them without a division
 * when the last one does (the common case: the whole walk in one object). */
static inline uint64_t hd_elements_below(uintptr_t addr, uint64_t n, uint64_t stride, uint64_t size,
                                         uintptr_t end) {
  if (addr + (n - 1) * stride + size <= end) return n;
  uint64_t k = (end - addr - size) / stride + 1;
  return k < n ? k : n;
}

/* hd_race_fast_ok for n elements of `size` bytes, `stride` (> size) apart from
 * addr, all inside object o whose word is w: how many leading elements the
 * same-epoch rules settle (0: the first needs the slow path). */
uint64_t hd_race_fast_strided(struct hd_object *o, uint32_t w, uintptr_t addr, uint64_t n, uint64_t stride,
                              uint64_t size, int is_write, struct hd_caller c);

/* A read of [addr, addr+len) in the epoch whose read granules are *rmask
 * (its thread's current one), piece starting at `piece`, granule shift g: the
 * mask, and for pieces over 64 bytes the read log — the epoch's first read
 * of each granule, exactly (write_log.h). Returns 1. These functions return
 * 1 through tail calls of the logs, so the hooks' fast path (hd_race_fast_ok)
 * calls nothing else and needs no register saves: a fifth of its
 * instructions were pushes and pops (rwmap's string reads). */
static inline int hd_race_epoch_read(uint64_t *rmask, unsigned g, uintptr_t piece, uintptr_t addr, size_t len,
                                     int exact, struct hd_caller c) {
  uint64_t b = hd_race_bits(addr - piece, len, g);
  if ((*rmask & b) == b) return 1;
  *rmask |= b;
  if (!g || !exact || !__heddle_race_rbudget) return 1;
  return hd_race_log_read(addr, addr + len, c);
}

/* Concurrent readers: this thread read the piece in its current epoch. */
static inline int hd_race_fast_shared(struct hd_race_state *st, uintptr_t piece, uintptr_t addr, size_t len,
                                      int exact, struct hd_caller c) {
  struct hd_race_readers *rs = __atomic_load_n(&st->readers, __ATOMIC_ACQUIRE);
  uint32_t slot = __heddle_race_slot;
  if (!rs || slot >= rs->cap || rs->r[slot].clk != __heddle_race_clock || !__heddle_race_clock) return 0;
  return hd_race_epoch_read(&rs->r[slot].acc.rmask, st->gshift, piece, addr, len, exact, c);
}

#define HD_RACE_SHARED_WORD (((HD_POLICY_RACE_SHARED + 1) << 24) | HD_NO_OWNER)
#define HD_RACE_SPLIT_WORD (((HD_POLICY_RACE_SPLIT + 1) << 24) | HD_NO_OWNER)

/* A write of [addr, addr+len) in the epoch whose write record is st->wa (its
 * thread's current one), piece starting at `piece`: the epoch's write mask,
 * and for pieces over 64 bytes the write history — each word's latest write
 * (write_history.h) — and the write log — the epoch's first writes, its
 * first into each granule and its wide writes, exactly with their stacks
 * (write_log.h). */
static inline int hd_race_epoch_write(struct hd_race_state *st, uintptr_t piece, uintptr_t addr, size_t len,
                                      int exact, struct hd_caller c) {
  uint64_t b = hd_race_bits(addr - piece, len, st->gshift);
  int fresh = (st->wa.wmask & b) != b;
  if (fresh) st->wa.wmask |= b;
  if (!st->gshift || !exact) return 1;
  if (len > 16) return hd_race_log_wide_write(addr, addr + len, c, fresh);
  hd_race_hist_note(addr, len, c.pc);
  if (!(fresh || __heddle_race_wbudget)) return 1;
  return hd_race_log_write(addr, addr + len, c);
}

/* FastTrack's same-epoch rules for the piece (object or segment) starting at
 * `piece` whose word is w: 1 when the access needs nothing more. c: the
 * instrumented access, for the logs; `exact`: [addr, addr+len) are the
 * bytes accessed (not the span of a strided walk, whose gaps another thread
 * may own), so the logs may keep them. */
static inline int hd_race_fast_piece(struct hd_race_state *st, uint32_t w, uintptr_t piece, uintptr_t addr,
                                     size_t len, int is_write, int exact, struct hd_caller c) {
  if (w == __heddle_race_wword) {
    if (!is_write) return hd_race_epoch_read(&st->wa.rmask, st->gshift, piece, addr, len, exact, c);
    return hd_race_epoch_write(st, piece, addr, len, exact, c);
  }
  if (is_write) return 0;
  if (w == __heddle_race_rword) return hd_race_epoch_read(&st->ra.rmask, st->gshift, piece, addr, len, exact, c);
  return w == HD_RACE_SHARED_WORD && hd_race_fast_shared(st, piece, addr, len, exact, c);
}

/* Can hd_race_fast_ok settle an access to a piece whose word is w at all?
 * Only this thread's epoch words, concurrent readers' and a split object's;
 * for any other word it returns 0 and does nothing. In lock-heavy code most
 * slow paths are a word of another epoch (this thread's before an unlock):
 * the hooks ask this inline and skip the call (access.c). */
static inline int hd_race_word_may_pass(uint32_t w, int is_write) {
  return w == __heddle_race_wword || w == HD_RACE_SPLIT_WORD ||
         (!is_write && (w == __heddle_race_rword || w == HD_RACE_SHARED_WORD));
}

/* c first: passed in registers when the compiler keeps this out of line. */
static inline int hd_race_fast_ok(struct hd_caller c, struct hd_object *o, uint32_t w, uintptr_t addr, size_t len,
                                  int is_write) {
  if (w == HD_RACE_SPLIT_WORD) return hd_race_fast_split(o, addr, len, is_write, c);
  return hd_race_fast_piece(&o->race.st, w, o->base, addr, len, is_write, 1, c);
}

#endif
