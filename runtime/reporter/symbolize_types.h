/* symbolize_types.h — the DWARF types of a program's variables, for callers
 * that read a type's layout (field_layout.c); implemented in symbolize.c,
 * which owns the session. Kept apart from symbolize.h so only they see libdw's
 * types. Both give the declared type: typedefs and qualifiers not peeled, so
 * a fix can spell it as the program does. */
#ifndef HEDDLE_SYMBOLIZE_TYPES_H
#define HEDDLE_SYMBOLIZE_TYPES_H

#include <elfutils/libdw.h>
#include <stdint.h>

struct symbolizer;

/* The type of the global variable at addr. 0 when unknown. */
int symbolize_global_type(struct symbolizer *s, uint64_t addr, Dwarf_Die *type);
/* The type the pointer `expression` (a name, then `.member` / `->member`)
 * points to, as the code at return address pc sees it. 0 when unknown. */
int symbolize_pointee_type(struct symbolizer *s, uint64_t pc, const char *expression, Dwarf_Die *pointee);

#endif
