/* sites.h — the places filters attach to, as the compiler pass lays them out
 * (runtime/pass/LoomSlots.cpp): one record per slot in the section
 * heddle_loom_sites of the executable, which the linker brackets with
 * __start_/__stop_ symbols. The pass calls __heddle_loom_slot(site) there. */
#ifndef HEDDLE_LOOM_SITES_H
#define HEDDLE_LOOM_SITES_H

#include <stdint.h>

/* Must match LoomSlots.cpp's SiteKind. */
enum hd_loom_site_kind {
  HD_LOOM_STATEMENT = 0, /* a statement begins on `line` */
  HD_LOOM_ENTRY = 1,     /* `func` starts (line: its declaration) */
  HD_LOOM_EXIT = 2,      /* `func` returns */
  HD_LOOM_LOOP = 3,      /* a loop header: only the unilateral gate is checked */
  HD_LOOM_CALL = 4,      /* a call out of optimised code: its position (no slot; loom_late.cpp) */
};

struct hd_loom_ops;

/* Must match runtime/pass/loom_vars.cpp's VarFlags. */
enum {
  HD_LOOM_VAR_PRIMITIVE = 1,   /* an integer, pointer or enum of 1, 2, 4 or 8 bytes: a key may read it */
  HD_LOOM_VAR_PARAMETER = 2,
  HD_LOOM_VAR_UNAVAILABLE = 4, /* no address at the function's entry (a variable-length array) */
};

/* A local variable or parameter of a slot-padded copy (loom_vars.cpp). */
struct hd_loom_var {
  const char *name;
  uint32_t line;      /* where it is declared (a parameter: usually the function's line) */
  uint32_t scope_end; /* the last line of its block */
  uint32_t size;      /* bytes */
  uint32_t flags;
};

/* A copy's variables, in the order of the address array its slots pass. */
struct hd_loom_vars {
  uint64_t n;
  const struct hd_loom_var *v;
};

struct hd_loom_site {
  const char *file; /* absolute when the compiler had a directory */
  const char *func; /* qualified name (ns::Class::f in C++) */
  uint32_t line;
  uint32_t kind;
  struct hd_loom_ops *ops; /* set at install: what the filters do here; NULL: nothing */
  /* HD_LOOM_CALL: the position in the function this code was inlined into
   * (innermost first, the last one the optimised function itself). */
  const struct hd_loom_site *outer;
  /* A slot of a slot-padded copy: the variables its slots can read. NULL elsewhere (a
   * back-edge twin's slots: its variables live in optimised code's registers). */
  const struct hd_loom_vars *vars;
};

/* Per optimised function (one of the program's own), the functions inlined into it (section
 * heddle_loom_funcs, loom_late.cpp): a frame of it whose position is not
 * known may be inside any of them. */
struct hd_loom_func {
  const void *code; /* the function's address */
  const char *name; /* its qualified name */
  uint64_t ninlined;
  const char *const *inlined; /* qualified names */
};

extern struct hd_loom_site __start_heddle_loom_sites[] __attribute__((weak));
extern struct hd_loom_site __stop_heddle_loom_sites[] __attribute__((weak));
extern const struct hd_loom_func __start_heddle_loom_funcs[] __attribute__((weak));
extern const struct hd_loom_func __stop_heddle_loom_funcs[] __attribute__((weak));

#endif
