/* backend.c — choosing the backend at start-up, and its counters at exit. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "flags.h"
#include "keys.h"
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

int hd_mpk_init(int requested) {
  if (requested == HD_BACKEND_CHECK) return HD_BACKEND_CHECK;
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
  hd_mpk_on = 1;
  __heddle_mpk_classes = ~0u; /* every class's upper half: the keys enforce it (arena.c) */
  struct hd_thread *t = hd_thread_current();
  if (t) hd_mpk_thread_started_slow(t);
  return HD_BACKEND_MPK;
}

void hd_mpk_exit(void) {
  if (!hd_mpk_on || hd_flags.verbosity < 1) return;
  struct hd_mpk_key_stats k;
  hd_mpk_key_stats(&k);
  const struct hd_mpk_stats *s = &hd_mpk_stats;
  char line[400];
  int n = snprintf(line, sizeof line,
                   "heddle: backend mpk: %llu protection-key faults (%llu settled, %llu violations, %llu in the "
                   "runtime or libc), %llu PKRU writes, %llu pkey_mprotect calls, %llu rehashes, %u keys (%u "
                   "pooled, %llu shared assignments)\n",
                   (unsigned long long)s->faults, (unsigned long long)s->settled,
                   (unsigned long long)s->violations, (unsigned long long)s->runtime_steps,
                   (unsigned long long)s->pkru_writes, (unsigned long long)s->retags,
                   (unsigned long long)s->rehashes, k.keys, k.pool, (unsigned long long)k.shared_assignments);
  if (n > 0) hd_stderr(line, (size_t)(n < (int)sizeof line ? n : (int)sizeof line - 1));
}
