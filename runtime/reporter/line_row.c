/* line_row.c — see line_row.h. */
#include "line_row.h"

#include "libdw_api.h"

#include <stdbool.h>
#include <string.h>

static int row_line(const struct libdw_api *dw, Dwarf_Line *row) {
  int line = 0;
  return dw->dwarf_lineno(row, &line) == 0 ? line : 0;
}

static bool ends_sequence(const struct libdw_api *dw, Dwarf_Line *row) {
  bool end = false;
  return dw->dwarf_lineendsequence(row, &end) == 0 && end;
}

/* The nearest row from rows[at] in direction step (+1 or -1) with a line,
 * still in at's sequence and inside fn (when given); NULL when there is none. */
static Dwarf_Line *nearest_with_line(const struct libdw_api *dw, Dwarf_Lines *rows, size_t n, size_t at, int step, Dwarf_Die *fn) {
  for (size_t i = at + step; i < n; i += step) { /* i wraps past 0 to SIZE_MAX */
    Dwarf_Line *row = dw->dwarf_onesrcline(rows, i);
    Dwarf_Addr addr;
    /* An end_sequence row closes at's sequence (forward) or the one before it (backward). */
    if (!row || ends_sequence(dw, row) || dw->dwarf_lineaddr(row, &addr) != 0 || (fn && dw->dwarf_haspc(fn, addr) <= 0))
      return NULL;
    if (row_line(dw, row)) return row;
  }
  return NULL;
}

static bool same_place(const struct libdw_api *dw, Dwarf_Line *a, Dwarf_Line *b) {
  const char *fa = dw->dwarf_linesrc(a, NULL, NULL), *fb = dw->dwarf_linesrc(b, NULL, NULL);
  return row_line(dw, a) == row_line(dw, b) && fa && fb && strcmp(fa, fb) == 0;
}

/* The longest x86 instruction, in bytes. */
#define MAX_INSN_BYTES 15

static bool begins_within(const struct libdw_api *dw, Dwarf_Line *row, Dwarf_Addr addr, Dwarf_Addr bytes) {
  Dwarf_Addr at;
  return dw->dwarf_lineaddr(row, &at) == 0 && at > addr && at - addr <= bytes;
}

Dwarf_Line *line_row(const struct libdw_api *dw, Dwarf_Die *cu, Dwarf_Addr addr, Dwarf_Die *fn) {
  Dwarf_Line *row = dw->dwarf_getsrc_die(cu, addr);
  Dwarf_Lines *rows;
  size_t n;
  if (!row || row_line(dw, row) || dw->dwarf_getsrclines(cu, &rows, &n) != 0) return row;
  size_t at = 0;
  while (at < n && dw->dwarf_onesrcline(rows, at) != row) at++;
  if (at == n) return row;
  Dwarf_Line *after = nearest_with_line(dw, rows, n, at, +1, fn);
  if (!after) return row;
  /* The last instruction before that row: what x86's two-address pass
   * unfolds goes right before the instruction it came from, whose line the
   * next row is. (Line tables alone, -gline-tables-only, have no function
   * scopes: the sequence bounds the search.) */
  if (begins_within(dw, after, addr, MAX_INSN_BYTES)) return after;
  if (!fn) return row;
  /* Inside that line's code. */
  Dwarf_Line *before = nearest_with_line(dw, rows, n, at, -1, fn);
  return before && same_place(dw, before, after) ? after : row;
}
