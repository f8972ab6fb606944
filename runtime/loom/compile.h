/* compile.h — a parsed filter made into what the program runs: the
 * operations to attach at each of its sites (LOOM §3.3), and the positions no
 * thread may be at while it is installed live (LOOM §4.1). Shared by start-up
 * (install.c) and live installs (live.c). */
#ifndef HEDDLE_LOOM_COMPILE_H
#define HEDDLE_LOOM_COMPILE_H

#include <stdint.h>

#include "filter_ast.h"
#include "program.h"
#include "sites.h"

/* Where errors go: stderr at start-up, the reply to `heddle filter` live. */
struct loom_sink {
  void (*line)(void *ctx, const char *text); /* one "path:line:col: error: message [rule]\n" */
  void *ctx;
};

/* Lines lo..hi of `func` (a code region: its entry through its first exit),
 * or all of it (a function region, an order's event: lo 0, hi UINT32_MAX). */
struct hd_loom_quiet {
  const char *func;
  uint32_t lo, hi;
};

struct hd_loom_attach {
  long site;
  struct hd_loom_op *op;
};

struct hd_loom_plan {
  struct hd_loom_attach *attach;
  int nattach;
  struct hd_loom_quiet *quiet;
  int nquiet;
  int unilateral;   /* it has `r <> *`: the gate must be on */
  int errors;
};

/* The executable's sites (none: NULL, 0). */
struct hd_loom_site *hd_loom_sites(long *n);

/* Compiles filter f (named `path` in messages) into *plan. `live`: also the
 * quiet positions, and what a live install cannot do is an error. Objects and
 * operations are allocated from a; each constraint's objects name `filter_id`.
 * Returns the number of errors (each already given to the sink). */
int hd_loom_compile(struct loom_arena *a, const char *path, const struct loom_filter *f, int live, int filter_id,
                    struct loom_sink *sink, struct hd_loom_plan *plan);

/* Publishes the plan's operations: each site's list becomes its old list plus
 * the new operations (lists are replaced, never changed in place: a thread
 * reading the old one is not disturbed). Returns -1 when out of memory. */
int hd_loom_attach(struct loom_arena *a, const struct hd_loom_plan *plan);
/* Takes filter_id's operations off every site, but keeps the exits of its
 * regions that some thread still holds (they release what was taken). */
int hd_loom_detach(struct loom_arena *a, int filter_id);

#endif
