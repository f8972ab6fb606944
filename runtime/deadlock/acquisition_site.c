/* acquisition_site.c — see acquisition_site.h. */
#include "acquisition_site.h"

void hd_site_walk(struct hd_caller from, struct hd_site_walk *now) {
  now->n = hd_walk(from, now->pc, now->frame, HEDDLE_LOG_MAX_FRAMES);
}

/* Where marked frame j (and every marked frame after it) is still on the
 * stack, unchanged: its index in the walk, or -1. */
static int still_there(const struct hd_site *site, uint32_t j, const struct hd_site_walk *now) {
  uint32_t i = 0;
  while (i < now->n && now->frame[i] < site->frame[j]) i++; /* frame addresses grow outward */
  for (uint32_t k = j; k < site->n; k++, i++)
    if (i >= now->n || now->frame[i] != site->frame[k] || now->pc[i] != site->pc[k]) return -1;
  return (int)(i - (site->n - j));
}

void hd_site_stack(const struct hd_site *site, const struct hd_site_walk *now, struct heddle_stack *out) {
  uint32_t n = 0, from = 0, marked = site->n;
  /* Frame 0 is the entry point's own frame, gone since: outer frames only. */
  if (site->n == HD_SITE_FRAMES)
    for (uint32_t j = 1; j < site->n; j++) {
      int at = still_there(site, j, now);
      if (at >= 0) {
        marked = j;
        from = (uint32_t)at;
        break;
      }
    }
  for (uint32_t k = 0; k < marked; k++) out->pc[n++] = site->pc[k];
  if (marked < site->n)
    for (uint32_t i = from; i < now->n && n < HEDDLE_LOG_MAX_FRAMES; i++) out->pc[n++] = now->pc[i];
  out->nframes = n;
  out->pad = 0;
}
