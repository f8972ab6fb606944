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

#endif
