/* site_stack.c — see site_stack.h. */
#include "site_stack.h"

#include "thread.h"
#include "util.h"

/* Per thread, 32 sets of 2 by the access's return address: a lock-heavy
 * loop has a dozen hot sites, and direct-mapped by `pc ^ pc >> 6` two of
 * them evicting each other made a quarter of a hash table's lookups miss
 * (a full walk, hash and depot probe each). */
#define SETS 32
#define WAYS 2

struct site {
  uintptr_t pc[HD_SITE_FRAMES];    /* the walk's return addresses (0 past its end) */
  uintptr_t frame[HD_SITE_FRAMES]; /* and frame records */
  uint32_t n;                      /* frames the walk gave (≤ HD_SITE_FRAMES: all of them) */
  uint32_t stack;                  /* the depot id of the whole stack */
};

static __thread struct site sites[SETS][WAYS];
static __thread uint8_t replace_next[SETS]; /* the way a miss fills: not the one that hit last */

/* Would hd_walk_in from c, up to HD_SITE_FRAMES + 1 frames, give s's frames
 * (its first HD_SITE_FRAMES, and as many up to one more)? The same walk,
 * compared as it goes and left at the first difference, without arrays: a
 * frame address equal to s's was read and bounds-checked when s was filled
 * (from the same previous frame: the checks that depend on nothing else
 * hold again), so only what the memory says now is read and compared — the
 * link to the next frame, the return address, the trampoline's stop. Where
 * s's walk ended (or went on past the key), the walk's own step decides. */
static inline __attribute__((always_inline)) int walk_matches(struct hd_stack_bounds b, struct hd_caller c,
                                                              const struct site *s) {
  if (!c.pc || s->pc[0] != c.pc || s->frame[0] != c.fp) return 0;
  uintptr_t fp = c.fp, ret;
  if (!hd_walk_starts(b, fp)) return s->n == 1;
  uint32_t i = 1;
  for (; i < s->n && i < HD_SITE_FRAMES; i++) {
    uintptr_t next = ((uintptr_t *)fp)[0];
    if (next != s->frame[i]) return 0;
    if (b.stop_fp && ((uintptr_t *)next)[0] >= b.stop_fp) return 0;
    if (((uintptr_t *)next)[1] != s->pc[i]) return 0;
    fp = next;
  }
  /* frame i: the walk has one iff s's went on past i */
  return hd_walk_step(b, fp, ((uintptr_t *)fp)[0], &ret) == (s->n > i);
}

/* A miss: the full walk and the depot, and the walk's frames into the way
 * the set replaces next. Out of line, so the hit path — nearly every call in
 * lock-heavy code — saves no registers for it (its pushes and pops were a
 * fifth of a hit's instructions). */
static HD_NOINLINE uint32_t capture(struct hd_stack_bounds b, struct hd_caller c, uint32_t set) {
  uint32_t id = hd_stack_id(c);
  if (!id) return 0;
  uint64_t pc[HD_SITE_FRAMES + 1];
  uintptr_t frame[HD_SITE_FRAMES + 1];
  /* one frame more than the key: whether the walk goes on past it */
  uint32_t n = hd_walk_in(b, c, pc, frame, HD_SITE_FRAMES + 1);
  struct site *s = &sites[set][replace_next[set]];
  replace_next[set] ^= 1;
  for (uint32_t i = 0; i < HD_SITE_FRAMES; i++) {
    s->pc[i] = i < n ? pc[i] : 0;
    s->frame[i] = i < n ? frame[i] : 0;
  }
  /* n == HD_SITE_FRAMES + 1 stands for "more than the key's frames" */
  s->n = n;
  s->stack = id;
  return id;
}

uint32_t hd_race_site_stack(const struct hd_thread *t, struct hd_caller c) {
  if (!t) return hd_stack_id(c);
  struct hd_stack_bounds b = {t->stack_lo, t->stack_hi, t->stop_fp};
  uint32_t set = (uint32_t)((c.pc * 0x9E3779B97F4A7C15ull) >> 59) % SETS;
  for (uint32_t way = 0; way < WAYS; way++) {
    const struct site *s = &sites[set][way];
    if (s->stack && walk_matches(b, c, s)) {
      replace_next[set] = (uint8_t)(way ^ 1);
      return s->stack;
    }
  }
  return capture(b, c, set);
}
