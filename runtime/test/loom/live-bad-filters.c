// `heddle filter` refuses what it cannot install, with heddle-lint's messages
// (file:line:col: error: message [rule]), and the running program goes on
// unchanged: syntax errors are found before anything is sent (exit 64); what
// only the program knows (lines, files, functions, regions a live install
// cannot place) comes back from it (exit 64); no such filter id (exit 1); no
// such process, or one that takes no filters (exit 69); bad command lines (64).
// Not under mpk-lit: heddle filter here cannot reach the program in the VM (no shared control socket), nor see its output before it ends.
// UNSUPPORTED: program-in-vm
// RUN: %heddle-cc -g -O2 %s -o %t
// RUN: B=$(grep -n 'BUMP-LINE' %s | tail -1 | cut -d: -f1); printf 'live-bad-filters.c:1 > live-bad-filters.c:%%s\nnowhere.c:3 > live-bad-filters.c:%%s\n{live-bad-filters.c:%%s, live-bad-filters.c:%%s} <> no_such_function\n' $B $B $B $B > %t.program.hfilter
// RUN: printf '{live-bad-filters.c:%%s, live-bad-filters.c:%%s} <> *\n' $(grep -n 'BUMP-LINE' %s | tail -1 | cut -d: -f1) $(grep -n 'PRINT-LINE' %s | tail -1 | cut -d: -f1) > %t.crossing.hfilter
// RUN: rm -f %t.go %t.res %t.out %t.err; %t %t.go > %t.out 2> %t.err & pid=$!; while ! grep -qs running %t.out && kill -0 $pid; do sleep 0.01; done; \
// RUN:   %heddle filter add $pid %S/../../../tests/filters/invalid/recovery.hfilter >> %t.res 2>&1; echo "syntax=$?" >> %t.res; \
// RUN:   %heddle filter add $pid %t.program.hfilter >> %t.res 2>&1; echo "program=$?" >> %t.res; \
// RUN:   %heddle filter add $pid %t.crossing.hfilter >> %t.res 2>&1; echo "crossing=$?" >> %t.res; \
// RUN:   %heddle filter add $pid %t.missing.hfilter >> %t.res 2>&1; echo "missing=$?" >> %t.res; \
// RUN:   %heddle filter remove $pid 7 >> %t.res 2>&1; echo "remove=$?" >> %t.res; \
// RUN:   %heddle filter list $pid >> %t.res 2>&1; echo "list=$?" >> %t.res; \
// RUN:   %heddle filter add 999999999 %t.program.hfilter >> %t.res 2>&1; echo "nopid=$?" >> %t.res; \
// RUN:   %heddle filter list $$ >> %t.res 2>&1; echo "notheddle=$?" >> %t.res; \
// RUN:   %heddle filter frobnicate $pid >> %t.res 2>&1; echo "usage=$?" >> %t.res; \
// RUN:   touch %t.go; wait $pid; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=RES < %t.res
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// RES: recovery.hfilter:3:5: error: line number 0 is out of range (1 to 2147483647) [filter-syntax]
// RES: recovery.hfilter was not sent to process
// RES: syntax=64
// RES: program.hfilter:1:20: error: no statement of the program begins on line 1 of 'live-bad-filters.c': an event names the first line of a statement inside a function [filter-line-not-statement]
// RES-NEXT: program.hfilter:2:1: error: no instrumented source file of the program is named 'nowhere.c': name a file built with heddle-cc, by its path or the end of it [filter-unknown-file]
// RES-NEXT: program.hfilter:3:{{[0-9]+}}: error: no instrumented function of the program is named 'no_such_function' (C++: the qualified name, ns::Class::f) [filter-unknown-function]
// RES-NEXT: program=64
// RES: crossing.hfilter:1:1: error: this region's entry in 'bump' has no exit after it in the same function: a region that continues in another function cannot be installed into a running program yet {{.*}} [filter-live-unsupported]
// RES-NEXT: crossing=64
// RES: cannot read the execution filter {{.*}}missing.hfilter: No such file or directory
// RES: missing=64
// RES: heddle: no execution filter 7 is installed (heddle filter list PID shows them)
// RES-NEXT: remove=1
// RES-NEXT: list=0
// RES-NEXT: heddle filter: no process 999999999
// RES-NEXT: nopid=69
// RES-NEXT: heddle filter: process {{[0-9]+}} does not take execution filters (no control socket /tmp/heddle-{{[0-9]+}}/filter-{{[0-9]+}}.sock): build it with heddle-cc
// RES-NEXT: notheddle=69
// RES-NEXT: heddle filter: unknown action 'frobnicate'
// RES: usage=64
// OUT: running
// OUT-NEXT: program ran: {{[1-9][0-9]*}}
// OUT-NEXT: exit=0
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

int counter;

static void bump(int by) {
  counter += by; /* BUMP-LINE */
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  printf("running %d\n", (int)getpid());
  fflush(stdout);
  while (access(argv[1], F_OK) != 0) {
    bump(1);
    usleep(1000);
  }
  printf("program ran: %d\n", counter); /* PRINT-LINE */
  return 0;
}
