/* domain.c — which domain (key) each protected object is in, page tagging
 * with pkey_mprotect, heap placement, and the PKRU every thread runs with
 * (PUSh §2.3's enforced protection domains on §3.2's keys). */
#include <sys/mman.h>

#include "arena.h"
#include "domain.h"
#include "flags.h"
#include "globals.h"
#include "heddle.h"
#include "keys.h"
#include "mpk.h"
#include "mpk_internal.h"
#include "object.h"
#include "page_cache.h"
#include "pkru.h"
#include "stats.h"
#include "thread.h"
#include "util.h"

#define PAGE 4096u
/* The key the pages carry, kept in the object's flags (bits 24-27) beside
 * HD_OBJ_MPK: no layout change to the record the inline check reads. */
#define KEY_SHIFT 24
#define KEY_BITS (0xFu << KEY_SHIFT)
/* Bit 28: allocated by libc, never protected (mpk.h, hd_mpk_place). */
#define LIBC_OWN (1u << 28)

int hd_mpk_on;
struct hd_mpk_stats hd_mpk_stats;

static __thread int my_key;          /* this thread's private domain */
static __thread int my_shared_reads; /* read-shared objects it acquired read of (PUSh §2.3: one domain) */

int hd_mpk_object_key(const struct hd_object *o) {
  return (int)((__atomic_load_n(&o->flags, __ATOMIC_ACQUIRE) & KEY_BITS) >> KEY_SHIFT);
}

int hd_mpk_protects(const struct hd_object *o) {
  return hd_mpk_on && (__atomic_load_n(&o->flags, __ATOMIC_RELAXED) & HD_OBJ_MPK);
}

int hd_mpk_place_slow(size_t *size, size_t *align, int annotated, int by_program) {
  if (!by_program) return 0;
  /* Race mode's unannotated memory stays with the check backend's race
   * detection, packed as before; whatever has a policy gets pages of its own
   * (PUSh §3.1). */
  if (!annotated && hd_flags.unannotated == HD_UNANNOTATED_RACE) return 0;
  if (*size < PAGE) *size = PAGE;
  if (*align < PAGE) *align = PAGE;
  return 1;
}

uint32_t __heddle_mpk_classes;

void hd_mpk_unprotected_slow(const struct hd_object *o) {
  uintptr_t off = o->base - __heddle_arena_lo;
  if (!(o->flags & HD_OBJ_HEAP) || off >= __heddle_arena_size || !((off >> 31) & 1)) return;
  __atomic_and_fetch(&__heddle_mpk_classes, ~(1u << (off >> HD_ARENA_REGION_BITS)), __ATOMIC_SEQ_CST);
}

/* Annotated globals heddle-cc --backend=mpk put on pages of their own, PUSh's
 * page-aligned globals (runtime/pass/mpk_globals.cpp): one entry per global in
 * section heddle_mpk_pages, which the linker brackets with these symbols
 * (weak: none in programs built otherwise, whose globals share their pages). */
struct placed_global {
  uintptr_t base;
  uint64_t len; /* whole pages */
};
extern const struct placed_global __start_heddle_mpk_pages[] __attribute__((weak, visibility("hidden")));
extern const struct placed_global __stop_heddle_mpk_pages[] __attribute__((weak, visibility("hidden")));

/* The length of the pages the global at base has of its own, or 0. */
static size_t placed_len(uintptr_t base) {
  for (const struct placed_global *p = __start_heddle_mpk_pages; p && p < __stop_heddle_mpk_pages; p++)
    if (p->base == base) return p->len;
  return 0;
}

/* The pages o has of its own — a heap slot's own object (not a slice inside
 * one, not libc's), or an annotated global placed so —; 0 when it shares them. */
static size_t own_pages(const struct hd_object *o) {
  uint32_t f = __atomic_load_n(&o->flags, __ATOMIC_ACQUIRE);
  if (f & (LIBC_OWN | HD_OBJ_SLICE)) return 0;
  if (f & HD_OBJ_GLOBAL)
    return (f & HD_OBJ_ANNOTATED) && hd_globals_find(o->base) == o ? placed_len(o->base) : 0;
  if (!(f & HD_OBJ_HEAP) || (o->base & (PAGE - 1))) return 0;
  size_t len = hd_arena_usable((const void *)o->base);
  return len >= PAGE && hd_arena_find(o->base) == o ? len : 0;
}

