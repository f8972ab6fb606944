/* quarantine.c — see quarantine.h. One global FIFO under a spin lock: the
 * link lives in the record (not the freed memory, which a use after free may
 * still read), so the user bytes are untouched while quarantined. */
#include "quarantine.h"

#include "arena.h"
#include "flags.h"
#include "util.h"

static struct hd_object *head, *tail; /* oldest first */
static uint64_t held_bytes;
static hd_spin_t lock;

static uint64_t cost(const struct hd_object *o) {
  return hd_arena_usable((const void *)o->base) + hd_arena_record_bytes();
}

void hd_quarantine_fork_lock(int take) { hd_spin_all(&lock, 1, take); }

/* The quarantine never holds less than this (when quarantine_size_mb allows):
 * a small heap still keeps its last frees inaccessible for a while. */
#define SHARE_FLOOR (1ull << 20)

/* How many bytes the quarantine may hold now: quarantine_size_mb, and with
 * quarantine_heap_pct, that share of the heap's footprint (at least
 * SHARE_FLOOR), so its memory is a fixed fraction of the heap's. */
static uint64_t budget_now(void) {
  uint64_t cap = (uint64_t)(hd_flags.quarantine_size_mb > 0 ? hd_flags.quarantine_size_mb : 0) << 20;
  if (hd_flags.quarantine_heap_pct <= 0) return cap;
  uint64_t share = hd_arena_footprint() / 100 * (uint64_t)hd_flags.quarantine_heap_pct;
  if (share < SHARE_FLOOR) share = SHARE_FLOOR;
  return share < cap ? share : cap;
}

void hd_quarantine_put(struct hd_object *o) {
  uint64_t budget = budget_now();
  struct hd_object *evicted = 0; /* chain of objects to give back, outside the lock */
  o->quarantine_next = 0;
  hd_spin_lock(&lock);
  if (tail) tail->quarantine_next = o;
  else head = o;
  tail = o;
  held_bytes += cost(o);
  while (head && held_bytes > budget) {
    struct hd_object *old = head;
    head = old->quarantine_next;
    if (!head) tail = 0;
    held_bytes -= cost(old);
    old->quarantine_next = evicted;
    evicted = old;
  }
  hd_spin_unlock(&lock);
  while (evicted) {
    struct hd_object *next = evicted->quarantine_next;
    hd_arena_free((void *)evicted->base, evicted); /* clears check: a fresh slot from now on */
    evicted = next;
  }
}
