/* real.c — resolution of the wrapped functions. */
#include "real.h"

#include <dlfcn.h>
#include <unistd.h>

#include "util.h"

void *hd_real_lookup(const char *name, const char *version) {
  void *p = version ? dlvsym(RTLD_NEXT, name, version) : dlsym(RTLD_NEXT, name);
  if (!p && version) p = dlsym(RTLD_NEXT, name);
  if (!p) {
    hd_stderr_str("heddle: internal error: libc has no '");
    hd_stderr_str(name);
    hd_stderr_str("' to wrap; rebuild libheddle for this libc\n");
    _exit(70);
  }
  return p;
}

void hd_real_preload(void **slot, const char *name) {
  void *p = dlsym(RTLD_NEXT, name);
  if (p) __atomic_store_n(slot, p, __ATOMIC_RELEASE);
}
