// HEDDLE_OPTIONS values are range-checked against flags.def, never truncated:
// each value below used to be accepted (exitcode=4294967362 became 66,
// exitcode=256 made halt_on_error exit 0, print_reports=7 and verbosity=-3
// were taken as they were) or refused without a reason (a log_dir too long for
// the log's path). Each is now the start-up error of any bad option (exit 2,
// the program does not run) naming the key and its valid range; the limits
// themselves are accepted, and a bad option under heddle run is explained.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=exitcode=4294967362 %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=WRAP --implicit-check-not="main finished" < %t.out
// RUN: env HEDDLE_OPTIONS=halt_on_error=1:exitcode=256 %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=EXIT256 --implicit-check-not="main finished" < %t.out
// RUN: env HEDDLE_OPTIONS=print_reports=7 %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=PRINT --implicit-check-not="main finished" < %t.out
// RUN: env HEDDLE_OPTIONS=verbosity=-3 %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=VERBOSITY --implicit-check-not="main finished" < %t.out
// RUN: env HEDDLE_OPTIONS=dedup=2 %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=BOOL --implicit-check-not="main finished" < %t.out
// RUN: env HEDDLE_OPTIONS=quarantine_size_mb=-1 %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=QUARANTINE --implicit-check-not="main finished" < %t.out
// RUN: env HEDDLE_OPTIONS=log_dir=/tmp/$(printf 'd%%.0s' $(seq 4200)) %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=LONGDIR --implicit-check-not="main finished" < %t.out
// The limits are valid: halt_on_error stops with exitcode=255, verbosity=2 and
// print_reports=-1 run the program.
// RUN: env HEDDLE_OPTIONS=unannotated=private:halt_on_error=1:exitcode=255:verbosity=2:print_reports=-1 %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=LIMITS < %t.out
// RUN: env HEDDLE_OPTIONS=exitcode=4294967362 %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=RUNBAD --implicit-check-not="main finished" < %t.out
#include <stdio.h>
#include <stdlib.h>
#include <pthread.h>

static void *poke(void *p) {
  *(int *)p = 1; // a sharing-violation in strict mode
  return 0;
}

int main(void) {
  int *p = calloc(1, sizeof(int));
  pthread_t t;
  pthread_create(&t, 0, poke, p);
  pthread_join(t, 0);
  printf("main finished\n");
  return 0;
}

// WRAP: heddle: error: HEDDLE_OPTIONS: bad value '4294967362' for 'exitcode': expected an integer from 0 to 255
// WRAP: exit=2
// EXIT256: heddle: error: HEDDLE_OPTIONS: bad value '256' for 'exitcode': expected an integer from 0 to 255
// EXIT256: exit=2
// PRINT: heddle: error: HEDDLE_OPTIONS: bad value '7' for 'print_reports': expected an integer from -1 to 1
// PRINT: exit=2
// VERBOSITY: heddle: error: HEDDLE_OPTIONS: bad value '-3' for 'verbosity': expected an integer from 0 to 2
// VERBOSITY: exit=2
// BOOL: heddle: error: HEDDLE_OPTIONS: bad value '2' for 'dedup': expected 0 or 1
// BOOL: exit=2
// QUARANTINE: heddle: error: HEDDLE_OPTIONS: bad value '-1' for 'quarantine_size_mb': expected an integer from 0 to 1048576
// QUARANTINE: exit=2
// LONGDIR: heddle: error: HEDDLE_OPTIONS: value of 'log_dir' is 4205 bytes long: expected 0 to 4095 bytes
// LONGDIR: exit=2
// LIMITS: heddle: runtime started
// LIMITS: heddle: sharing-violation: write of size 4
// LIMITS-NEXT: heddle: halt_on_error=1: stopping at the first report
// LIMITS-NEXT: exit=255
// RUNBAD: heddle: error: HEDDLE_OPTIONS: bad value '4294967362' for 'exitcode': expected an integer from 0 to 255
// RUNBAD: heddle: error: no event log
// RUNBAD: exit=70
