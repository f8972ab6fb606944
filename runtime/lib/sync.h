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
/* The first half of a release, for a lock's unlock: the object's clock
 * absorbs the thread's, but the thread's next epoch does not begin yet. The
 * caller begins it (hd_thread_tick) after the program's own unlock, before the
 * thread's next event, and stays inside the runtime (signal_safe.h) until
 * then: the tick is not part of the program's critical section. */
void hd_sync_publish(struct hd_thread *t, const void *addr);
/* Acquire: the thread's clock absorbs the object's (lock, wait). Costs no
 * lock and no join when the thread has already seen all of it. */
void hd_sync_acquire(struct hd_thread *t, const void *addr);
/* The same with the record looked up beforehand (a lock's, before the program
 * waited for it: the lookup is not part of its critical section); NULL: none
 * then, looked up again now. */
void hd_sync_acquire_found(struct hd_thread *t, struct hd_sync *s, const void *addr);
/* The object's clock absorbs `clock`, a clock the thread in `slot` had
 * earlier and released then (a release fence's); no tick. */
void hd_sync_release_clock(const void *addr, const struct hd_vclock *clock, uint32_t slot);
/* fork(): takes or releases the map's bucket locks (intercept_thread.c). */
void hd_sync_fork_lock(int take);

#endif
