/* handoff.c — see handoff.h. A small open-addressing table keyed by the
 * object's site, filled only on thread changes (race.c note_use, the slow
 * path, at most HD_HANDOFF_NOTE_MAX per object), read at inference. Keyed
 * by site rather than object, so nothing goes stale when an object is freed
 * and its record reused. A full table drops new sites: their suggestions
 * keep their message, without a fix. */
#include "handoff.h"

#include "object.h"
#include "stack.h"
#include "thread.h"
#include "util.h"

#define SITES 1024 /* power of two */
#define PROBES 16

struct site {
  uint64_t key; /* 0: empty */
  uint32_t n;
  uint32_t dropped; /* a distinct step came after the table's HD_HANDOFF_STEPS */
  /* The first thread that took a part over, and whether another did too:
   * kept apart from the steps, which are distinct by stack (two threads
   * taking parts over in the same code are one step) and few. */
  uint32_t part_taker, part_takers_many;
  /* A part went, while its user still ran, to a thread that began a part of
   * its own (hd_handoff_parts_turns). */
  uint32_t parts_turns;
  struct hd_handoff_step step[HD_HANDOFF_STEPS];
  uint32_t unlocked_stack; /* hd_handoff_note_unlocked (depot id; 0: none yet) */
  uint32_t ncuts, cuts_lost;
  /* Odd while hd_handoff_note_cut moves the cuts: hd_handoff_note_seen reads
   * them without the lock first (seqlock), and most of its calls find that
   * nothing would change. */
  uint32_t cuts_version;
  uint32_t cut[HD_HANDOFF_CUTS]; /* ascending (objects are at most 2 GiB) */
  uint32_t cut_stack[HD_HANDOFF_CUTS]; /* the access that began each (depot id) */
  uint32_t cut_tid[HD_HANDOFF_CUTS];   /* the thread that began it */
  /* Its thread's known accesses (the first, the ones its records start
   * with, its slow-path ones: hd_handoff_note_seen): the lowest byte and the
   * end of the highest; and the lowest byte its records' masks allow. */
  uint32_t cut_seen[HD_HANDOFF_CUTS], cut_end[HD_HANDOFF_CUTS], cut_low[HD_HANDOFF_CUTS];
};

static struct site sites[SITES];
static hd_spin_t table_lock;

/* A heap object's allocation stack, or a global's address: never 0. */
static uint64_t key_of(const struct hd_object *o) {
  if (o->flags & HD_OBJ_HEAP) return o->alloc.stack ? (1ull << 63) | o->alloc.stack : 0;
  return o->base;
}

uint64_t hd_handoff_site_key(const struct hd_object *o) { return key_of(o); }

static struct site *find(uint64_t key, int add) {
  uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 54);
  for (uint32_t i = 0; i < PROBES; i++) {
    struct site *s = &sites[(h + i) & (SITES - 1)];
    if (s->key == key) return s;
    if (!s->key) {
      if (!add) return 0;
      __atomic_store_n(&s->key, key, __ATOMIC_RELEASE); /* find_unlocked reads it */
      return s;
    }
  }
  return 0;
}

/* find(key, 0) without the lock: a site's key is set once, before its other fields are used. */
static const struct site *find_unlocked(uint64_t key) {
  uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 54);
  for (uint32_t i = 0; i < PROBES; i++) {
    const struct site *s = &sites[(h + i) & (SITES - 1)];
    uint64_t k = __atomic_load_n(&s->key, __ATOMIC_ACQUIRE);
    if (k == key) return s;
    if (!k) return 0;
  }
  return 0;
}

static void note(const struct hd_object *o, struct hd_handoff_step step) {
  uint64_t key = key_of(o);
  if (!key || !step.from.stack || !step.to.stack) return;
  hd_spin_lock(&table_lock);
  struct site *s = find(key, 1);
  if (s && step.part && !step.to_free) {
    if (!s->part_taker) s->part_taker = step.to.tid + 1;
    else if (s->part_taker != step.to.tid + 1) s->part_takers_many = 1;
    for (uint32_t i = 0; step.from_running && i < s->ncuts && !s->parts_turns; i++)
      s->parts_turns = s->cut_tid[i] == step.to.tid;
  }
  int known = 0;
  for (uint32_t i = 0; s && i < s->n && !known; i++)
    known = s->step[i].from.stack == step.from.stack && s->step[i].to.stack == step.to.stack &&
            s->step[i].part == step.part;
  if (s && !known && s->n < HD_HANDOFF_STEPS) s->step[s->n++] = step;
  else if (s && !known) s->dropped = 1;
  hd_spin_unlock(&table_lock);
}

