/* infer.c — annotations written for the user: for every unannotated object
 * that threads shared without a race, the sharing policy that explains every
 * access race mode saw (race.c keeps the usage facts in o->race.use). An
 * object's proposal is made when it ends: at free, and at exit for globals
 * and heap objects still alive. Heap proposals are made once per allocation
 * site and kind; the reporter turns each record into an annotation-suggestion
 * result with the fix (runtime/reporter/sarif_suggestion.c). */
#include "infer.h"

#include "access.h"
#include "arena.h"
#include "elem_lock_infer.h"
#include "field_infer.h"
#include "flags.h"
#include "globals.h"
#include "handoff.h"
#include "log_writer.h"
#include "object.h"
#include "race.h"
#include "report.h"
#include "slice_infer.h"
#include "util.h"

/* Allocation sites already proposed (kind << 32 | stack id), open addressing. */
#define SEEN_SIZE 4096
static uint64_t seen[SEEN_SIZE];

static int first_proposal(uint32_t kind, uint32_t stack, uintptr_t lock) {
  if (!stack) return 1;
  uint64_t key = ((uint64_t)kind << 32 | stack) ^ ((uint64_t)lock * 0x9E3779B97F4A7C15ull);
  if (!key) key = 1;
  uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 52);
  for (uint32_t i = 0; i < SEEN_SIZE; i++) {
    uint64_t *slot = &seen[(h + i) & (SEEN_SIZE - 1)];
    uint64_t cur = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (cur == key) return 0;
    if (cur == 0) {
      uint64_t expected = 0;
      if (__atomic_compare_exchange_n(slot, &expected, key, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return 1;
      if (expected == key) return 0;
    }
  }
  return 1;
}

static void fill(struct heddle_change *dst, uint32_t kind, uint32_t tid, uint32_t stack) {
  dst->kind = kind;
  dst->tid = tid;
  hd_depot_get(stack, &dst->stack);
}

/* The proposal for o, or 0 when none explains its accesses. */
static uint32_t proposal(const struct hd_object *o, uintptr_t *lock, uint32_t *flags) {
  const struct hd_race_usage *u = &o->race.use;
  *lock = 0;
  *flags = 0;
  if (!u->shared || u->raced) return 0;
  /* atomic whenever another thread could run (plain uses alone, as a counter read after the joins, are
   * no race: racy leaves them unchecked in strict mode, as it does the atomics) */
  if (u->atomic && !u->plain_with_company) {
    if (u->plain_shared) *flags |= HEDDLE_SUGGEST_PLAIN_ALONE;
    return HEDDLE_SUGGEST_RACY;
  }
  /* Threads changed it atomically once shared, and used it plainly too: no
   * ordered policy (sticky-read, a lock, a hand-off) explains the atomic
   * writes, which race mode records apart from the plain accesses. When
   * threads also wrote it plainly and used parts of it at once, with no mutex
   * common to the plain uses, those were ordered by its own atomics: parts
   * handed over through them (a ring's cells and their sequence numbers, a
   * block pool's lock-free free list) — a note without places. Before, no
   * suggestion at all, and strict mode reported every part. Only when two
   * threads used it plainly: a part goes from one to the other. One plain
   * user (main setting each slot's count, readers decrementing it
   * atomically) keeps it its own in strict mode, which never checks
   * atomics: nothing to annotate. */
  if (u->atomic_written_shared) {
    int parts = u->written_plain && u->plain_users > 1 && (o->race.segs || u->concurrent);
    if (!parts || (!u->share_lock_dead && u->share_lock)) return 0;
    *flags |= HEDDLE_SUGGEST_THROUGH_ATOMICS;
    return HEDDLE_SUGGEST_HAND_OFF;
  }
  if (!u->written_shared && !u->written_with_company) {
    if (!u->written_plain) *flags |= HEDDLE_SUGGEST_NEVER_WRITTEN;
    return HEDDLE_SUGGEST_STICKY_READ;
  }
  /* The mutex held at every access lies inside it and is one element's of an array whose elements each
   * hold their own (threads locking two at once, OSTEP's vector_add: trial 18 F6): each element by its own
   * mutex explains the program, the whole array by one element's only this run (elem_lock_infer.c). */
  if (hd_elem_lock_common_inside(o) && hd_elem_lock_describe(o, 0)) {
    *flags |= HEDDLE_SUGGEST_PER_ELEMENT;
    return HEDDLE_SUGGEST_LOCKED;
  }
  if (!u->lock_dead && u->lock) {
    *lock = u->lock;
    if (u->unlocked_before) *flags |= HEDDLE_SUGGEST_FROM_SHARING; /* initialised without it */
    if (u->alone_stack) *flags |= HEDDLE_SUGGEST_TAKEN_OVER;       /* used without it once alone again */
    return HEDDLE_SUGGEST_LOCKED;
  }
  if (!u->share_lock_dead && u->share_lock) {
    *lock = u->share_lock;
    *flags |= HEDDLE_SUGGEST_FROM_SHARING; /* initialised without the lock first */
    return HEDDLE_SUGGEST_LOCKED;
  }
  /* each element locked by a mutex of its own, inside it (elem_lock_infer.c): no mutex common to every
   * access, and threads used elements at once — a slice's symptoms, but the elements' mutexes explain it */
  if (hd_elem_lock_describe(o, 0)) {
    *flags |= HEDDLE_SUGGEST_PER_ELEMENT;
    return HEDDLE_SUGGEST_LOCKED;
  }
  /* threads used parts of it at once (else a hand-off explains it): a struct's runs of fields, each its own policy */
  if ((o->race.segs || u->concurrent) && hd_field_describe(o, 0)) return HEDDLE_SUGGEST_FIELDS;
  /* A part two threads read at once is no one thread's: no slice (krefmsg's
   * slot array, every reader reading each slot); no other policy explains
   * threads using parts of it at once either. */
  if (o->race.segs) return hd_race_slice_parts_shared(o) ? 0 : HEDDLE_SUGGEST_SLICE;
  if (u->concurrent) return 0;
  /* threads in turns, each in bytes of its own (per-thread sums that atomics order): parts, not a hand-off */
  if (hd_race_slice_turns_owned(o)) return HEDDLE_SUGGEST_SLICE;
  /* Writes in order (else a race), but some reads were not: read-shared phases. Also when it was
   * written only before it was shared and then only read, by more than one other thread (crew.c's
   * path_max, trial 18 F4): that this run ordered the reads one after another is the schedule's
   * doing, and a hand-off between readers fails strict mode as soon as two read at once. */
  int read_only_once_shared = !u->written_shared && __builtin_popcountll(u->threads) > 2;
  /* the message says what was seen: reads in turns, not two readers at once (trial 18 F4) */
  if (!u->unordered_change && read_only_once_shared) *flags |= HEDDLE_SUGGEST_READS_IN_TURNS;
  return u->unordered_change || read_only_once_shared ? HEDDLE_SUGGEST_READ_SHARED : HEDDLE_SUGGEST_HAND_OFF;
}

/* Did thread tid write in an epoch some step ended? A step's new owner is
 * known by its first access only, which may be a read (`x[i] *= 2` loads
 * first); the thread's later steps tell whether its turn wrote. Read-shared
 * phases' writer takes each turn with heddle_acquire_write. */
static int writer(const struct hd_handoff_step *steps, int n, uint32_t tid) {
  for (int i = 0; i < n; i++)
    if (steps[i].from.tid == tid && steps[i].from.write) return 1;
  return 0;
}

/* A hand-off or read-shared phases: one record per place it changed hands
 * (handoff.c), `release` the old owner's access, `acquire` the new owner's,
 * each with its kind (WRITE or READ; FREE for a free): a hand-off moves
 * writes, read-shared phases release and acquire reads too. The reporter
 * merges the records of one site into one suggestion whose fix places every
 * call. 0 when none was noted (the record as it is then says where it was
 * shared). */
static int emit_steps(const struct hd_object *o, struct heddle_ev_suggestion *ev) {
  struct hd_handoff_step steps[HD_HANDOFF_STEPS];
  int dropped, emitted = 0;
  int n = hd_handoff_steps(o, steps, HD_HANDOFF_STEPS, &dropped);
  /* Calls at only some of the places would be wrong: the records say so, and the fix is left out.
   * Read-shared phases also when the object changed hands more often than was noted (phases in a
   * loop: its later places are unknown); a hand-off's later changes are taken for repeats. */
  if (dropped || (ev->kind == HEDDLE_SUGGEST_READ_SHARED && o->race.use.notes_full))
    ev->flags |= HEDDLE_SUGGEST_STEPS_MISSING;
  /* threads taking turns more often than noted: a lock's pattern (the reporter tells one heddle does not know) */
  if (ev->kind == HEDDLE_SUGGEST_HAND_OFF && o->race.use.notes_full) ev->flags |= HEDDLE_SUGGEST_TURNS;
  int turns = ev->kind == HEDDLE_SUGGEST_HAND_OFF && (ev->flags & HEDDLE_SUGGEST_TURNS);
  for (int i = 0; i < n; i++) {
    const struct hd_handoff_step *st = &steps[i];
    if (st->part) continue; /* a split object's part (slice_infer.c) */
    int writes = st->to.write || writer(steps, n, st->to.tid);
    fill(&ev->release, st->from.write ? HEDDLE_CHANGE_WRITE : HEDDLE_CHANGE_READ, st->from.tid, st->from.stack);
    fill(&ev->acquire, st->to_free ? HEDDLE_CHANGE_FREE : writes ? HEDDLE_CHANGE_WRITE : HEDDLE_CHANGE_READ,
         st->to.tid, st->to.stack);
    if (turns) ev->part_lock[0] = st->to_lock; /* turns under a mutex, told from turns under none */
    HD_RUNTIME_CALL(heddle_log_append(&ev->h));
    emitted++;
  }
  /* Turns taken holding no mutex, among turns that held one (a buffer drained with no lock): the note names
   * one, which the steps need not hold (the first 8 changes of each object are noted, all under the mutex). */
  uint32_t unlocked = turns && emitted ? hd_handoff_unlocked_turn(o) : 0;
  if (unlocked) {
    ev->flags |= HEDDLE_SUGGEST_UNLOCKED_TURN;
    ev->part_lock[0] = 0;
    hd_memset(&ev->release, 0, sizeof ev->release);
    fill(&ev->acquire, HEDDLE_CHANGE_READ, UINT32_MAX, unlocked);
    HD_RUNTIME_CALL(heddle_log_append(&ev->h));
  }
  if (emitted) hd_report_count_suggestion();
  return emitted;
}

/* THROUGH_ATOMICS: an atomic write and a plain access among the records the
 * object's state (or each segment's) still holds — the atomic it was handed
 * over through, and a part that was handed over. A thread's own: the
 * callback takes no context, and inference runs with o->mu held. */
static __thread struct {
  uint32_t atomic_tid, atomic_stack, plain_tid, plain_stack;
} through_atomics;

/* A record's starting access (clk: its epoch's, 0 when none); may_be_atomic: a write record. */
static void note_record(const struct hd_race_access *a, uint32_t clk, int may_be_atomic) {
  if (!clk || a->approx || !a->stack) return;
  if (a->atomic && may_be_atomic && !through_atomics.atomic_stack) {
    through_atomics.atomic_tid = a->tid;
    through_atomics.atomic_stack = a->stack;
  } else if (!a->atomic && !through_atomics.plain_stack) {
    through_atomics.plain_tid = a->tid;
    through_atomics.plain_stack = a->stack;
  }
}

static void note_state(const struct hd_object *o, const struct hd_race_state *st, uintptr_t piece) {
  (void)o, (void)piece;
  note_record(&st->wa, st->w.clk, 1);
  if (!st->readers) note_record(&st->ra, st->r.clk, 0);
  for (uint32_t i = 0; st->readers && i < st->readers->cap; i++)
    note_record(&st->readers->r[i].acc, st->readers->r[i].clk, 0);
}

/* The atomic is an atomic write's (a segment whose last write was atomic:
 * the atomics' own bytes); the part, any plain access's. */
static void describe_through_atomics(const struct hd_object *o, struct heddle_ev_suggestion *ev) {
  hd_memset(&through_atomics, 0, sizeof through_atomics);
  if (o->race.segs) hd_race_segment_states(o, note_state);
  else note_state(o, &o->race.st, o->base);
  hd_memset(&ev->release, 0, sizeof ev->release);
  if (through_atomics.atomic_stack)
    fill(&ev->release, HEDDLE_CHANGE_WRITE, through_atomics.atomic_tid, through_atomics.atomic_stack);
  if (through_atomics.plain_stack)
    fill(&ev->acquire, HEDDLE_CHANGE_READ, through_atomics.plain_tid, through_atomics.plain_stack);
}

/* LOCKED by a mutex inside another heap object (a pool's `lock` guarding the
 * pool's queue): that object, so the reporter can name the mutex as the
 * program does (`pool->lock`, through its allocation's variable). A mutex
 * inside o itself or in a global is named from o's own allocation or the
 * global's symbol; neither needs this. The container's record is only read:
 * its base, size and allocation never change while it is live, and a freed
 * one's stay as they were (the quarantine). */
static void describe_lock_container(const struct hd_object *o, uintptr_t lock, struct heddle_ev_suggestion *ev) {
  if (!lock || (lock >= o->base && lock < o->base + o->size)) return;
  const struct hd_object *c = hd_object_find(lock);
  if (!c || c == o || !(c->flags & HD_OBJ_HEAP)) return;
  ev->lock_obj_base = c->base;
  ev->lock_obj_size = c->size;
  fill(&ev->lock_alloc, HEDDLE_CHANGE_ALLOC, c->alloc.tid, c->alloc.stack);
}

void hd_race_infer(struct hd_object *o) {
  if (!(o->flags & HD_OBJ_RACE)) return;
  /* A stack object (runtime/stack) needs no annotation: strict mode does not
   * track stack memory, so none would ever be checked (docs/runtime.md). */
  if (o->alloc.kind == HEDDLE_CHANGE_STACK_ALLOC) return;
  /* Nor libc's static state or an mmap'd region (runtime/lib/intercept_libc_state.c, runtime/mapping/):
   * strict mode tracks neither, and the fix for the first is the _r function, not an annotation. */
  if (o->alloc.kind == HEDDLE_CHANGE_LIBC_STATE || o->alloc.kind == HEDDLE_CHANGE_MAP) return;
  uintptr_t lock;
  uint32_t flags;
  uint32_t kind = proposal(o, &lock, &flags);
  if (!kind) return;
  int heap = (o->flags & HD_OBJ_HEAP) != 0;
  /* Once per allocation site and kind — and mutex: objects of one site may
   * each have a lock of their own (lock striping); the reporter sees them all. */
  if (heap && !first_proposal(kind, o->alloc.stack, lock)) return;
  struct heddle_ev_suggestion ev;
  hd_memset(&ev, 0, sizeof ev);
  ev.h.kind = HEDDLE_EV_SUGGESTION;
  ev.h.size = sizeof ev;
  ev.kind = kind;
  ev.flags = flags;
  ev.obj_base = o->base;
  ev.obj_size = o->size;
  if (o->name) hd_strlcpy(ev.obj_name, o->name, sizeof ev.obj_name);
  ev.lock = lock;
  ev.threads = (uint32_t)__builtin_popcountll(o->race.use.threads);
  fill(&ev.alloc, heap ? HEDDLE_CHANGE_ALLOC : HEDDLE_CHANGE_REGISTER_GLOBAL, o->alloc.tid, heap ? o->alloc.stack : 0);
  const struct hd_race_access *w = &o->race.st.wa;
  if (flags & HEDDLE_SUGGEST_TAKEN_OVER)
    fill(&ev.release, HEDDLE_CHANGE_READ, UINT32_MAX, o->race.use.alone_stack);
  else if (!o->race.segs && o->race.st.w.clk && !w->approx)
    fill(&ev.release, HEDDLE_CHANGE_WRITE, w->tid, w->stack);
  fill(&ev.acquire, HEDDLE_CHANGE_READ, UINT32_MAX, o->race.use.share_stack);
  if (kind == HEDDLE_SUGGEST_LOCKED) describe_lock_container(o, lock, &ev);
  if (flags & HEDDLE_SUGGEST_PER_ELEMENT) hd_elem_lock_describe(o, &ev);
  if (kind == HEDDLE_SUGGEST_SLICE) hd_race_slice_describe(o, &ev);
  if (kind == HEDDLE_SUGGEST_FIELDS) hd_field_describe(o, &ev);
  if (flags & HEDDLE_SUGGEST_THROUGH_ATOMICS) describe_through_atomics(o, &ev);
  else if ((kind == HEDDLE_SUGGEST_HAND_OFF || kind == HEDDLE_SUGGEST_READ_SHARED) && emit_steps(o, &ev)) return;
  /* Read-shared phases without a step: the last write and the first shared
   * access alone are not its places (a hand-off's one step they are) —
   * unless no step was dropped either and the last write is known: then no
   * thread's use was ordered after another's but the readers' after the
   * writes, so there was one phase of reads after the writes (a table filled
   * under pthread_once by whichever thread came first, read by all). Its
   * places are the last write (heddle_release_write after it) and the first
   * shared access (heddle_acquire_read before it). heddle_set_sticky_read
   * would say it better but is refused while other threads run, as they did. */
  if (kind == HEDDLE_SUGGEST_READ_SHARED) {
    struct hd_handoff_step steps[HD_HANDOFF_STEPS];
    int dropped;
    int none = hd_handoff_steps(o, steps, HD_HANDOFF_STEPS, &dropped) == 0 && !dropped;
    if (none && ev.release.kind == HEDDLE_CHANGE_WRITE && o->race.use.share_stack)
      ev.flags |= HEDDLE_SUGGEST_ONE_WRITE_PHASE;
    else
      ev.flags |= HEDDLE_SUGGEST_STEPS_MISSING;
  }
  HD_RUNTIME_CALL(heddle_log_append(&ev.h));
  if (kind == HEDDLE_SUGGEST_SLICE) hd_race_slice_more_takeovers(o, &ev);
  if (kind == HEDDLE_SUGGEST_SLICE) hd_race_slice_part_starts(o, &ev);
  hd_report_count_suggestion();
}

static void infer_locked(struct hd_object *o) {
  if (!(__atomic_load_n(&o->flags, __ATOMIC_ACQUIRE) & HD_OBJ_RACE)) return;
  hd_spin_lock(&o->mu);
  hd_race_infer(o);
  hd_spin_unlock(&o->mu);
}

/* Once: the exit handler and a stop signal's handler (runtime/lib/stop_signals.c) may both get here. */
static int inferred_all;

int hd_race_infer_all(void) {
  if (!hd_race_enabled || __atomic_exchange_n(&inferred_all, 1, __ATOMIC_ACQ_REL)) return 0;
  hd_globals_each(infer_locked);
  hd_arena_each(infer_locked);
  return 1;
}
