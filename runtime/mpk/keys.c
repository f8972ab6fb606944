/* keys.c — see keys.h. One spin lock guards the pool; lookups scan at most
 * 15 entries. */
#include "keys.h"

#include <errno.h>
#include <sys/mman.h>

#include "flags.h"
#include "page_cache.h"
#include "pkru.h"
#include "util.h"

#define MAX_KEYS 16

struct hd_mpk_fixed_keys hd_mpk_fixed;
uint32_t hd_mpk_owned_bits;
int hd_mpk_lock_keys;

enum holder { FREE = 0, THREAD = 1, LOCK = 2 };

struct pool_key {
  int key;
  enum holder kind;
  int finished; /* THREAD: its thread is done */
  uintptr_t who; /* tid or lock address */
  int objects;   /* objects tagged with the key */
};

static struct pool_key pool[MAX_KEYS];
static int npool, nkeys;
static int objects[MAX_KEYS]; /* per key number, for keys outside the pool too */
static hd_spin_t lock;
static uint64_t shared_assignments;
static int sharing; /* some thread or lock has shared a key since start-up */
/* Locks that have had locked objects (a lock with a shared key is no pool
 * entry's holder, yet a thread holding it must get its domain opened):
 * open addressing, never shrinks; when full every lock counts as one. */
#define LOCKED_LOCKS 1024
static uintptr_t locked_locks[LOCKED_LOCKS];
static int n_locked_locks;

/* With the lock held. */
static int locked_lock_known(uintptr_t l, int add) {
  if (n_locked_locks >= LOCKED_LOCKS / 2) return 1;
  for (unsigned i = (unsigned)(l >> 4) % LOCKED_LOCKS;; i = (i + 1) % LOCKED_LOCKS) {
    if (locked_locks[i] == l) return 1;
    if (!locked_locks[i]) {
      if (!add) return 0;
      locked_locks[i] = l;
      __atomic_store_n(&n_locked_locks, n_locked_locks + 1, __ATOMIC_RELEASE);
      return 1;
    }
  }
}
/* The thread holding `lock` (rehash.c must not stop it there). */
__thread int hd_mpk_in_keys_lock;
/* PUSh §3.3's hash: ((a*x + b) mod p) mod n, with p = 2^61 - 1. */
static uint64_t hash_a = 0x9e3779b97f4a7c15ull % ((1ull << 61) - 1), hash_b = 12345;

/* The mark covers the lock from before it is taken until after it is let go:
 * a rehash's stop signal that came between taking the lock and marking it
 * (or between unmarking and letting go) stopped the holder in the signal
 * handler, and the rehash then waited for the lock forever (mpk/rehash.c hung
 * so in the VM: main in stop_here() from keys_lock(), heddle-rehash spinning in
 * hd_mpk_keys_rehash()). Marked while still spinning, a thread only defers its
 * stop to keys_unlock(), and the rehash goes on without it after its wait. */
static void keys_lock(void) {
  hd_mpk_in_keys_lock = 1;
  __atomic_signal_fence(__ATOMIC_SEQ_CST); /* the handler sees the mark before the lock is held */
  hd_spin_lock(&lock);
}

static void keys_let_go(void) {
  hd_spin_unlock(&lock);
  __atomic_signal_fence(__ATOMIC_SEQ_CST); /* let go before the handler may stop this thread */
  hd_mpk_in_keys_lock = 0;
}

static void keys_unlock(void) {
  keys_let_go();
  hd_mpk_stop_if_asked(); /* a rehash asked this thread to stop while it held the lock */
}

void hd_mpk_fork_lock(int take) {
  if (take) {
    keys_lock();
    hd_mpk_cache_fork_lock(1); /* innermost: taken by allocations and frees, never with the pool's */
    return;
  }
  hd_mpk_cache_fork_lock(0);
  /* Parent and child alike: no stop here (a rehash that asked meanwhile has
   * not waited for this thread, and the child has no rehash to wait for). */
  keys_let_go();
}

