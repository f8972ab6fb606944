/* heap_arena.h — how much of the heap each process could check: its arena's
 * reservation (heddle_ev_process.heap_region_bits, runtime/lib/arena.h), for
 * the SARIF run's properties. Where the address space was limited (ulimit -v,
 * valgrind) the arena is smaller or absent, and heap objects go unchecked. */
#ifndef HEDDLE_REPORTER_HEAP_ARENA_H
#define HEDDLE_REPORTER_HEAP_ARENA_H

#include <stddef.h>
#include <stdint.h>

struct process_log;

/* "full", "reduced" (smaller regions: objects above half a region unchecked)
 * or "none" (no heap object checked), from a PROCESS record's region bits. */
const char *heap_arena_kind(uint32_t region_bits);
/* The worst of those over all logs with a PROCESS record ("full" when none). */
const char *run_heap_arena(struct process_log *const *logs, size_t n);

#endif
