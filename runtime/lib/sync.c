/* sync.c — address -> sync clock map: a fixed bucket array with per-bucket
 * chains; lookups of existing records take no lock.
 *
 * Acquires are far more frequent than the releases they can learn anything
 * from (an acquire load spinning on a flag, a double-checked initialisation,
 * a thread re-taking its own mutex), so each record keeps a summary of its
 * last release, read without the lock: when the clock is exactly the
 * releasing thread's clock at that release and the acquirer is already
 * ordered after that release, the acquire is a no-op — no lock, no join, no
 * write to the record's cache line.
 *
 * Cheaper still, and for clocks that are joins of several releases too (a
 * completion counter bumped with release by every worker, Peterson's `turn`
 * written by both threads: there the summary can never say "seen"): each
 * thread remembers, for the last few objects it acquired, the record and
 * its release count at that acquire. While the count stays, the object's
 * clock is the one the thread already absorbed, and clocks only grow, so an
 * acquire is a TLS lookup and one load — no hash lookup, no clock compare
 * (issue #11: a ticket lock's waiters spinning on `serving`).
 *
 * A lock taken again and again by one thread (logger's table lock: every
 * trace() call) costs neither join: its release keeps the thread's memo
 * current (the thread had all of the lock's clock, and has all of it after
 * adding its own), so the next acquire is the memo's hit; and while the
 * lock's clock is exactly the thread's from its last release and the
 * thread's clock changed since in its own entry only (vclock.h `changes`),
 * the release writes that one entry instead of joining the whole clock. */
#include "sync.h"

#include "flags.h"
#include "ialloc.h"
#include "thread.h"
#include "wcp.h"

#define BUCKETS (1u << 16)

static struct hd_sync *buckets[BUCKETS];
static hd_spin_t bucket_lock[256];

static inline uint32_t hash_addr(uintptr_t a) {
  return (uint32_t)((a * 0x9E3779B97F4A7C15ull) >> 48) & (BUCKETS - 1);
}

void hd_sync_fork_lock(int take) { hd_spin_all(bucket_lock, 256, take); }

static struct hd_sync *lookup(uintptr_t a, uint32_t h) {
  for (struct hd_sync *s = __atomic_load_n(&buckets[h], __ATOMIC_ACQUIRE); s; s = s->next)
    if (s->addr == a) return s;
  return 0;
}

struct hd_sync *hd_sync_find(const void *addr) {
  uintptr_t a = (uintptr_t)addr;
  return lookup(a, hash_addr(a));
}

struct hd_sync *hd_sync_get(const void *addr) {
  uintptr_t a = (uintptr_t)addr;
  uint32_t h = hash_addr(a);
  struct hd_sync *s = lookup(a, h);
  if (s) return s;
  hd_spin_t *lk = &bucket_lock[h & 255];
  hd_spin_lock(lk);
  for (s = buckets[h]; s; s = s->next)
    if (s->addr == a) break;
  if (!s && (s = hd_ialloc(sizeof *s))) {
    s->addr = a;
    s->released_by = HD_NO_TID;
    s->next = buckets[h];
    __atomic_store_n(&buckets[h], s, __ATOMIC_RELEASE);
  }
  hd_spin_unlock(lk);
  return s;
}

/* ---- the summary of the last release (hd_sync.last_release):
 * bits 0-31 its clock value, 32-47 its slot, bit 63 set when vc holds more
 * than that thread's clock at that release (it is a join of several). vc
 * always contains that clock. Zero: nothing released, vc is empty. */
#define VC_IS_JOIN (1ull << 63)
_Static_assert(HD_MAX_THREADS <= 0x10000, "a slot must fit the summary's 16 bits");

static inline struct hd_epoch last_epoch(uint64_t last) {
  return (struct hd_epoch){(uint32_t)(last >> 32) & 0xFFFFu, (uint32_t)last};
}

/* Called with s->mu held, after vc absorbed the clock of epoch e. The count
 * after the summary: a thread that reads the new count reads a summary at
 * least as new (acquire_memo_hit's callers rely on it). */
