/* vclock.c — growable vector clocks backed by the runtime allocator. */
#include "vclock.h"

#include "ialloc.h"
#include "util.h"

static void reserve(struct hd_vclock *vc, uint32_t n) {
  if (n <= vc->cap) return;
  uint32_t cap = vc->cap ? vc->cap : 8;
  while (cap < n) cap *= 2;
  uint32_t *c = hd_ialloc(cap * sizeof *c);
  if (!c) return; /* out of memory: clock stays short (over-approximates races, never crashes) */
  if (vc->c) {
    hd_memcpy(c, vc->c, vc->n * sizeof *c);
    hd_ifree(vc->c, vc->cap * sizeof *c);
  }
  vc->c = c;
  vc->cap = cap;
}

void hd_vc_set(struct hd_vclock *vc, uint32_t slot, uint32_t value) {
  vc->changes++;
  if (HD_UNLIKELY(slot >= vc->cap)) reserve(vc, slot + 1);
  if (slot >= vc->cap) return;
  if (slot >= vc->n) vc->n = slot + 1;
  vc->c[slot] = value;
}

/* Branch-free per entry (a lock's release joins inside the program's
 * critical section): dst's missing entries are zeroed first, so both clocks
 * have n entries to compare. */
int hd_vc_join(struct hd_vclock *dst, const struct hd_vclock *src) {
  dst->changes++;
  if (HD_UNLIKELY(src->n > dst->cap)) reserve(dst, src->n);
  uint32_t n = src->n < dst->cap ? src->n : dst->cap;
  int covered = n == src->n; /* out of memory: dst could not take all of src */
  if (dst->n < n) {
    for (uint32_t j = dst->n; j < n; j++) dst->c[j] = 0;
    dst->n = n;
  }
  uint32_t *d = dst->c;
  const uint32_t *s = src->c;
  uint32_t above = 0; /* nonzero when some entry of dst exceeds src's */
  for (uint32_t i = 0; i < n; i++) {
    above |= d[i] > s[i];
    d[i] = d[i] > s[i] ? d[i] : s[i];
  }
  for (uint32_t i = n; i < dst->n; i++) above |= dst->c[i];
  return covered && !above;
}

void hd_vc_copy(struct hd_vclock *dst, const struct hd_vclock *src) {
  dst->changes++;
  reserve(dst, src->n);
  uint32_t n = src->n < dst->cap ? src->n : dst->cap;
  for (uint32_t i = 0; i < n; i++) dst->c[i] = src->c[i];
  for (uint32_t i = n; i < dst->n; i++) dst->c[i] = 0;
  dst->n = n > dst->n ? n : dst->n;
}

void hd_vc_free(struct hd_vclock *vc) {
  if (vc->c) hd_ifree(vc->c, vc->cap * sizeof *vc->c);
  vc->c = 0;
  vc->n = vc->cap = 0;
}
