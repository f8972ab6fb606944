/* page_cache.c — see page_cache.h. One small stack of slots per key under one
 * spin lock: an allocation or free touches it once, and at most
 * HD_MPK_CACHE_KEY_PAGES slots wait per key. Cached pages stay resident (PUSh's
 * cache holds them too): at most 64 pages per key, 3.75 MiB with 15 keys. */
#include "page_cache.h"

#include "flags.h"
#include "util.h"

#define PAGE 4096u
#define MAX_KEYS 16

struct cached_slot {
  uintptr_t base;
  size_t len;
};

static struct cached_slot slots[MAX_KEYS][HD_MPK_CACHE_KEY_PAGES]; /* each slot is at least a page */
static unsigned nslots[MAX_KEYS], npages[MAX_KEYS];
static hd_spin_t lock;

void hd_mpk_cache_fork_lock(int take) { hd_spin_all(&lock, 1, take); }

int hd_mpk_cache_put(uintptr_t slot, size_t len, int key) {
  unsigned pages = (unsigned)(len / PAGE), budget = (unsigned)hd_flags.mpk_page_cache;
  if (key <= 0 || key >= MAX_KEYS || !pages || pages > HD_MPK_CACHE_SLOT_PAGES) return 0;
  int kept = 0;
  hd_spin_lock(&lock);
  if (npages[key] + pages <= budget && nslots[key] < HD_MPK_CACHE_KEY_PAGES) {
    slots[key][nslots[key]++] = (struct cached_slot){slot, len};
    npages[key] += pages;
    kept = 1;
  }
  hd_spin_unlock(&lock);
  return kept;
}

/* With the lock held: removes and returns key's newest slot of len bytes. */
static uintptr_t take_from(int key, size_t len) {
  for (unsigned i = nslots[key]; i-- > 0;) {
    if (slots[key][i].len != len) continue;
    uintptr_t base = slots[key][i].base;
    slots[key][i] = slots[key][--nslots[key]];
    npages[key] -= (unsigned)(len / PAGE);
    return base;
  }
  return 0;
}

uintptr_t hd_mpk_cache_take(size_t len, int want, int *key) {
  if (!hd_flags.mpk_page_cache) return 0;
  uintptr_t base = 0;
  hd_spin_lock(&lock);
  if (want > 0 && want < MAX_KEYS && (base = take_from(want, len))) *key = want;
  for (int k = 1; !base && k < MAX_KEYS; k++)
    if ((base = take_from(k, len))) *key = k;
  hd_spin_unlock(&lock);
  return base;
}
