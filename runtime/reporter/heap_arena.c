/* heap_arena.c — see heap_arena.h. */
#include "heap_arena.h"

#include "event_log.h"
#include "log_reader.h"

/* runtime/lib/arena.h HD_ARENA_REGION_BITS: the full reservation's regions. */
#define FULL_REGION_BITS 32u

/* 0 full, 1 reduced, 2 none: the order run_heap_arena takes the worst by. */
static int severity(uint32_t bits) { return bits >= FULL_REGION_BITS ? 0 : bits ? 1 : 2; }

static const char *const kinds[] = {"full", "reduced", "none"};

const char *heap_arena_kind(uint32_t region_bits) { return kinds[severity(region_bits)]; }

const char *run_heap_arena(struct process_log *const *logs, size_t n) {
  int worst = 0;
  for (size_t i = 0; i < n; i++) {
    if (!logs[i]->has_process) continue;
    int s = severity(logs[i]->process.heap_region_bits);
    if (s > worst) worst = s;
  }
  return kinds[worst];
}
