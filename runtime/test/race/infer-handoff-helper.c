// An object reached through helper functions' parameters: the thread fills
// its argument struct in fill(), main sums it in total_of() after the join.
// The hand-off's calls name the object as the callers do (`mine`, `accs[i]`)
// and go in the callers, not in the helpers (which would release or acquire it
// at every call). Applied, the program builds with -Werror and runs clean in
// strict mode, where the unpatched program reports.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/helper.c
// RUN: %heddle-cc -g -O1 %t.dir/helper.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/helper.c %t.fixed/helper.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/helper.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/helper.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: suggestion (hand-off) helper.c:{{[0-9]+}}: The 72-byte heap object allocated here moved between 2 threads{{.*}}[fix available]
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED-NOT: heddle_{{acquire|release}}_write(a)
// FIXED: struct acc *mine = arg;
// FIXED-NEXT: heddle_acquire_write(mine);
// FIXED-NEXT: fill(mine, 3);
// FIXED-NEXT: heddle_release_write(mine);
// FIXED-NEXT: return NULL;
// FIXED: heddle_release_write(accs[i]);
// FIXED-NEXT: pthread_create(&t[i], NULL, worker, accs[i]);
// FIXED: pthread_join(t[i], NULL);
// FIXED-NEXT: heddle_acquire_write(accs[i]);
// FIXED-NEXT: sum += total_of(accs[i]);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct acc {
  long n;
  double v[8];
};

static void fill(struct acc *a, int seed) {
  a->n = seed;
  for (int i = 0; i < 8; i++) a->v[i] = seed * i;
}

static double total_of(const struct acc *a) {
  double t = 0;
  for (int i = 0; i < 8; i++) t += a->v[i];
  return t + (double)a->n;
}

static void *worker(void *arg) {
  struct acc *mine = arg;
  fill(mine, 3);
  return NULL;
}

int main(void) {
  pthread_t t[2];
  struct acc *accs[2];
  for (int i = 0; i < 2; i++) {
    accs[i] = malloc(sizeof *accs[i]);
    pthread_create(&t[i], NULL, worker, accs[i]);
  }
  double sum = 0;
  for (int i = 0; i < 2; i++) {
    pthread_join(t[i], NULL);
    sum += total_of(accs[i]);
    free(accs[i]);
  }
  printf("%.1f\n", sum);
  return 0;
}
