/* stats.h — backend=mpk's counters (docs/mpk.md's figures come from them),
 * bumped with relaxed atomics from hooks and the fault handler alike. */
#ifndef HEDDLE_MPK_STATS_H
#define HEDDLE_MPK_STATS_H
#include <stdint.h>

struct hd_mpk_stats {
  uint64_t faults;        /* protection-key faults on keys the backend owns */
  uint64_t settled;       /* ... after which the access was allowed (first touch, verified lock, stale PKRU) */
  uint64_t violations;    /* ... that the decision reported (the access then runs once, single-stepped) */
  uint64_t runtime_steps; /* ... in the runtime or libc (checked by their interceptor), let through */
  uint64_t pkru_writes;   /* WRPKRU by hooks, plus PKRU values set in signal frames */
  uint64_t retags;        /* pkey_mprotect calls */
  uint64_t retags_avoided; /* ... not needed thanks to the page cache (page_cache.h): untags at free, tags at allocation */
  uint64_t cache_hits;    /* allocations that got a slot from the page cache */
  uint64_t rehashes;      /* key reassignments with all threads stopped (PUSh §3.3) */
  uint64_t rehash_ns;     /* ... their time in all, from the stop signals to the last object moved */
  uint64_t rehash_longest_ns; /* ... the longest one's */
};
extern struct hd_mpk_stats hd_mpk_stats;
#define HD_MPK_COUNT(field) __atomic_fetch_add(&hd_mpk_stats.field, 1, __ATOMIC_RELAXED)

#endif
