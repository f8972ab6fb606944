/* flags.h — the runtime's options (HEDDLE_OPTIONS), one field per flags.def row. */
#ifndef HEDDLE_FLAGS_H
#define HEDDLE_FLAGS_H

#define HD_FLAG_TYPE_bool int
#define HD_FLAG_TYPE_int int
#define HD_FLAG_TYPE_string const char *
#define HD_FLAG_TYPE_pathlist const char *
#define HD_FLAG_TYPE_unannotated int
#define HD_FLAG_TYPE_backend int

/* HEDDLE_OPTIONS=unannotated=race|private */
enum hd_unannotated { HD_UNANNOTATED_RACE = 0, HD_UNANNOTATED_PRIVATE = 1 };
/* HEDDLE_OPTIONS=backend=check|mpk|auto (runtime/mpk decides what auto becomes) */
enum hd_backend { HD_BACKEND_CHECK = 0, HD_BACKEND_MPK = 1, HD_BACKEND_AUTO = 2 };

struct hd_flags {
#define HEDDLE_FLAG(name, type, dflt, lo, hi, doc) HD_FLAG_TYPE_##type name;
#include "flags.def"
#undef HEDDLE_FLAG
};

extern struct hd_flags hd_flags;

/* Sets defaults, then applies `spec` (colon-separated key=value). On a bad
 * key or value writes a message naming it (and the valid keys) into err and
 * returns -1; the flags parsed so far stay applied. */
int hd_flags_parse(const char *spec, char *err, unsigned errlen);
void hd_flags_set_defaults(void);

#endif