void hd_mpk_allocated_slow(struct hd_object *o, struct hd_thread *t, int by_program) {
  if (by_program) __atomic_and_fetch(&o->flags, ~LIBC_OWN, __ATOMIC_RELEASE);
  else __atomic_or_fetch(&o->flags, LIBC_OWN, __ATOMIC_RELEASE);
  int cached = hd_mpk_object_key(o); /* a slot from the page cache; 0: untagged */
  hd_mpk_changed_slow(o, t, HEDDLE_CHANGE_ALLOC);
  if (cached && hd_mpk_object_key(o) == cached) HD_MPK_COUNT(retags_avoided); /* already on its domain's key */
}

/* The domain of o's current policy; 0 where the check backend stays in
 * charge (race mode, sliced objects, racy ones everybody may use). */
static int domain_key(const struct hd_object *o) {
  uint32_t f = __atomic_load_n(&o->flags, __ATOMIC_ACQUIRE);
  if (f & HD_OBJ_FREED) return hd_mpk_fixed.closed;
  if ((f & HD_OBJ_RACE) || o->slices) return 0;
  uint32_t w = __atomic_load_n(&o->check, __ATOMIC_ACQUIRE);
  if (!w) return 0;
  switch (hd_word_policy(w)) {
  case HEDDLE_PRIVATE:
    return hd_mpk_key_of_thread(hd_word_owner(w), 1);
  case HEDDLE_UNTOUCHED:
  case HEDDLE_INACCESSIBLE:
    return hd_mpk_fixed.closed;
  case HEDDLE_READ_SHARED:
    return hd_mpk_fixed.shared;
  case HEDDLE_STICKY_READ:
    return hd_mpk_fixed.sticky;
  case HEDDLE_LOCKED:
    /* PUSh §2.3: closed until the first access under the lock is verified. */
    return (f & HD_OBJ_LOCK_UNVERIFIED) ? hd_mpk_fixed.closed : hd_mpk_key_of_lock(o->lock_addr, 1);
  default:
    return 0;
  }
}

/* o's record says its pages carry key now (o->mu held), and the keys' object
 * counts follow. */
