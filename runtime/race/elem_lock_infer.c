/* elem_lock_infer.c — per-element locks: which mutex inside an array guarded
 * each access of it. The bank of the new-user trials (16 accounts, each a
 * `struct { pthread_mutex_t m; long balance; }`, 4 threads transferring
 * under both accounts' mutexes): no mutex is common to every access, so
 * race.c's object-wide lock dies, and the threads use elements at once, so
 * the object is split and infer.c proposed a slice — whose message and fix
 * were wrong. Each element is locked by its own mutex; PUSh can say so
 * (heddle_slice into elements, heddle_set_locked of each with its mutex:
 * runtime/reporter/elem_lock_fix.c writes it).
 *
 * The runtime does not know the element type, so it keeps what the
 * reporter, with the type from DWARF, can check. Per site (handoff.c's key:
 * a heap object's allocation stack or a global), for every access made while
 * other threads could run once the object-wide mutex was gone:
 *   - the mutexes held that lie inside the object: the first one's offset,
 *     and the gcd of the others' distances from it (a multiple of the
 *     element size when every element's mutex is at one place in it);
 *   - under two hypotheses of where an element's mutex lies against its
 *     data — before it (the nearest such mutex at or below the access) or
 *     after it (the nearest at or above its end) — the range of the
 *     accessed bytes' distances from that mutex; a hypothesis dies at an
 *     access with no such mutex held.
 * With element size E and the mutex's offset M in its element, every access
 * was in its mutex's element when -M <= lowest distance and highest < E - M.
 * A write under an rwlock counts only when it is write-held.
 * Also when one mutex inside the object was held at every shared access,
 * once an access held another one inside it too: OSTEP's vectors (trial 18
 * F6), each `vector_t` with its own lock, added two at a time under both
 * vectors' locks — so one vector's lock guarded every access of the array,
 * and infer.c proposed the whole array locked by `v+440`, no fix. Each
 * element by its own mutex explains the program; one element's, this run.
 * Accesses alone after the sharing (the joiner summing the balances) give the
 * take-over's place (the first one); threads that used it again after such
 * an access make it no single place, and no proposal.
 * Not seen: the accesses before the object-wide mutex died (they held one
 * mutex, the first the run saw; where it lay is not kept), and the ones the
 * inline check let through in an epoch (an element used after its mutex was
 * released in the same epoch: the strict run of the fix reports those).
 * Sites change by compare-and-swap: a site's objects share an entry, and
 * each object's own lock does not order them. A full table drops new sites. */
#include "elem_lock_infer.h"

#include "handoff.h"
#include "race_state.h"
#include "thread.h"
#include "util.h"

#define SITES 64 /* power of two */
#define PROBES 8
/* Distances are stored biased (0: none yet): lowest as BIAS - d maximised, highest as BIAS + d maximised. */
#define BIAS (1ull << 40)

struct hypothesis {
  uint64_t lowest, highest; /* BIAS - lowest distance, BIAS + highest distance (0: none yet) */
  uint32_t dead;            /* an access had no mutex on this side */
};

struct site {
  uint64_t key; /* 0: empty */
  uint64_t first_mutex; /* offset + 1 of the first mutex held inside the object (0: none yet) */
  uint64_t stride;      /* gcd of the other mutexes' distances from it (0: one mutex only so far) */
  struct hypothesis before, after;
  uint32_t alone_stack;   /* the first access alone after the sharing (depot id) */
  uint32_t used_after_alone; /* an access with company after that one */
};

static struct site sites[SITES];

