/* backend.c — choosing the backend at start-up, and its counters at exit
 * (always in the event log, for SARIF and the summary; on stderr with
 * verbosity >= 1). */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "access.h"
#include "arena.h"
#include "event_log.h"
#include "flags.h"
#include "keys.h"
#include "log_writer.h"
#include "mpk.h"
#include "mpk_internal.h"
#include "report.h"
#include "stats.h"
#include "thread.h"
#include "util.h"

uint64_t hd_mpk_reports_so_far(void) {
  uint64_t n = 0;
  for (int r = 1; r <= HEDDLE_RULE_LAST; r++) n += hd_report_count((enum heddle_rule)r);
  return n;
}

static void refuse(const char *why) {
  hd_stderr_str("heddle: error: backend=mpk: ");
  hd_stderr_str(why);
  hd_stderr_str("\n       Use backend=auto (mpk where it works, else check) or backend=check; "
                "scripts/in-vm.sh runs a program in a VM whose CPU has protection keys (docs/mpk.md).\n");
  _exit(2);
}

static uint64_t started_ns; /* CLOCK_MONOTONIC at start-up: the counters' rates */

static uint64_t monotonic_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

int hd_mpk_init(int requested) {
  if (requested == HD_BACKEND_CHECK) return HD_BACKEND_CHECK;
  /* The keys' objects take the upper half of a 4 GiB class region, the half
   * heddle-cc --backend=mpk's code tells by bit 31 (arena.c, mpk_build.cpp). */
  if (!hd_arena_full()) {
    if (requested == HD_BACKEND_AUTO) return HD_BACKEND_CHECK;
    refuse("the heap arena has smaller regions than the keys' placement needs (an address-space limit: "
           "ulimit -v, valgrind)");
  }
  char why[200];
  int n = hd_mpk_keys_init();
  if (n < 0) {
    if (requested == HD_BACKEND_AUTO) return HD_BACKEND_CHECK;
    if (n == -ENOSPC)
      snprintf(why, sizeof why, "fewer than 4 protection keys are free (the program or a library took them)");
    else
      snprintf(why, sizeof why, "pkey_alloc failed (%s): this CPU or kernel has no memory protection keys (PKU)",
               strerror(-n));
    refuse(why);
  }
  if (!hd_pkru_context_init()) {
    if (requested == HD_BACKEND_AUTO) return HD_BACKEND_CHECK;
    refuse("the CPU reports no PKRU state in XSAVE (CPUID leaf 0xD, component 9)");
  }
  hd_mpk_faults_install();
  hd_mpk_rehash_init();
  started_ns = monotonic_ns();
  hd_mpk_on = 1;
  __heddle_mpk_classes = ~0u; /* every class's upper half: the keys enforce it (arena.c) */
  struct hd_thread *t = hd_thread_current();
  if (t) hd_mpk_thread_started_slow(t);
  return HD_BACKEND_MPK;
}

void hd_mpk_exit(void) {
  if (!hd_mpk_on) return;
  struct hd_mpk_key_stats k;
  hd_mpk_key_stats(&k);
  const struct hd_mpk_stats *s = &hd_mpk_stats;
  struct heddle_ev_backend ev;
  memset(&ev, 0, sizeof ev);
  ev.h.kind = HEDDLE_EV_BACKEND;
  ev.h.size = sizeof ev;
  ev.faults = s->faults;
  ev.settled = s->settled;
  ev.violations = s->violations;
  ev.in_runtime = s->runtime_steps;
  ev.pkru_writes = s->pkru_writes;
  ev.pkey_mprotects = s->retags;
  ev.pkey_mprotects_avoided = s->retags_avoided;
  ev.page_cache_hits = s->cache_hits;
  ev.rehashes = s->rehashes;
  ev.shared_assignments = k.shared_assignments;
  ev.keys = k.keys;
  ev.pool_keys = k.pool;
  ev.run_ns = monotonic_ns() - started_ns;
  HD_RUNTIME_CALL(heddle_log_append(&ev.h)); /* SARIF's processes[].mpk, the summary's rehash line */
  if (hd_flags.verbosity < 1) return;
  char line[400];
  int n = snprintf(line, sizeof line,
                   "heddle: backend mpk: %llu protection-key faults (%llu settled, %llu violations, %llu in the "
                   "runtime or libc), %llu PKRU writes, %llu pkey_mprotect calls (%llu avoided by the page cache, "
                   "%llu allocations on its pages), %llu rehashes (%llu ms in all, the longest %llu ms), %u keys (%u "
                   "pooled, %llu shared assignments)\n",
                   (unsigned long long)ev.faults, (unsigned long long)ev.settled,
                   (unsigned long long)ev.violations, (unsigned long long)ev.in_runtime,
                   (unsigned long long)ev.pkru_writes, (unsigned long long)ev.pkey_mprotects,
                   (unsigned long long)ev.pkey_mprotects_avoided, (unsigned long long)ev.page_cache_hits,
                   (unsigned long long)ev.rehashes, (unsigned long long)(s->rehash_ns / 1000000),
                   (unsigned long long)(s->rehash_longest_ns / 1000000), ev.keys, ev.pool_keys, (unsigned long long)ev.shared_assignments);
  if (n > 0) hd_stderr(line, (size_t)(n < (int)sizeof line ? n : (int)sizeof line - 1));
}
