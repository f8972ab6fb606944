/* where.c — see where.h. Frames grow down: a frame below the current one
 * (a lower address) belongs to a call that is over (it returned, or was left
 * by longjmp or an exception) and is dropped. */
#include "where.h"

__thread struct hd_loom_where hd_loom_where;
__thread const struct hd_loom_site *__heddle_loom_call_site;
__thread uintptr_t __heddle_loom_call_frame;

static void drop_below(struct hd_loom_where *w, uintptr_t frame, int inclusive) {
  uint32_t n = w->depth < HD_LOOM_MAX_FRAMES ? w->depth : HD_LOOM_MAX_FRAMES;
  while (n && (w->frames[n - 1].frame < frame || (inclusive && w->frames[n - 1].frame == frame))) n--;
  if (w->depth <= HD_LOOM_MAX_FRAMES) w->depth = n;
}

static void push(struct hd_loom_where *w, uintptr_t frame, const struct hd_loom_site *site) {
  if (w->depth < HD_LOOM_MAX_FRAMES) w->frames[w->depth] = (struct hd_loom_frame){frame, site};
  __atomic_store_n(&w->depth, w->depth + 1, __ATOMIC_RELEASE);
}

void hd_loom_where_entry(uintptr_t frame, const struct hd_loom_site *site) {
  struct hd_loom_where *w = &hd_loom_where;
  drop_below(w, frame, 1);
  push(w, frame, site);
}

void hd_loom_where_statement(uintptr_t frame, const struct hd_loom_site *site) {
  struct hd_loom_where *w = &hd_loom_where;
  drop_below(w, frame, 0);
  if (w->depth && w->depth <= HD_LOOM_MAX_FRAMES && w->frames[w->depth - 1].frame == frame)
    __atomic_store_n(&w->frames[w->depth - 1].site, site, __ATOMIC_RELEASE);
  else if (w->depth <= HD_LOOM_MAX_FRAMES)
    push(w, frame, site); /* a twin entered at a loop header (loom_twin.cpp): no entry slot ran */
}

int hd_loom_where_exit(uintptr_t frame) {
  struct hd_loom_where *w = &hd_loom_where;
  if (w->depth > HD_LOOM_MAX_FRAMES) {
    w->depth--;
    return 0;
  }
  drop_below(w, frame, 1);
  return w->depth == 0;
}

/* The thread pointer is the pthread_t; static TLS sits at fixed offsets from it. */
static void *of(pthread_t t, void *mine) {
  if (!t) return 0;
  return (char *)t + ((char *)mine - (char *)pthread_self());
}

struct hd_loom_where *hd_loom_where_of(pthread_t t) { return of(t, &hd_loom_where); }
const struct hd_loom_site *volatile *hd_loom_call_site_of(pthread_t t) {
  return of(t, (void *)&__heddle_loom_call_site);
}
volatile uintptr_t *hd_loom_call_frame_of(pthread_t t) { return of(t, (void *)&__heddle_loom_call_frame); }
