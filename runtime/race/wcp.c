/* wcp.c — weak causal precedence for race mode (wcp.h; docs/runtime.md
 * "Predicted races (WCP)"). The paper's vector-clock algorithm, with heddle's
 * objects as its variables and bounded state everywhere; whenever a bound is
 * hit the answer errs towards ordering (a missed prediction, never a false
 * report):
 *
 * - per lock (struct wcp_lock, hung off its sync record): P_l; the
 *   happens-before clocks of its last WCP_RING releases, numbered (releases
 *   of one lock are ordered by happens-before, so an older release's clock is
 *   below every later one's: a release pushed out of the ring is stood in for
 *   by the oldest kept, which orders more); per object (any of its bytes) the
 *   number of the last release whose section read it and wrote it — the
 *   paper's L^r and L^w, which are those releases' clocks (a table of up to
 *   WCP_CELLS_MAX objects: an object pushed out leaves its numbers in
 *   `evicted`, which every object not found, or found later, starts from);
 *   the last WCP_LOG critical sections (acquire's WCP time C, release's
 *   happens-before clock) and per thread slot how far it has taken them into
 *   account — the paper's Acq/Rel queues as one log with a cursor per thread;
 * - per thread (thread-locals: only a thread itself opens, closes and fills
 *   its sections): its open sections (WCP_MARKS) and the objects they touched
 *   (WCP_CS_CELLS). A section whose objects did not all fit, or that opened
 *   when the marks were full, ends with a hard release: the lock's P absorbs
 *   the thread's happens-before clock, as a happens-before edge would. */
#include "wcp.h"

#include "flags.h"
#include "ialloc.h"
#include "object.h"
#include "race.h"
#include "signal_safe.h"
#include "sync.h"
#include "util.h"

int hd_wcp_enabled;

void hd_wcp_init(void) { hd_wcp_enabled = hd_race_enabled && hd_flags.wcp; }

#define WCP_RING 8         /* release clocks kept per lock */
#define WCP_LOG 64         /* critical sections kept per lock for rule (b) */
#define WCP_CELLS_MIN 8    /* objects remembered per lock: a table that doubles */
#define WCP_CELLS_MAX 1024 /* ... up to this many */
#define WCP_PROBES 8
#define WCP_MARKS 8        /* a thread's nested open sections */
#define WCP_CS_CELLS 128   /* objects a thread's open sections remember */

/* A cell is 1/64 of an object (its granule at the object's size, as race.c's
 * masks) or the whole object: an access inside one or two granules is
 * recorded in theirs, a wider one (a memcpy, a free) as the whole's. Two
 * buckets of a hash table's array are then no conflict, unless they share a
 * granule. The whole's cell also keeps the latest number of any granule's
 * (rany, wany), so a wide access finds every narrower one. */
#define WHOLE 64
struct wcp_cell {
  uintptr_t key; /* the object's address | (granule + 1) << 48; 0: free */
  uint64_t rseq, wseq; /* last release (its number) whose section read / wrote the cell; 0: none */
  uint64_t rany, wany; /* the whole's cell: the same for any of the object's cells */
};

struct wcp_section {
  uint32_t slot;
  int done;                /* released: rel holds its release's happens-before clock */
  struct hd_vclock acq;    /* the acquire's WCP time C (P with the acquirer's own entry) */
  struct hd_vclock rel;
};

struct wcp_lock {
  hd_spin_t mu;
  struct hd_vclock p; /* P_l: the last releasers' WCP clocks (and hard releases' happens-before ones) */
  uint64_t p_version; /* counts the joins into p */
  uint64_t releases;  /* numbers the releases: rel[n % WCP_RING] is release n's clock */
  struct hd_vclock rel[WCP_RING];
  /* The last releases whose section wrote (number, clock): a read conflicts
   * with writes only, so a lock whose sections mostly read (logger's lookups
   * against its inserts) still finds the writing release a read names after
   * rel[] has moved on, instead of standing in a later one for it (which
   * orders more, and is a new join in every section). */
  uint64_t wrote_n[WCP_RING];
  struct hd_vclock wrote_rel[WCP_RING];
  uint64_t wrote_count;
  uint64_t evicted;   /* the highest release number an object pushed out of cells had */
  struct wcp_cell *cells;
  uint32_t ncells, cap;
  uint64_t sections;  /* numbers the sections: log[n % WCP_LOG] is section n */
  struct wcp_section log[WCP_LOG];
  struct hd_vclock dropped; /* the release clock of the last section pushed out of the log: the join of all such */
  uint64_t *cursor;   /* per slot: the first section the slot's releases have not considered */
  uint32_t ncursor;
};

