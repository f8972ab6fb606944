/* field_infer.c — per-field policies: which bytes of a small shared object
 * each access policy explains (LLNL's dotprod: `dotstr.a`, `.b`, `.veclen`
 * only read once the threads start, `.sum` added to under `mutexsum`). The
 * object as a whole is neither sticky-read (sum is written) nor locked (the
 * reads hold no mutex), and infer.c would call it a slice; its parts, by
 * field, are each one policy, which heddle_slice plus one policy call per
 * part declare (runtime/reporter/field_fix.c writes them).
 *
 * What is kept: per site (handoff.c's key: a heap object's allocation stack
 * or a global) and byte, from the object's sharing on (a global's from its
 * first use while other threads ran), one word — touched, written, used
 * alone (no other thread could run: after the joins) and where first, the
 * mutex held at every access made while others could run, and the one
 * thread that made those accesses. Only objects up to HD_FIELD_MAX_BYTES,
 * and only once race.c's object-wide mutex is gone (until then one mutex
 * explains the whole object; what came before is summarised per site). The
 * slow path sees each thread's first access of a piece per epoch; the rest of
 * the epoch passes the inline check unseen, but race.c's records keep its
 * bytes in masks: harvest() takes them, with the thread and mutex of the
 * epoch's first access (remembered in a ring), before a record is replaced
 * and at the end. Words change by compare-and-swap, without a lock: a site's
 * objects share its entry, and each object's own lock does not order them.
 * A full table drops new sites (their suggestion is then infer.c's
 * object-wide one); a site with a byte no policy explains, or bytes no read
 * can tell more about, stops costing (lock-heavy and read-mostly programs). */
#include "field_infer.h"

#include "handoff.h"
#include "object.h"
#include "race.h"
#include "race_state.h"
#include "stack.h"
#include "thread.h"
#include "util.h"

#define SITES 256 /* power of two */
#define PROBES 16
#define LOCKS 4 /* distinct mutexes per site */
#define EPOCHS 32 /* epochs remembered per site (power of two) */

