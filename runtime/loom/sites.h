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
};

struct hd_loom_ops;

struct hd_loom_site {
  const char *file; /* absolute when the compiler had a directory */
  const char *func; /* qualified name (ns::Class::f in C++) */
  uint32_t line;
  uint32_t kind;
  struct hd_loom_ops *ops; /* set at install: what the filters do here; NULL: nothing */
};

extern struct hd_loom_site __start_heddle_loom_sites[] __attribute__((weak));
extern struct hd_loom_site __stop_heddle_loom_sites[] __attribute__((weak));

#endif
