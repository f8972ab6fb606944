/* demangle.h — readable C++ names in reports (C names pass through). */
#ifndef HEDDLE_DEMANGLE_H
#define HEDDLE_DEMANGLE_H

/* Returns a malloc'ed demangled copy of name, or a plain copy when it is not a
 * mangled C++ name. */
char *demangle(const char *name);

/* demangle for a variable: the name the source spells, without the ABI tags the
 * demangler prints ("conc_que[abi:cxx11]" for _Z8conc_queB5cxx11, a global whose
 * type has a std::string argument), which a user could not write in a fix. */
char *demangle_variable(const char *name);

#endif /* HEDDLE_DEMANGLE_H */
