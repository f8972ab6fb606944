// heddle loads libdw only to symbolize (dlopen at the first report) and takes
// __cxa_demangle from the static libsupc++: while the program runs, `heddle run`
// maps neither libdw nor libstdc++ (+2 MB of peak RSS in every run before,
// issue #16). The report is still symbolized (function, file:line).
// RUN: rm -rf %t.d && mkdir -p %t.d/logs %t.d/badlib
// RUN: %cc-log-writer %s -o %t.d/app
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t.d/app > %t.out 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s --check-prefix=MAPS < %t.out
// RUN: %FileCheck %s < %t.err
//
// A libdw that cannot be loaded: one warning naming it, frames as module+offset.
// RUN: env HEDDLE_LOG_DIR=%t.d/logs %t.d/app > /dev/null
// RUN: echo 'not an ELF file' > %t.d/badlib/libdw.so.1
// RUN: env LD_LIBRARY_PATH=%t.d/badlib %heddle report --srcroot %S --out %t.bad.sarif %t.d/logs 2> %t.bad.err || test $? -eq 66
// RUN: %FileCheck %s --check-prefix=BAD < %t.bad.err
// RUN: %sarif-validate %t.bad.sarif
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "one_violation.h"

/* Prints the lines of the parent's (heddle run's) memory map naming a library heddle
 * needs only to report, then "maps read". */
static void print_parent_libraries(void) {
  char path[64], line[512];
  snprintf(path, sizeof path, "/proc/%d/maps", (int)getppid());
  FILE *maps = fopen(path, "r");
  if (!maps) return;
  while (fgets(line, sizeof line, maps))
    if (strstr(line, "libdw") || strstr(line, "libstdc++") || strstr(line, "libelf")) fputs(line, stdout);
  fclose(maps);
  puts("maps read");
}

int main(void) {
  fake_open_log();
  print_parent_libraries();
  REPORT_ONE_VIOLATION(0);
  heddle_log_exit(0);
  return 0;
}

// MAPS-NOT:  lib
// MAPS:      maps read
// CHECK:      #0 main {{.*}}libdw-on-demand.c:39
// CHECK:      SUMMARY: heddle: sharing-violation {{.*}}libdw-on-demand.c:39 in main
// BAD:        heddle: warning: cannot load libdw.so.1 ({{.*}}); reports show frames as module+offset, without function names or lines. Install elfutils' libdw (Debian: libdw1).
// BAD-NOT:    cannot load
// BAD:        #0 <unknown> (app+0x{{[0-9a-f]+}})
// BAD-NOT:    cannot load
