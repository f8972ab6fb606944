// A filter that deadlocks the program (LOOM §3.3) is detected by a timeout,
// removed with a warning naming it, and the program goes on without it: an
// order whose awaited event can only come after the wait (one thread).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: printf 'filter-deadlock.c:%%s > filter-deadlock.c:%%s\n' $(grep -n 'LATER-LINE' %s | tail -1 | cut -d: -f1) $(grep -n 'EARLIER-LINE' %s | tail -1 | cut -d: -f1) > %t.hfilter
// RUN: env HEDDLE_OPTIONS=filters=%t.hfilter:filter_timeout_ms=500 %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=ORDER < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// ORDER: heddle: warning: execution filter {{.*}}.hfilter:1:1: a thread waited {{[0-9]+}} ms in this constraint, so it deadlocks the program (LOOM 3.3): the constraint is removed
// OUT: done 2
// OUT: exit=0
#include <stdio.h>

int steps;

int main(void) {
  steps++; /* EARLIER-LINE */
  steps++; /* LATER-LINE */
  printf("done %d\n", steps);
  return 0;
}
