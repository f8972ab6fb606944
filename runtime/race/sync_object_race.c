/* sync_object_race.c — see sync_object_race.h. An open-addressing table of
 * the sync objects written so far, filled under one spin lock (inits,
 * destroys and frees of locks are rare next to locks); a lock's check reads
 * it without the lock. */
#include "sync_object_race.h"

#include <pthread.h>
#include <stdio.h>

#include "access.h"
#include "arena.h"
#include "globals.h"
#include "object.h"
#include "race.h"
#include "report.h"
#include "signal_safe.h"
#include "site_stack.h"
#include "sync.h"
#include "thread.h"
#include "util.h"
#include "vclock.h"

#define SYNC_OBJECTS 4096 /* a power of two; filled to 3/4 (probes stay short), the others are not checked */
#define READERS 4         /* reads remembered per write: a barrier's waiters, the last few */

struct access_rec {
  struct hd_epoch e; /* clk 0: none; 8-byte aligned (write_epoch) */
  uint32_t tid, stack;
  const char *call;
};

struct sync_object {
  uintptr_t addr; /* 0: free; set once, under the lock */
  struct access_rec w;
  struct access_rec r[READERS];
  uint32_t next_reader;
};

static struct sync_object table[SYNC_OBJECTS];
uint32_t hd_sync_objects_used;
static hd_spin_t lock;

/* Every write so far, joined (lock held): a thread ordered after all of them
 * needs no entry's check until the next write (the header's inline check). */
static struct hd_vclock writes_vc;
uint32_t hd_sync_object_write_gen = 1;
__thread uint32_t hd_sync_object_ordered_gen;
static __thread uint32_t tried_gen; /* the count at this thread's last after_every_write */
static __thread uintptr_t reported_at;        /* the object and write this thread's last read race named */
static __thread struct hd_epoch reported_write;

/* Is t ordered after every write (lock held)? */
static int after_every_write(const struct hd_thread *t) {
  for (uint32_t i = 0; i < writes_vc.n; i++)
    if (writes_vc.c[i] > hd_vc_get(&t->vc, i)) return 0;
  return 1;
}

static uint32_t slot_of(uintptr_t a) { return (uint32_t)((a >> 2) * 0x9E3779B97F4A7C15ull >> 52); }

/* obj's entry, or NULL; create (lock held): a new one if there is room. */
static struct sync_object *find(uintptr_t a, int create) {
  uint32_t h = slot_of(a);
  for (uint32_t i = 0; i < SYNC_OBJECTS; i++) {
    struct sync_object *e = &table[(h + i) & (SYNC_OBJECTS - 1)];
    uintptr_t k = __atomic_load_n(&e->addr, __ATOMIC_ACQUIRE);
    if (k == a) return e;
    if (k) continue;
    if (!create || hd_sync_objects_used >= SYNC_OBJECTS / 4 * 3) return 0;
    __atomic_store_n(&e->addr, a, __ATOMIC_RELEASE);
    __atomic_add_fetch(&hd_sync_objects_used, 1, __ATOMIC_RELEASE);
    return e;
  }
  return 0;
}

/* The race object holding obj (race mode, unannotated memory), or NULL. */
static struct hd_object *race_object(uintptr_t a) {
  if (!hd_race_enabled || a - __heddle_range_lo >= __heddle_range_size) return 0;
  struct hd_object *o = hd_arena_find(a);
  if (!o) o = hd_globals_find(a);
  return o && (__atomic_load_n(&o->flags, __ATOMIC_ACQUIRE) & HD_OBJ_RACE) ? o : 0;
}

/* The calling thread when this is the program's own call (a library's —
 * libomp's mutexes — is ordered by what heddle does not see) and it may
 * check now. */
static struct hd_thread *checking_thread(struct hd_caller c) {
  if (hd_in_runtime || hd_rt_depth || hd_ignore_accesses || !hd_from_program(c.pc)) return 0;
  return hd_thread_current();
}

static struct access_rec now(struct hd_thread *t, struct hd_caller c, const char *call) {
  return (struct access_rec){{t->slot, hd_vc_get(&t->vc, t->slot)}, t->tid, hd_race_site_stack(t, c), call};
}

static void report(struct hd_thread *t, uintptr_t a, uint32_t size, int is_write, struct hd_caller c,
                   const char *call, const struct access_rec *prev, int prev_write) {
  struct hd_change_rec other = {prev_write ? HEDDLE_CHANGE_WRITE : HEDDLE_CHANGE_ATOMIC_READ, prev->tid, prev->stack};
  char d[200];
  snprintf(d, sizeof d, "%s by T%u (a %s of the object) races with %s by T%u (a %s; no happens-before)", call,
           t->tid, is_write ? "write" : "read", prev->call, prev->tid, prev_write ? "write" : "read");
  struct hd_object *o = race_object(a);
  if (!o) o = hd_arena_find(a); /* freed (quarantined): a lock or unlock after the free still names it */
  struct hd_report r = {HEDDLE_RULE_DATA_RACE, t, c, a, size, is_write, o, &other, d};
  hd_report(&r);
}

