// A direct run (no heddle run, no HEDDLE_LOG_DIR) prints each report's line as
// it happens and, at exit, the reports in full with symbolized file:line
// frames (libheddle has the heddle CLI read its in-memory log), then exits 66
// like ThreadSanitizer, whatever main returned; without reports the program's
// own status stands, and exitcode=0 keeps it too. With HEDDLE_LOG_DIR the log
// is written (nothing printed) and the exit is still 66. A process about to
// exec prints its reports first: its memory log goes with its image. A child
// forked after a report has none of its own: it prints nothing and exits 0.
// REQUIRES: heddle-cc
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %t report 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %t clean 2> %t.clean; echo "exit=$?" >> %t.clean
// RUN: env HEDDLE_OPTIONS=unannotated=private:exitcode=0 %t report 2> %t.keep; echo "exit=$?" >> %t.keep
// RUN: rm -rf %t.logs && mkdir %t.logs
// RUN: env HEDDLE_LOG_DIR=%t.logs HEDDLE_OPTIONS=unannotated=private %t report 2> %t.logged; echo "exit=$?" >> %t.logged
// RUN: cat %t.clean %t.keep %t.logged | %FileCheck %s --check-prefix=STATUS
// RUN: env HEDDLE_OPTIONS=unannotated=private %t exec 2> %t.exec; echo "exit=$?" >> %t.exec
// RUN: %FileCheck %s --check-prefix=EXEC < %t.exec
// RUN: env HEDDLE_OPTIONS=unannotated=private %t fork 2> %t.fork; echo "exit=$?" >> %t.fork
// RUN: %FileCheck %s --check-prefix=FORK < %t.fork
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

__attribute__((noinline)) static int use_after_free(void) {
  int *p = malloc(sizeof *p);
  *p = 1;
  free(p);
  return *(volatile int *)p;
}

int main(int argc, char **argv) {
  const char *how = argc > 1 ? argv[1] : "";
  if (strcmp(how, "clean") == 0) return 3;
  int v = use_after_free();
  if (strcmp(how, "exec") == 0) execl("/bin/true", "true", (char *)NULL);
  if (strcmp(how, "fork") == 0) {
    pid_t child = fork();
    if (child == 0) exit(0);
    int status = 0;
    waitpid(child, &status, 0);
    fprintf(stderr, "child exit=%d\n", WEXITSTATUS(status));
  }
  return v == 1 ? 3 : 4;
}

// CHECK:      heddle: sharing-violation: read of size 4 at 0x{{[0-9a-f]+}} by thread T0
// CHECK:      WARNING: heddle: sharing-violation (pid {{[0-9]+}})
// CHECK-NEXT:   Thread T0 read 4 bytes of a 4-byte heap object, which is inaccessible.
// CHECK:        Read of size 4 at 0x{{[0-9a-f]+}} by thread T0:
// CHECK-NEXT:     #0 use_after_free {{.*}}direct-run.c:32
// CHECK-NEXT:     #1 main {{.*}}direct-run.c:38
// CHECK:      SUMMARY: heddle: sharing-violation {{.*}}direct-run.c:32 in use_after_free
// CHECK:      heddle: 1 report (1 sharing-violation) in 1 process
// CHECK-NOT:  SARIF
// CHECK-NEXT: exit=66

// STATUS-NOT:  heddle
// STATUS:      exit=3
// STATUS-NEXT: heddle: sharing-violation: read of size 4
// STATUS:      exit=3
// STATUS-NOT:  heddle
// STATUS:      exit=66

// EXEC:       #0 use_after_free {{.*}}direct-run.c:32
// EXEC:       heddle: 1 report (1 sharing-violation) in 1 process
// EXEC-NEXT:  heddle: process {{[0-9]+}} ({{.*}}direct-run.c.tmp) exec'd /bin/true; its 1 report record before that is included
// EXEC-NEXT:  exit=0

// FORK:      child exit=0
// FORK-NEXT: ==================
// FORK-NEXT: WARNING: heddle: sharing-violation
// FORK-NOT:  WARNING
// FORK:      heddle: 1 report (1 sharing-violation) in 1 process
// FORK-NEXT: exit=66
