/* sync_object_race.h — races on a synchronisation object's own memory (race
 * mode), ThreadSanitizer's model: the init and destroy of a mutex, rwlock,
 * spin lock or barrier, and the free of memory holding a lock, write the
 * object's bytes; every lock and unlock (a condition wait's relock too) and a
 * barrier wait read them. So an init, destroy or free not ordered with
 * another thread's lock, unlock or wait — either way round — is a data race
 * (found by new-user trials: TSan's race_on_mutex, race_on_barrier and
 * race_on_barrier2 tests; tylertreat/chan freeing a channel whose sender
 * still had to relock and unlock its mutex, heddle silent where TSan reported
 * a race every run). Only objects inside tracked unannotated memory (race
 * objects) count; the writes live in a table of their own keyed by the sync
 * object's address, so the race records, their fast paths and inference see
 * none of it.
 *
 * A write is checked against the reads before it without remembering each
 * lock's read (which would cost every lock a store and a stack): a lock's
 * critical sections are ordered by the lock itself, each ending in a release
 * into the lock's clock (sync.h), so "every critical section since the last
 * write happens before this write" is "the lock's clock is below the
 * writer's", and the lock's record names its last acquisition (sync.h
 * locked_at) for the report. A section still open at a free — the lock held —
 * is found at its unlock, a read after the write. Not covered: condition
 * variables' own bytes, trylocks that failed, more than 3072 such objects. */
#ifndef HEDDLE_SYNC_OBJECT_RACE_H
#define HEDDLE_SYNC_OBJECT_RACE_H
#include <stdint.h>

#include "stack.h"

/* `call` (a string literal: the function's name) wrote obj's `size` bytes:
 * checked against the reads remembered since the last write, then the write
 * is remembered. */
void hd_sync_object_written(const void *obj, uint32_t size, struct hd_caller c, const char *call);
/* `call` read obj's bytes: checked against its last write; `remember`: kept
 * for the next write's check (a barrier wait's; a mutex lock's is not). */
void hd_sync_object_read_slow(const void *obj, uint32_t size, struct hd_caller c, const char *call, int remember);

/* Entries in the table: none while the program initialised no sync object in
 * tracked memory. Writes recorded, counted from 1; the count at which this
 * thread was last found ordered after every one of them. So a lock by a
 * thread ordered after every init so far (the stripe mutexes of a table, set
 * up before the threads) costs two loads and a compare (callgrind, kvserver
 * race mode: 66 instructions per lock with each lock's entry checked, 4
 * with this). Inline: every mutex lock asks. */
extern uint32_t hd_sync_objects_used, hd_sync_object_write_gen;
extern __thread uint32_t hd_sync_object_ordered_gen;

static inline void hd_sync_object_read(const void *obj, uint32_t size, struct hd_caller c, const char *call,
                                       int remember) {
  if (!__atomic_load_n(&hd_sync_objects_used, __ATOMIC_ACQUIRE)) return;
  if (!remember && hd_sync_object_ordered_gen == __atomic_load_n(&hd_sync_object_write_gen, __ATOMIC_ACQUIRE))
    return;
  hd_sync_object_read_slow(obj, size, c, call, remember);
}
/* A lock at obj was taken for the first time in its memory's current life
 * (intercept_sync.c: sync.h locked_call was NULL): a free of its memory asks
 * its record (pages of such locks are marked, so a free elsewhere asks none). */
void hd_sync_object_lock_born(const void *obj);
/* The program's free at c of race object o (access.c hd_check_free): every
 * sync object inside it that is in the table or was locked is written. */
struct hd_object;
void hd_sync_object_freed(const struct hd_object *o, struct hd_caller c);
/* [base, base + size) is reused from now on (arena.c hd_arena_free): the
 * sync objects that were in it are forgotten, as an allocation forgets the
 * race history of the bytes it hands out. */
void hd_sync_object_forget(uintptr_t base, uintptr_t size);
/* fork(): takes (1) or releases (0) the table's lock (intercept_thread.c's fork_lockers). */
void hd_sync_object_fork_lock(int take);

#endif
