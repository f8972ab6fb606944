// A static global another file's function fills through a pointer (SysProgC
// lab4's hash: test-hash.c's `static struct Hash_t hash`, filled by
// concur-hash.c's hash_init(&hash, 128) in main, then read by the threads;
// docs/benchmarks.md round 14 finding 5). Before, the sticky-read fix went
// right after the last write, into tbl_init of the other file, where `table`
// does not exist: `heddle_set_sticky_read(&table);` there, refused by
// `heddle annotate` as "refused main.c:N: … `table` is not declared before
// line M" (the suggestion's file with the fix's line). Now a name goes only
// where it means the object: the call goes into main, the caller that names
// `table`, before the statement that starts the threads. Applied, both files
// build with -Werror and run clean in strict mode and in race mode.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed
// RUN: cp %s %t.dir/main.c && cp %S/Inputs/sticky-other-file-init.c %t.dir/tbl.c
// RUN: %heddle-cc -g -O1 %t.dir/main.c %t.dir/tbl.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/main.c %t.dir/tbl.c %t.fixed/
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: %FileCheck %s --check-prefix=FIXED < %t.fixed/main.c
// RUN: cmp %t.fixed/tbl.c %S/Inputs/sticky-other-file-init.c
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/main.c %t.fixed/tbl.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.strict.err
// RUN: %heddle run --out %t.race.sarif -- %t.strict 2> %t.race.err; echo "exit=$?" >> %t.race.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.race.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (sticky-read) main.c:[[#@LINE+23]]: `table` was read by {{[0-9]+}} threads and never written once they shared it: {{.*}} [fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// APPLY-NEXT: main.c: 2 edits
// FIXED: #include <heddle.h>
// FIXED: tbl_init(&table, 16);
// FIXED-NEXT: pthread_t t[2];
// FIXED-NEXT: heddle_set_sticky_read(&table);
// FIXED-NEXT: for (long i = 0; i < 2; i++)
// CLEAN: heddle: 0 reports in 1 process
// CLEAN: exit=0
#include <pthread.h>
#include <stdio.h>

struct tbl {
  int n;
  int mask;
  long seed;
};

void tbl_init(struct tbl *t, int n);
long tbl_key(struct tbl *t, int i);

static struct tbl table;

static void *reader(void *p)
{
  return (void *)tbl_key(&table, (int)(long)p);
}

int main(void)
{
  tbl_init(&table, 16);
  pthread_t t[2];
  for (long i = 0; i < 2; i++)
    pthread_create(&t[i], NULL, reader, (void *)i);
  long sum = 0;
  for (int i = 0; i < 2; i++) {
    void *r;
    pthread_join(t[i], &r);
    sum += (long)r;
  }
  printf("sum=%ld n=%d\n", sum, table.n);
  return 0;
}