static void record_key(struct hd_object *o, int key) {
  uint32_t f = __atomic_load_n(&o->flags, __ATOMIC_ACQUIRE);
  int old = (int)((f & KEY_BITS) >> KEY_SHIFT);
  uint32_t set = ((uint32_t)key << KEY_SHIFT) | (key ? HD_OBJ_MPK : 0);
  while (!__atomic_compare_exchange_n(&o->flags, &f, (f & ~(KEY_BITS | HD_OBJ_MPK)) | set, 0,
                                      __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
  }
  if (old) hd_mpk_key_objects(old, -1);
  if (key) hd_mpk_key_objects(key, 1);
}

/* Moves o's pages to key (o->mu held). */
static void retag(struct hd_object *o, int key) {
  uint32_t f = __atomic_load_n(&o->flags, __ATOMIC_ACQUIRE);
  int old = (int)((f & KEY_BITS) >> KEY_SHIFT);
  if (old == key) return;
  /* A heap object's slot; a global's pages from heddle-cc (none: it shares them, never tagged). */
  size_t len = (f & HD_OBJ_GLOBAL) ? own_pages(o) : hd_arena_usable((const void *)o->base);
  if (!len) return;
  if (pkey_mprotect((void *)o->base, len, PROT_READ | PROT_WRITE, key) != 0) {
    /* Stays as it was, so the keys may not hold its policy: a heap object's
     * class is checked inline from now on, a global's record says so itself
     * (heddle-cc --backend=mpk's code tests HD_OBJ_MPK before skipping its check). */
    hd_mpk_unprotected_slow(o);
    if (f & HD_OBJ_GLOBAL) __atomic_and_fetch(&o->flags, ~(uint32_t)HD_OBJ_MPK, __ATOMIC_RELEASE);
    return;
  }
  HD_MPK_COUNT(retags);
  record_key(o, key);
}

uint32_t hd_mpk_pkru_for(struct hd_thread *t, uint32_t current) {
  if (!my_key && t) my_key = hd_mpk_key_of_thread(t->tid, 1);
  /* Every owned key closed (AD), then opened as t may use it. */
  uint32_t v = (current & ~hd_mpk_owned_bits) | (0x55555555u & hd_mpk_owned_bits);
  v = (v & ~HD_PKRU_BITS(hd_mpk_fixed.sticky)) | HD_PKRU_WD(hd_mpk_fixed.sticky);
  if (my_shared_reads > 0)
    v = (v & ~HD_PKRU_BITS(hd_mpk_fixed.shared)) | HD_PKRU_WD(hd_mpk_fixed.shared);
  if (my_key) v &= ~HD_PKRU_BITS(my_key);
  if (t && hd_mpk_locks_have_keys())
    for (uint32_t i = 0; i < t->nheld; i++) {
      int k = hd_mpk_key_of_lock(t->held[i], 0);
      if (k) v &= ~HD_PKRU_BITS(k);
    }
  return v;
}

/* The window's state; heddle-cc --backend=mpk's code reads it (mpk.h). */
__thread int __heddle_mpk_window;
#define window_open __heddle_mpk_window

static void apply_pkru(struct hd_thread *t) {
  window_open = 0;
  uint32_t now = hd_rdpkru(), v = hd_mpk_pkru_for(t, now);
  if (v == now) return;
  hd_wrpkru(v);
  HD_MPK_COUNT(pkru_writes);
}

/* libc working on the program's behalf (its interceptor checked the call, or
 * will) runs with every domain open: a system call cannot fault (it would
 * fail with EFAULT) and single-stepping a string instruction would fault once
 * per byte. The window stays open until the thread's next hooked access of a
 * protected object (hd_mpk_defer), lock operation or policy change: every
 * access the window could let through unchecked is one of those, because the
 * inline check settles only accesses the domains allow anyway. */
void hd_mpk_open_window(void) {
  uint32_t now = hd_rdpkru(), v = now & ~hd_mpk_owned_bits;
  window_open = 1;
  if (v == now) return;
  hd_wrpkru(v);
  HD_MPK_COUNT(pkru_writes);
}

void hd_mpk_close_window(void) {
  if (window_open && hd_self) apply_pkru(hd_self);
}

/* Called by heddle-cc --backend=mpk's code before an access it leaves to the
 * keys, when the window is open. */
void __heddle_mpk_close(void) { hd_mpk_close_window(); }

/* Does [addr, addr + size) touch a placed global's pages? */
static int on_placed_global(uintptr_t addr, size_t size) {
  for (const struct placed_global *p = __start_heddle_mpk_pages; p && p < __stop_heddle_mpk_pages; p++)
    if (addr < p->base + p->len && p->base < addr + size) return 1;
  return 0;
}

void hd_mpk_buffer_slow(uintptr_t addr, size_t size) {
  if (!size) return;
  int heap = addr - __heddle_arena_lo < __heddle_arena_size;
  if (!heap && !on_placed_global(addr, size)) return;
  /* A buffer inside one object's pages whose key this thread may write
   * through now needs no window: neither libc nor a system call can fault on
   * it. (Code built with --backend=mpk closes an open window at its next
   * access, so opening it for every string call on the thread's own buffers
   * would cost two PKRU writes per call.) */
  struct hd_object *o = heap ? hd_arena_find(addr) : hd_globals_find(addr);
  size_t len = !o ? 0 : heap ? hd_arena_usable((const void *)o->base) : own_pages(o);
  if (len && addr + size - o->base <= len) {
    int key = hd_mpk_object_key(o);
    if (!key || hd_mpk_pkru_allows(hd_rdpkru(), key, 1)) return;
  }
  hd_mpk_open_window();
}

void hd_mpk_changed_slow(struct hd_object *o, struct hd_thread *t, uint32_t kind) {
  if (!own_pages(o)) return;
  int mine = t && t == hd_self;
  if (mine && kind == HEDDLE_CHANGE_ACQUIRE_READ) my_shared_reads++;
  if (mine && kind == HEDDLE_CHANGE_RELEASE_READ && my_shared_reads > 0) my_shared_reads--;
  hd_spin_lock(&o->mu);
  retag(o, domain_key(o));
  hd_spin_unlock(&o->mu);
  /* A new lock domain may be one this thread holds; reads follow its count. */
  if (mine) apply_pkru(t);
}

int hd_mpk_slot_freed_slow(struct hd_object *o) {
  int key = hd_mpk_object_key(o);
  if (!(o->flags & HD_OBJ_HEAP) || !key) return 0;
  uintptr_t base = o->base;
  size_t len = hd_arena_usable((const void *)base);
  /* The record no longer speaks for the pages: the cache does, or key 0 below. */
  hd_spin_lock(&o->mu);
  record_key(o, 0);
  hd_spin_unlock(&o->mu);
  if (hd_mpk_cache_put(base, len, key)) {
    HD_MPK_COUNT(retags_avoided); /* no untag now */
    return 1;
  }
  if (pkey_mprotect((void *)base, len, PROT_READ | PROT_WRITE, 0) == 0) HD_MPK_COUNT(retags);
  else hd_mpk_unprotected_slow(o);
  return 0;
}

void hd_mpk_slot_reused_slow(struct hd_object *o, int key) {
  hd_spin_lock(&o->mu);
  record_key(o, key);
  hd_spin_unlock(&o->mu);
  HD_MPK_COUNT(cache_hits);
  /* The runtime may write into the slot before the object's domain is set
   * (calloc clears it): every domain opens until then, if this thread's
   * PKRU closes the key (hd_mpk_allocated's PKRU update closes it again). */
  if (!hd_mpk_pkru_allows(hd_rdpkru(), key, 1)) hd_mpk_open_window();
}

int hd_mpk_new_object_key(int policy, struct hd_thread *t) {
  switch (policy) {
  case HEDDLE_PRIVATE:
    return t == hd_self && my_key ? my_key : t ? hd_mpk_key_of_thread(t->tid, 0) : 0;
  case HEDDLE_UNTOUCHED:
  case HEDDLE_INACCESSIBLE:
  case HEDDLE_LOCKED: /* closed until its first access under the lock is verified */
    return hd_mpk_fixed.closed;
  case HEDDLE_READ_SHARED:
    return hd_mpk_fixed.shared;
  case HEDDLE_STICKY_READ:
    return hd_mpk_fixed.sticky;
  default:
    return 0;
  }
}

void hd_mpk_thread_started_slow(struct hd_thread *t) {
  hd_mpk_rehash_thread(t, 1);
  my_key = hd_mpk_key_of_thread(t->tid, 1);
  if (hd_mpk_key_thread_shares(t->tid)) hd_mpk_rehash_timer_start(); /* a thread without a key of its own */
  my_shared_reads = 0;
  apply_pkru(t);
}

void hd_mpk_thread_finished_slow(struct hd_thread *t) {
  hd_mpk_rehash_thread(t, 0);
  hd_mpk_key_thread_done(t->tid);
}

void hd_mpk_locks_changed_slow(struct hd_thread *t) {
  hd_mpk_maybe_rehash(t); /* a safe point: outside the runtime's own locks */
  apply_pkru(t); /* also closes a lock key that went back to the pool meanwhile */
}

uint32_t hd_mpk_refresh_self(struct hd_thread *t, uint32_t pkru) {
  my_key = hd_mpk_key_of_thread(t->tid, 1);
  if (pkru) return hd_mpk_pkru_for(t, pkru);
  apply_pkru(t);
  return 0;
}

void hd_mpk_rehome(struct hd_object *o) {
  if (__atomic_load_n(&o->flags, __ATOMIC_ACQUIRE) & HD_OBJ_MPK) retag(o, domain_key(o));
}
