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

void hd_quarantine_put(struct hd_object *o) {
  uint64_t budget = (uint64_t)(hd_flags.quarantine_size_mb > 0 ? hd_flags.quarantine_size_mb : 0) << 20;
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
