/* malloc.h — allocation shared by the malloc interceptors and heddle_malloc. */
#ifndef HEDDLE_MALLOC_H
#define HEDDLE_MALLOC_H
#include <stddef.h>

#include "heddle.h"
#include "stack.h"

/* The policy argument of plain allocations (malloc, new, ...): race-checked
 * in race mode (runtime/race), private to the allocating thread in strict mode. */
#define HD_UNANNOTATED ((enum heddle_policy)0xFF)

/* Allocates a tracked object with `policy` (owner: the calling thread).
 * zero: clear the memory. Falls back to an untracked mapping when the size
 * exceeds the arena's largest class. */
void *hd_alloc(size_t size, size_t align, int zero, enum heddle_policy policy, uintptr_t lock,
               struct hd_caller c);

/* fork(): takes or releases the huge-mapping list's lock (intercept_thread.c). */
void hd_malloc_fork_lock(int take);

/* free() as the program's call at c: a write-like use of the object. */
void hd_free(void *p, struct hd_caller c);

/* The end of a stack object (runtime/stack) at its function's return at c:
 * freed as by free(), its last change HEDDLE_CHANGE_RETURN. free() of a stack
 * object, or this of a heap object, is an api-misuse report instead. */
void hd_free_stack_object(void *p, struct hd_caller c);

#endif
