// A report from code in a dlopen()ed library: heddle_log_refresh_modules (what
// libheddle's dlopen interceptor calls) adds the library's MODULE record, so
// its frames symbolize to the library's source at its load address.
// RUN: %cc-log-writer -shared -fPIC -DPLUGIN %s -o %t.so
// The program exports the writer (-rdynamic), so the plugin's calls bind to it
// as they bind to libheddle's one copy in a real run.
// RUN: %cc-log-writer -rdynamic -DMAIN_PROGRAM %s -ldl -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t %t.so 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
#include "one_violation.h"

#ifdef PLUGIN
void plugin_entry(void) {
  REPORT_ONE_VIOLATION(0); // in the plugin
}
#else
#include <dlfcn.h>

int main(int argc, char **argv) {
  (void)argc;
  fake_open_log();
  void *lib = dlopen(argv[1], RTLD_NOW);
  if (!lib) return 2;
  heddle_log_refresh_modules();
  void (*entry)(void) = (void (*)(void))dlsym(lib, "plugin_entry");
  entry(); // call into the plugin
  heddle_log_exit(0);
  return 0;
}
#endif

// CHECK:      #0 plugin_entry {{.*}}dlopen-module.c:15:3 (dlopen-module.c.tmp.so+0x{{[0-9a-f]+}})
// CHECK-NEXT: #1 main {{.*}}dlopen-module.c:27:3 (dlopen-module.c.tmp+0x{{[0-9a-f]+}})
// QUERY: sharing-violation dlopen-module.c:15
