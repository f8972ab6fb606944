/* slice_infer.c — what a slice suggestion carries besides its kind (infer.c
 * decides that): the parts' lengths as race mode split the object, where the
 * threads that use them were created (a global's heddle_slice goes before
 * that), and where a part was first used by another thread after its user (a
 * joiner taking the results over: the reporter's acquire). Flags say when a
 * fix cannot be written from this (slice_fix.c in the reporter). */
#include "slice_infer.h"

#include "handoff.h"
#include "object.h"
#include "race.h"
#include "stack.h"

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
  int k = hd_handoff_steps(o, steps, HD_HANDOFF_STEPS);
  /* The first place a part was taken over; a free takes parts over too, but
   * an earlier use's acquire already covers it (frees count only alone). */
  int taken = -1, uses = 0;
  for (int i = 0; i < k; i++) uses += steps[i].part && !steps[i].to_free;
  for (int i = 0; i < k; i++) {
    if (!steps[i].part || (uses && steps[i].to_free)) continue;
    if (taken < 0) taken = i;
    else if (steps[i].to_stack != steps[taken].to_stack) ev->flags |= HEDDLE_SUGGEST_TAKEN_APART;
  }
  if (taken >= 0) {
    ev->flags |= HEDDLE_SUGGEST_TAKEN_OVER;
    ev->release.kind = steps[taken].to_free ? HEDDLE_CHANGE_FREE : HEDDLE_CHANGE_READ;
    ev->release.tid = steps[taken].to_tid;
    hd_depot_get(steps[taken].to_stack, &ev->release.stack);
  }
}
