/* lock_names.h — a held lock's name as the program writes it (lock_names.c). */
#ifndef HEDDLE_LOCK_NAMES_H
#define HEDDLE_LOCK_NAMES_H

#include <stdint.h>

struct source_cache;
struct suggestion;
struct symbolizer;

/* symbolize_data_sized's name and symbol size, except for a lock inside a
 * bigger global: an element of a one-dimensional array of locks is
 * "fork_m[2]" (not "fork_m+80"), a lock member of a struct "pool.lock" (not
 * "pool"), a lock member of an element of an array of structs "v[1].lock"
 * (not "v+440"), and *lock_size is then the element's or member's size. Caller
 * frees; NULL when addr is in no data symbol. */
char *symbolize_lock(struct symbolizer *s, uint64_t addr, uint64_t *lock_size);

/* A locked heap object that holds its own mutex (`struct counter { pthread_mutex_t
 * lock; ... }` behind `c`): the mutex has no symbol, so it was "the mutex at
 * 0x..." and had no fix. The struct the allocation's variable points to (DWARF,
 * at the allocation) names it `c->lock`, which heddle_set_locked(c, &c->lock)
 * can take the address of. Sets s->lock_name and lock_is_symbol when the mutex
 * is such a member; leaves s alone otherwise. */
void lock_name_own_member(struct suggestion *s, struct symbolizer *sym, struct source_cache *sources);

/* A locked heap object whose mutex lies inside another heap object (a pool's
 * `lock` guarding the pool's separately allocated queue: mbrossard's
 * threadpool, trial round 12 finding 4): "the mutex at 0x555c00000000", an
 * arena address the user cannot even find in a debugger. The runtime records
 * that object's allocation (event_log.h lock_obj_*); the variable its
 * allocation is stored in and the struct it points to (DWARF) name the mutex
 * `pool->lock`, which a fix may take the address of where this object is
 * allocated in the same function. Sets s->lock_alloc always, and lock_name,
 * lock_is_symbol and lock_in_other_function when the member is found. */
void lock_name_other_object(struct suggestion *s, struct symbolizer *sym, struct source_cache *sources);

#endif
