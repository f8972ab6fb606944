// LLNL's dotprod_mutex shape: a global struct whose fields threads share
// differently — main sets a, b and veclen before starting the threads, which
// only read them, and each adds its partial sum into `sum` under `mutexsum`;
// main reads `sum` after the joins. No policy fits the whole struct (sum is
// written, the reads hold no mutex): one `fields` suggestion names each run
// of fields and its policy, and its fix splits the struct by offsetof, makes
// a/b and veclen sticky-read and sum locked before the threads, and takes sum
// over after the joins. Applied, the program builds with -Werror and runs
// clean in strict mode, and a worker adding without the mutex (the seeded
// bug) is still reported there. Before field inference the struct was
// proposed as a "slice" with no fix.
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
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DBUG_UNLOCKED_SUM %t.fixed/dotprod.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: suggestion (slice)
// CHECK: heddle: suggestion (fields) dotprod.c:[[#@LINE+38]]: `dotstr` (DOTDATA) was used by 5 threads with a policy per field, none for the whole: a, b: sticky-read (never written once shared); sum: locked by `mutexsum`, used alone after the threads; veclen: sticky-read (never written once shared). Split it into these parts with heddle_slice (lengths by offsetof, element size 1) and give each part its policy before the threads start; take the parts used alone after the threads over with heddle_acquire_write there. [fix available]
// CHECK: heddle: 3 annotation suggestions
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 3 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: heddle_set_sticky_read(b);
// FIXED-NEXT: static const size_t dotstr_parts[3] = {offsetof(DOTDATA, sum), offsetof(DOTDATA, veclen) - offsetof(DOTDATA, sum), sizeof(DOTDATA) - offsetof(DOTDATA, veclen)}; /* by field: a, b | sum | veclen */
// FIXED-NEXT: heddle_slice(&dotstr, 1, 3, dotstr_parts);
// FIXED-NEXT: heddle_set_sticky_read(&dotstr.a);
// FIXED-NEXT: heddle_set_locked(&dotstr.sum, &mutexsum);
// FIXED-NEXT: heddle_set_sticky_read(&dotstr.veclen);
// FIXED-NEXT: for (i = 0; i < NUMTHRDS; i++)
// FIXED: pthread_join(
// FIXED: heddle_acquire_write(&dotstr.sum);
// FIXED-NEXT: printf("Sum = %f\n", dotstr.sum);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// SUM: Sum = 4000.000000
// BUG: WARNING: heddle: lock-not-held
// BUG: Thread T{{[0-9]+}} {{read|wrote}} 8 bytes of `dotstr` without holding its lock `mutexsum`.
// BUG: SUMMARY: heddle: lock-not-held {{.*}}dotprod.c:{{[0-9]+}} in dotprod
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double *a;
  double *b;
  double sum;
  int veclen;
} DOTDATA;

#define NUMTHRDS 4
#define VECLEN 1000

DOTDATA dotstr;
pthread_t callThd[NUMTHRDS];
pthread_mutex_t mutexsum;

void *dotprod(void *arg) {
  long offset = (long)arg;
  int len = dotstr.veclen;
  int start = offset * len, end = start + len;
  double *x = dotstr.a, *y = dotstr.b, mysum = 0;
  for (int i = start; i < end; i++) mysum += x[i] * y[i];
#ifndef BUG_UNLOCKED_SUM
  pthread_mutex_lock(&mutexsum);
#endif
  dotstr.sum += mysum;
#ifndef BUG_UNLOCKED_SUM
  pthread_mutex_unlock(&mutexsum);
#endif
  pthread_exit((void *)0);
}

int main(void) {
  long i;
  double *a = malloc(NUMTHRDS * VECLEN * sizeof(double));
  double *b = malloc(NUMTHRDS * VECLEN * sizeof(double));
  for (i = 0; i < VECLEN * NUMTHRDS; i++) {
    a[i] = 1.0;
    b[i] = a[i];
  }
  dotstr.veclen = VECLEN;
  dotstr.a = a;
  dotstr.b = b;
  dotstr.sum = 0;
  pthread_mutex_init(&mutexsum, NULL);
  for (i = 0; i < NUMTHRDS; i++)
    pthread_create(&callThd[i], NULL, dotprod, (void *)i);
  for (i = 0; i < NUMTHRDS; i++)
    pthread_join(callThd[i], NULL);
  printf("Sum = %f\n", dotstr.sum);
  free(a);
  free(b);
  pthread_mutex_destroy(&mutexsum);
  return 0;
}
