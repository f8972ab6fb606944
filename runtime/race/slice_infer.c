/* slice_infer.c — what a slice suggestion carries besides its kind (infer.c
 * decides that): the parts' lengths as race mode split the object, where the
 * threads that use them were created (a global's heddle_slice goes before
 * that), and where a part was first used by another thread after its user (a
 * joiner taking the results over: the reporter's acquire; one record more
 * per other take-over step, which the reporter compares by source line: an
 * unrolled loop takes parts over from several return addresses of one
 * line). An array its first user prepared before the threads took their
 * parts gets one record more per place a part's thread began using it
 * (PART_START), each with the preparer's last access: the reporter releases
 * the parts after that access and acquires each where its thread begins.
 * Flags say when a fix cannot be written from this (slice_fix.c in the
 * reporter). */
#include "slice_infer.h"

#include "access.h"
#include "handoff.h"
#include "log_writer.h"
#include "object.h"
#include "race.h"
#include "stack.h"
#include "util.h"

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

/* The parts' starts (offsets) and, per part, the stack of the access that
 * began it (0: not seen); returns how many (more than HEDDLE_LOG_MAX_SLICES:
 * more were seen than a record lists). The parts begin where their threads
 * began (handoff.c's cuts); the segments only when none were noted (their
 * cuts follow granules). */
static int part_bounds(const struct hd_object *o, uint64_t *bounds, uint32_t *stacks) {
  int all = hd_handoff_cuts(o, bounds, stacks);
  if (all > HD_HANDOFF_CUTS) all = HEDDLE_LOG_MAX_SLICES + 1;
  if (all > 0 && bounds[0] != 0 && all <= HD_HANDOFF_CUTS) { /* the part before the first start */
    for (int i = all; i > 0; i--) {
      bounds[i] = bounds[i - 1];
      stacks[i] = stacks[i - 1];
    }
    bounds[0] = 0;
    stacks[0] = 0;
    all++;
  }
  if (all < 2) {
    uintptr_t segs[HEDDLE_LOG_MAX_SLICES + 1];
    all = hd_race_segment_bounds(o, segs, HEDDLE_LOG_MAX_SLICES + 1);
    for (int i = 0; i < all; i++) {
      bounds[i] = segs[i] - o->base;
      stacks[i] = 0;
    }
  }
  return all;
}

void hd_race_slice_describe(const struct hd_object *o, struct heddle_ev_suggestion *ev) {
  uint64_t bounds[HD_HANDOFF_CUTS + 2];
  uint32_t stacks[HD_HANDOFF_CUTS + 2];
  int all = part_bounds(o, bounds, stacks);
  int n = all > HEDDLE_LOG_MAX_SLICES ? HEDDLE_LOG_MAX_SLICES : all;
  if (all > n) ev->flags |= HEDDLE_SUGGEST_MANY_PARTS;
  ev->nslices = (uint32_t)n;
  for (int i = 0; i < n; i++) ev->slice_len[i] = (i + 1 < all ? bounds[i + 1] : o->size) - bounds[i];
  ev->elem_size = 1;
  const struct hd_race_usage *u = &o->race.use;
  if (u->prefilled) ev->flags |= HEDDLE_SUGGEST_PREFILLED;
  for (int i = 0; u->prefilled && i < n; i++)
    if (!stacks[i]) ev->flags |= HEDDLE_SUGGEST_STARTS_UNSEEN;
  if (!(o->flags & HD_OBJ_HEAP) && u->first_create) hd_depot_get(u->first_create, &ev->alloc.stack);
  struct hd_handoff_step steps[HD_HANDOFF_STEPS];
  int dropped; /* more take-over places than kept: the reporter sees several lines and gives no fix */
  int k = hd_handoff_steps(o, steps, HD_HANDOFF_STEPS, &dropped);
  /* Parts taken over by more than one thread, or by a thread that began a
   * part where it took them over: a new partition (merge sort's next phase),
   * not one joiner taking the results; no one slice describes that. */
  for (int i = 0; i < k; i++) {
    if (!steps[i].part || steps[i].to_free) continue;
    for (int j = 0; j < i; j++)
      if (steps[j].part && !steps[j].to_free && steps[i].to.tid != steps[j].to.tid)
        ev->flags |= HEDDLE_SUGGEST_REPARTITIONED;
    for (int j = 0; j < n; j++)
      if (stacks[j] && stacks[j] == steps[i].to.stack) ev->flags |= HEDDLE_SUGGEST_REPARTITIONED;
  }
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

void hd_race_slice_part_starts(const struct hd_object *o, struct heddle_ev_suggestion *ev) {
  if (!(ev->flags & HEDDLE_SUGGEST_PREFILLED) || (ev->flags & HEDDLE_SUGGEST_STARTS_UNSEEN)) return;
  uint64_t bounds[HD_HANDOFF_CUTS + 2];
  uint32_t stacks[HD_HANDOFF_CUTS + 2];
  int all = part_bounds(o, bounds, stacks);
  if (all > HEDDLE_LOG_MAX_SLICES) return;
  /* The preparer's last access: where its object went to the first part user,
   * the site's first whole-object step (before the split nothing else is
   * one: the part users ran concurrently). None when the preparer used it
   * only in its allocation's epoch (no hook saw those accesses). */
  struct hd_handoff_step steps[HD_HANDOFF_STEPS];
  int dropped, k = hd_handoff_steps(o, steps, HD_HANDOFF_STEPS, &dropped), prep = 0;
  while (prep < k && steps[prep].part) prep++;
  ev->flags |= HEDDLE_SUGGEST_PART_START;
  hd_memset(&ev->release, 0, sizeof ev->release);
  if (prep < k) {
    ev->release.kind = steps[prep].from.write ? HEDDLE_CHANGE_WRITE : HEDDLE_CHANGE_READ;
    ev->release.tid = steps[prep].from.tid;
    hd_depot_get(steps[prep].from.stack, &ev->release.stack);
  } else {
    ev->release.kind = HEDDLE_CHANGE_ALLOC;
    ev->release.tid = o->alloc.tid;
  }
  /* one record per distinct place (the parts' threads mostly run one loop) */
  for (int i = 0; i < all; i++) {
    int seen = 0;
    for (int j = 0; j < i && !seen; j++) seen = stacks[j] == stacks[i];
    if (seen) continue;
    ev->acquire.kind = HEDDLE_CHANGE_WRITE;
    ev->acquire.tid = UINT32_MAX;
    hd_depot_get(stacks[i], &ev->acquire.stack);
    HD_RUNTIME_CALL(heddle_log_append(&ev->h));
  }
}