static void publish(struct hd_sync *s, struct hd_epoch e, int vc_is_that_clock) {
  uint64_t last = (uint64_t)e.clk | (uint64_t)e.slot << 32 | (vc_is_that_clock ? 0 : VC_IS_JOIN);
  __atomic_store_n(&s->last_release, last, __ATOMIC_RELEASE);
  __atomic_store_n(&s->releases, s->releases + 1, __ATOMIC_RELEASE);
}

static uint64_t release_joins; /* verbosity >= 1: releases that joined (hd_sync_release_join_count) */

uint64_t hd_sync_release_join_count(void) { return __atomic_load_n(&release_joins, __ATOMIC_RELAXED); }

/* The release proper (s->mu held): vc absorbs t's clock. When vc is exactly
 * t's clock of its last release into it and t's clock has changed since in
 * its own entry only (its `changes` count stayed: no acquire joined anything
 * into it), the join is that one entry. When t had all of vc (`had_all`: its
 * memo says so — a mutex it holds, taken after another thread's release), the
 * join is a copy. Returns whether vc is now exactly t's clock. */
static int absorb_releaser(struct hd_sync *s, struct hd_thread *t, uint32_t own, int had_all) {
  int exact;
  if (s->released_by == t->tid && s->released_changes == t->vc.changes && t->slot < s->vc.n) {
    s->vc.c[t->slot] = own;
    exact = 1;
  } else {
    if (had_all && t->vc.n <= s->vc.cap) {
      hd_vc_copy(&s->vc, &t->vc);
      exact = 1;
    } else {
      exact = hd_vc_join(&s->vc, &t->vc);
    }
    if (hd_flags.verbosity) __atomic_add_fetch(&release_joins, 1, __ATOMIC_RELAXED);
  }
  s->released_by = exact ? t->tid : HD_NO_TID;
  s->released_changes = t->vc.changes;
  return exact;
}

/* The record is found through the releasing thread's memo of its acquires
 * first (a lock it took: sync.h hd_sync_find_known), and the memo stays
 * current: a thread that had absorbed all of the clock it releases into
 * (its own lock) has all of it after its release too, so its next acquire of
 * the lock, with no other thread's release in between, is the memo's hit and
 * joins nothing. With wcp=1 only when the memo was current before: a clock
 * that is exactly t's says nothing about its hard-edge side (wcp_hard). */
void hd_sync_publish(struct hd_thread *t, const void *addr, int hard) {
  if (!t) return;
  hd_rt_enter();
  struct hd_acquire_memo *m = t == hd_self ? hd_acquire_memo_of((uintptr_t)addr) : 0;
  struct hd_sync *s = m && m->addr == (uintptr_t)addr ? m->s : 0;
  if (s || (s = hd_sync_get(addr))) {
    hd_spin_lock(&s->mu);
    int had_all = m && m->s == s && m->releases == s->releases;
    uint32_t own = hd_vc_get(&t->vc, t->slot);
    int exact = absorb_releaser(s, t, own, had_all);
    publish(s, (struct hd_epoch){t->slot, own}, exact);
    if (hard && hd_wcp_enabled) hd_wcp_hard_release(t, &s->wcp_hard);
    if (m && exact && (had_all || !hd_wcp_enabled)) *m = (struct hd_acquire_memo){(uintptr_t)addr, s, s->releases};
    hd_spin_unlock(&s->mu);
  }
  hd_rt_leave();
}

void hd_sync_release(struct hd_thread *t, const void *addr) {
  if (!t) return;
  hd_sync_publish(t, addr, 1);
  hd_thread_tick(t);
}

void hd_sync_release_lock(struct hd_thread *t, const void *addr) {
  if (!t) return;
  hd_sync_publish(t, addr, 0);
  hd_thread_tick(t);
}

/* Has t seen all of s's clock? Without the lock: a release racing with this
 * test orders after the acquire, as if it had come later. */
