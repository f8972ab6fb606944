/* scope_path.h — the function scopes that hold an address: the subprogram and
 * each inlined call (DW_TAG_inlined_subroutine) around it, innermost first.
 *
 * What libdw's dwarf_getscopes gives for the innermost one and
 * dwarf_getscopes_die, once per inlined level, for the callers — the same
 * DIEs — without their cost: both walk the compile unit's DIE tree from its
 * start (dwarf_siblingof reads over every DIE before the one wanted: clang
 * writes no DW_AT_sibling), so a C++ unit of megabytes of DWARF was walked
 * 1 + depth times per address — most of the report phase of a small C++
 * program (new-user trial round 13, finding 3). Here each unit's top-level
 * DIEs with code are indexed once (their address ranges); an address then
 * takes a search of that index and a walk of the one function that holds it.
 * Owned by a symbolizer (symbolize.c); libdw must be loaded. */
#ifndef HEDDLE_SCOPE_PATH_H
#define HEDDLE_SCOPE_PATH_H

#include <elfutils/libdw.h>

#include "libdw_api.h"

struct scope_index;

/* An empty index (units are added at their first address); NULL when out of memory. */
struct scope_index *scope_index_new(const struct libdw_api *dw);
void scope_index_free(struct scope_index *ix);

/* The function scopes of the unit cudie that contain addr (unit-relative: bias
 * removed), innermost first, as *fns (caller frees); their number, 0 when none
 * (*fns NULL). Follows libdw's walk exactly: at each level the first child
 * whose ranges hold addr, descended when it is a scope that can hold others. */
int scope_functions(struct scope_index *ix, Dwarf_Die *cudie, Dwarf_Addr addr, Dwarf_Die **fns);

#endif /* HEDDLE_SCOPE_PATH_H */
