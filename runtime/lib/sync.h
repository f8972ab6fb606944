/* sync.h — the vector clock of each synchronisation object (mutex, rwlock,
 * cond, barrier, semaphore, spinlock, atomic), found by its address. */
#ifndef HEDDLE_SYNC_H
#define HEDDLE_SYNC_H
#include "util.h"
#include "vclock.h"

struct hd_sync {
  uintptr_t addr;
  struct hd_sync *next;
  hd_spin_t mu; /* guards vc */
  struct hd_vclock vc;
  /* The last release into vc, read without the lock (sync.c): its epoch, and
   * whether vc is exactly the releasing thread's clock at that epoch. */
  uint64_t last_release;
};

/* The record for addr, created on first use (NULL only when out of memory). */
struct hd_sync *hd_sync_get(const void *addr);
/* The record for addr if one exists: nothing was ever released into it otherwise. */
struct hd_sync *hd_sync_find(const void *addr);

struct hd_thread;
/* Release: the object's clock absorbs the thread's (unlock, post, signal). */
void hd_sync_release(struct hd_thread *t, const void *addr);
/* Acquire: the thread's clock absorbs the object's (lock, wait). Costs no
 * lock and no join when the thread has already seen all of it. */
void hd_sync_acquire(struct hd_thread *t, const void *addr);
/* The object's clock absorbs `clock`, a clock the thread in `slot` had
 * earlier and released then (a release fence's); no tick. */
void hd_sync_release_clock(const void *addr, const struct hd_vclock *clock, uint32_t slot);
/* fork(): takes or releases the map's bucket locks (intercept_thread.c). */
void hd_sync_fork_lock(int take);

#endif