static int epoch_unordered(struct hd_epoch e, const struct hd_thread *t) {
  return e.clk && e.slot != t->slot && !hd_epoch_leq(e, &t->vc);
}
static int unordered(const struct access_rec *r, const struct hd_thread *t) { return epoch_unordered(r->e, t); }

/* A write's epoch, read without the lock as one 8-byte load (written so, under it). */
static struct hd_epoch write_epoch(const struct sync_object *e) {
  union { uint64_t bits; struct hd_epoch e; } u;
  u.bits = __atomic_load_n((const uint64_t *)&e->w.e, __ATOMIC_ACQUIRE);
  return u.e;
}
static void set_write(struct sync_object *e, struct access_rec w) {
  union { uint64_t bits; struct hd_epoch e; } u = {.e = w.e};
  e->w.tid = w.tid;
  e->w.stack = w.stack;
  e->w.call = w.call;
  __atomic_store_n((uint64_t *)&e->w.e, u.bits, __ATOMIC_RELEASE);
}

/* ---- pages that may hold a lock or a table entry: a bit per hashed 4 KiB
 * page, never cleared, so a free (and a reuse) of memory holding neither asks
 * nothing more (a load or two). */
#define PAGE_BITS 65536
static uint64_t pages[PAGE_BITS / 64];
static uint32_t pages_marked;

static uint32_t page_bit(uintptr_t page) { return (uint32_t)((page * 0x9E3779B97F4A7C15ull) >> 48); }
static void mark_page(uintptr_t a) {
  uint32_t b = page_bit(a >> 12);
  if (__atomic_load_n(&pages[b / 64], __ATOMIC_RELAXED) >> (b % 64) & 1) return;
  __atomic_fetch_or(&pages[b / 64], 1ull << (b % 64), __ATOMIC_RELEASE);
  __atomic_store_n(&pages_marked, 1, __ATOMIC_RELEASE);
}
static int page_marked(uintptr_t page) {
  uint32_t b = page_bit(page);
  return __atomic_load_n(&pages[b / 64], __ATOMIC_ACQUIRE) >> (b % 64) & 1;
}

void hd_sync_object_lock_born(const void *obj) { mark_page((uintptr_t)obj); }

/* Calls fn(a, arg) for every 4-byte aligned address of [lo, hi) on a marked
 * page (locks are 4-byte aligned at least: a spin lock is an int). */
static void each_marked(uintptr_t lo, uintptr_t hi, void (*fn)(uintptr_t, void *), void *arg) {
  if (lo >= hi || !__atomic_load_n(&pages_marked, __ATOMIC_ACQUIRE)) return;
  for (uintptr_t page = lo >> 12; page <= (hi - 1) >> 12; page++) {
    if (!page_marked(page)) continue;
    uintptr_t from = page << 12 > lo ? page << 12 : lo, to = (page + 1) << 12 < hi ? (page + 1) << 12 : hi;
    for (uintptr_t a = (from + 3) & ~(uintptr_t)3; a < to; a += 4) fn(a, arg);
  }
}

/* The critical sections released into the clock of `s` (a lock's, or an
 * rwlock's readers') since the lock's bytes were last written, when t is not
 * ordered after all of them: the last acquisition of the lock (`lock`'s
 * record), as a read (clk 0: none). From now on they are behind this write. */
static struct access_rec unordered_sections(const struct hd_thread *t, struct hd_sync *s, const struct hd_sync *lock) {
  struct access_rec prev = {{0, 0}, 0, 0, 0};
  if (!s || !lock || !__atomic_load_n(&lock->locked_call, __ATOMIC_RELAXED)) return prev;
  hd_spin_lock(&s->mu);
  for (uint32_t i = 0; s->releases != s->written_releases && i < s->vc.n && !prev.e.clk; i++)
    if (s->vc.c[i] > hd_vc_get(&t->vc, i)) prev.e = (struct hd_epoch){i, s->vc.c[i]};
  s->written_releases = s->releases;
  hd_spin_unlock(&s->mu);
  if (!prev.e.clk) return prev;
  prev.tid = __atomic_load_n(&lock->locked_tid, __ATOMIC_RELAXED);
  prev.call = __atomic_load_n(&lock->locked_call, __ATOMIC_RELAXED);
  struct heddle_stack st = {.nframes = 1, .pc = {__atomic_load_n(&lock->locked_at, __ATOMIC_RELAXED)}};
  prev.stack = st.pc[0] ? hd_depot_put(&st) : 0;
  return prev;
}

/* t's `call` wrote the sync object at a: checked against the reads since
 * the last write (a barrier's remembered waits, a lock's critical sections —
 * its own, and an rwlock's readers' at a + 1, intercept_sync.c) and that
 * write, then remembered. */