void hd_handoff_note(const struct hd_object *o, struct hd_handoff_side from, struct hd_handoff_side to, int to_free) {
  /* the new owner is the calling thread (race.c notes a step at its access) */
  const struct hd_thread *self = hd_thread_current();
  uintptr_t held = self && self->nheld ? self->held[self->nheld - 1] & ~(uintptr_t)1 : 0;
  note(o, (struct hd_handoff_step){from, to, (uint8_t)to_free, 0, 0, held});
}

void hd_handoff_note_part(const struct hd_object *o, struct hd_handoff_side from, struct hd_handoff_side to,
                          int to_free) {
  /* A part taken over after a semaphore post or a flag, not a join (semmutex's summary[], sem_wait(&done)):
   * its old user still owns it in strict mode unless it releases it. Asked only here: ordered part changes
   * are rare (a take-over per part). */
  const struct hd_thread *self = hd_thread_current();
  uint8_t running = self && !hd_thread_done_before(from.tid, self);
  note(o, (struct hd_handoff_step){from, to, (uint8_t)to_free, 1, running, 0});
}

void hd_handoff_note_cut(const struct hd_object *o, uint64_t offset, uint64_t end, uint32_t stack, uint32_t tid) {
  uint64_t key = key_of(o);
  if (!key || offset > UINT32_MAX) return;
  hd_spin_lock(&table_lock);
  struct site *s = find(key, 1);
  uint32_t i = 0;
  while (s && i < s->ncuts && s->cut[i] < offset) i++;
  if (s && i < s->ncuts && s->cut[i] == offset && !s->cut_stack[i]) s->cut_stack[i] = stack;
  if (s && (i == s->ncuts || s->cut[i] != offset)) {
    if (s->ncuts == HD_HANDOFF_CUTS) {
      s->cuts_lost = 1;
    } else {
      __atomic_store_n(&s->cuts_version, s->cuts_version + 1, __ATOMIC_RELAXED);
      __atomic_thread_fence(__ATOMIC_RELEASE);
      for (uint32_t k = s->ncuts; k > i; k--) {
        s->cut[k] = s->cut[k - 1];
        s->cut_stack[k] = s->cut_stack[k - 1];
        s->cut_tid[k] = s->cut_tid[k - 1];
        s->cut_seen[k] = s->cut_seen[k - 1];
        s->cut_end[k] = s->cut_end[k - 1];
        s->cut_low[k] = s->cut_low[k - 1];
      }
      s->cut[i] = (uint32_t)offset;
      s->cut_stack[i] = stack;
      s->cut_tid[i] = tid;
      s->cut_seen[i] = (uint32_t)offset;
      s->cut_end[i] = (uint32_t)end;
      s->cut_low[i] = (uint32_t)offset;
      s->ncuts++;
      __atomic_store_n(&s->cuts_version, s->cuts_version + 1, __ATOMIC_RELEASE);
    }
  }
  hd_spin_unlock(&table_lock);
}

void hd_handoff_note_start(const struct hd_object *o, uint64_t offset, uint64_t end, uint32_t stack, uint32_t tid) {
  uint64_t key = key_of(o);
  if (!key) return;
  hd_spin_lock(&table_lock);
  const struct site *s = find(key, 0);
  int known = 0;
  for (uint32_t i = 0; s && i < s->ncuts && !known; i++) known = s->cut_tid[i] == tid;
  hd_spin_unlock(&table_lock);
  if (known) hd_handoff_note_seen(o, tid, offset, offset, end);
  else hd_handoff_note_cut(o, offset, end, stack, tid);
}

/* What the calling thread last found seen already for a site and thread:
 * the bounds every entry of that thread's cuts allows (the highest low and
 * seen, the lowest end) under a cuts version. The values only ever widen
 * while the version stays, so a later call inside the bounds is seen
 * already too, without the site's lookup and loop (a table split per bucket
 * asks at every slow path of each thread). */
struct seen_bounds {
  const struct site *s;
  uint64_t key, low, seen, end;
  uint32_t tid, version;
};
/* By the noted thread (a slow path notes its own record and the other
 * threads' records in turn). */
