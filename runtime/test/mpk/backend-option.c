// HEDDLE_OPTIONS=backend on a machine without protection keys: backend=mpk
// refuses to start (exit 2, saying why and what to use), backend=auto runs
// the check backend and says so in the count line and the SARIF run's
// properties; the default says nothing.
// UNSUPPORTED: backend-mpk, pku
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=backend=mpk %t 2> %t.mpk; echo "exit=$?" >> %t.mpk
// RUN: %FileCheck %s --check-prefix=MPK < %t.mpk
// RUN: env HEDDLE_OPTIONS=backend=auto %heddle run --out %t.sarif -- %t 2> %t.auto
// RUN: %FileCheck %s --check-prefix=AUTO < %t.auto
// RUN: %python %inputs/sarif_query.py %t.sarif backend | %FileCheck %s --check-prefix=SARIF
// RUN: %heddle run --out %t.default.sarif -- %t 2> %t.default
// RUN: %FileCheck %s --check-prefix=DEFAULT < %t.default
// RUN: env HEDDLE_OPTIONS=backend=fast %t 2> %t.bad; echo "exit=$?" >> %t.bad
// RUN: %FileCheck %s --check-prefix=BAD < %t.bad
int main(void) { return 0; }

// MPK: heddle: error: backend=mpk: pkey_alloc failed ({{.*}}): this CPU or kernel has no memory protection keys (PKU)
// MPK-NEXT: Use backend=auto (mpk where it works, else check) or backend=check
// MPK: exit=2
// AUTO: heddle: 0 reports in 1 process (backend check, chosen by backend=auto)
// SARIF: backend=check requested=auto
// DEFAULT: heddle: 0 reports in 1 process{{$}}
// BAD: HEDDLE_OPTIONS: bad value 'fast' for 'backend': expected check, mpk or auto
// BAD: exit=2
