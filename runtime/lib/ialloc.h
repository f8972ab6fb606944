/* ialloc.h — the runtime's own allocator for its metadata (vector clocks,
 * thread records, slice tables, stack depot). Separate from the user heap so
 * runtime bookkeeping is never tracked, checked or reported. */
#ifndef HEDDLE_IALLOC_H
#define HEDDLE_IALLOC_H
#include <stddef.h>

/* Zeroed memory; NULL only when the system is out of memory. */
void *hd_ialloc(size_t size);
/* fork(): takes or releases the allocator's lock (intercept_thread.c). */
void hd_ialloc_fork_lock(int take);
void hd_ifree(void *p, size_t size);

#endif
