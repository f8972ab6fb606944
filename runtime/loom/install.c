/* install.c — start-up filters (HEDDLE_OPTIONS filters=F:G): each file is
 * parsed and compiled (compile.c), and only when all of them succeeded are
 * the operations attached to their sites and the slot-padded code switched
 * on. Any problem: every error printed, nothing installed, and the caller
 * stops the program before it runs. Start-up filters are listed and removed
 * like live ones (live.c). */
#include "loom.h"

#include <stdio.h>

#include "compile.h"
#include "filter_files.h"
#include "gate.h"
#include "live.h"

static void to_stderr(void *ctx, const char *line) {
  (void)ctx;
  fputs(line, stderr);
}

int hd_loom_install_startup(const char *paths, long timeout_ms) {
  hd_loom_timeout_ms = timeout_ms;
  long nsites;
  hd_loom_sites(&nsites);
  if (!nsites) {
    fputs("heddle: error: execution filters were given but the program has no slots for them: build it with "
          "heddle-cc (a build of heddle with execution-filter slots)\n",
          stderr);
    return -1;
  }
  struct loom_arena *arena = hd_loom_live_arena();
  struct loom_sink sink = {to_stderr, 0};
  struct hd_loom_plan plans[64];
  const char *names[64];
  int ids[64];
  int nplans = 0, errors = 0;
  for (const char *p = paths; *p;) {
    const char *end = p;
    while (*end && *end != ':') end++;
    if (end > p) {
      const char *path = loom_strndup(arena, p, (size_t)(end - p));
      struct loom_filter *f = path ? loom_filter_load(arena, path) : 0;
      if (!f || nplans == 64) {
        errors++;
      } else {
        names[nplans] = path;
        ids[nplans] = hd_loom_live_next_id();
        errors += hd_loom_compile(arena, path, f, 0, ids[nplans], &sink, &plans[nplans]);
        nplans++;
      }
    }
    p = *end ? end + 1 : end;
  }
  if (errors) return -1;
  /* The gate is on whenever the slot-padded code is: unilateral exclusions and live installs pause threads with it. */
  if (hd_loom_gate_install() != 0) {
    fputs("heddle: error: cannot install execution filters (pthread_key_create failed)\n", stderr);
    return -1;
  }
  for (int i = 0; i < nplans; i++)
    if (hd_loom_attach(arena, &plans[i]) != 0 || hd_loom_live_record(ids[i], names[i], 1, &plans[i]) != 0) return -1;
  __atomic_store_n(&__heddle_loom_on, 1, __ATOMIC_RELEASE);
  return 0;
}
