/* demangle.h — readable C++ names in reports (C names pass through). */
#ifndef HEDDLE_DEMANGLE_H
#define HEDDLE_DEMANGLE_H

/* Returns a malloc'ed demangled copy of name, or a plain copy when it is not a
 * mangled C++ name. */
char *demangle(const char *name);

#endif /* HEDDLE_DEMANGLE_H */