/* ---- a thread's open sections */

struct wcp_mark {
  struct wcp_lock *w; /* NULL: opened without room (hard release) */
  const void *addr;
  uint32_t first;     /* its objects are cs_cells[first ..] */
  uint64_t section;   /* its entry in w->log (exclusive sections only) */
  uint8_t exclusive, overflow;
};

__thread uint32_t hd_wcp_open;
static __thread struct wcp_mark marks[WCP_MARKS];
static __thread uint32_t nmarks; /* may exceed WCP_MARKS: the rest opened without room */
static __thread struct {
  uintptr_t key;
  uint8_t write;
} cs_cells[WCP_CS_CELLS];
static __thread uint32_t ncs_cells;

static struct wcp_lock *lock_state(struct hd_sync *s) {
  struct wcp_lock *w = __atomic_load_n(&s->wcp, __ATOMIC_ACQUIRE);
  if (w) return w;
  struct wcp_lock *fresh = hd_ialloc(sizeof *fresh);
  if (!fresh) return 0;
  struct wcp_lock *none = 0;
  if (__atomic_compare_exchange_n(&s->wcp, &none, fresh, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return fresh;
  hd_ifree(fresh, sizeof *fresh);
  return none;
}

/* Counts the joins into the calling thread's P (wcp_strict): a release of a
 * lock whose P_l absorbed this thread's P at the same count has nothing new
 * to pass on (hd_wcp_lock_releasing). Only a thread itself joins into its P,
 * except its creator before it runs (hd_wcp_hard_edge), when its memo is empty. */
static __thread uint64_t p_joins;

/* P_t ⊔= c: into the race-check clock too, which holds P. */
static void absorb(struct hd_thread *t, const struct hd_vclock *c) {
  p_joins++;
  hd_vc_join(&t->wcp_strict, c);
  hd_vc_join(&t->wcp, c);
}

/* ---- hard edges (wcp.h): thread order and P, never happens-before */

/* order[t] ⊔= t's own happens-before entry: its events up to the release. */
static void own_order(const struct hd_thread *t, struct hd_vclock *order) {
  uint32_t own = hd_vc_get(&t->vc, t->slot);
  if (hd_vc_get(order, t->slot) < own) hd_vc_set(order, t->slot, own);
}

void hd_wcp_hard_release(const struct hd_thread *t, struct hd_wcp_hard *h) {
  hd_vc_join(&h->order, &t->wcp);
  own_order(t, &h->order);
  hd_vc_join(&h->strict, &t->wcp_strict);
}

void hd_wcp_hard_copy(const struct hd_thread *t, struct hd_wcp_hard *h) {
  hd_vc_copy(&h->order, &t->wcp);
  own_order(t, &h->order);
  hd_vc_copy(&h->strict, &t->wcp_strict);
}

void hd_wcp_hard_release_clock(struct hd_wcp_hard *h, const struct hd_vclock *hb) {
  hd_vc_join(&h->order, hb);
  hd_vc_join(&h->strict, hb);
}

void hd_wcp_hard_acquire(struct hd_thread *t, const struct hd_wcp_hard *h) {
  p_joins++;
  hd_vc_join(&t->wcp, &h->order);
  hd_vc_join(&t->wcp_strict, &h->strict);
}

void hd_wcp_hard_edge(struct hd_thread *to, const struct hd_thread *from) {
  p_joins++;
  hd_vc_join(&to->wcp, &from->wcp);
  own_order(from, &to->wcp);
  hd_vc_join(&to->wcp_strict, &from->wcp_strict);
}

void hd_wcp_hard_join(struct hd_wcp_hard *dst, const struct hd_wcp_hard *src) {
  hd_vc_join(&dst->order, &src->order);
  hd_vc_join(&dst->strict, &src->strict);
}

void hd_wcp_hard_free(struct hd_wcp_hard *h) {
  hd_vc_free(&h->order);
  hd_vc_free(&h->strict);
}

/* t's WCP time C_t: P with t's own entry from its happens-before clock. */
static void wcp_time(const struct hd_thread *t, struct hd_vclock *out) {
  hd_vc_copy(out, &t->wcp);
  hd_vc_set(out, t->slot, hd_vc_get(&t->vc, t->slot));
}

/* c ⊑ C_t */
static int before_now(const struct hd_vclock *c, const struct hd_thread *t) {
  for (uint32_t i = 0; i < c->n; i++) {
    uint32_t mine = i == t->slot ? hd_vc_get(&t->vc, i) : hd_vc_get(&t->wcp, i);
    if (c->c[i] > mine) return 0;
  }
  return 1;
}

/* P_t ⊔= the clock of release n (w->mu held), or of the oldest release kept
 * when n was pushed out of the ring: later, so it orders at least as much. */
/* The last release of a few locks each thread absorbed: a lock's releases are
 * ordered by happens-before (release m's clock holds release n's for n < m)
 * and a thread's clocks only grow, so joining release n again, or an earlier
 * one, adds nothing. A section's conflicting accesses mostly name the same
 * release as the thread's previous section did (logger: every lookup finds
 * the insert's release), so this skips most of rule (a)'s joins. Thread-local
 * (a new thread starts empty: slots are reused, threads are not) and keyed by
 * the lock's record, which is never freed. */
#define WCP_MEMO 4
struct lock_memo {
  const struct wcp_lock *w;
  uint64_t n;
};
static __thread struct lock_memo absorbed[WCP_MEMO];
/* The same for P_l: the version of it the thread holds (see hd_wcp_lock_taken). */
static __thread struct lock_memo p_held[WCP_MEMO];
/* The thread's p_joins when its P was last joined into a lock's P_l: while
 * it stays, P_l (which only grows) holds P already. */
static __thread struct lock_memo p_given[WCP_MEMO];

static struct lock_memo *memo_of(struct lock_memo *memo, const struct wcp_lock *w) {
  return &memo[(unsigned)((uintptr_t)w >> 6) % WCP_MEMO];
}

/* The clock of the earliest release numbered n or later that is kept (*n
 * set to its number): release n's own, the earliest writing one after it,
 * or the oldest in rel[]. Any later release orders at least as much. */
static const struct hd_vclock *release_clock(const struct wcp_lock *w, uint64_t *n) {
  if (*n + WCP_RING > w->releases) return &w->rel[*n % WCP_RING];
  uint64_t best = w->releases - WCP_RING + 1;
  const struct hd_vclock *c = &w->rel[best % WCP_RING];
  for (unsigned i = 0; i < WCP_RING && i < w->wrote_count; i++)
    if (w->wrote_n[i] >= *n && w->wrote_n[i] < best) {
      best = w->wrote_n[i];
      c = &w->wrote_rel[i];
    }
  *n = best;
  return c;
}

static void join_release(struct hd_thread *t, struct wcp_lock *w, uint64_t n) {
  if (!n) return;
  struct lock_memo *a = memo_of(absorbed, w);
  if (a->w == w && a->n >= n) return;
  const struct hd_vclock *c = release_clock(w, &n);
  absorb(t, c);
  a->w = w;
  a->n = n;
}

static uint32_t cell_hash(uintptr_t key, uint32_t cap) {
  return (uint32_t)(((uintptr_t)key * 0x9E3779B97F4A7C15ull) >> 40) & (cap - 1);
}

static struct wcp_cell *cell_find(struct wcp_lock *w, uintptr_t key) {
  if (!w->cells) return 0;
  uint32_t h = cell_hash(key, w->cap);
  for (uint32_t i = 0; i < WCP_PROBES; i++) {
    struct wcp_cell *c = &w->cells[(h + i) & (w->cap - 1)];
    if (c->key == key) return c;
    if (!c->key) return 0;
  }
  return 0;
}

static void cells_grow(struct wcp_lock *w) {
  uint32_t cap = w->cap ? w->cap * 2 : WCP_CELLS_MIN;
  struct wcp_cell *cells = hd_ialloc(cap * sizeof *cells);
  if (!cells) return;
  struct wcp_cell *old = w->cells;
  uint32_t ocap = w->cap;
  w->cells = cells;
  w->cap = cap;
  w->ncells = 0;
  for (uint32_t i = 0; i < ocap; i++) {
    if (!old[i].key) continue;
    uint32_t h = cell_hash(old[i].key, cap), k = 0;
    while (k < WCP_PROBES && cells[(h + k) & (cap - 1)].key) k++;
    if (k == WCP_PROBES) { /* no room after all: its numbers go to evicted */
      uint64_t n = old[i].rseq > old[i].wseq ? old[i].rseq : old[i].wseq;
      if (n > w->evicted) w->evicted = n;
      continue;
    }
    cells[(h + k) & (cap - 1)] = old[i];
    w->ncells++;
  }
  if (old) hd_ifree(old, ocap * sizeof *old);
}

/* The cell of key, made when missing (starting from `evicted`: it may have
 * been pushed out before); a full probe sequence pushes its oldest out. */
static struct wcp_cell *cell_get(struct wcp_lock *w, uintptr_t key) {
  struct wcp_cell *c = cell_find(w, key);
  if (c) return c;
  if ((w->ncells + 1) * 2 > w->cap && w->cap < WCP_CELLS_MAX) cells_grow(w);
  if (!w->cells) return 0;
  uint32_t h = cell_hash(key, w->cap);
  struct wcp_cell *oldest = 0;
  for (uint32_t i = 0; i < WCP_PROBES; i++) {
    c = &w->cells[(h + i) & (w->cap - 1)];
    if (!c->key) {
      w->ncells++;
      *c = (struct wcp_cell){key, w->evicted, w->evicted, w->evicted, w->evicted};
      return c;
    }
    uint64_t n = c->rseq > c->wseq ? c->rseq : c->wseq, o = oldest ? (oldest->rseq > oldest->wseq ? oldest->rseq : oldest->wseq) : ~0ull;
    if (n < o) oldest = c;
  }
  uint64_t n = oldest->rseq > oldest->wseq ? oldest->rseq : oldest->wseq;
  if (n > w->evicted) w->evicted = n;
  *oldest = (struct wcp_cell){key, w->evicted, w->evicted, w->evicted, w->evicted};
  return oldest;
}

static inline uint64_t max64(uint64_t a, uint64_t b) { return a > b ? a : b; }
static inline uintptr_t cell_key(uintptr_t base, uintptr_t granule) { return base | (uintptr_t)(granule + 1) << 48; }
static inline uintptr_t whole_of(uintptr_t key) { return cell_key(key & ((1ull << 48) - 1), WHOLE); }

/* Release n's section accessed cell `key`; 0 when no cell could be made. The
 * whole's cell first: making the other may push it out (into `evicted`,
 * which stands for it), never the other way round. */
static int record(struct wcp_lock *w, uintptr_t key, int write, uint64_t n) {
  struct wcp_cell *whole = cell_get(w, whole_of(key));
  if (!whole) return 0;
  if (write) whole->wany = n;
  else whole->rany = n;
  if (key == whole_of(key)) {
    if (write) whole->wseq = n;
    else whole->rseq = n;
    return 1;
  }
  struct wcp_cell *c = cell_get(w, key);
  if (!c) return 0;
  if (write) c->wseq = n;
  else c->rseq = n;
  return 1;
}

static uint64_t *cursor_of(struct wcp_lock *w, uint32_t slot) {
  if (slot >= w->ncursor) {
    uint32_t n = w->ncursor ? w->ncursor : 8;
    while (n <= slot) n *= 2;
    uint64_t *c = hd_ialloc(n * sizeof *c);
    if (!c) return 0;
    for (uint32_t i = 0; i < w->ncursor; i++) c[i] = w->cursor[i];
    for (uint32_t i = w->ncursor; i < n; i++) c[i] = 0;
    if (w->cursor) hd_ifree(w->cursor, w->ncursor * sizeof *c);
    w->cursor = c;
    w->ncursor = n;
  }
  return &w->cursor[slot];
}

/* ---- the entry points */

void hd_wcp_lock_taken(struct hd_thread *t, struct hd_sync *s, const void *addr, int exclusive) {
  if (!s) s = hd_sync_get(addr);
  struct wcp_lock *w = s ? lock_state(s) : 0;
  hd_rt_enter();
  /* the section is a new epoch: its accesses' records name it (see the header) */
  hd_thread_tick(t);
  uint32_t i = nmarks++;
  hd_wcp_open = nmarks;
  if (!w || i >= WCP_MARKS) {
    /* no room to follow the section: ordered after the lock's last release as by happens-before */
    if (s) {
      hd_spin_lock(&s->mu);
      absorb(t, &s->vc);
      hd_spin_unlock(&s->mu);
    }
    if (i < WCP_MARKS) marks[i] = (struct wcp_mark){0, addr, ncs_cells, 0, (uint8_t)exclusive, 1};
    hd_rt_leave();
    return;
  }
  struct wcp_mark *m = &marks[i];
  *m = (struct wcp_mark){w, addr, ncs_cells, 0, (uint8_t)exclusive, 0};
  hd_spin_lock(&w->mu);
  /* rule (c): composition with happens-before. Skipped when the thread holds
   * this version of P_l already: it absorbed it and the lock's only release
   * since was its own, which joined its own P (a lock taken again by the
   * thread that released it: logger's lookups). */
  struct lock_memo *held = memo_of(p_held, w);
  if (held->w != w || held->n != w->p_version) {
    absorb(t, &w->p);
    held->w = w;
    held->n = w->p_version;
  }
  if (exclusive) {
    m->section = w->sections++;
    struct wcp_section *e = &w->log[m->section % WCP_LOG];
    /* The lock's releases are ordered by happens-before (each section's
     * acquire joined the lock's clock, which held the previous release), so
     * the newest section pushed out has the join of all pushed out before: its
     * clock becomes `dropped` and dropped's storage is the new entry's, which
     * its release overwrites — a swap instead of a join per acquire. */
    if (m->section >= WCP_LOG && e->done) {
      struct hd_vclock newest = e->rel;
      e->rel = w->dropped;
      w->dropped = newest;
    }
    e->slot = t->slot;
    e->done = 0;
    wcp_time(t, &e->acq);
  }
  hd_spin_unlock(&w->mu);
  hd_rt_leave();
}

/* Rule (b), at t's release of w: earlier sections of other threads whose
 * acquire precedes this point (C_t) have their releases precede it too. In
 * order, as the paper's queues: the first one that does not stops it. */
static void earlier_releases(struct hd_thread *t, struct wcp_lock *w) {
  uint64_t *cur = cursor_of(w, t->slot);
  if (!cur) { /* no memory: every earlier release precedes (orders more, never less) */
    join_release(t, w, w->releases);
    return;
  }
  uint64_t n = *cur;
  if (n + WCP_LOG < w->sections) {
    /* sections pushed out of the log before this thread considered them: taken as preceding */
    absorb(t, &w->dropped);
    n = w->sections - WCP_LOG;
  }
  for (; n < w->sections; n++) {
    struct wcp_section *e = &w->log[n % WCP_LOG];
    if (e->slot == t->slot) continue;
    if (!e->done || !before_now(&e->acq, t)) break;
    absorb(t, &e->rel);
  }
  *cur = n;
}

void hd_wcp_lock_releasing(struct hd_thread *t, const void *addr) {
  hd_rt_enter();
  uint32_t i = nmarks;
  while (i > 0 && !(i <= WCP_MARKS && marks[i - 1].addr == addr)) i--;
  struct wcp_mark m = i ? marks[i - 1] : (struct wcp_mark){0};
  if (i) {
    for (uint32_t k = i; k < nmarks && k < WCP_MARKS; k++) marks[k - 1] = marks[k];
    nmarks--;
  } else if (nmarks > WCP_MARKS) {
    nmarks--; /* one of those opened without room */
  }
  hd_wcp_open = nmarks;
  /* the mark names the lock's record: no lookup by address then */
  struct hd_sync *s = m.w ? 0 : hd_sync_get(addr);
  struct wcp_lock *w = m.w ? m.w : s ? lock_state(s) : 0;
  if (!w) {
    hd_rt_leave();
    return;
  }
  hd_spin_lock(&w->mu);
  earlier_releases(t, w);
  if (m.w && m.exclusive) {
    /* rule (a): this release against later sections' conflicting accesses */
    uint64_t n = ++w->releases;
    hd_vc_copy(&w->rel[n % WCP_RING], &t->vc);
    int wrote = 0;
    for (uint32_t k = m.first; k < ncs_cells; k++) {
      if (!record(w, cs_cells[k].key, cs_cells[k].write, n)) m.overflow = 1;
      wrote |= cs_cells[k].write;
    }
    if (wrote) {
      unsigned j = (unsigned)(w->wrote_count++ % WCP_RING);
      w->wrote_n[j] = n;
      hd_vc_copy(&w->wrote_rel[j], &t->vc);
    }
    struct wcp_section *e = &w->log[m.section % WCP_LOG];
    if (m.section + WCP_LOG >= w->sections && e->slot == t->slot && !e->done) {
      hd_vc_copy(&e->rel, &t->vc);
      e->done = 1;
    }
  }
  if (m.exclusive || !m.w) {
    struct lock_memo *held = memo_of(p_held, w);
    int held_before = held->w == w && held->n == w->p_version;
    struct lock_memo *given = memo_of(p_given, w);
    int changed = 0;
    if (given->w != w || given->n != p_joins) {
      hd_vc_join(&w->p, &t->wcp_strict); /* P alone: the hard edges' order is no WCP edge (wcp.h) */
      given->w = w;
      given->n = p_joins;
      changed = 1;
    }
    /* a section not followed (no mark, objects over the bound): a hard release */
    if (!m.w || m.overflow) {
      hd_vc_join(&w->p, &t->vc);
      changed = 1;
    }
    if (changed) w->p_version++;
    /* P_l ⊔ this thread's P is still held by it (t->wcp ⊒ t->wcp_strict); not
     * so with its happens-before clock joined */
    if (held_before && m.w && !m.overflow) held->n = w->p_version;
  }
  hd_spin_unlock(&w->mu);
  if (!nmarks) ncs_cells = 0;
  hd_rt_leave();
}

/* Inside the runtime: a signal handler's accesses meanwhile go unchecked
 * instead of waiting for a table lock this thread holds. */
static void access_locked(struct hd_thread *t, const uintptr_t *keys, unsigned nkeys, int is_write);

void hd_wcp_access_slow(struct hd_thread *t, const struct hd_object *o, uintptr_t lo, uintptr_t hi, int is_write) {
  /* The whole object: only a piece's first access in the section's epoch gets
   * here (race_fast.h lets the rest through inline), so the section's record
   * of its first granule missed the others it went on to touch — a later
   * section of the lock reading them found no conflict, and a false race was
   * predicted (lit race/infer-fields-array-elements.c, infer-locked-elements.c
   * with wcp=1). Object-granular conflicts order more: never a false report. */
  (void)lo;
  (void)hi;
  uintptr_t key = cell_key(o->base, WHOLE);
  hd_rt_enter();
  access_locked(t, &key, 1, is_write);
  hd_rt_leave();
}

/* The last release number a cell's accesses conflict with (w->mu held). */
static uint64_t conflicting(struct wcp_lock *w, uintptr_t key, int is_write) {
  const struct wcp_cell *whole = cell_find(w, whole_of(key));
  uint64_t ev = w->evicted;
  if (key == whole_of(key)) {
    uint64_t wrote = whole ? whole->wany : ev, read = whole ? whole->rany : ev;
    return is_write && read > wrote ? read : wrote;
  }
  const struct wcp_cell *c = cell_find(w, key);
  uint64_t wrote = max64(c ? c->wseq : ev, whole ? whole->wseq : ev);
  uint64_t read = max64(c ? c->rseq : ev, whole ? whole->rseq : ev);
  return is_write ? max64(read, wrote) : wrote;
}

static void access_locked(struct hd_thread *t, const uintptr_t *keys, unsigned nkeys, int is_write) {
  uint32_t n = nmarks < WCP_MARKS ? nmarks : WCP_MARKS;
  for (uint32_t i = 0; i < n; i++) {
    struct wcp_lock *w = marks[i].w;
    if (!w) continue;
    hd_spin_lock(&w->mu);
    uint64_t last = 0;
    for (unsigned k = 0; k < nkeys; k++) last = max64(last, conflicting(w, keys[k], is_write));
    join_release(t, w, last);
    hd_spin_unlock(&w->mu);
  }
  for (unsigned k = 0; k < nkeys; k++) {
    /* the same cell again (another segment, a re-access after a nested lock) adds nothing */
    int seen = 0;
    for (uint32_t j = ncs_cells; j > 0 && j + 4 > ncs_cells && !seen; j--)
      seen = cs_cells[j - 1].key == keys[k] && cs_cells[j - 1].write == (uint8_t)is_write;
    if (seen) continue;
    if (ncs_cells == WCP_CS_CELLS) {
      for (uint32_t i = 0; i < n; i++) marks[i].overflow = 1;
      return;
    }
    cs_cells[ncs_cells].key = keys[k];
    cs_cells[ncs_cells].write = (uint8_t)is_write;
    ncs_cells++;
  }
}
