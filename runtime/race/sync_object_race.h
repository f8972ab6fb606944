/* sync_object_race.h — races on a synchronisation object's own memory (race
 * mode), ThreadSanitizer's model narrowed to what costs little: the init and
 * destroy of a mutex, rwlock, spin lock or barrier write the object's bytes, a
 * mutex lock and a barrier wait read them, so an init or destroy not ordered
 * with another thread's lock or wait is a data race (found by a new-user
 * trial on TSan's race_on_mutex, race_on_barrier and race_on_barrier2 tests:
 * heddle silent, 3 runs of 3). Only objects inside tracked unannotated memory
 * (race objects) count; the state lives in a table of its own keyed by the
 * sync object's address, so the race records, their fast paths and inference
 * see none of it. Not covered: a mutex's destroy against an earlier lock (a
 * lock only checks; recording every lock's read would cost each lock a store
 * and a stack), condition variables, the free of memory holding one. */
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
/* fork(): takes (1) or releases (0) the table's lock (intercept_thread.c's fork_lockers). */
void hd_sync_object_fork_lock(int take);

#endif