static void write_checked(struct hd_thread *t, uintptr_t a, uint32_t size, struct hd_caller c, const char *call) {
  struct hd_sync *lock_rec = hd_sync_find((const void *)a);
  struct access_rec prev = unordered_sections(t, lock_rec, lock_rec);
  struct access_rec readers = unordered_sections(t, hd_sync_find((const void *)(a + 1)), lock_rec);
  if (!prev.e.clk) prev = readers;
  int prev_write = 0;
  hd_spin_lock(&lock);
  struct sync_object *e = find(a, 1);
  if (e) {
    mark_page(a);
    if (unordered(&e->w, t)) prev = e->w, prev_write = 1;
    for (uint32_t i = 0; i < READERS && !prev.e.clk; i++)
      if (unordered(&e->r[i], t)) prev = e->r[i];
    struct access_rec w = now(t, c, call);
    set_write(e, w);
    if (w.e.clk > hd_vc_get(&writes_vc, w.e.slot)) hd_vc_set(&writes_vc, w.e.slot, w.e.clk);
    __atomic_add_fetch(&hd_sync_object_write_gen, 1, __ATOMIC_RELEASE);
    for (uint32_t i = 0; i < READERS; i++) e->r[i].e.clk = 0; /* reads before this write are its business */
  }
  hd_spin_unlock(&lock);
  if (prev.e.clk) report(t, a, size, 1, c, call, &prev, prev_write);
}

void hd_sync_object_written(const void *obj, uint32_t size, struct hd_caller c, const char *call) {
  uintptr_t a = (uintptr_t)obj;
  struct hd_thread *t = race_object(a) ? checking_thread(c) : 0;
  if (t) write_checked(t, a, size, c, call);
}

/* ---- frees and reuse */
struct freeing {
  struct hd_thread *t;
  uintptr_t end; /* the object's */
  struct hd_caller c;
};

static int is_sync_object(uintptr_t a) {
  const struct hd_sync *s = hd_sync_find((const void *)a);
  return (s && __atomic_load_n(&s->locked_call, __ATOMIC_RELAXED)) || find(a, 0);
}

static void free_one(uintptr_t a, void *arg) {
  const struct freeing *f = arg;
  if (!is_sync_object(a)) return;
  uintptr_t left = f->end - a;
  write_checked(f->t, a, left < sizeof(pthread_mutex_t) ? (uint32_t)left : sizeof(pthread_mutex_t), f->c, "free");
}

void hd_sync_object_freed(const struct hd_object *o, struct hd_caller c) {
  struct hd_thread *t = checking_thread(c);
  if (!t) return;
  struct freeing f = {t, o->base + o->size, c};
  each_marked(o->base, o->base + o->size, free_one, &f);
}

static void forget_one(uintptr_t a, void *arg) {
  (void)arg;
  struct hd_sync *s = hd_sync_find((const void *)a);
  if (s) {
    hd_spin_lock(&s->mu);
    s->written_releases = s->releases;
    hd_sync_note_locked(s, 0, 0, 0);
    hd_spin_unlock(&s->mu);
  }
  struct sync_object *e = find(a, 0);
  if (!e) return;
  hd_spin_lock(&lock);
  set_write(e, (struct access_rec){{0, 0}, 0, 0, 0});
  for (uint32_t i = 0; i < READERS; i++) e->r[i].e.clk = 0;
  hd_spin_unlock(&lock);
}

void hd_sync_object_forget(uintptr_t base, uintptr_t size) { each_marked(base, base + size, forget_one, 0); }

void hd_sync_object_read_slow(const void *obj, uint32_t size, struct hd_caller c, const char *call, int remember) {
  uintptr_t a = (uintptr_t)obj;
  struct sync_object *e = find(a, 0);
  if (!e) return;
  struct hd_thread *t = checking_thread(c);
  /* a lock's check, ordered after the object's last write: no lock (and the
   * table's only once per write count: a thread never ordered after some
   * free's thread would otherwise take it at every lock) */
  if (!t || (!remember && !epoch_unordered(write_epoch(e), t))) {
    if (t && !remember && tried_gen != __atomic_load_n(&hd_sync_object_write_gen, __ATOMIC_ACQUIRE)) {
      hd_spin_lock(&lock);
      uint32_t gen = hd_sync_object_write_gen;
      tried_gen = gen;
      if (after_every_write(t)) hd_sync_object_ordered_gen = gen;
      hd_spin_unlock(&lock);
    }
    return;
  }
  struct access_rec prev = {{0, 0}, 0, 0, 0};
  hd_spin_lock(&lock);
  if (unordered(&e->w, t)) prev = e->w;
  if (remember) e->r[e->next_reader++ % READERS] = now(t, c, call);
  hd_spin_unlock(&lock);
  /* once per write and thread: the unlock after a racing lock is the same race (TSan reports an address once) */
  if (!prev.e.clk || (reported_at == a && reported_write.slot == prev.e.slot && reported_write.clk == prev.e.clk))
    return;
  reported_at = a;
  reported_write = prev.e;
  report(t, a, size, 0, c, call, &prev, 1);
}

void hd_sync_object_fork_lock(int take) {
  if (take) hd_spin_lock(&lock);
  else hd_spin_unlock(&lock);
}
