/* slice_infer.c — what a slice suggestion carries besides its kind (infer.c
 * decides that): the parts' lengths as race mode split the object, where the
 * threads that use them were created (a global's heddle_slice goes before
 * that), and where a part was first used by another thread after its user (a
 * joiner taking the results over: the reporter's acquire; one record more
 * per other take-over step, which the reporter compares by source line: an
 * unrolled loop takes parts over from several return addresses of one
 * line). Flags say when a fix cannot be written from this (slice_fix.c in
 * the reporter). */
#include "slice_infer.h"

#include "access.h"
#include "handoff.h"
#include "log_writer.h"
#include "object.h"
#include "race.h"
#include "stack.h"

/* The next part step from `from` on that took a part over: a free takes
 * parts over too, but an earlier use's acquire already covers it (frees
 * count only when no use took one over); -1 when none is left. */
static int takeover(const struct hd_handoff_step *steps, int k, int from) {
  int uses = 0;
  for (int i = 0; i < k; i++) uses += steps[i].part && !steps[i].to_free;
  for (int i = from; i < k; i++)
    if (steps[i].part && !(uses && steps[i].to_free)) return i;
  return -1;
}

static void set_release(struct heddle_ev_suggestion *ev, const struct hd_handoff_step *step) {
  ev->release.kind = step->to_free ? HEDDLE_CHANGE_FREE : HEDDLE_CHANGE_READ;
  ev->release.tid = step->to.tid;
  hd_depot_get(step->to.stack, &ev->release.stack);
}

void hd_race_slice_describe(const struct hd_object *o, struct heddle_ev_suggestion *ev) {
  /* The parts begin where their threads began (handoff.c's cuts); the
   * segments only when none were noted (their cuts follow granules). */
  uint64_t bounds[HD_HANDOFF_CUTS + 2];
  int all = hd_handoff_cuts(o, bounds);
  if (all > HD_HANDOFF_CUTS) all = HEDDLE_LOG_MAX_SLICES + 1;
  if (all > 0 && bounds[0] != 0 && all <= HD_HANDOFF_CUTS) { /* the part before the first start */
    for (int i = all; i > 0; i--) bounds[i] = bounds[i - 1];
    bounds[0] = 0;
    all++;
  }
  if (all < 2) {
    uintptr_t segs[HEDDLE_LOG_MAX_SLICES + 1];
    all = hd_race_segment_bounds(o, segs, HEDDLE_LOG_MAX_SLICES + 1);
    for (int i = 0; i < all; i++) bounds[i] = segs[i] - o->base;
  }
  int n = all > HEDDLE_LOG_MAX_SLICES ? HEDDLE_LOG_MAX_SLICES : all;
  if (all > n) ev->flags |= HEDDLE_SUGGEST_MANY_PARTS;
  ev->nslices = (uint32_t)n;
  for (int i = 0; i < n; i++) ev->slice_len[i] = (i + 1 < all ? bounds[i + 1] : o->size) - bounds[i];
  ev->elem_size = 1;
  const struct hd_race_usage *u = &o->race.use;
  if (u->prefilled) ev->flags |= HEDDLE_SUGGEST_PREFILLED;
  if (!(o->flags & HD_OBJ_HEAP) && u->first_create) hd_depot_get(u->first_create, &ev->alloc.stack);
  struct hd_handoff_step steps[HD_HANDOFF_STEPS];
  int dropped; /* more take-over places than kept: the reporter sees several lines and gives no fix */
  int k = hd_handoff_steps(o, steps, HD_HANDOFF_STEPS, &dropped);
  int taken = takeover(steps, k, 0);
  if (taken >= 0) {
    ev->flags |= HEDDLE_SUGGEST_TAKEN_OVER;
    set_release(ev, &steps[taken]);
  }
}

void hd_race_slice_more_takeovers(const struct hd_object *o, struct heddle_ev_suggestion *ev) {
  struct hd_handoff_step steps[HD_HANDOFF_STEPS];
  int dropped; /* more take-over places than kept: the reporter sees several lines and gives no fix */
  int k = hd_handoff_steps(o, steps, HD_HANDOFF_STEPS, &dropped);
  for (int i = takeover(steps, k, 0); i >= 0 && (i = takeover(steps, k, i + 1)) >= 0;) {
    set_release(ev, &steps[i]);
    HD_RUNTIME_CALL(heddle_log_append(&ev->h));
  }
}
