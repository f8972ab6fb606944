// A library's init function fills its globals and a table it allocates
// inside an `if`, in another file than the main that calls it and then starts
// the threads that read them (os-project-3's dp_init, docs/benchmarks.md round
// 12 finding 7); main's file declares the globals `extern`, so each
// heddle_set_sticky_read goes in main, after the init returned and before the
// first statement that starts a thread — the table's too, through its global
// pointer. Applied, both files build with -Werror and run clean in strict
// mode; a reader that writes the table (the seeded bug) is still reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed
// RUN: cp %s %t.dir/main.c && cp %S/Inputs/sticky-init-lib.c %t.dir/lib.c
// RUN: %heddle-cc -g -O1 -DWITH_TABLE %t.dir/main.c %t.dir/lib.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/main.c %t.dir/lib.c %t.fixed/
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/main.c | %FileCheck %s --check-prefix=FIXED
// RUN: cmp %t.dir/lib.c %t.fixed/lib.c
// RUN: %heddle-cc -g -O1 -Wall -Werror -DWITH_TABLE %t.fixed/main.c %t.fixed/lib.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DWITH_TABLE -DBUG_READER_WRITES %t.fixed/main.c %t.fixed/lib.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (sticky-read) lib.c:{{[0-9]+}}: `SIZE` was read by 5 threads {{.*}} [fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) lib.c:{{[0-9]+}}: `base` was read by 5 threads {{.*}} [fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) lib.c:{{[0-9]+}}: `table` was read by 5 threads {{.*}} [fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) lib.c:{{[0-9]+}}: The 24-byte heap object allocated here {{.*}} [fix available]
// CHECK: heddle: 4 annotation suggestions
// CHECK: exit=0
// APPLY: 4 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: lib_init(6);
// FIXED-DAG: heddle_set_sticky_read(&SIZE);
// FIXED-DAG: heddle_set_sticky_read(&base);
// FIXED-DAG: heddle_set_sticky_read(&table);
// FIXED-DAG: heddle_set_sticky_read(table);
// FIXED: for (long r = 0; r < 4; r++) pthread_create(&readers[r], NULL, worker, (void *)r);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: which is sticky-read.
// BUG: SUMMARY: heddle: sharing-violation {{.*}}main.c:{{[0-9]+}} in worker
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>

extern int SIZE;
extern int base;
extern int *table;
void lib_init(int n);
int lib_get(int i);

static void *worker(void *p)
{
#ifdef BUG_READER_WRITES
  table[0] = 1;
#endif
  return (void *)(long)lib_get((int)(long)p);
}

int main(void)
{
  pthread_t readers[4];
  lib_init(6);
  for (long r = 0; r < 4; r++) pthread_create(&readers[r], NULL, worker, (void *)r);
  for (int r = 0; r < 4; r++) pthread_join(readers[r], NULL);
  printf("%d %d %d\n", SIZE, base, table[SIZE - 1]);
  return 0;
}
