// LLNL's dotprod shape: main allocates two arrays, fills them in a loop right
// after malloc, starts threads that only read them, joins them and frees the
// arrays. The fill passes the inline check unrecorded (the allocation's own
// epoch), so the run knows no last write: heddle_set_sticky_read goes before
// the first statement of main that starts a thread. Applied, the program builds
// with -Werror and runs clean in strict mode (the free after the joins is
// allowed: no other thread can run), and a worker that writes an array (the
// seeded bug) is still reported there.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/dotprod.c
// RUN: %heddle-cc -g -O1 %t.dir/dotprod.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/dotprod.c %t.fixed/dotprod.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/dotprod.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/dotprod.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DBUG_WORKER_WRITES %t.fixed/dotprod.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (sticky-read) dotprod.c:[[#@LINE+42]]: The 32000-byte heap object allocated here was read by 5 threads and never written once they shared it: call heddle_set_sticky_read on it once it is filled, before the threads that read it start. [fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) dotprod.c:[[#@LINE+42]]: The 32000-byte heap object allocated here {{.*}}[fix available]
// CHECK: heddle: 2 annotation suggestions
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: b[i] = a[i];
// FIXED: heddle_set_sticky_read(a);
// FIXED-NEXT: heddle_set_sticky_read(b);
// FIXED-NEXT: for (long i = 0; i < NTHREADS; i++)
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: Thread T{{[0-9]+}} wrote 8 bytes of a 32000-byte heap object, which is sticky-read.
// BUG: SUMMARY: heddle: sharing-violation {{.*}}dotprod.c:{{[0-9]+}} in dotprod
// BUG: heddle: 1 report (1 sharing-violation) in 1 process
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

enum { NTHREADS = 4, VECLEN = 1000 };

struct job {
  const double *a, *b;
  long offset;
  double sum;
};

static void *dotprod(void *arg) {
  struct job *j = arg;
  double sum = 0;
#ifdef BUG_WORKER_WRITES
  ((double *)j->a)[j->offset * VECLEN] = 2.0;
#endif
  for (long i = j->offset * VECLEN; i < (j->offset + 1) * VECLEN; i++) sum += j->a[i] * j->b[i];
  j->sum = sum;
  return NULL;
}

int main(void) {
  double *a = malloc(NTHREADS * VECLEN * sizeof *a);
  double *b = malloc(NTHREADS * VECLEN * sizeof *b);
  for (int i = 0; i < NTHREADS * VECLEN; i++) {
    a[i] = 1.0;
    b[i] = a[i];
  }
  struct job jobs[NTHREADS];
  pthread_t t[NTHREADS];
  for (long i = 0; i < NTHREADS; i++) {
    jobs[i] = (struct job){a, b, i, 0};
    pthread_create(&t[i], NULL, dotprod, &jobs[i]);
  }
  double total = 0;
  for (int i = 0; i < NTHREADS; i++) {
    pthread_join(t[i], NULL);
    total += jobs[i].sum;
  }
  printf("sum = %.1f\n", total);
  free(a);
  free(b);
  return 0;
}
