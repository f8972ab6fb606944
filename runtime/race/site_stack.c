/* site_stack.c — see site_stack.h. */
#include "site_stack.h"

#include "thread.h"

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

uint32_t hd_race_site_stack(const struct hd_thread *t, struct hd_caller c) {
  if (!t) return hd_stack_id(c);
  struct hd_stack_bounds b = {t->stack_lo, t->stack_hi, t->stop_fp};
  uint64_t pc[HD_SITE_FRAMES + 1];
  uintptr_t frame[HD_SITE_FRAMES + 1];
  /* one frame more than the key: whether the walk goes on past it */
  uint32_t n = hd_walk_in(b, c, pc, frame, HD_SITE_FRAMES + 1);
  uint32_t key = n > HD_SITE_FRAMES ? HD_SITE_FRAMES : n;
  uint32_t set = (uint32_t)((c.pc * 0x9E3779B97F4A7C15ull) >> 59) % SETS;
  for (uint32_t way = 0; way < WAYS; way++) {
    const struct site *s = &sites[set][way];
    int same = s->stack && s->n == n;
    for (uint32_t i = 0; same && i < key; i++) same = s->pc[i] == pc[i] && s->frame[i] == frame[i];
    if (same) {
      replace_next[set] = (uint8_t)(way ^ 1);
      return s->stack;
    }
  }
  uint32_t id = hd_stack_id(c);
  if (!id) return 0;
  struct site *s = &sites[set][replace_next[set]];
  replace_next[set] ^= 1;
  for (uint32_t i = 0; i < key; i++) {
    s->pc[i] = pc[i];
    s->frame[i] = frame[i];
  }
  /* n == HD_SITE_FRAMES + 1 stands for "more than the key's frames" */
  s->n = n;
  s->stack = id;
  return id;
}
