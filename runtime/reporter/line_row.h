/* line_row.h — the line-table row that names an address's source line.
 *
 * Line 0 in a row means the instruction has no source line of its own. LLVM
 * writes such a row for an instruction that lost its location on the way to
 * machine code where it begins a block, and everywhere under
 * -use-unknown-locations=Enable (which heddle-cc --backend=mpk passes): a
 * load x86's two-address pass unfolds from the arithmetic it was folded into
 * (`*cell += n` while n is still needed) has none
 * (X86InstrInfo::loadRegFromAddr) and goes right before that arithmetic.
 * Under backend=mpk with heddle-cc --backend=mpk, such a load is what faults
 * and names the access (docs/mpk.md). */
#ifndef HEDDLE_LINE_ROW_H
#define HEDDLE_LINE_ROW_H

#include <elfutils/libdw.h>

struct libdw_api;

/* The row for addr (an address of the compile unit cu, bias removed). When it
 * says line 0, the nearest rows with a line on either side, in the same
 * sequence and within fn (the innermost function scope at addr: a subprogram
 * or an inlined call; NULL when unknown, as with line tables alone), decide:
 * the later one is returned when it begins within one instruction's length
 * (15 bytes) of addr — the instruction is the last before that row, as an
 * unfolded load is before its arithmetic —, or (fn given) when both name the
 * same file and line — the instruction sits inside that line's code.
 * Otherwise the line-0 row stays: a guess could name another statement. NULL
 * when the unit has no row for addr. dw: libdw, loaded. */
Dwarf_Line *line_row(const struct libdw_api *dw, Dwarf_Die *cu, Dwarf_Addr addr, Dwarf_Die *fn);

#endif