int hd_mpk_keys_init(void) {
  int keys[MAX_KEYS], n = 0, first_err = 0;
  for (;;) {
    int k = pkey_alloc(0, 0);
    if (k < 0) {
      if (!n) first_err = errno;
      break;
    }
    if (k >= MAX_KEYS) break; /* cannot happen on x86 (16 keys) */
    keys[n++] = k;
  }
  if (n == 0) return -first_err;
  if (n < 4) {
    for (int i = 0; i < n; i++) pkey_free(keys[i]);
    return -ENOSPC;
  }
  hd_mpk_fixed = (struct hd_mpk_fixed_keys){keys[0], keys[1], keys[2]};
  int limit = hd_flags.mpk_pool_keys;
  for (int i = 3; i < n && (!limit || npool < limit); i++) pool[npool++] = (struct pool_key){keys[i], FREE, 0, 0, 0};
  for (int i = 0; i < n; i++) hd_mpk_owned_bits |= HD_PKRU_BITS(keys[i]);
  nkeys = n;
  return n;
}

int hd_mpk_key_owned(int key) { return key > 0 && key < MAX_KEYS && (hd_mpk_owned_bits & HD_PKRU_BITS(key)); }

static uint64_t mix(uint64_t x) {
  const uint64_t p = (1ull << 61) - 1;
  return (uint64_t)(((unsigned __int128)hash_a * (x % p) + hash_b) % p);
}

/* Called with the lock held. */
static int key_of(enum holder kind, uintptr_t who, int assign) {
  for (int i = 0; i < npool; i++)
    if (pool[i].kind == kind && pool[i].who == who) return pool[i].key;
  if (kind == LOCK && !locked_lock_known(who, assign)) return 0; /* no locked object: no domain */
  if (!assign && !(kind == LOCK && sharing)) return 0;
  for (int i = 0; assign && i < npool; i++)
    if (pool[i].kind == FREE) {
      pool[i] = (struct pool_key){pool[i].key, kind, 0, who, pool[i].objects};
      if (kind == LOCK) hd_mpk_lock_keys++;
      return pool[i].key;
    }
  /* Out of keys: share one (not recorded as its holder). */
  sharing = 1;
  return pool[mix(who * 2 + (kind == LOCK)) % (uint64_t)npool].key;
}

int hd_mpk_key_of_thread(uint32_t tid, int assign) {
  keys_lock();
  int k = key_of(THREAD, tid, assign);
  keys_unlock();
  return k;
}

int hd_mpk_locks_have_keys(void) {
  return __atomic_load_n(&hd_mpk_lock_keys, __ATOMIC_RELAXED) || __atomic_load_n(&n_locked_locks, __ATOMIC_ACQUIRE);
}

int hd_mpk_key_of_lock(uintptr_t l, int assign) {
  if (!assign && !hd_mpk_locks_have_keys()) return 0;
  keys_lock();
  int k = key_of(LOCK, l, assign);
  keys_unlock();
  return k;
}

/* With the lock held: a pool key nothing needs any more goes back. */
static void maybe_free(struct pool_key *pk) {
  if (pk->objects || pk->kind == FREE) return;
  if (pk->kind == THREAD && !pk->finished) return;
  if (pk->kind == LOCK) hd_mpk_lock_keys--;
  pk->kind = FREE;
  pk->who = 0;
  pk->finished = 0;
}

void hd_mpk_key_objects(int key, int delta) {
  if (key <= 0 || key >= MAX_KEYS) return;
  keys_lock();
  objects[key] += delta;
  for (int i = 0; i < npool; i++)
    if (pool[i].key == key) {
      pool[i].objects = objects[key];
      maybe_free(&pool[i]);
    }
  keys_unlock();
}

void hd_mpk_key_thread_done(uint32_t tid) {
  keys_lock();
  for (int i = 0; i < npool; i++)
    if (pool[i].kind == THREAD && pool[i].who == tid) {
      pool[i].finished = 1;
      maybe_free(&pool[i]);
    }
  keys_unlock();
}

int hd_mpk_key_thread_shares(uint32_t tid) {
  keys_lock();
  int own = 0;
  for (int i = 0; i < npool; i++) own |= pool[i].kind == THREAD && pool[i].who == tid;
  if (!own) shared_assignments++;
  keys_unlock();
  return !own;
}

int hd_mpk_keys_shared(void) { return __atomic_load_n(&sharing, __ATOMIC_RELAXED); }

void hd_mpk_keys_rehash(uint64_t seed) {
  const uint64_t p = (1ull << 61) - 1;
  keys_lock();
  hash_a = seed % (p - 1) + 1;
  hash_b = (seed >> 17) * 0x9e3779b97f4a7c15ull % p;
  keys_unlock();
}

void hd_mpk_key_stats(struct hd_mpk_key_stats *out) {
  keys_lock();
  out->shared_assignments = shared_assignments;
  out->keys = (uint32_t)nkeys;
  out->pool = (uint32_t)npool;
  keys_unlock();
}
