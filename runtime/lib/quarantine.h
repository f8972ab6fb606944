/* quarantine.h — freed heap objects stay inaccessible for a while before
 * their slot is reused (PUSh §5.1: free is a write-like use; any later
 * access is a use after free, reported as a sharing-violation).
 *
 * A bounded FIFO by bytes (slot capacity plus its record), as ASan's
 * quarantine: the oldest freed objects leave first, and only then does the
 * arena reuse their slot. Its size: HEDDLE_OPTIONS quarantine_size_mb, and at
 * most quarantine_heap_pct of the heap's footprint (never below 1 MiB), so a
 * program's quarantine costs a share of its heap, not a fixed amount. */
#ifndef HEDDLE_QUARANTINE_H
#define HEDDLE_QUARANTINE_H
#include "object.h"

/* Takes a freed object (flags has HD_OBJ_FREED, check is inaccessible) and
 * returns the oldest objects beyond the budget to the arena. */
void hd_quarantine_put(struct hd_object *o);
/* fork(): takes or releases the quarantine's lock (intercept_thread.c). */
void hd_quarantine_fork_lock(int take);

#endif
