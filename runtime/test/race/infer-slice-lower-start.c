// A part whose thread first writes its second element, then fills the part
// from its first (a 32 KB heap array, two workers): the split the first write
// makes used to widen the worker's new segment down over its part's first
// element (the other thread's record held nothing there), so the later write
// of a[lo] passed the inline check unseen and the part seemed to start one
// element in — parts 0, 16392 with a fix whose strict run reported that write.
// A thread's first access now never widens its segment below itself
// (race.c widen): a[lo] lies in the piece below, reaches the slow path, and
// the part starts at 16384. The relaxed `stage` counter only paces the
// threads (no ordering), so the run is the same every time. Applied, the
// program builds with -Wall -Werror and runs clean in strict mode, and a
// write into the other part is still reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/lower.c
// RUN: %heddle-cc -g -O1 %t.dir/lower.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: cp %t.dir/lower.c %t.fixed/lower.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/lower.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/lower.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/lower.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (slice) lower.c:{{[0-9]+}}: The 32768-byte heap object allocated here was used by 3 threads in disjoint parts: {{.*}} begin at byte offsets 0, 16384; {{.*}} [fix available]
// CHECK: exit=0
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: static const size_t a_parts[2] = {2048, 2048};
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: sharing-violation {{.*}}lower.c:{{[0-9]+}} in worker
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096
static int stage; /* __atomic, relaxed: paces the threads without ordering them */

struct job { double *a; int id, lo, hi; };

static void wait_stage(int s) { while (__atomic_load_n(&stage, __ATOMIC_RELAXED) < s) {} }
static void next_stage(void) { __atomic_fetch_add(&stage, 1, __ATOMIC_RELAXED); }

static void *worker(void *arg) {
  struct job *j = arg;
  double *a = j->a;
  if (j->id == 0) {
    a[j->lo] = 1; /* its part's first element first */
    next_stage();
    wait_stage(2);
  } else {
    wait_stage(1);
    a[j->lo + 1] = 1; /* its part's second element first */
    for (int i = j->lo; i < j->hi; i++) a[i] = i;
#ifdef SEEDED_BUG
    a[j->lo - 1] = 0; /* the other part's last element */
#endif
    next_stage();
    return NULL;
  }
  for (int i = j->lo; i < j->hi; i++) a[i] = i;
  return NULL;
}

int main(void) {
  double *a = malloc(N * sizeof *a);
  pthread_t t[2];
  struct job jobs[2] = {{a, 0, 0, N / 2}, {a, 1, N / 2, N}};
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, &jobs[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("%g\n", s);
  free(a);
  return 0;
}
