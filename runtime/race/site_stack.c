/* site_stack.c — see site_stack.h. */
#include "site_stack.h"

#include "thread.h"

#define SITES 64 /* per thread, direct-mapped by the access's return address */

struct site {
  uintptr_t pc[HD_SITE_FRAMES];    /* the walk's return addresses (0 past its end) */
  uintptr_t frame[HD_SITE_FRAMES]; /* and frame records */
  uint32_t n;                      /* frames the walk gave (≤ HD_SITE_FRAMES: all of them) */
  uint32_t stack;                  /* the depot id of the whole stack */
};

static __thread struct site sites[SITES];

uint32_t hd_race_site_stack(const struct hd_thread *t, struct hd_caller c) {
  if (!t) return hd_stack_id(c);
  struct hd_stack_bounds b = {t->stack_lo, t->stack_hi, t->stop_fp};
  uint64_t pc[HD_SITE_FRAMES + 1];
  uintptr_t frame[HD_SITE_FRAMES + 1];
  /* one frame more than the key: whether the walk goes on past it */
  uint32_t n = hd_walk_in(b, c, pc, frame, HD_SITE_FRAMES + 1);
  uint32_t key = n > HD_SITE_FRAMES ? HD_SITE_FRAMES : n;
  struct site *s = &sites[(c.pc ^ (c.pc >> 6)) % SITES];
  int same = s->stack && s->n == n;
  for (uint32_t i = 0; same && i < key; i++) same = s->pc[i] == pc[i] && s->frame[i] == frame[i];
  if (same) return s->stack;
  uint32_t id = hd_stack_id(c);
  if (!id) return 0;
  for (uint32_t i = 0; i < key; i++) {
    s->pc[i] = pc[i];
    s->frame[i] = frame[i];
  }
  /* n == HD_SITE_FRAMES + 1 stands for "more than the key's frames" */
  s->n = n;
  s->stack = id;
  return id;
}
