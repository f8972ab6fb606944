// Two objects handed to a thread in one job: one statement reads `in` and
// writes `out`, so each object's calls take the name the access's column
// points at; main's first use of `in` afterwards is its free (a write-like
// use: acquired before it, named as free's argument). Applied, the program
// builds with -Werror and runs clean in strict mode, where the unpatched
// program reports.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/two.c
// RUN: %heddle-cc -g -O1 %t.dir/two.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/two.c %t.fixed/two.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/two.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/two.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK-DAG: heddle: suggestion (hand-off) two.c:{{[0-9]+}}: The 16-byte heap object allocated here {{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (hand-off) two.c:{{[0-9]+}}: The 8-byte heap object allocated here {{.*}}[fix available]
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED-DAG: heddle_acquire_write(in);
// FIXED-DAG: heddle_acquire_write(out);
// FIXED: out->sum = in->a + in->b;
// FIXED-DAG: heddle_release_write(in);
// FIXED-DAG: heddle_release_write(out);
// FIXED: return NULL;
// FIXED-DAG: heddle_release_write(job.in);
// FIXED-DAG: heddle_release_write(job.out);
// FIXED: pthread_create(&t, NULL, worker, &job);
// FIXED: pthread_join(t, NULL);
// FIXED-NEXT: heddle_acquire_write(job.out);
// FIXED-NEXT: printf("%ld\n", job.out->sum);
// FIXED-NEXT: heddle_acquire_write(job.in);
// FIXED-NEXT: free(job.in);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct in { long a, b; };
struct out { long sum; };
struct job { struct in *in; struct out *out; };

static void *worker(void *arg) {
  struct job *j = arg;
  struct in *in = j->in;
  struct out *out = j->out;
  out->sum = in->a + in->b;
  in->a = 0; /* consumed */
  return NULL;
}

int main(void) {
  struct job job;
  job.in = malloc(sizeof *job.in);
  job.out = malloc(sizeof *job.out);
  job.in->a = 1;
  job.in->b = 2;
  pthread_t t;
  pthread_create(&t, NULL, worker, &job);
  pthread_join(t, NULL);
  printf("%ld\n", job.out->sum);
  free(job.in);
  free(job.out);
  return 0;
}
