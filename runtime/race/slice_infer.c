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
 * A part starts at its thread's lowest known access, not its first (a loop
 * that runs backwards, or begins by reading a[lo + 1]) — the first access,
 * the ones the segments' records begin with, the slow path's (handoff.c
 * says when such a start is sure); else the starts are inexact and the
 * reporter gives no fix.
 * Flags say when a fix cannot be written from this (slice_fix.c in the
 * reporter). */
#include "slice_infer.h"

#include "access.h"
#include "field_infer.h"
#include "handoff.h"
#include "log_writer.h"
#include "object.h"
#include "race.h"
#include "race_state.h"
#include "stack.h"
#include "thread.h"
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

/* What record r of piece (shift g) knows: its starting access (the part of
 * it inside the piece) and, with byte granules not re-based from a coarser
 * piece, the bytes its masks hold, as accesses; its masks' lowest granule
 * as a bound (an access somewhere in it). */
static void note_record(const struct hd_object *o, const struct hd_race_access *r, uintptr_t piece, unsigned g) {
  if (r->approx) return; /* nothing of this epoch in the piece */
  uint64_t at = piece - o->base, m = r->wmask | r->rmask;
  uint64_t low = m ? at + ((uint64_t)__builtin_ctzll(m) << g) : UINT64_MAX;
  if (r->len)
    hd_handoff_note_seen(o, r->tid, low < at + r->off ? low : at + r->off, at + r->off, at + r->off + r->len);
  else if (m && g == 0 && !r->coarse)
    hd_handoff_note_seen(o, r->tid, low, low, at + 64 - (uint64_t)__builtin_clzll(m));
  else if (m) hd_handoff_note_seen(o, r->tid, low, UINT32_MAX, 0); /* a bound only */
}

void hd_race_slice_note_seen(const struct hd_object *o, const struct hd_race_state *st, uintptr_t piece,
                             const struct hd_thread *t, uintptr_t lo, uintptr_t hi) {
  if (t) {
    /* t's slow path inside a piece whose record is its own epoch's (a piece a
     * split gave its record, not yet touched by it since), or alongside the
     * piece's other users (the parts' phase): one of its parts' accesses.
     * A thread ordered after them (a joiner) is in a later phase. */
    uint32_t clk = hd_vc_get(&t->vc, t->slot);
    int ordered = hd_handoff_ordered(st, &t->vc);
    if (!ordered || (st->w.clk == clk && st->w.slot == t->slot && !st->wa.approx) ||
        (!st->readers && st->r.clk == clk && st->r.slot == t->slot && !st->ra.approx))
      hd_handoff_note_seen(o, t->tid, lo - o->base, lo - o->base, hi - o->base);
    if (!ordered) return; /* concurrent users keep their records */
  }
  if (st->w.clk) note_record(o, &st->wa, piece, st->gshift);
  if (st->r.clk) note_record(o, &st->ra, piece, st->gshift);
  for (uint32_t i = 0; st->readers && i < st->readers->cap; i++)
    if (st->readers->r[i].clk) note_record(o, &st->readers->r[i].acc, piece, st->gshift);
}

static void note_segment(const struct hd_object *o, const struct hd_race_state *st, uintptr_t piece) {
  hd_race_slice_note_seen(o, st, piece, 0, 0, 0);
}

/* What parts_shared_in found for the object being inferred. A thread's
 * own: hd_race_segment_states' callback takes no context, and inference runs
 * in the freeing or exiting thread with o->mu held. */
static __thread int part_read_at_once;

/* Do two records' starting accesses share a byte? (Their masks would say
 * more, but a set bit of a coarse granule is only "somewhere in it".) */
static int same_bytes(const struct hd_race_access *a, const struct hd_race_access *b) {
  return a->len && b->len && a->off < b->off + b->len && b->off < a->off + a->len;
}

/* A segment's concurrent readers (FastTrack's read vector clock: reads not
 * ordered after each other), two of which began their epochs on the same
 * bytes. Entries a split inherited without overlap (approx) say nothing of
 * this piece. */
#define PART_READERS_LOOKED_AT 64
static void parts_shared_in(const struct hd_object *o, const struct hd_race_state *st, uintptr_t piece) {
  (void)o, (void)piece;
  const struct hd_race_access *seen[PART_READERS_LOOKED_AT];
  uint32_t n = 0;
  for (uint32_t i = 0; st->readers && i < st->readers->cap && n < PART_READERS_LOOKED_AT; i++) {
    const struct hd_race_reader *r = &st->readers->r[i];
    if (!r->clk || r->acc.approx) continue;
    for (uint32_t k = 0; k < n; k++)
      if (seen[k]->tid != r->acc.tid && same_bytes(seen[k], &r->acc)) part_read_at_once = 1;
    seen[n++] = &r->acc;
  }
}

/* An unsplit object's runs of bytes each one thread's (hd_race_slice_turns_owned). */
struct owned_runs {
  uint64_t start[HEDDLE_LOG_MAX_SLICES];
  uint32_t owner[HEDDLE_LOG_MAX_SLICES];
  uint32_t taken_at; /* a thread's first access alone after them (depot id) */
  int n;
};

static int owned_runs(const struct hd_object *o, struct owned_runs *r) {
  r->n = o->race.segs ? 0 : hd_field_owned_runs(o, r->start, r->owner, &r->taken_at);
  return r->n;
}

/* Its first user prepared it before the threads' turns: not when that user
 * owns a run (a worker that merely came first; race.c's `prefilled` sees a
 * use ordered before the second user's either way). A global's first user
 * is main unless a created thread used it first, whose tid is not kept. */
