/* page_cache.h — PUSh §3.5's domain-tagged page cache: protected heap slots
 * whose objects were freed keep their pages' protection key, per key, so that
 * an allocation into that key's domain reuses pages already tagged with it —
 * no pkey_mprotect to untag the slot at the free, none to tag it again at the
 * allocation. The arena's free lists cannot hold such a slot: they link free
 * slots through their memory, which the runtime may not touch on a key its
 * thread's PKRU closes (and an untagged slot is what libc's allocations and
 * unprotected objects expect). */
#ifndef HEDDLE_MPK_PAGE_CACHE_H
#define HEDDLE_MPK_PAGE_CACHE_H
#include <stddef.h>
#include <stdint.h>

/* PUSh's bounds: blocks of up to 32 pages, at most 64 pages per key (the
 * mpk_page_cache option lowers the latter; 0 turns the cache off). */
#define HD_MPK_CACHE_SLOT_PAGES 32
#define HD_MPK_CACHE_KEY_PAGES 64

/* Keeps the protected slot at `slot` (len bytes, its pages on `key`): 1 when
 * kept, 0 when the cache has no room for it (the caller untags it). */
int hd_mpk_cache_put(uintptr_t slot, size_t len, int key);
/* A cached slot of `len` bytes, on key `want` when there is one, else on any
 * key (its tag then changes once, where a slot from the free list would need
 * the same change after its untag); 0 when none. *key: the key its pages carry. */
uintptr_t hd_mpk_cache_take(size_t len, int want, int *key);
/* fork(): takes (1) or releases (0) the cache's lock (keys.c's hd_mpk_fork_lock). */
void hd_mpk_cache_fork_lock(int take);

#endif