/* One byte's word. */
#define TOUCHED 1u
#define WRITTEN 2u
#define ALONE 4u          /* accessed while no other thread could run */
#define MANY_OWNERS 8u    /* accessed by two threads while others could run */
#define LOCK_SHIFT 8      /* 8 bits: 0 none yet, 1..LOCKS the site's lock[i - 1], LOCK_DEAD */
#define LOCK_DEAD 0xFFu
#define OWNER_SHIFT 16    /* 24 bits: tid + 1 of the thread using it while others could run */
#define OWNER_MASK 0xFFFFFFu
#define ALONE_SHIFT 40    /* 20 bits: depot id of the first access alone (the depot holds 2^20) */
#define ALONE_MASK 0xFFFFFu
#define OUTER_SHIFT 60    /* 3 bits: 0 none, 1..LOCKS the site's lock[i - 1] held just outside LOCK at the first
                             access and at every one since (a reporter holding both monitors' mutexes first) */

struct site {
  uint64_t key;  /* 0: empty */
  uint64_t size; /* its objects' size; 0 while being claimed (objects of another size are not followed) */
  uintptr_t lock[LOCKS];
  /* A global's last write epoch before it was shared (depot id; NOT_FILLED:
   * none), where its fix's calls may follow: a global has no allocation to
   * anchor them. Set at the site's first shared access. */
  uint32_t filled;
  /* A byte no policy can explain any more (written by two threads, under no
   * common mutex): the site gets no per-field proposal, and is not followed
   * further (a lock-heavy program's nodes would pay for every slow path). */
  uint32_t hopeless;
  /* Objects are followed only once the mutex held at every access so far
   * (race.c's usage: since sharing; a global's before it, while others ran)
   * is gone — until then the object is locked as a whole, and following it
   * would cost every lock-heavy program's slow path. What came before is
   * taken from the records the object still holds when it is first followed
   * (seed()): set once that is done. */
  uint32_t seeded;
  /* The epochs whose first access on the object was noted here, newest
   * last: who, and what it held. The same thread's later accesses in the
   * epoch pass the inline check unseen; race.c's records keep their bytes
   * in masks, which harvest() takes from here. */
  uint32_t next_epoch;
  struct epoch_start {
    uint64_t key;  /* slot << 32 | clock: the epoch */
    /* tid | lock index << 32 | alone << 40 | outer lock index << 41; and, once the thread wrote in the
     * epoch (WRITE_NOTED), the first write's lock index << 44, its outer one's << 52 and its first byte's
     * offset << 55 (see write_start). */
    uint64_t what;
  } epoch[EPOCHS];
  /* Bytes touched / written so far, one bit each: what a record's masks
   * could still add is known without looking the bytes up (a read-only
   * struct's readers come back every epoch). */
  uint64_t touched_sum[HD_FIELD_MAX_BYTES / 64], written_sum[HD_FIELD_MAX_BYTES / 64];
  /* Bytes read by two threads without a common mutex: no read can tell more about them. */
  uint64_t read_done[HD_FIELD_MAX_BYTES / 64];
  /* Records harvested already, as they were (a hash of epoch, piece and masks): most come back unchanged. */
  uint64_t harvested[64];
  /* Masks applied already, with the facts update() is given (a hash of piece, masks, thread, locks and
   * alone, not of the epoch): update() depends on nothing else, and only ever adds to a byte's word what
   * those facts add, so the same masks with the same facts again change no byte. A lock-free ring's
   * struct — each thread's indices, written every epoch, and an epoch per release store — brought
   * the same records back under a new epoch every few items (issue #11: 58% of round 13's ring). */
  uint64_t applied[32];
  uint64_t byte[HD_FIELD_MAX_BYTES];
};
#define NOT_FILLED UINT32_MAX

static struct site sites[SITES];

static struct site *find(const struct hd_object *o, int add) {
  uint64_t key = hd_handoff_site_key(o);
  if (!key) return 0;
  uint32_t h = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 56);
  for (uint32_t i = 0; i < PROBES; i++) {
    struct site *s = &sites[(h + i) & (SITES - 1)];
    uint64_t cur = __atomic_load_n(&s->key, __ATOMIC_ACQUIRE);
    if (!cur) {
      if (!add) return 0;
      if (__atomic_compare_exchange_n(&s->key, &cur, key, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        __atomic_store_n(&s->size, o->size, __ATOMIC_RELEASE);
        return s;
      }
    }
    if (cur == key) return __atomic_load_n(&s->size, __ATOMIC_ACQUIRE) == o->size ? s : 0;
  }
  return 0;
}

/* The index (1..LOCKS) of mutex m among the site's, added if new; LOCK_DEAD when full. */
static uint64_t lock_index(struct site *s, uintptr_t m) {
  for (uint32_t i = 0; i < LOCKS; i++) {
    uintptr_t cur = __atomic_load_n(&s->lock[i], __ATOMIC_ACQUIRE);
    if (!cur && __atomic_compare_exchange_n(&s->lock[i], &cur, m, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
      return i + 1;
    if (cur == m) return i + 1;
  }
  return LOCK_DEAD;
}

/* A byte's word after an access by t while others could run: the mutex
 * narrowed to one t holds (the innermost held one to start), the owner
 * kept while it stays t. */
/* The index of the mutex t holds just outside its innermost one (0: none). */
static uint64_t outer_index(struct site *s, const struct hd_thread *t) {
  uint64_t outer = t->nheld >= 2 ? lock_index(s, t->held[t->nheld - 2]) : 0;
  return outer == LOCK_DEAD ? 0 : outer;
}

static uint64_t with_company(struct site *s, uint64_t w, const struct hd_thread *t) {
  uint64_t idx = (w >> LOCK_SHIFT) & 0xFF, outer = (w >> OUTER_SHIFT) & 7;
  if (idx == 0) {
    idx = t->nheld ? lock_index(s, t->held[t->nheld - 1]) : LOCK_DEAD;
    outer = outer_index(s, t);
  }
  /* The innermost mutex of the first access is an accident of who came
   * first when it held two (race.c narrow_lock): the one outside it, held at
   * every access since, is the candidate after it. */
  if (outer && !hd_thread_holds(t, __atomic_load_n(&s->lock[outer - 1], __ATOMIC_ACQUIRE))) outer = 0;
  if (idx != LOCK_DEAD && !hd_thread_holds(t, __atomic_load_n(&s->lock[idx - 1], __ATOMIC_ACQUIRE))) {
    idx = outer ? outer : LOCK_DEAD;
    outer = 0;
  }
  w = (w & ~(0xFFull << LOCK_SHIFT) & ~(7ull << OUTER_SHIFT)) | idx << LOCK_SHIFT | outer << OUTER_SHIFT;
  uint64_t me = (uint64_t)t->tid + 1, owner = (w >> OWNER_SHIFT) & OWNER_MASK;
  if (me > OWNER_MASK || (owner && owner != me)) return w | MANY_OWNERS;
  return w | me << OWNER_SHIFT;
}

/* Adds one access's facts to bytes [lo, hi) of the site's table. `lock`: the
 * access's mutex as an index (with_company narrows it; HIDDEN_LOCK: an
 * access the fast path let through, whose locks are unknown beyond its
 * epoch's first access's `hidden_lock` — its innermost mutex's index, and the
 * next-outer one's times 256 —, which only fills a byte that has none). */
#define HIDDEN 0x100u
static int update(struct site *s, const struct hd_thread *t, uint32_t tid, uint64_t lo, uint64_t hi, int is_write,
                  int alone, unsigned hidden_lock, int hidden, struct hd_caller c) {
  uint64_t set = TOUCHED | (is_write ? WRITTEN : 0) | (alone ? ALONE : 0);
  uint32_t stack = 0;
  int changed = 0;
  /* with_company's answer depends on the word alone (t and s fixed here), and a field's bytes mostly
   * hold the same word: the last one's answer is reused for an equal word */
  uint64_t company_of = 0, company = 0;
  int company_known = 0;
  for (uint64_t at = lo; at < hi && at < HD_FIELD_MAX_BYTES; at++) {
    uint64_t *word = &s->byte[at];
    uint64_t old = __atomic_load_n(word, __ATOMIC_RELAXED), next;
    int stored;
    for (;;) {
      next = old | set;
      if (hidden) {
        uint64_t idx = (next >> LOCK_SHIFT) & 0xFF, me = (uint64_t)tid + 1, owner = (next >> OWNER_SHIFT) & OWNER_MASK;
        unsigned inner = hidden_lock & 0xFF;
        if (!idx && inner >= 1 && inner <= LOCKS)
          next |= (uint64_t)inner << LOCK_SHIFT | (uint64_t)(hidden_lock >> 8 & 7) << OUTER_SHIFT;
        if (!alone && (me > OWNER_MASK || (owner && owner != me))) next |= MANY_OWNERS;
        else if (!alone && !owner) next |= me << OWNER_SHIFT;
      } else if (!alone) {
        if (!company_known || company_of != next) {
          company_of = next;
          company = with_company(s, next, t);
          company_known = 1;
        }
        next = company;
      } else if (!((next >> ALONE_SHIFT) & ALONE_MASK)) {
        if (!stack) stack = hd_stack_id(c);
        next |= (uint64_t)(stack & ALONE_MASK) << ALONE_SHIFT;
      }
      stored = next != old; /* unchanged: no store, the line stays shared */
      if (!stored || __atomic_compare_exchange_n(word, &old, next, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) break;
    }
    /* The summaries below are monotone in the word's bits, and whoever stored a word sets them for it: an
     * unchanged word's are set, or about to be by the thread that stored it (a reader seeing one late only
     * does more work). A harvest re-applies mostly unchanged bytes (a lock-free ring's indices, written by
     * their one owner every epoch). */
    if (!stored) continue;
    changed = 1;
    uint64_t bit = 1ull << (at & 63);
    if (!(__atomic_load_n(&s->touched_sum[at / 64], __ATOMIC_RELAXED) & bit))
      __atomic_fetch_or(&s->touched_sum[at / 64], bit, __ATOMIC_RELAXED);
    if ((next & WRITTEN) && !(__atomic_load_n(&s->written_sum[at / 64], __ATOMIC_RELAXED) & bit))
      __atomic_fetch_or(&s->written_sum[at / 64], bit, __ATOMIC_RELAXED);
    if ((next & MANY_OWNERS) && ((next >> LOCK_SHIFT) & 0xFF) == LOCK_DEAD &&
        !(__atomic_load_n(&s->read_done[at / 64], __ATOMIC_RELAXED) & bit))
      __atomic_fetch_or(&s->read_done[at / 64], bit, __ATOMIC_RELAXED);
    if ((next & (WRITTEN | MANY_OWNERS)) == (WRITTEN | MANY_OWNERS) && ((next >> LOCK_SHIFT) & 0xFF) == LOCK_DEAD &&
        !__atomic_load_n(&s->hopeless, __ATOMIC_RELAXED))
      __atomic_store_n(&s->hopeless, 1, __ATOMIC_RELAXED);
  }
  return changed;
}

/* The facts of this thread's last update() that changed no byte: the same
 * facts again change none either (each byte's word only ever gains what an
 * access adds, and another thread's additions keep it covering these), so
 * update's per-byte loop is skipped. A global read outside any lock on every
 * iteration of a lock-heavy loop (a loop bound) otherwise paid it at every
 * epoch: 13% of a one-thread hash table's instructions. Only while at most
 * two locks are held, so that the key holds every lock with_company asks. */
struct unchanged {
  const struct site *s;
  uint64_t lo, hi;
  uintptr_t held[2];
  uint32_t nheld;
  uint8_t is_write, alone, valid;
};
static __thread struct unchanged last_unchanged;

static struct unchanged facts_of(const struct site *s, const struct hd_thread *t, uint64_t lo, uint64_t hi,
                                 int is_write, int alone) {
  struct unchanged f = {s, lo, hi, {0, 0}, t->nheld, (uint8_t)is_write, (uint8_t)alone, t->nheld <= 2};
  for (uint32_t i = 0; i < t->nheld && i < 2; i++) f.held[i] = t->held[i];
  return f;
}

static int same_facts(const struct unchanged *a, const struct unchanged *b) {
  return a->valid && b->valid && a->s == b->s && a->lo == b->lo && a->hi == b->hi && a->nheld == b->nheld &&
         a->held[0] == b->held[0] && a->held[1] == b->held[1] && a->is_write == b->is_write && a->alone == b->alone;
}

static int read_done(const struct site *s, uint64_t lo, uint64_t hi) {
  for (uint64_t at = lo; at < hi; at++)
    if (!(__atomic_load_n(&s->read_done[at / 64], __ATOMIC_RELAXED) >> (at & 63) & 1)) return 0;
  return 1;
}

/* The last epoch the calling thread put into a site's ring, per site
 * (direct-mapped by the site's index). Only a thread notes its own epochs,
 * and its epochs only grow: when the entry names the site and an epoch other
 * than the current one, the ring cannot hold the current one, and the
 * EPOCHS compares of epoch_of are skipped — lock-heavy code starts a new
 * epoch at every unlock, so nearly every slow path here notes a new one. */
#define NOTED 16
static __thread struct noted_epoch {
  const struct site *s;
  uint64_t key;
  int wrote; /* the epoch's first write is noted (write_start) */
} noted[NOTED];

/* The locks held at the epoch's first noted write, for the write record that write began: the epoch's
 * first access may have come before a mutex was taken (a worker reading its settings, then locking to
 * add to the total: one epoch, as an acquire starts none), so its locks say nothing of the writes under
 * the mutex the fast path let through — a counter only ever bumped right after the noted total
 * (`p->total += s; p->rounds++`) had no mutex at all, and no policy (1 in 100 loaded runs of
 * race/infer-fields-own-mutex.c). Every lock held at that write stays held for the rest of the epoch
 * (a release starts a new one), so it covers what the record began by it saw afterwards; only that
 * record (the piece's write record starting at the same byte): another record's masks may hold
 * accesses made before the mutex was taken. */
#define WRITE_NOTED (1ull << 63)
#define WLOCK_SHIFT 44
#define WOUTER_SHIFT 52
#define WOFF_SHIFT 55

static const struct epoch_start *epoch_of(const struct site *s, struct hd_epoch e) {
  uint64_t key = (uint64_t)e.slot << 32 | e.clk;
  /* newest first: the records a harvest meets are mostly the last epochs' */
  uint32_t newest = __atomic_load_n(&s->next_epoch, __ATOMIC_RELAXED) - 1;
  for (uint32_t i = 0; i < EPOCHS; i++) {
    const struct epoch_start *x = &s->epoch[(newest - i) & (EPOCHS - 1)];
    if (__atomic_load_n(&x->key, __ATOMIC_ACQUIRE) == key) return x;
  }
  return 0;
}

struct harvest {
  struct site *s;
  const struct hd_object *o;
};

/* A mask of piece `piece` (granules of 1 << gshift bytes) as the object's bytes. */
/* Bits [b, end) of out set, a word at a time. */
static void set_bits(uint64_t *out, uint64_t b, uint64_t end) {
  while (b < end) {
    uint64_t off = b & 63, n = end - b < 64 - off ? end - b : 64 - off;
    out[b / 64] |= (n == 64 ? ~0ull : (1ull << n) - 1) << off;
    b += n;
  }
}

static void bytes_of(uint64_t mask, uint64_t from, unsigned gshift, uint64_t size, uint64_t out[HD_FIELD_MAX_BYTES / 64]) {
  if (size > HD_FIELD_MAX_BYTES) size = HD_FIELD_MAX_BYTES;
  while (mask) { /* a run of set granules at a time */
    unsigned g = (unsigned)__builtin_ctzll(mask);
    uint64_t rest = ~(mask >> g); /* 0 only when every granule is set */
    unsigned n = rest ? (unsigned)__builtin_ctzll(rest) : 64;
    mask = g + n >= 64 ? 0 : mask & ~((1ull << (g + n)) - 1);
    uint64_t b = from + ((uint64_t)g << gshift), end = from + ((uint64_t)(g + n) << gshift);
    set_bits(out, b, end < size ? end : size);
  }
}

/* A record's masks: bytes its thread used in its epoch after the access
 * that began it, unseen by any hook. They count only when the epoch began
 * while the site was followed (a ring entry: a filling before the sharing is
 * no use of a shared object), with what that first access held. Nothing new
 * in it (a read-only struct read again): nothing to do. */
static void harvest_record(void *ctx, uintptr_t piece, unsigned gshift, struct hd_epoch e,
                           const struct hd_race_access *r, int is_write) {
  struct harvest *h = ctx;
  struct site *s = h->s;
  if (r->approx || r->coarse || !(r->wmask | r->rmask)) return;
  /* a write record and a read record of one epoch may hold the same masks: told apart (their locks may differ) */
  uint64_t seen = (((uint64_t)e.slot << 32 | e.clk) * 0x9E3779B97F4A7C15ull) ^ (r->rmask * 0xC2B2AE3D27D4EB4Full) ^
                  (r->wmask * 0x165667B19E3779F9ull) ^ piece ^ (uint64_t)is_write * 0x94D049BB133111EBull;
  uint64_t *slot = &s->harvested[seen & 63];
  if (__atomic_load_n(slot, __ATOMIC_RELAXED) == seen) return;
  __atomic_store_n(slot, seen, __ATOMIC_RELAXED);
  const struct epoch_start *start = epoch_of(s, e);
  if (!start) return;
  uint64_t what = __atomic_load_n(&start->what, __ATOMIC_RELAXED);
  uint32_t tid = (uint32_t)what;
  unsigned lock = ((unsigned)(what >> 32) & 0xFF) | ((unsigned)(what >> 41) & 7) << 8;
  if (is_write && (what & WRITE_NOTED) && ((what >> WOFF_SHIFT) & 0xFF) == piece - h->o->base + r->off)
    lock = ((unsigned)(what >> WLOCK_SHIFT) & 0xFF) | ((unsigned)(what >> WOUTER_SHIFT) & 7) << 8;
  int alone = (int)(what >> 40) & 1;
  /* the facts update() is given */
  uint64_t facts = (uint64_t)tid | (uint64_t)lock << 32 | (uint64_t)alone << 44;
  uint64_t same = (facts * 0x9E3779B97F4A7C15ull) ^ (r->rmask * 0xC2B2AE3D27D4EB4Full) ^
                  (r->wmask * 0x165667B19E3779F9ull) ^ ((piece - h->o->base) << 6 | gshift);
  /* A harvest that found no news is kept with the written bytes it was judged against: reads of bytes
   * nobody wrote are news only while untouched (touched_sum only grows), so no news stays no news
   * until a byte is newly written. */
  uint64_t written_now = 0;
  for (int k = 0; k < HD_FIELD_MAX_BYTES / 64; k++)
    written_now = (written_now ^ __atomic_load_n(&s->written_sum[k], __ATOMIC_RELAXED)) * 0x100000001B3ull;
  uint64_t *applied = &s->applied[same % 32], was = __atomic_load_n(applied, __ATOMIC_RELAXED);
  if (was == same || was == (same ^ written_now ^ 1)) return;
  uint64_t rb[HD_FIELD_MAX_BYTES / 64] = {0}, wb[HD_FIELD_MAX_BYTES / 64] = {0}, news = 0;
  bytes_of(r->rmask, piece - h->o->base, gshift, h->o->size, rb);
  bytes_of(r->wmask, piece - h->o->base, gshift, h->o->size, wb);
  for (int k = 0; k < HD_FIELD_MAX_BYTES / 64; k++)
    news |= wb[k] | (rb[k] & ~__atomic_load_n(&s->touched_sum[k], __ATOMIC_RELAXED)) |
            (rb[k] & __atomic_load_n(&s->written_sum[k], __ATOMIC_RELAXED));
  if (!news) {
    __atomic_store_n(applied, same ^ written_now ^ 1, __ATOMIC_RELAXED);
    return;
  }
  for (int write = 0; write < 2; write++) {
    const uint64_t *b = write ? wb : rb;
    /* each run of set bytes in ascending order, as a walk of every byte found them (bytes_of stops at
     * the size); a run ends at a word's end: update() treats each byte alone anyway */
    for (int k = 0; k < HD_FIELD_MAX_BYTES / 64; k++)
      for (uint64_t m = b[k]; m;) {
        unsigned from = (unsigned)__builtin_ctzll(m);
        uint64_t rest = ~(m >> from); /* 0 only when all 64 bytes are set */
        unsigned len = rest ? (unsigned)__builtin_ctzll(rest) : 64;
        uint64_t at = (uint64_t)k * 64 + from;
        update(s, 0, tid, at, at + len, write, alone, lock, 1, (struct hd_caller){0, 0});
        m = from + len >= 64 ? 0 : m & ~((1ull << (from + len)) - 1);
      }
  }
  __atomic_store_n(applied, same, __ATOMIC_RELAXED);
}

static void harvest(struct site *s, const struct hd_object *o) {
  struct harvest h = {s, o};
  hd_race_each_record(o, harvest_record, &h);
}

/* The object's first following (seed()): its records' accesses made alongside the noting thread t, each
 * under the mutex every access before held. A thread's own: hd_race_segment_states' callback takes no
 * context, and o->mu is held. */
static __thread struct {
  struct site *s;
  const struct hd_object *o;
  const struct hd_thread *t;
  unsigned lock; /* the mutex's index among the site's (update's hidden_lock) */
} seeding;

/* One record: its starting access (a write for the piece's write record) and the bytes its masks hold. An
 * earlier phase's (ordered before t: a preparer's filling) and the allocation are no use alongside t. */
static void seed_record(struct hd_epoch e, const struct hd_race_access *r, uintptr_t piece, unsigned gshift,
                        int write) {
  const struct hd_object *o = seeding.o;
  if (!e.clk || r->approx) return;
  if (e.slot != seeding.t->slot && hd_epoch_leq(e, &seeding.t->vc)) return;
  if ((o->flags & HD_OBJ_HEAP) && r->stack == o->alloc.stack) return;
  uint64_t at = piece - o->base;
  struct hd_caller none = {0, 0};
  if (r->len) update(seeding.s, 0, r->tid, at + r->off, at + r->off + r->len, write, 0, seeding.lock, 1, none);
  if (r->coarse) return; /* a set bit is only "maybe" */
  uint64_t bytes[2][HD_FIELD_MAX_BYTES / 64] = {{0}};
  bytes_of(r->rmask, at, gshift, o->size, bytes[0]);
  bytes_of(r->wmask, at, gshift, o->size, bytes[1]);
  for (int w = 0; w < 2; w++)
    for (uint64_t b = 0; b < o->size; b++)
      if (bytes[w][b / 64] >> (b & 63) & 1) update(seeding.s, 0, r->tid, b, b + 1, w, 0, seeding.lock, 1, none);
}

static void seed_state(const struct hd_object *o, const struct hd_race_state *st, uintptr_t piece) {
  (void)o;
  seed_record(st->w, &st->wa, piece, st->gshift, 1);
  if (!st->readers) seed_record(st->r, &st->ra, piece, st->gshift, 0);
  for (uint32_t i = 0; st->readers && i < st->readers->cap; i++)
    seed_record((struct hd_epoch){i, st->readers->r[i].clk}, &st->readers->r[i].acc, piece, st->gshift, 0);
}

/* The accesses before the site followed the object held `lock` at every one, and the records still show
 * each thread's latest epoch of them. Without these, bytes only those accesses wrote looked untouched once
 * shared: a struct whose two fields have a mutex each (two threads per field), both threads of one field
 * running before the first of the other's, had that field's bytes "sticky-read" and the object a slice
 * instead of its fields (the other schedules' answer). */
static void seed(struct site *s, const struct hd_object *o, const struct hd_thread *t, uintptr_t lock) {
  uint64_t idx = lock_index(s, lock);
  if (idx == LOCK_DEAD) return;
  seeding.s = s;
  seeding.o = o;
  seeding.t = t;
  seeding.lock = (unsigned)idx;
  if (o->race.segs) hd_race_segment_states(o, seed_state);
  else seed_state(o, &o->race.st, o->base);
}

/* Notes the thread's first write of epoch `key` on s (at byte `off`) with the locks it holds, in the
 * epoch's ring entry (WRITE_NOTED): once per epoch. Only the thread itself writes its epoch's entry; an
 * entry the ring gave to another epoch meanwhile (32 newer epochs) is left alone. */
static void write_start(struct site *s, const struct hd_thread *t, uint64_t key, uint64_t off) {
  struct epoch_start *e = (struct epoch_start *)epoch_of(s, (struct hd_epoch){t->slot, (uint32_t)key});
  if (!e) return;
  uint64_t what = __atomic_load_n(&e->what, __ATOMIC_RELAXED);
  if (what & WRITE_NOTED) return;
  uint64_t lock = t->nheld ? lock_index(s, t->held[t->nheld - 1]) : LOCK_DEAD;
  uint64_t add = WRITE_NOTED | lock << WLOCK_SHIFT | outer_index(s, t) << WOUTER_SHIFT | (off & 0xFF) << WOFF_SHIFT;
  __atomic_compare_exchange_n(&e->what, &what, what | add, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}

int hd_field_read_settled(const struct hd_object *o, uintptr_t lo, uintptr_t hi) {
  const struct site *s = find(o, 0);
  return s && !__atomic_load_n(&s->hopeless, __ATOMIC_RELAXED) && read_done(s, lo - o->base, hi - o->base) &&
         !read_done(s, 0, o->size);
}

void hd_field_note(struct hd_object *o, const struct hd_thread *t, uintptr_t lo, uintptr_t hi, int is_write,
                   struct hd_caller c) {
  if (!hd_field_may_note(o, lo, hi, is_write)) return;
  const struct hd_race_usage *u = &o->race.use;
  struct site *s = find(o, 1);
  if (s && __atomic_load_n(&s->hopeless, __ATOMIC_RELAXED)) o->race.use.fields_off = 1;
  if (!s || o->race.use.fields_off) return;
  if (!is_write && read_done(s, lo - o->base, hi - o->base)) { /* a read-only struct read again */
    if (!o->race.use.fields_read && read_done(s, 0, o->size)) o->race.use.fields_read = 1;
    return;
  }
  int alone = hd_thread_concurrent(t) == HD_NO_TID;
  if (!u->shared && alone) return;
  /* The mutex held at every access until now (race.c keeps it when it dies; 0: the first access here held
   * none, nothing came before): what the records show of those accesses was made under it — of a shared
   * object only when its accesses before the sharing held the same one (the records may be theirs: a
   * monitor's under its own mutex, then a reporter's and another monitor's under a second). */
  uintptr_t before = u->shared ? u->share_lock : u->lock;
  uint32_t unseeded = 0;
  if (before && (!u->shared || u->lock == before) &&
      __atomic_compare_exchange_n(&s->seeded, &unseeded, 1, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
    seed(s, o, t, before);
  if (!__atomic_load_n(&s->filled, __ATOMIC_RELAXED)) {
    /* race.c checks this access after this hook: its state is the one before */
    const struct hd_race_state *st = &o->race.st;
    uint32_t filled = !o->race.segs && st->w.clk && !st->wa.approx && st->wa.stack ? st->wa.stack : NOT_FILLED, none = 0;
    __atomic_compare_exchange_n(&s->filled, &none, filled, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  }
  /* what the fast path let through since the records began, before this access replaces one —
   * once anything was written: a struct only read has one policy whichever bytes were read */
  uint64_t written = 0;
  for (int k = 0; k < HD_FIELD_MAX_BYTES / 64; k++) written |= __atomic_load_n(&s->written_sum[k], __ATOMIC_RELAXED);
  if (is_write || written) harvest(s, o);
  /* this epoch's first access here: remembered for its record's masks later */
  uint64_t key = (uint64_t)t->slot << 32 | hd_vc_get(&t->vc, t->slot);
  struct noted_epoch *mine = &noted[(size_t)(s - sites) % NOTED];
  int known_new = t == hd_self && mine->s == s && mine->key != key;
  uint32_t newest = __atomic_load_n(&s->next_epoch, __ATOMIC_RELAXED);
  if (known_new || (__atomic_load_n(&s->epoch[(newest - 1) & (EPOCHS - 1)].key, __ATOMIC_RELAXED) != key &&
                    !epoch_of(s, (struct hd_epoch){t->slot, (uint32_t)key}))) {
    if (t == hd_self) *mine = (struct noted_epoch){s, key, 0};
    uint64_t lock = t->nheld ? lock_index(s, t->held[t->nheld - 1]) : LOCK_DEAD;
    struct epoch_start *e = &s->epoch[__atomic_fetch_add(&s->next_epoch, 1, __ATOMIC_RELAXED) & (EPOCHS - 1)];
    __atomic_store_n(&e->what, (uint64_t)t->tid | lock << 32 | (uint64_t)alone << 40 | outer_index(s, t) << 41,
                     __ATOMIC_RELAXED);
    __atomic_store_n(&e->key, key, __ATOMIC_RELEASE);
  }
  if (is_write && !alone && t == hd_self && !(mine->s == s && mine->key == key && mine->wrote)) {
    write_start(s, t, key, lo - o->base);
    *mine = (struct noted_epoch){s, key, 1};
  }
  struct unchanged facts = facts_of(s, t, lo - o->base, hi - o->base, is_write, alone);
  if (same_facts(&facts, &last_unchanged)) return;
  int changed = update(s, t, t->tid, lo - o->base, hi - o->base, is_write, alone, 0, 0, c);
  last_unchanged = facts;
  last_unchanged.valid = facts.valid && !changed;
}

/* One byte's policy: 0 when untouched once shared, -1 when none explains it. */
struct byte_policy {
  int policy; /* enum heddle_field_policy */
  uint64_t lock;
  uint32_t owner;
  int taken;
};

static struct byte_policy policy_of(const struct site *s, uint64_t w) {
  struct byte_policy p = {0, 0, 0, 0};
  uint64_t idx = (w >> LOCK_SHIFT) & 0xFF, owner = (w >> OWNER_SHIFT) & OWNER_MASK;
  if (!(w & TOUCHED)) return p;
  p.taken = (w & ALONE) != 0;
  if (!(w & WRITTEN)) {
    p.policy = HEDDLE_FIELD_STICKY_READ;
    p.taken = 0; /* a sticky-read part is read by anyone */
  } else if (idx >= 1 && idx <= LOCKS) {
    p.policy = HEDDLE_FIELD_LOCKED;
    p.lock = __atomic_load_n(&s->lock[idx - 1], __ATOMIC_ACQUIRE);
  } else if (idx == LOCK_DEAD && owner && !(w & MANY_OWNERS)) {
    p.policy = HEDDLE_FIELD_OWNED;
    p.owner = (uint32_t)(owner - 1);
  } else {
    p.policy = -1;
  }
  return p;
}

static int same_part(const struct byte_policy *a, const struct byte_policy *b) {
  return a->policy == b->policy && a->lock == b->lock && a->owner == b->owner;
}

/* o's bytes in runs of one policy (one mutex, one owner), as its site saw
 * them once shared: each run's policy, first byte and first access alone
 * (depot id, 0: none). */
struct runs {
  struct byte_policy part[HEDDLE_LOG_MAX_SLICES];
  uint64_t start[HEDDLE_LOG_MAX_SLICES];
  uint32_t alone[HEDDLE_LOG_MAX_SLICES];
  int n;
  struct site *site;
};

/* 0 when the site knows nothing of o, a byte has no policy (unless
 * none_ok: then such bytes are HEDDLE_FIELD_NONE runs, and the site may have
 * stopped following for them), or the runs are too many. */
static int runs_of(const struct hd_object *o, struct runs *r, int none_ok) {
  r->n = 0;
  r->site = 0;
  if (o->size > HD_FIELD_MAX_BYTES || o->size < 2) return 0;
  struct site *s = r->site = find(o, 0);
  if (!s || (!none_ok && __atomic_load_n(&s->hopeless, __ATOMIC_RELAXED))) return 0;
  harvest(s, o); /* the last epochs' unseen accesses */
  int n = 0;
  for (uint64_t i = 0; i < o->size; i++) {
    uint64_t w = __atomic_load_n(&s->byte[i], __ATOMIC_RELAXED);
    struct byte_policy b = policy_of(s, w);
    if (b.policy < 0 && !none_ok) return 0;
    if (b.policy < 0) b = (struct byte_policy){HEDDLE_FIELD_NONE, 0, 0, 0};
    if (b.policy == 0) continue; /* padding, or used only before sharing: joins the part it is in */
    if (n && same_part(&b, &r->part[n - 1])) {
      r->part[n - 1].taken |= b.taken;
      if (!r->alone[n - 1]) r->alone[n - 1] = (uint32_t)(w >> ALONE_SHIFT) & ALONE_MASK;
      continue;
    }
    if (n == HEDDLE_LOG_MAX_SLICES) return 0;
    r->start[n] = n ? i : 0; /* bytes before the first used one belong to it */
    r->alone[n] = b.taken ? (uint32_t)(w >> ALONE_SHIFT) & ALONE_MASK : 0;
    r->part[n++] = b;
  }
  return r->n = n;
}

int hd_field_owned_runs(const struct hd_object *o, uint64_t *starts, uint32_t *owners, uint32_t *taken_at) {
  struct runs r;
  *taken_at = 0;
  if (runs_of(o, &r, 0) < 2) return 0; /* neighbouring runs of owned bytes have different owners */
  for (int i = 0; i < r.n; i++) {
    if (r.part[i].policy != HEDDLE_FIELD_OWNED) return 0;
    starts[i] = r.start[i];
    owners[i] = r.part[i].owner;
    if (r.part[i].taken && !*taken_at) *taken_at = r.alone[i];
  }
  return r.n;
}

/* Is some part locked by a mutex inside o itself (a struct carrying its own mutex)? */
static int own_mutex_locks_a_part(const struct hd_object *o, const struct runs *r) {
  int own = 0;
  for (int i = 0; i < r->n; i++)
    own |= r->part[i].policy == HEDDLE_FIELD_LOCKED && r->part[i].lock >= o->base && r->part[i].lock < o->base + o->size;
  return own;
}

int hd_field_describe(const struct hd_object *o, struct heddle_ev_suggestion *ev) {
  struct runs runs;
  if (!runs_of(o, &runs, 1)) return 0;
  /* A field no policy explains (written by several threads, not always under one mutex, ordered otherwise:
   * mbrossard's threadpool_t `started`, bumped by main without the lock while the workers ran, and by each
   * worker under it at its exit) leaves the object without a per-field proposal — except a struct carrying
   * its own mutex that locks other fields (trial round 12 finding 5): its fields are told one by one, that
   * field as having none, rather than a slice whose parts changed hands, which the program never meant. No
   * fix then (the reporter says why). */
  int none = 0;
  for (int i = 0; i < runs.n; i++) none |= runs.part[i].policy == HEDDLE_FIELD_NONE;
  if (none && !own_mutex_locks_a_part(o, &runs)) return 0;
  const struct byte_policy *part = runs.part;
  const uint64_t *start = runs.start;
  const uint32_t *alone = runs.alone;
  const struct site *s = runs.site;
  int n = runs.n;
  /* One policy for all (each thread its own part is a slice): infer.c's kinds. */
  int mixed = 0, sticky = 0;
  for (int i = 0; i < n; i++) {
    mixed |= part[i].policy != part[0].policy || part[i].lock != part[0].lock;
    sticky |= part[i].policy == HEDDLE_FIELD_STICKY_READ;
  }
  /* sticky-read needs every write done while no other thread could run */
  if (n < 2 || !mixed || (sticky && o->race.use.written_with_company)) return 0;
  if (!ev) return 1;
  ev->kind = HEDDLE_SUGGEST_FIELDS;
  ev->nslices = (uint32_t)n;
  ev->elem_size = 1;
  uint32_t take_at = 0;
  for (int i = 0; i < n; i++) {
    ev->slice_len[i] = (i + 1 < n ? start[i + 1] : o->size) - start[i];
    ev->part_policy[i] = (uint8_t)part[i].policy;
    ev->part_lock[i] = part[i].lock;
    ev->part_owner[i] = part[i].owner;
    ev->part_taken[i] = (uint8_t)part[i].taken;
    if (part[i].taken && !take_at) take_at = alone[i];
  }
  ev->lock = 0;
  /* Where the fix's calls go: after the allocation or a global's filling
   * (the first user prepared it: a part each thread owns would need a
   * hand-over), or before the creation of a global's first user's thread
   * when nothing used it before (untouched, each part becomes its first
   * user's own). */
  uint32_t filled = __atomic_load_n(&s->filled, __ATOMIC_RELAXED), first = o->race.use.first_create;
  if ((o->flags & HD_OBJ_HEAP) || !first) ev->flags |= HEDDLE_SUGGEST_PREFILLED;
  if (!(o->flags & HD_OBJ_HEAP)) {
    uint32_t anchor = first ? first : filled != NOT_FILLED ? filled : 0;
    if (anchor) hd_depot_get(anchor, &ev->alloc.stack);
  }
  if (take_at) {
    ev->flags |= HEDDLE_SUGGEST_TAKEN_OVER;
    ev->release.kind = HEDDLE_CHANGE_READ;
    ev->release.tid = UINT32_MAX;
    hd_depot_get(take_at, &ev->release.stack);
  }
  return 1;
}
