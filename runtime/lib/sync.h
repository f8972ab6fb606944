/* sync.h — the vector clock of each synchronisation object (mutex, rwlock,
 * cond, barrier, semaphore, spinlock), found by its address. */
#ifndef HEDDLE_SYNC_H
#define HEDDLE_SYNC_H
#include "util.h"
#include "vclock.h"

struct hd_sync {
  uintptr_t addr;
  struct hd_sync *next;
  hd_spin_t mu; /* guards vc */
  struct hd_vclock vc;
};

/* The record for addr, created on first use (NULL only when out of memory). */
struct hd_sync *hd_sync_get(const void *addr);

struct hd_thread;
/* Release: the object's clock absorbs the thread's (unlock, post, signal). */
void hd_sync_release(struct hd_thread *t, const void *addr);
/* Acquire: the thread's clock absorbs the object's (lock, wait). */
void hd_sync_acquire(struct hd_thread *t, const void *addr);
/* fork(): takes or releases the map's bucket locks (intercept_thread.c). */
void hd_sync_fork_lock(int take);

#endif
