// Each thread's argument struct, malloc'd by main into an array of thread
// records, filled, handed to the thread at its creation, and back to main at
// the join, whose first use of it is a helper reading `thrs[i].args->total`
// (trial round 14 finding 2, the course bank's start_threads / wait_all /
// print_balances). The take-over followed the helper's parameter `thrs` up to
// main's argument and acquired the array of records, before the joins:
// `heddle_acquire_write(thrs)` right after `thrs = start_threads(…)` — the wrong
// object at the wrong time (applied, strict mode reported the helper's reads
// and the free). The name now keeps the element (`threads[i].args` in the
// caller), and as its subscript is the helper's variable the acquire goes
// where `i` counts the joined threads: right after the join in the loop that
// joins them (braced: inside it; unbraced: the call in a copy of its header
// after it). A function that joins before the use keeps the acquire (its
// caller would run it before the join). Applied, it builds with -Wall -Werror
// and runs clean in strict mode and in race mode.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/elem.c
// RUN: %heddle-cc -g -O1 %t.dir/elem.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/elem.c %t.fixed/elem.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/elem.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/elem.c -o %t.fixed.bin
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.fixed.bin > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.strict.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.strict.out
// RUN: %heddle run --out %t.race.sarif -- %t.fixed.bin > %t.race.out 2> %t.race.err; echo "exit=$?" >> %t.race.err
// RUN: %FileCheck %s --check-prefix=CLEAN < %t.race.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (hand-off) elem.c:{{[0-9]+}}: The 12-byte heap object allocated here moved between {{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (hand-off) elem.c:{{[0-9]+}}: The 16-byte heap object allocated here moved between {{.*}}[fix available]
// CHECK: exit=0
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: heddle_release_write(threads[i].args);
// FIXED-NEXT: pthread_create(&threads[i].id, NULL, adder, threads[i].args);
// FIXED: heddle_release_write(m);
// FIXED-NEXT: pthread_create(&threads[i].id, NULL, doubler, m);
// FIXED: static void wait_adders(
// FIXED: for (int i = 0; i < n; i++)
// FIXED-NEXT: pthread_join(threads[i].id, NULL);
// FIXED-NEXT: for (int i = 0; i < n; i++) heddle_acquire_write(threads[i].args);
// FIXED-NEXT: print_totals(threads, n);
// FIXED: static void wait_doublers(
// FIXED: pthread_join(threads[i].id, NULL);
// FIXED-NEXT: heddle_acquire_write(threads[i].more);
// FIXED-NEXT: }
// FIXED-NEXT: print_products(threads, n);
// FIXED: int main(void) {
// FIXED-NOT: heddle_
// FIXED: return 0;
// CLEAN: heddle: 0 reports in 1 process
// CLEAN: exit=0
// OUT: total 600
// OUT: product 3072
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct args {
  int id, iterations, total;
};

struct more {
  int id, iterations;
  long product;
};

struct thread_info {
  pthread_t id;
  struct args *args;
  struct more *more;
};

static void *adder(void *ptr) {
  struct args *args = ptr;
  while (args->iterations--) args->total += args->id;
  return NULL;
}

static void *doubler(void *ptr) {
  struct more *more = ptr;
  while (more->iterations--) more->product *= 2;
  return NULL;
}

static struct thread_info *start_adders(int n) {
  struct thread_info *threads = malloc(sizeof(struct thread_info) * n);
  for (int i = 0; i < n; i++) {
    threads[i].args = malloc(sizeof(struct args));
    threads[i].args->id = i;
    threads[i].args->iterations = 100;
    threads[i].args->total = 0;
    pthread_create(&threads[i].id, NULL, adder, threads[i].args);
  }
  return threads;
}

static struct thread_info *start_doublers(int n) {
  struct thread_info *threads = calloc(n, sizeof *threads);
  for (int i = 0; i < n; i++) {
    struct more *m = malloc(sizeof *m);
    *m = (struct more){.id = i, .iterations = 8, .product = 3};
    threads[i].more = m;
    pthread_create(&threads[i].id, NULL, doubler, m);
  }
  return threads;
}

static void print_totals(struct thread_info *thrs, int n) {
  int sum = 0;
  for (int i = 0; i < n; i++) sum += thrs[i].args->total;
  printf("total %d\n", sum);
}

static void print_products(struct thread_info *thrs, int n) {
  long sum = 0;
  for (int i = 0; i < n; i++) sum += thrs[i].more->product;
  printf("product %ld\n", sum);
}

/* the bank's wait_all: an unbraced join loop */
static void wait_adders(struct thread_info *threads, int n) {
  for (int i = 0; i < n; i++)
    pthread_join(threads[i].id, NULL);
  print_totals(threads, n);
  for (int i = 0; i < n; i++)
    free(threads[i].args);
  free(threads);
}

static void wait_doublers(struct thread_info *threads, int n) {
  for (int i = 0; i < n; i++) {
    pthread_join(threads[i].id, NULL);
  }
  print_products(threads, n);
  for (int i = 0; i < n; i++)
    free(threads[i].more);
  free(threads);
}

int main(void) {
  struct thread_info *thrs = start_adders(4);
  wait_adders(thrs, 4);
  thrs = start_doublers(4);
  wait_doublers(thrs, 4);
  return 0;
}
