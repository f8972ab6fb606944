/* demangle.c — uses the C++ ABI's own demangler (libstdc++'s __cxa_demangle),
 * the one the compiler's mangling follows, instead of a hand-written one. */
#include "demangle.h"

#include <stdlib.h>
#include <string.h>

char *__cxa_demangle(const char *mangled, char *buf, size_t *len, int *status);

char *demangle(const char *name) {
  if (strncmp(name, "_Z", 2) == 0) {
    int status = 0;
    char *readable = __cxa_demangle(name, NULL, NULL, &status);
    if (status == 0 && readable) return readable;
    free(readable);
  }
  return strdup(name);
}

char *demangle_variable(const char *name) {
  char *out = demangle(name);
  char *tag;
  while (out && (tag = strstr(out, "[abi:"))) {
    char *end = strchr(tag, ']');
    if (!end) break;
    memmove(tag, end + 1, strlen(end + 1) + 1);
  }
  return out;
}
