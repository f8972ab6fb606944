/* held_locks.h — the locks the calling thread holds, with where each was
 * acquired: the "from" ends of the lock-order edges its next blocking
 * acquisition makes.
 *
 * Every lock kind the runtime intercepts is here (mutexes, rwlocks in either
 * mode, spin locks), try-acquired ones too: a lock taken with trylock orders
 * the locks taken under it like any other. thread.h's held list is a different
 * thing — the mutexes a HEDDLE_LOCKED object may name, without sites.
 *
 * Thread-local, inline: every lock and unlock of the program comes here. The
 * caller keeps signal handlers out while it changes the list (lock_order.h
 * enters the runtime around every change). */
#ifndef HEDDLE_HELD_LOCKS_H
#define HEDDLE_HELD_LOCKS_H
#include <stdint.h>

#include "acquisition_site.h"

#define HD_HELD_LOCKS_MAX 32 /* more at once are not ordered (as thread.h's HD_MAX_HELD_LOCKS) */

struct hd_held_lock {
  uintptr_t lock;
  uint32_t count;       /* recursive acquisitions (recursive mutex, read lock taken again) */
  uint32_t stack;       /* depot id of the acquisition stack once an edge needed it, else 0 */
  uint32_t exclusive;   /* 1: no other thread can hold it meanwhile (not a read lock): a gate */
  struct hd_site site;  /* where it was acquired (the first time, when recursive) */
};

struct hd_held_locks {
  uint32_t n;
  /* The site of lock[n], when an acquisition under way marked its site
   * there (hd_held_reserve): adding the lock then copies nothing — the copy
   * was inside the program's critical section. NULL: none. `lost`: an
   * acquisition in between (a signal handler's lock) wrote that entry, so
   * the reserving one marks its site again. */
  struct hd_site *reserved;
  uint32_t lost;
  struct hd_held_lock lock[HD_HELD_LOCKS_MAX];
};

/* The calling thread's list. */
extern __thread struct hd_held_locks hd_held;

/* The entry of a lock the thread holds, or NULL. */
static inline struct hd_held_lock *hd_held_find(struct hd_held_locks *h, uintptr_t lock) {
  for (uint32_t i = h->n; i-- > 0;) /* the latest is released first, mostly */
    if (h->lock[i].lock == lock) return &h->lock[i];
  return 0;
}

/* Where an acquisition about to be made marks its site: the entry it will
 * take in the list, reserved, when the list has room and no other
 * acquisition reserved it; else `spare`. */
static inline struct hd_site *hd_held_reserve(struct hd_held_locks *h, struct hd_site *spare) {
  if (h->reserved || h->n == HD_HELD_LOCKS_MAX) return spare;
  h->lost = 0;
  return h->reserved = &h->lock[h->n].site;
}

/* The acquisition that marked `site` took no lock (a try that failed). */
static inline void hd_held_unreserve(struct hd_held_locks *h, const struct hd_site *site) {
  if (site == h->reserved) h->reserved = 0;
}

/* Did an acquisition in between write the entry `site` reserved? */
static inline int hd_held_site_lost(const struct hd_held_locks *h, const struct hd_site *site) {
  return site == h->reserved && h->lost;
}

/* The thread acquired lock at `site` (again, if it holds it already);
 * `exclusive` 0 for a read lock. `site` may be the entry hd_held_reserve
 * gave. */
static inline void hd_held_add(struct hd_held_locks *h, uintptr_t lock, const struct hd_site *site,
                               int exclusive) {
  int reserving = site == h->reserved;
  if (reserving) h->reserved = 0;
  struct hd_held_lock *e = hd_held_find(h, lock);
  if (e) {
    e->count++;
    return;
  }
  if (h->n == HD_HELD_LOCKS_MAX) return;
  e = &h->lock[h->n];
  if (!reserving && h->reserved == &e->site) h->lost = 1;
  e->lock = lock;
  e->count = 1;
  e->stack = 0;
  e->exclusive = exclusive != 0;
  if (site != &e->site) hd_site_copy(site, &e->site);
  h->n++;
}

/* Fills the gap of an entry released out of order (held_locks.c). */
void hd_held_close_gap(struct hd_held_locks *h, struct hd_held_lock *gap);

/* The thread released lock (one of its recursive acquisitions). */
static inline void hd_held_remove(struct hd_held_locks *h, uintptr_t lock) {
  struct hd_held_lock *e = hd_held_find(h, lock);
  if (!e || --e->count) return;
  if (e == &h->lock[h->n - 1]) h->n--;
  else hd_held_close_gap(h, e);
}

#endif
