// Bad filters are refused with heddle-lint's messages (file:line:col: error:
// message [rule]) and the program does not run: `heddle run` checks the files
// before it starts anything (exit 64); the runtime checks them again against
// the program's slots at start-up (exit 2), also when run directly.
// RUN: %heddle-cc -g -O1 %s -o %t
// Syntax errors: every one, worded as annotation-lint words them (tests/filters/invalid/recovery.json).
// RUN: %heddle run --out %t.sarif --filter %S/../../../tests/filters/invalid/recovery.hfilter -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SYNTAX < %t.err
// RUN: ! grep 'program ran' %t.out
// SYNTAX: recovery.hfilter:3:5: error: line number 0 is out of range (1 to 2147483647) [filter-syntax]
// SYNTAX-NEXT: recovery.hfilter:3:31: error: a code region without ';' must list exactly two events (its entry and its exit); separate entries from exits with ';': {entry, ...; exit, ...} [filter-syntax]
// SYNTAX-NEXT: recovery.hfilter:5:8: error: a filter expression must not call a function; allowed are constants, variables, a+b, &a, &a[i] and &a->f (LOOM §3.3) [filter-expression]
// SYNTAX-NEXT: recovery.hfilter:5:15: error: expected an event (file:line), a region ({...} or a function name) or '*', found ';' [filter-syntax]
// SYNTAX: the program was not run
// SYNTAX: exit=64
// What only the program knows: lines, files, functions, globals.
// RUN: printf 'bad-filters.c:1 > bad-filters.c:%%s\nnowhere.c:3 > bad-filters.c:%%s\n{bad-filters.c:%%s (local), bad-filters.c:%%s} <> no_such_function\nbump(1) <> *\n' $(grep -n 'BUMP-LINE' %s | tail -1 | cut -d: -f1) $(grep -n 'BUMP-LINE' %s | tail -1 | cut -d: -f1) $(grep -n 'BUMP-LINE' %s | tail -1 | cut -d: -f1) $(grep -n 'BUMP-LINE' %s | tail -1 | cut -d: -f1) > %t.program.hfilter
// RUN: env HEDDLE_OPTIONS=filters=%t.program.hfilter %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=PROGRAM < %t.err
// RUN: ! grep 'program ran' %t.out
// PROGRAM: program.hfilter:1:15: error: no statement of the program begins on line 1 of 'bad-filters.c': an event names the first line of a statement inside a function [filter-line-not-statement]
// PROGRAM: program.hfilter:2:1: error: no instrumented source file of the program is named 'nowhere.c': name a file built with heddle-cc, by its path or the end of it [filter-unknown-file]
// PROGRAM: program.hfilter:3:{{[0-9]+}}: error: 'local' is neither a local variable or parameter in scope at this line (declared on an earlier line of the event's function) nor a global variable of the program [filter-expression-unsupported]
// PROGRAM: program.hfilter:3:{{[0-9]+}}: error: no instrumented function of the program is named 'no_such_function' (C++: the qualified name, ns::Class::f) [filter-unknown-function]
// PROGRAM: program.hfilter:4:1: error: function-region arguments are not supported yet: comparing a call's arguments needs debug-information evaluation; name the function without arguments, or use a code region [filter-expression-unsupported]
// PROGRAM: heddle: the program was not run: fix the execution filters above (docs/filters.md).
// PROGRAM: exit=2
// A missing file, and a list (filters=a:b) where one of the two is bad.
// RUN: %heddle run --out %t.sarif --filter %t.missing.hfilter -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=MISSING < %t.err
// MISSING: cannot read the execution filter {{.*}}missing.hfilter: No such file or directory
// MISSING: exit=64
// RUN: printf 'bad-filters.c:%%s > bad-filters.c:%%s\n' $(grep -n 'BUMP-LINE' %s | tail -1 | cut -d: -f1) $(grep -n 'PRINT-LINE' %s | tail -1 | cut -d: -f1) > %t.good.hfilter
// RUN: env HEDDLE_OPTIONS=filters=%t.good.hfilter:%t.program.hfilter:verbosity=0 %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=LIST < %t.err
// LIST-NOT: good.hfilter
// LIST: program.hfilter:1:15: error
// LIST: exit=2
// The good one alone runs the program, which behaves as without filters.
// RUN: env HEDDLE_OPTIONS=filters=%t.good.hfilter %t | %FileCheck %s --check-prefix=GOOD
// RUN: %t | %FileCheck %s --check-prefix=GOOD
// GOOD: program ran: 1
#include <stdio.h>

int counter;

static void bump(int by) {
  counter += by; /* BUMP-LINE */
}

int main(void) {
  bump(1);
  printf("program ran: %d\n", counter); /* PRINT-LINE */
  return 0;
}
