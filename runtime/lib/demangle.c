/* demangle.c — a C++ global's symbol (`_ZN3app7counterE`) becomes its
 * readable name (`app::counter`) once, when globals are read at start-up,
 * and never while a report is printed: a report can come from a signal
 * handler, where the demangler's malloc is not allowed.
 *
 * The demangler is the C++ ABI's own (libstdc++'s __cxa_demangle, the one the
 * compiler's mangling follows; the reporter uses the same). The reference is
 * weak: a C program links no libstdc++, and has no mangled names either. */
#include "demangle.h"

#include <stdlib.h>

#include "ialloc.h"
#include "util.h"

extern char *__cxa_demangle(const char *mangled, char *buf, size_t *len, int *status)
    __attribute__((weak));

char *hd_demangle(const char *sym) {
  if (!__cxa_demangle || sym[0] != '_' || sym[1] != 'Z') return 0;
  int status = -1;
  char *readable = __cxa_demangle(sym, 0, 0, &status);
  char *copy = 0;
  if (status == 0 && readable) {
    size_t n = hd_strlen(readable);
    if ((copy = hd_ialloc(n + 1))) hd_memcpy(copy, readable, n + 1);
  }
  free(readable); /* malloc'ed by the demangler; the runtime keeps its own copy */
  return copy;
}
