// A direct run (no heddle run, no HEDDLE_LOG_DIR) killed by a signal after a
// report still prints that report in full, symbolized (file:line frames), from
// the deadly signal's handler, and then dies of the same signal. A program
// that installs its own handler keeps it (and prints only the one-line notice).
// REQUIRES: heddle-cc
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %t segv 2> %t.segv; echo "exit=$?" >> %t.segv
// RUN: %FileCheck %s --check-prefixes=CHECK,SEGV < %t.segv
// RUN: env HEDDLE_OPTIONS=unannotated=private %t abort 2> %t.abort; echo "exit=$?" >> %t.abort
// RUN: %FileCheck %s --check-prefixes=CHECK,ABORT < %t.abort
// RUN: env HEDDLE_OPTIONS=unannotated=private %t own 2> %t.own; echo "exit=$?" >> %t.own
// RUN: %FileCheck %s --check-prefix=OWN < %t.own
// CHECK: heddle: sharing-violation: read of size 4
// CHECK: WARNING: heddle: sharing-violation
// CHECK: #0 use_after_free {{.*}}direct-run-crash.c:[[#@LINE+16]]
// SEGV: exit=139
// ABORT: exit=134
// OWN: heddle: sharing-violation: read of size 4
// OWN-NOT: WARNING: heddle
// OWN: own handler
// OWN: exit=7
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

__attribute__((noinline)) static int use_after_free(void) {
  int *p = malloc(sizeof *p);
  *p = 1;
  free(p);
  return *(volatile int *)p;
}

static void own_handler(int sig) {
  (void)sig;
  static const char msg[] = "own handler\n";
  write(2, msg, sizeof msg - 1);
  _exit(7);
}

int main(int argc, char **argv) {
  const char *how = argc > 1 ? argv[1] : "";
  if (strcmp(how, "own") == 0) signal(SIGSEGV, own_handler);
  int v = use_after_free();
  if (strcmp(how, "abort") == 0) abort();
  *(volatile int *)0 = v; // SIGSEGV
  return 0;
}
