/* lock_names.h — a held lock's name as the program writes it (lock_names.c). */
#ifndef HEDDLE_LOCK_NAMES_H
#define HEDDLE_LOCK_NAMES_H

#include <stdint.h>

struct symbolizer;

/* symbolize_data_sized's name and symbol size, except for a lock inside a
 * bigger global: an element of a one-dimensional array of locks is
 * "fork_m[2]" (not "fork_m+80"), a lock member of a struct "pool.lock" (not
 * "pool"), and *lock_size is then the element's or member's size. Caller
 * frees; NULL when addr is in no data symbol. */
char *symbolize_lock(struct symbolizer *s, uint64_t addr, uint64_t *lock_size);

#endif
