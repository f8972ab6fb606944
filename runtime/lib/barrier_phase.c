/* barrier_phase.c — see barrier_phase.h. A fixed open-addressing table of the
 * barriers initialised so far (entries are never removed: a destroyed or
 * re-initialised barrier's entry starts over), filled lock-free. */
#include "barrier_phase.h"

#include <stdint.h>

#define BARRIERS 1024 /* a power of two; more distinct barriers: the rest get one key each */

struct barrier {
  const void *addr;        /* 0: free */
  unsigned count;          /* 0: not counted (destroyed) */
  unsigned long arrivals;  /* since init */
  char round_key[2];       /* sync addresses of even and odd rounds */
};
static struct barrier table[BARRIERS];

static struct barrier *find(const void *b, int create) {
  uint64_t h = ((uint64_t)(uintptr_t)b >> 4) * 0x9E3779B97F4A7C15ull >> 54; /* 10 bits */
  for (unsigned i = 0; i < BARRIERS; i++) {
    struct barrier *e = &table[(h + i) & (BARRIERS - 1)];
    const void *k = __atomic_load_n(&e->addr, __ATOMIC_ACQUIRE);
    if (k == b) return e;
    if (k) continue;
    if (!create) return 0;
    if (__atomic_compare_exchange_n(&e->addr, &k, b, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE) || k == b) return e;
  }
  return 0;
}

void hd_barrier_init(const void *b, unsigned count) {
  struct barrier *e = find(b, 1);
  if (!e) return;
  __atomic_store_n(&e->arrivals, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&e->count, count, __ATOMIC_RELEASE);
}

void hd_barrier_destroy(const void *b) {
  struct barrier *e = find(b, 0);
  if (e) __atomic_store_n(&e->count, 0, __ATOMIC_RELEASE);
}

const void *hd_barrier_arrive(const void *b) {
  struct barrier *e = find(b, 0);
  unsigned count = e ? __atomic_load_n(&e->count, __ATOMIC_ACQUIRE) : 0;
  if (!count) return b;
  unsigned long n = __atomic_fetch_add(&e->arrivals, 1, __ATOMIC_RELAXED);
  return &e->round_key[(n / count) & 1];
}
