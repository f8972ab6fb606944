/* code_map.h — which function of the executable a return address is in, for
 * the frames of a thread a live install does not know the position of: the
 * executable's symbol table (its own ELF file, read once, at the first live
 * install) and the pass's per-function records (sites.h hd_loom_func). */
#ifndef HEDDLE_LOOM_CODE_MAP_H
#define HEDDLE_LOOM_CODE_MAP_H

#include <stdint.h>

#include "loom_arena.h"
#include "sites.h"

enum hd_loom_code_kind {
  HD_LOOM_CODE_OTHER = 0, /* not the program's own code (libheddle, crt, libraries) */
  HD_LOOM_CODE_OPTIMISED, /* one of the program's functions, optimised version (and its twin) */
  HD_LOOM_CODE_COPY,      /* a slot-padded copy (F.heddle.loom) */
};

struct hd_loom_code {
  enum hd_loom_code_kind kind;
  const struct hd_loom_func *func; /* OPTIMISED: its record (name, inlined functions) */
  uintptr_t start;                 /* the function's first address */
  const char *name;                /* its symbol */
};

/* Reads the symbol table (once); 0, or -1 when it cannot (stripped executable). */
int hd_loom_code_map_load(struct loom_arena *a);
/* The function `pc` is in. */
struct hd_loom_code hd_loom_code_at(uintptr_t pc);

#endif
