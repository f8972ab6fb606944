/* sync.c — address -> sync clock map: a fixed bucket array with per-bucket
 * chains; lookups of existing records take no lock. */
#include "sync.h"

#include "ialloc.h"
#include "thread.h"

#define BUCKETS (1u << 16)

static struct hd_sync *buckets[BUCKETS];
static hd_spin_t bucket_lock[256];

static inline uint32_t hash_addr(uintptr_t a) {
  return (uint32_t)((a * 0x9E3779B97F4A7C15ull) >> 48) & (BUCKETS - 1);
}

void hd_sync_fork_lock(int take) { hd_spin_all(bucket_lock, 256, take); }

struct hd_sync *hd_sync_get(const void *addr) {
  uintptr_t a = (uintptr_t)addr;
  uint32_t h = hash_addr(a);
  for (struct hd_sync *s = __atomic_load_n(&buckets[h], __ATOMIC_ACQUIRE); s; s = s->next)
    if (s->addr == a) return s;
  hd_spin_t *lk = &bucket_lock[h & 255];
  hd_spin_lock(lk);
  struct hd_sync *s = buckets[h];
  for (; s; s = s->next)
    if (s->addr == a) break;
  if (!s && (s = hd_ialloc(sizeof *s))) {
    s->addr = a;
    s->next = buckets[h];
    __atomic_store_n(&buckets[h], s, __ATOMIC_RELEASE);
  }
  hd_spin_unlock(lk);
  return s;
}

void hd_sync_release(struct hd_thread *t, const void *addr) {
  struct hd_sync *s = hd_sync_get(addr);
  if (!t || !s) return;
  hd_spin_lock(&s->mu);
  hd_hb_release(t, &s->vc);
  hd_spin_unlock(&s->mu);
}

void hd_sync_acquire(struct hd_thread *t, const void *addr) {
  struct hd_sync *s = hd_sync_get(addr);
  if (!t || !s) return;
  hd_spin_lock(&s->mu);
  hd_hb_acquire(t, &s->vc);
  hd_spin_unlock(&s->mu);
}