static int prepared_before_turns(const struct hd_object *o, const struct owned_runs *r) {
  if (!o->race.use.prefilled) return 0;
  if (!(o->flags & HD_OBJ_HEAP) && o->race.use.first_create) return 0;
  uint32_t first = (o->flags & HD_OBJ_HEAP) ? o->alloc.tid : 0;
  for (int i = 0; i < r->n; i++)
    if (r->owner[i] == first) return 0;
  return 1;
}

int hd_race_slice_turns_owned(const struct hd_object *o) {
  struct owned_runs r;
  return owned_runs(o, &r) > 0;
}

int hd_race_slice_parts_shared(const struct hd_object *o) {
  part_read_at_once = 0;
  hd_race_segment_states(o, parts_shared_in);
  return part_read_at_once;
}

/* The parts' starts (offsets) and, per part, the stack of the access that
 * began it (0: not seen); returns how many (more than HEDDLE_LOG_MAX_SLICES:
 * more were seen than a record lists). The parts begin where their threads
 * began (handoff.c's cuts); the segments only when none were noted (their
 * cuts follow granules). */
static int part_bounds(const struct hd_object *o, uint64_t *bounds, uint32_t *stacks, int *inexact) {
  if (!o->race.segs) { /* threads in turns, each in bytes of its own (hd_race_slice_turns_owned) */
    struct owned_runs r;
    owned_runs(o, &r);
    for (int i = 0; i < r.n; i++) {
      bounds[i] = r.start[i];
      stacks[i] = 0;
    }
    return r.n;
  }
  hd_race_segment_states(o, note_segment); /* what the records still hold */
  int all = hd_handoff_cuts(o, bounds, stacks, inexact);
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
    *inexact = 0; /* the segments' cuts, not the threads' starts */
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
  int inexact = 0;
  int all = part_bounds(o, bounds, stacks, &inexact);
  int n = all > HEDDLE_LOG_MAX_SLICES ? HEDDLE_LOG_MAX_SLICES : all;
  if (all > n) ev->flags |= HEDDLE_SUGGEST_MANY_PARTS;
  if (inexact) ev->flags |= HEDDLE_SUGGEST_STARTS_INEXACT;
  ev->nslices = (uint32_t)n;
  for (int i = 0; i < n; i++) ev->slice_len[i] = (i + 1 < all ? bounds[i + 1] : o->size) - bounds[i];
  ev->elem_size = 1;
  const struct hd_race_usage *u = &o->race.use;
  struct owned_runs turns;
  int prefilled = owned_runs(o, &turns) ? prepared_before_turns(o, &turns) : o->race.use.prefilled;
  if (prefilled) ev->flags |= HEDDLE_SUGGEST_PREFILLED;
  for (int i = 0; prefilled && i < n; i++)
    if (!stacks[i]) ev->flags |= HEDDLE_SUGGEST_STARTS_UNSEEN;
  if (!(o->flags & HD_OBJ_HEAP) && u->first_create) hd_depot_get(u->first_create, &ev->alloc.stack);
  struct hd_handoff_step steps[HD_HANDOFF_STEPS];
  int dropped; /* more take-over places than kept: the reporter sees several lines and gives no fix */
  int k = hd_handoff_steps(o, steps, HD_HANDOFF_STEPS, &dropped);
  /* Parts taken over by more than one thread, or by a thread that began a
   * part where it took them over: a new partition (merge sort's next phase),
   * not one joiner taking the results; no one slice describes that. */
  if (hd_handoff_part_takers(o) > 1) ev->flags |= HEDDLE_SUGGEST_REPARTITIONED;
  /* A part each thread kept to itself but for a preparer before and a taker
   * after is a partition; one that went, while its user still ran, to a
   * thread using a part of its own is not: the threads took turns in it. */
  if (hd_handoff_parts_turns(o)) ev->flags |= HEDDLE_SUGGEST_PARTS_TURNS;
  for (int i = 0; i < k; i++) {
    if (!steps[i].part || steps[i].to_free) continue;
    for (int j = 0; j < n; j++)
      if (stacks[j] && stacks[j] == steps[i].to.stack) ev->flags |= HEDDLE_SUGGEST_REPARTITIONED;
  }
  if (turns.n) { /* unsplit, its threads in turns: no part steps; a thread's first use alone after them */
    if (turns.taken_at) {
      ev->flags |= HEDDLE_SUGGEST_TAKEN_OVER;
      ev->release.kind = HEDDLE_CHANGE_READ;
      ev->release.tid = UINT32_MAX;
      hd_depot_get(turns.taken_at, &ev->release.stack);
    }
    return;
  }
  int taken = takeover(steps, k, 0);
  if (taken >= 0) {
    ev->flags |= HEDDLE_SUGGEST_TAKEN_OVER;
    set_release(ev, &steps[taken]);
  }
  /* taken over from threads still running: each releases its part after its last access there (the
   * first such step's: the parts' threads mostly run one function) */
  for (int i = 0; taken >= 0 && i < k; i++) {
    if (!steps[i].part || steps[i].to_free || !steps[i].from_running) continue;
    ev->flags |= HEDDLE_SUGGEST_PARTS_KEPT;
    ev->acquire.kind = steps[i].from.write ? HEDDLE_CHANGE_WRITE : HEDDLE_CHANGE_READ;
    ev->acquire.tid = steps[i].from.tid;
    hd_depot_get(steps[i].from.stack, &ev->acquire.stack);
    break;
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
  if (ev->flags & HEDDLE_SUGGEST_STARTS_INEXACT) return;
  uint64_t bounds[HD_HANDOFF_CUTS + 2];
  uint32_t stacks[HD_HANDOFF_CUTS + 2];
  int inexact = 0;
  int all = part_bounds(o, bounds, stacks, &inexact);
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
