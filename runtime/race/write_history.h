/* write_history.h — race mode's per-thread history of recent writes into big
 * pieces: one entry per 8-byte word written, direct-mapped by address.
 *
 * Why: a piece over 64 bytes keeps, per epoch, 64 coarse granules and the
 * exact bytes of a few writes (write_log.h: the epoch's first writes and its
 * first into each granule). A thread that writes many words of its own big
 * table in one epoch — a walk that fills it, a hash table's inserts — leaves
 * no trace of most of them. When another thread then reads one of those words
 * once, unordered (a peek at a neighbour's table), the verdict saw only "some
 * bytes of this granule were written", split the piece, and the race was lost
 * for good: nobody touched those bytes again (the benchmark wordcount's
 * peek-neighbour, missed in the runs where the write came first; lit
 * race/owner-walk-then-read.c). ThreadSanitizer keeps a shadow cell per 8
 * bytes for everything; this keeps one only for the writes of the current
 * epochs, in a table per thread slot, and only the newest write of each of
 * its HD_RACE_HIST_LEN indexes: a thread that writes more words than that in
 * one epoch keeps the latest write of each index (the verdict then falls back
 * to the masks, as before).
 *
 * An entry is one 64-bit word, stored in one go, so a reader on another
 * thread never pairs one write's clock with another's address: the epoch's
 * clock (32 bits), the address's bits 3..26 (24 bits: with the index, a false
 * match needs the same thread to have written, in the same epoch, a word
 * exactly a multiple of 4 TiB away) and which of the word's 8 bytes were
 * written (a mask: two threads writing the two ints of one word, or
 * different fields of a struct, do not race; writes of the same word in one
 * epoch add up). The write's return address rides along for the report's
 * "previous access" (one frame: the line of the write); a torn one only names
 * another write of that epoch.
 *
 * Cost: the inline write path of a big piece stores one entry (two for a
 * write across two words); resident memory is the entries actually written,
 * at most HD_RACE_HIST_LEN * 16 bytes per thread slot.
 *
 * Walks (a hoisted loop check's range of elements, a memcpy's span) are not
 * spelled out word by word: one entry each in a ring of the thread's last
 * HD_RACE_WALK_LEN walks (first element, count, stride, size, epoch). A walk
 * covers up to thousands of words and runs at every entry of its loop; noting
 * each word cost fft, whose loops are entered over a million times, 1.8x its
 * race-mode time (session 20). The verdict asks both. */
#ifndef HEDDLE_RACE_WRITE_HISTORY_H
#define HEDDLE_RACE_WRITE_HISTORY_H
#include <stdint.h>

#include "thread.h"
#include "vclock.h"

#define HD_RACE_HIST_LEN 32768 /* a power of two: 256 KiB of words written in one epoch kept exactly */

struct hd_race_hist_entry {
  uint64_t key; /* clock << 32 | address bits 3..26 << 8 | bytes written; 0: empty */
  uint64_t pc;  /* return address of the write's hook call */
};

/* The instrumentation writes entries inline (runtime/pass/access_check.cpp
 * noteWrite) with its own copy of these numbers (pass_shared.h RaceHistLen). */
_Static_assert(HD_RACE_HIST_LEN == 32768 && sizeof(struct hd_race_hist_entry) == 16,
               "runtime/pass/pass_shared.h RaceHistLen and the 16-byte entries noteWrite writes");

/* The calling thread's table (a shared sink before it has a slot's). */
extern __thread struct hd_race_hist_entry *__heddle_race_hist;

/* An entry's key without its byte mask. */
static inline uint64_t hd_race_hist_key(uint32_t clk, uintptr_t word) {
  return (uint64_t)clk << 32 | (uint64_t)(word & 0xffffff) << 8;
}

/* The bytes of word `word` (address >> 3) that [lo, hi) covers, as a mask. */
static inline uint64_t hd_race_hist_bytes(uintptr_t lo, uintptr_t hi, uintptr_t word) {
  uintptr_t wlo = word << 3;
  unsigned a = lo > wlo ? (unsigned)(lo - wlo) : 0, b = hi < wlo + 8 ? (unsigned)(hi - wlo) : 8;
  return ((1u << b) - 1) & ~((1u << a) - 1) & 0xff;
}

/* Notes that the calling thread wrote `bytes` of word `word` at pc, in the
 * epoch of key: the bytes add to an entry of the same word and epoch. */
static inline void hd_race_hist_put(uintptr_t word, uint64_t key, uint64_t bytes, uintptr_t pc) {
  struct hd_race_hist_entry *h = &__heddle_race_hist[word & (HD_RACE_HIST_LEN - 1)];
  uint64_t old = __atomic_load_n(&h->key, __ATOMIC_RELAXED);
  if ((old & ~0xffull) == key) bytes |= old & 0xff;
  __atomic_store_n(&h->key, key | bytes, __ATOMIC_RELAXED);
  __atomic_store_n(&h->pc, (uint64_t)pc, __ATOMIC_RELAXED);
}

/* The calling thread wrote [addr, addr+len) (len <= 16) in its current epoch,
 * at pc: its first and its last word. */
static inline void hd_race_hist_note(uintptr_t addr, uintptr_t len, uintptr_t pc) {
  uintptr_t first = addr >> 3, last = (addr + len - 1) >> 3;
  uint32_t clk = __heddle_race_clock;
  hd_race_hist_put(first, hd_race_hist_key(clk, first), hd_race_hist_bytes(addr, addr + len, first), pc);
  if (last != first)
    hd_race_hist_put(last, hd_race_hist_key(clk, last), hd_race_hist_bytes(addr, addr + len, last), pc);
}

#define HD_RACE_WALK_LEN 128 /* a power of two: the walks of one thread kept exactly */

/* One walk: its elements are [addr + i * stride, + size) for i < n, written
 * in epoch clk. Read by other threads as a seqlock (seq odd: being written). */
struct hd_race_hist_walk {
  uint64_t seq;
  uint64_t clk;
  uint64_t addr, n, stride, size, pc;
};

/* The calling thread wrote n elements of `size` bytes, `stride` apart from
 * addr (a hoisted loop check's walk; n = 1: a wide write, a memcpy), at pc:
 * one entry in its ring of walks. Out of line. */
void hd_race_hist_note_walk(uintptr_t addr, uint64_t n, uint64_t stride, uint64_t size, uintptr_t pc);

/* Gives the calling thread, whose slot is `slot`, that slot's table (made on
 * the slot's first use and kept for the threads that reuse it). */
void hd_race_hist_attach(uint32_t slot);

/* Did the thread holding e.slot at epoch e write any of the words of
 * [lo, hi) in that epoch, as far as its table still remembers (the first and
 * last four words of a wider range)? Then 1, and *pc the write's return
 * address. */
int hd_race_hist_wrote(struct hd_epoch e, uintptr_t lo, uintptr_t hi, uintptr_t *pc);

#endif
