/* demangle.h — readable C++ names for the runtime's own stderr line. */
#ifndef HEDDLE_LIB_DEMANGLE_H
#define HEDDLE_LIB_DEMANGLE_H

/* A runtime-allocated (hd_ialloc) demangled copy of a mangled C++ symbol, or
 * NULL when sym is not mangled or the program has no C++ demangler. Start-up
 * only: the demangler allocates with malloc. */
char *hd_demangle(const char *sym);

#endif