#define SEEN_BOUNDS 4
static __thread struct seen_bounds last_seen[SEEN_BOUNDS];

/* Would hd_handoff_note_seen change nothing? Read without the table's lock,
 * which every thread's slow path on a split object would otherwise take
 * (a lock-heavy program's table split per bucket: one global lock per
 * access). The values only ever widen, so a stale read can only say
 * "something to do"; the version catches cuts moved meanwhile. When it says
 * nothing, *b gets the bounds it read. */
static int seen_already(const struct site *s, uint64_t key, uint32_t tid, uint64_t low, uint64_t offset,
                        uint64_t end, struct seen_bounds *b) {
  uint32_t v = __atomic_load_n(&s->cuts_version, __ATOMIC_ACQUIRE);
  if (v & 1) return 0;
  uint32_t n = __atomic_load_n(&s->ncuts, __ATOMIC_RELAXED);
  struct seen_bounds in = {s, key, 0, 0, UINT64_MAX, tid, v};
  for (uint32_t i = 0; i < n && i < HD_HANDOFF_CUTS; i++) {
    if (__atomic_load_n(&s->cut_tid[i], __ATOMIC_RELAXED) != tid) continue;
    uint64_t l = __atomic_load_n(&s->cut_low[i], __ATOMIC_RELAXED), sn = __atomic_load_n(&s->cut_seen[i], __ATOMIC_RELAXED),
             e = __atomic_load_n(&s->cut_end[i], __ATOMIC_RELAXED);
    if (l > in.low) in.low = l;
    if (sn > in.seen) in.seen = sn;
    if (e < in.end) in.end = e;
  }
  __atomic_thread_fence(__ATOMIC_ACQUIRE);
  if (low < in.low || offset < in.seen || end > in.end || __atomic_load_n(&s->cuts_version, __ATOMIC_RELAXED) != v)
    return 0;
  *b = in;
  return 1;
}

void hd_handoff_note_seen(const struct hd_object *o, uint32_t tid, uint64_t low, uint64_t offset, uint64_t end) {
  uint64_t key = key_of(o);
  if (!key || end > UINT32_MAX) return;
  struct seen_bounds *b = &last_seen[tid % SEEN_BOUNDS];
  if (b->key == key && b->tid == tid && low >= b->low && offset >= b->seen && end <= b->end &&
      __atomic_load_n(&b->s->cuts_version, __ATOMIC_ACQUIRE) == b->version)
    return;
  const struct site *known = find_unlocked(key);
  if (!known || seen_already(known, key, tid, low, offset, end, b)) return;
  hd_spin_lock(&table_lock);
  struct site *s = find(key, 0);
  for (uint32_t i = 0; s && i < s->ncuts; i++) {
    if (s->cut_tid[i] != tid) continue;
    /* stored atomically: seen_already reads them without the lock */
    if (low < s->cut_low[i]) __atomic_store_n(&s->cut_low[i], (uint32_t)low, __ATOMIC_RELAXED);
    if (offset < s->cut_seen[i]) __atomic_store_n(&s->cut_seen[i], (uint32_t)offset, __ATOMIC_RELAXED);
    if (end > s->cut_end[i]) __atomic_store_n(&s->cut_end[i], (uint32_t)end, __ATOMIC_RELAXED);
  }
  hd_spin_unlock(&table_lock);
}

int hd_handoff_cuts(const struct hd_object *o, uint64_t *out, uint32_t *stacks, int *inexact) {
  uint64_t key = key_of(o);
  if (!key) return 0;
  hd_spin_lock(&table_lock);
  struct site *s = find(key, 0);
  int n = 0;
  for (; s && (uint32_t)n < s->ncuts; n++) {
    /* where its thread's lowest known access was, not its first */
    out[n] = s->cut_seen[n];
    if (stacks) stacks[n] = s->cut_stack[n];
    /* The first part starts at the object's start: a thread whose first
     * access came after its part's first element leaves a leading part no
     * one used. A thread seen below its first access began elsewhere than
     * the runtime saw: its lowest known access is sure only where the part
     * below ended (a known access of that part's thread reaching it: parts
     * are contiguous) or where its records' masks allow nothing lower. */
    if (n ? s->cut_seen[n] < s->cut[n] && s->cut_end[n - 1] != s->cut_seen[n] && s->cut_low[n] < s->cut_seen[n]
          : s->cut_seen[n] != 0)
      *inexact = 1;
  }
  for (int i = 1; i < n; i++)
    if (out[i] <= out[i - 1]) { /* lowered past the part below: the parts interleave */
      *inexact = 1;
      for (int k = 0; k < n; k++) out[k] = s->cut[k];
      break;
    }
  if (s && s->cuts_lost) n = HD_HANDOFF_CUTS + 1;
  hd_spin_unlock(&table_lock);
  return n;
}