static struct site *find(const struct hd_object *o, int add) {
  uint64_t key = hd_handoff_site_key(o);
  if (!key) return 0;
  uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 58);
  for (uint32_t i = 0; i < PROBES; i++) {
    struct site *s = &sites[(h + i) & (SITES - 1)];
    uint64_t cur = __atomic_load_n(&s->key, __ATOMIC_ACQUIRE);
    if (cur == key) return s;
    if (!cur) {
      if (!add) return 0;
      if (__atomic_compare_exchange_n(&s->key, &cur, key, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return s;
      if (cur == key) return s;
    }
  }
  return 0;
}

static void raise_to(uint64_t *p, uint64_t v) {
  uint64_t cur = __atomic_load_n(p, __ATOMIC_RELAXED);
  while (cur < v && !__atomic_compare_exchange_n(p, &cur, v, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
}

static uint64_t gcd(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* A mutex at offset m of the object was held: the stride of the mutexes' places. */
static void note_mutex(struct site *s, uint64_t m) {
  uint64_t first = __atomic_load_n(&s->first_mutex, __ATOMIC_RELAXED);
  if (!first && __atomic_compare_exchange_n(&s->first_mutex, &first, m + 1, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
    return;
  uint64_t d = m + 1 > first ? m + 1 - first : first - (m + 1);
  if (!d) return;
  uint64_t cur = __atomic_load_n(&s->stride, __ATOMIC_RELAXED), next;
  do {
    next = gcd(cur, d);
    if (next == cur) return;
  } while (!__atomic_compare_exchange_n(&s->stride, &cur, next, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
}

/* Bytes [lo, hi) were accessed holding the mutex at offset m (have: one was held on this side). */
static void note_side(struct hypothesis *h, int have, uint64_t m, uint64_t lo, uint64_t hi) {
  if (!have) {
    if (!__atomic_load_n(&h->dead, __ATOMIC_RELAXED)) __atomic_store_n(&h->dead, 1, __ATOMIC_RELAXED);
    return;
  }
  raise_to(&h->lowest, BIAS + m - lo);
  raise_to(&h->highest, BIAS + (hi - 1) - m);
}

/* Does t hold a mutex inside o besides the one common to o's shared accesses? */
static int holds_another_inside(const struct hd_object *o, const struct hd_thread *t) {
  uintptr_t common = o->race.use.share_lock & ~(uintptr_t)1;
  for (uint32_t i = 0; i < t->nheld; i++) {
    uintptr_t m = t->held[i] & ~(uintptr_t)1;
    if (m != common && m >= o->base && m < o->base + o->size) return 1;
  }
  return 0;
}

void hd_elem_lock_note(struct hd_object *o, const struct hd_thread *t, uintptr_t lo, uintptr_t hi, int is_write,
                       struct hd_caller c) {
  if (lo < o->base || hi > o->base + o->size || hi <= lo) return;
  /* A turn holding no mutex at all, once none was common to the shared accesses: usually the access that
   * ended the common one (a buffer filled under a mutex, drained with none), which a hand-off's turns note
   * names (handoff.h hd_handoff_note_unlocked). An object too small for two mutexes has nothing more to tell. */
  if (!t->nheld && hd_thread_concurrent(t) != HD_NO_TID) hd_handoff_note_unlocked(o, c);
  if (o->size < 2 * sizeof(pthread_mutex_t)) {
    o->race.use.elem_lock_off = 1;
    return;
  }
  /* One mutex inside it held at every access: one element's, or a monitor's own (a struct with its mutex).
   * Its site begins at an access that held another mutex inside it too (two elements locked at once); a
   * monitor's accesses then cost the loop over the held mutexes alone. Accesses before that are not seen. */
  if (!o->race.use.share_lock_dead && !holds_another_inside(o, t) && !find(o, 0)) return;
  struct site *s = find(o, 1);
  if (!s) {
    o->race.use.elem_lock_off = 1;
    return;
  }
  if (__atomic_load_n(&s->before.dead, __ATOMIC_RELAXED) && __atomic_load_n(&s->after.dead, __ATOMIC_RELAXED)) {
    o->race.use.elem_lock_off = 1; /* no element's mutex explains its accesses: nothing more to learn */
    return;
  }
  if (hd_thread_concurrent(t) == HD_NO_TID) {
    /* alone (after the joins): a locked element is taken over before this use */
    if (hd_thread_fork_child_alone()) return; /* strict mode lets a fork child alone use it unlocked */
    uint32_t none = 0;
    if (!__atomic_load_n(&s->alone_stack, __ATOMIC_RELAXED))
      __atomic_compare_exchange_n(&s->alone_stack, &none, hd_stack_id(c), 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    return;
  }
  if (__atomic_load_n(&s->alone_stack, __ATOMIC_RELAXED) && !__atomic_load_n(&s->used_after_alone, __ATOMIC_RELAXED))
    __atomic_store_n(&s->used_after_alone, 1, __ATOMIC_RELAXED);
  uint64_t off_lo = lo - o->base, off_hi = hi - o->base;
  uint64_t below = 0, above = 0;
  int has_below = 0, has_above = 0;
  for (uint32_t i = 0; i < t->nheld; i++) {
    uintptr_t held = t->held[i], m = held & ~(uintptr_t)1;
    if (m < o->base || m >= o->base + o->size) continue;
    if (is_write && (held & 1)) continue; /* an rwlock held for reading guards no write */
    uint64_t at = m - o->base;
    note_mutex(s, at);
    if (at <= off_lo && (!has_below || at > below)) below = at, has_below = 1;
    if (at >= off_hi && (!has_above || at < above)) above = at, has_above = 1;
  }
  note_side(&s->before, has_below, below, off_lo, off_hi);
  note_side(&s->after, has_above, above, off_lo, off_hi);
}

int hd_elem_lock_describe(const struct hd_object *o, struct heddle_ev_suggestion *ev) {
  const struct hd_race_usage *u = &o->race.use;
  if (!u->shared || !u->written_shared || (!u->share_lock_dead && !hd_elem_lock_common_inside(o))) return 0;
  struct site *s = find(o, 0);
  if (!s) return 0;
  uint64_t first = __atomic_load_n(&s->first_mutex, __ATOMIC_RELAXED);
  uint64_t stride = __atomic_load_n(&s->stride, __ATOMIC_RELAXED);
  if (!first || !stride || __atomic_load_n(&s->used_after_alone, __ATOMIC_RELAXED)) return 0;
  /* An array of elements is a whole number of them long, and its mutexes lie whole elements apart: the
   * element size divides both the object's size and the stride, so it is at most their gcd. A struct with
   * two mutexes of its own guarding different fields (a two-lock queue's head and tail: 96 bytes, mutexes
   * 40 apart) fitted the stride alone, and was taken for an array of 40-byte elements that do not exist. */
  uint64_t element_max = gcd(stride, o->size);
  int common = !u->share_lock_dead;
  /* the side whose distances fit in one element, the narrower if both */
  const struct hypothesis *pick = 0;
  uint64_t span = 0;
  const struct hypothesis *sides[2] = {&s->before, &s->after};
  for (int i = 0; i < 2; i++) {
    const struct hypothesis *h = sides[i];
    uint64_t lowest = __atomic_load_n(&h->lowest, __ATOMIC_RELAXED), highest = __atomic_load_n(&h->highest, __ATOMIC_RELAXED);
    if (__atomic_load_n(&h->dead, __ATOMIC_RELAXED) || !lowest || !highest) continue;
    uint64_t width = (highest - BIAS) + (lowest - BIAS) + 1; /* highest - lowest distance + 1 */
    /* With a mutex common to every access inside it, the element must hold its own mutex too: a struct with an
     * outer mutex and smaller parts each with one (a table's lock and its buckets'), whose mutexes' gcd is a
     * few bytes, stays locked by the outer one instead of being taken for an array of such tiny elements. */
    if (common) {
      int64_t below = (int64_t)(lowest - BIAS), above = (int64_t)(highest - BIAS); /* -lowest, highest distance */
      int64_t top = above > (int64_t)sizeof(pthread_mutex_t) - 1 ? above : (int64_t)sizeof(pthread_mutex_t) - 1;
      width = (uint64_t)(top + (below > 0 ? below : 0) + 1);
    }
    if (width > element_max || (pick && width >= span)) continue;
    pick = h;
    span = width;
  }
  if (!pick) return 0;
  if (!ev) return 1;
  ev->kind = HEDDLE_SUGGEST_LOCKED;
  ev->flags = HEDDLE_SUGGEST_PER_ELEMENT;
  ev->lock = o->base + first - 1;
  ev->elem_size = stride;
  /* the distances of the accessed bytes from their mutex, two's complement */
  ev->slice_len[0] = (uint64_t)(BIAS - __atomic_load_n(&pick->lowest, __ATOMIC_RELAXED));
  ev->slice_len[1] = __atomic_load_n(&pick->highest, __ATOMIC_RELAXED) - BIAS;
  ev->nslices = 0;
  if (!u->share_lock_dead) { /* one element's mutex held at every access: the message names it */
    ev->flags |= HEDDLE_SUGGEST_ELEMENT_ALWAYS;
    ev->part_lock[0] = u->share_lock & ~(uintptr_t)1;
  }
  /* a global's calls go before its first user's creation (its filling before that is main's, alone) */
  if (!(o->flags & HD_OBJ_HEAP) && u->first_create) hd_depot_get(u->first_create, &ev->alloc.stack);
  hd_memset(&ev->release, 0, sizeof ev->release);
  uint32_t alone = __atomic_load_n(&s->alone_stack, __ATOMIC_RELAXED);
  if (alone) {
    ev->flags |= HEDDLE_SUGGEST_TAKEN_OVER;
    ev->release.kind = HEDDLE_CHANGE_READ;
    ev->release.tid = UINT32_MAX;
    hd_depot_get(alone, &ev->release.stack);
  }
  return 1;
}
