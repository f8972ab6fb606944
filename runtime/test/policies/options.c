// HEDDLE_OPTIONS: an unknown key is a clear error naming it and listing the
// valid ones (exit 2, program not run); a bad value names the key and the
// expected type; halt_on_error=1 stops at the first report with exitcode;
// print_reports=0 silences the stderr lines (reports still make the exit 66).
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=halt_on_eror=1 %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=UNKNOWN < %t.out
// RUN: env HEDDLE_OPTIONS=verbosity=loud %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=BADVALUE < %t.out
// RUN: env HEDDLE_OPTIONS=unannotated=private:halt_on_error=1:exitcode=23 %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=HALT --implicit-check-not=heddle: < %t.out
// RUN: env HEDDLE_OPTIONS=unannotated=private:print_reports=0 %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=QUIET --implicit-check-not=heddle: < %t.out
// RUN: %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=DEFAULT < %t.out
// Under heddle run: halt_on_error leaves exactly the first report in the
// SARIF (exit 66); a bad option is the program's own error, and heddle run
// says why no log was written (exit 70).
// RUN: env HEDDLE_OPTIONS=unannotated=private:halt_on_error=1 %heddle run --srcroot %S --out %t.halt.sarif -- %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=RUNHALT < %t.out
// RUN: %python %inputs/sarif_query.py %t.halt.sarif | %FileCheck %s --check-prefix=RUNHALTSARIF
// RUN: env HEDDLE_OPTIONS=halt_on_eror=1 %heddle run --srcroot %S --out %t.bad.sarif -- %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=RUNBAD < %t.out
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static void *poke(void *p) {
  ((int *)p)[0] = 1; // first violation
  ((int *)p)[1] = 2; // second violation
  return 0;
}

int main(void) {
  int *p = calloc(2, sizeof(int));
  pthread_t t;
  pthread_create(&t, 0, poke, p);
  pthread_join(t, 0);
  printf("finished\n");
  fflush(stdout);
  return 0;
}

// UNKNOWN: heddle: error: HEDDLE_OPTIONS: unknown option 'halt_on_eror'; valid options: halt_on_error exitcode log_dir verbosity dedup print_reports malloc_context track_globals
// UNKNOWN-NOT: finished
// UNKNOWN: exit=2
// BADVALUE: heddle: error: HEDDLE_OPTIONS: bad value 'loud' for 'verbosity': expected an integer
// BADVALUE: exit=2
// HALT: heddle: sharing-violation: write of size 4
// HALT-NEXT: heddle: halt_on_error=1: stopping at the first report
// HALT-NEXT: exit=23
// QUIET: finished
// QUIET-NEXT: exit=66
// DEFAULT: heddle: sharing-violation: write of size 4
// DEFAULT: heddle: sharing-violation: write of size 4
// DEFAULT: finished
// DEFAULT: heddle: 2 reports (2 sharing-violation) in 1 process
// DEFAULT: exit=66
// RUNHALT-NOT: finished
// RUNHALT: SUMMARY: heddle: sharing-violation {{.*}}options.c:29 in poke
// RUNHALT-NOT: WARNING
// RUNHALT: heddle: 1 report (1 sharing-violation) in 1 process
// RUNHALT: exit=66
// RUNHALTSARIF: sharing-violation options.c:29
// RUNHALTSARIF-NOT: sharing-violation
// RUNHALTSARIF: process reports=1 exited=True
// RUNHALTSARIF: programExitCode=66
// RUNBAD: heddle: error: HEDDLE_OPTIONS: unknown option 'halt_on_eror'
// RUNBAD-NOT: finished
// RUNBAD: heddle: error: no event log {{.*}} A heddle-cc program that stops at start-up (a bad HEDDLE_OPTIONS: see its own error above) writes no log either, and one that cannot create its log there says why ("cannot open the event log").
// RUNBAD: exit=70