static int seen_all(const struct hd_thread *t, const struct hd_sync *s) {
  uint64_t last = __atomic_load_n(&s->last_release, __ATOMIC_ACQUIRE);
  return !(last & VC_IS_JOIN) && hd_thread_has_seen(t, last_epoch(last));
}

/* ---- the calling thread's memo of its acquires (sync.h). TLS, so kept only
 * for t == hd_self: a thread's record and its OS thread stay paired for
 * life (thread.c: a retired thread never registers again). */
__thread struct hd_acquire_memo hd_acquire_memo[HD_ACQUIRE_MEMO];

static uint64_t joins; /* verbosity >= 1: acquires that joined (hd_sync_join_count) */

uint64_t hd_sync_join_count(void) { return __atomic_load_n(&joins, __ATOMIC_RELAXED); }

/* The acquire proper (inside hd_rt_enter: t's clock is read unlocked, and no
 * signal handler's edge may change it meanwhile). `releases` was read before
 * the summary (publish's order), so whatever the summary or the locked join
 * shows covers every release it counts. */
static void acquire(struct hd_thread *t, struct hd_sync *s, int memo, int lock) {
  uint64_t releases = __atomic_load_n(&s->releases, __ATOMIC_ACQUIRE);
  struct hd_acquire_memo *m = memo ? hd_acquire_memo_of(s->addr) : 0;
  /* Absorbed at this count already (a thread re-taking its own lock:
   * hd_sync_publish). Not a hard edge with wcp=1: a lock's acquire, which
   * may have set the memo, absorbed no hard-edge side. */
  if (m && m->s == s && m->releases == releases && (lock || !hd_wcp_enabled)) return;
  /* With wcp=1 a hard edge joins the WCP clock too, which having seen the
   * release through happens-before (maybe through a lock) says nothing about. */
  if (!seen_all(t, s) || (!lock && hd_wcp_enabled)) {
    hd_spin_lock(&s->mu);
    releases = s->releases;
    /* a lock's edge is happens-before only: its WCP side is wcp.c's */
    if (lock) {
      hd_vc_join(&t->vc, &s->vc);
    } else {
      hd_hb_acquire(t, &s->vc);
      if (hd_wcp_enabled) hd_wcp_hard_acquire(t, &s->wcp_hard);
    }
    hd_spin_unlock(&s->mu);
    if (hd_flags.verbosity) __atomic_add_fetch(&joins, 1, __ATOMIC_RELAXED);
  }
  if (m) *m = (struct hd_acquire_memo){s->addr, s, releases};
}

void hd_sync_acquire_slow(struct hd_thread *t, const void *addr) {
  if (t) hd_sync_acquire_found(t, 0, addr, 0);
}

void hd_sync_acquire_found(struct hd_thread *t, struct hd_sync *s, const void *addr, int lock) {
  if (!s && !(s = hd_sync_find(addr))) return;
  hd_rt_enter();
  acquire(t, s, t == hd_self, lock);
  hd_rt_leave();
}

void hd_sync_release_clock(const void *addr, const struct hd_vclock *clock, uint32_t slot) {
  struct hd_epoch e = {slot, hd_vc_get(clock, slot)};
  struct hd_sync *s = hd_sync_find(addr);
  if (s) {
    /* The common repeat, a thread's relaxed stores after one release fence:
     * the last release is this thread's at or after e, so vc holds clock. */
    struct hd_epoch last = last_epoch(__atomic_load_n(&s->last_release, __ATOMIC_ACQUIRE));
    if (last.slot == slot && last.clk >= e.clk) return;
  } else if (!(s = hd_sync_get(addr))) {
    return;
  }
  hd_spin_lock(&s->mu);
  s->released_by = HD_NO_TID; /* a clock the thread had earlier, not its current one */
  publish(s, e, hd_vc_join(&s->vc, clock));
  if (hd_wcp_enabled) hd_wcp_hard_release_clock(&s->wcp_hard, clock);
  hd_spin_unlock(&s->mu);
}
