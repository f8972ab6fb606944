// A result each thread allocates, fills and returns through pthread_exit's
// value, taken over by main after pthread_join: the hand-off's fix releases it
// before the thread's return and acquires it in main after the join, once the
// name it comes back as is declared. The suggestion is a hand-off, not
// sticky-read: a thread other than main wrote it, so there is no quiet point
// for heddle_set_sticky_read. Applied, the program builds with -Werror and runs
// clean in strict mode, where the unpatched program reports.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/join.c
// RUN: %heddle-cc -g -O1 %t.dir/join.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/join.c %t.fixed/join.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/join.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/join.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (hand-off) join.c:{{[0-9]+}}: The 16-byte heap object allocated here moved between 2 threads{{.*}}[fix available]
// CHECK: heddle: 1 annotation suggestion
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: heddle_release_write(r);
// FIXED-NEXT: return r;
// FIXED: struct result *r = ret;
// FIXED-NEXT: heddle_acquire_write(r);
// FIXED-NEXT: sum += r->mean * r->id;
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct result {
  int id;
  double mean;
};

static void *worker(void *arg) {
  int id = (int)(long)arg;
  struct result *r = malloc(sizeof *r);
  r->id = id;
  r->mean = 0;
  for (int i = 1; i <= 1000; i++) r->mean += (double)(id * i) / 1000;
  return r;
}

int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  double sum = 0;
  for (int i = 0; i < 3; i++) {
    void *ret;
    pthread_join(t[i], &ret);
    struct result *r = ret;
    sum += r->mean * r->id;
    free(r);
  }
  printf("%.1f\n", sum);
  return 0;
}
