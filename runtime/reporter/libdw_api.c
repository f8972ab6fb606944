/* libdw_api.c — loads libdw on first use; see libdw_api.h. */
#include "libdw_api.h"

#include <dlfcn.h>
#include <stdio.h>

static struct libdw_api api;
static int state; /* 0 not tried, 1 loaded, -1 failed (said once) */

static int load(void) {
  void *lib = dlopen(LIBDW_SONAME, RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    fprintf(stderr, "heddle: warning: cannot load %s (%s); reports show frames as module+offset, "
                    "without function names or lines. Install elfutils' libdw (Debian: libdw1).\n",
            LIBDW_SONAME, dlerror());
    return -1;
  }
  const char *missing = NULL;
#define LIBDW_RESOLVE(name)                                                                        \
  if (!missing && !(*(void **)&api.name = dlsym(lib, #name))) missing = #name;
  LIBDW_FUNCTIONS(LIBDW_RESOLVE)
#undef LIBDW_RESOLVE
  if (missing) {
    fprintf(stderr, "heddle: warning: %s has no %s (elfutils too old?); reports show frames as "
                    "module+offset. Install elfutils 0.188 or later.\n",
            LIBDW_SONAME, missing);
    dlclose(lib);
    return -1;
  }
  return 1;
}

const struct libdw_api *libdw_api(void) {
  if (!state) state = load(); /* the reporter symbolizes on one thread */
  return state > 0 ? &api : NULL;
}