void hd_handoff_note_unlocked(const struct hd_object *o, struct hd_caller c) {
  uint64_t key = key_of(o);
  if (!key) return;
  /* the site's first only: once kept, no stack to take and no lock (read without it: set once) */
  const struct site *known = find_unlocked(key);
  if (known && __atomic_load_n(&known->unlocked_stack, __ATOMIC_RELAXED)) return;
  uint32_t stack = hd_stack_id(c);
  hd_spin_lock(&table_lock);
  struct site *s = find(key, 1);
  if (s && !s->unlocked_stack) __atomic_store_n(&s->unlocked_stack, stack, __ATOMIC_RELAXED);
  hd_spin_unlock(&table_lock);
}

uint32_t hd_handoff_unlocked_turn(const struct hd_object *o) {
  uint64_t key = key_of(o);
  const struct site *s = key ? find_unlocked(key) : 0;
  return s ? __atomic_load_n(&s->unlocked_stack, __ATOMIC_RELAXED) : 0;
}

int hd_handoff_steps(const struct hd_object *o, struct hd_handoff_step *out, int max, int *dropped) {
  uint64_t key = key_of(o);
  *dropped = 0;
  if (!key) return 0;
  hd_spin_lock(&table_lock);
  struct site *s = find(key, 0);
  int n = 0;
  for (; s && n < max && (uint32_t)n < s->n; n++) out[n] = s->step[n];
  *dropped = s && (s->dropped || (uint32_t)n < s->n);
  hd_spin_unlock(&table_lock);
  return n;
}

int hd_handoff_part_takers(const struct hd_object *o) {
  uint64_t key = key_of(o);
  if (!key) return 0;
  hd_spin_lock(&table_lock);
  struct site *s = find(key, 0);
  int n = !s ? 0 : s->part_takers_many ? 2 : s->part_taker ? 1 : 0;
  hd_spin_unlock(&table_lock);
  return n;
}

int hd_handoff_parts_turns(const struct hd_object *o) {
  uint64_t key = key_of(o);
  if (!key) return 0;
  hd_spin_lock(&table_lock);
  struct site *s = find(key, 0);
  int turns = s && s->parts_turns;
  hd_spin_unlock(&table_lock);
  return turns;
}

struct hd_handoff_side hd_handoff_from(const struct hd_race_state *st, uint32_t old_tid) {
  int wrote = st->w.clk && st->wa.tid == old_tid;
  struct hd_handoff_side side = {old_tid, 0, 0};
  if (st->readers) { /* every reader's epoch there came after the last write */
    for (uint32_t i = 0; i < st->readers->cap; i++) {
      const struct hd_race_reader *r = &st->readers->r[i];
      if (r->clk && r->acc.tid == old_tid) {
        side.stack = r->acc.stack;
        return side;
      }
    }
  } else if (st->r.clk && st->ra.tid == old_tid &&
             (!wrote || (st->r.slot == st->w.slot && st->r.clk > st->w.clk))) {
    /* a read epoch after the write epoch (a thread's clock only grows) */
    side.stack = st->ra.stack;
    return side;
  }
  if (wrote) {
    side.stack = st->wa.stack;
    side.write = 1;
  }
  return side;
}

int hd_handoff_ordered(const struct hd_race_state *st, const struct hd_vclock *vc) {
  if (st->w.clk && !hd_epoch_leq(st->w, vc)) return 0;
  if (!st->readers) return !st->r.clk || hd_epoch_leq(st->r, vc);
  for (uint32_t i = 0; i < st->readers->cap; i++)
    if (st->readers->r[i].clk && !hd_epoch_leq((struct hd_epoch){i, st->readers->r[i].clk}, vc)) return 0;
  return 1;
}

void hd_handoff_fork_lock(int take) { hd_spin_all(&table_lock, 1, take); }
