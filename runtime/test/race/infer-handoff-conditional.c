// Every worker runs the same function, but only one of them stores the
// result (`if (id == 0) result = v;`), which main reads after the joins:
// `result` moves from that thread to main. A release after the `if` would run
// in every worker, and those that never owned `result` would release it
// (strict mode: a sharing violation and a double release), so the suggestion
// stays a message, which says it has no fix. A thread that used the object before the branch owns it on
// both paths: its release still goes after the branch, and applied, the
// program runs clean in strict mode (-DUSED_BEFORE; at -O0, as -O1 names the
// `return` line for the store it sinks there, and no release goes after a return).
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/cond.c
// RUN: %heddle-cc -g -O1 %t.dir/cond.c -o %t
// RUN: %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=BRANCH < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: %heddle-cc -g -O0 -DUSED_BEFORE %t.dir/cond.c -o %t.before
// RUN: %heddle run --srcroot %t.dir --out %t.before.sarif -- %t.before 2> %t.before.err; echo "exit=$?" >> %t.before.err
// RUN: %FileCheck %s --check-prefix=BEFORE < %t.before.err
// RUN: %heddle annotate --srcroot %t.dir --apply %t.before.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: %heddle-cc -g -O0 -Wall -Werror -DUSED_BEFORE %t.dir/cond.c -o %t.fixed
// RUN: grep -v '^//' %t.dir/cond.c | %FileCheck %s --check-prefix=FIXED
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.fixed.sarif -- %t.fixed 2> %t.fixed.err; echo "exit=$?" >> %t.fixed.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.fixed.err
// BRANCH: heddle: 0 reports in 1 process
// BRANCH: heddle: suggestion (hand-off) cond.c:{{[0-9]+}}: `result` moved between 2 threads{{.*}}). No fix: heddle found no place where the annotation certainly compiles, runs at the right time and names this object: write it by hand as this message says.{{$}}
// BRANCH: exit=0
// BEFORE: heddle: 0 reports in 1 process
// BEFORE: heddle: suggestion (hand-off) cond.c:{{[0-9]+}}: `result` moved between 2 threads{{.*}} [fix available]
// BEFORE: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: if (v > 0) result += v;
// FIXED-NEXT: heddle_release_write(&result);
// FIXED-NEXT: return NULL;
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>

#define WORKERS 3

/* Both workers are defined in each build (external: no unused-function warning); the macro picks one. */
void *store_if_first(void *arg);
void *first_owns(void *arg);

static long result;

void *store_if_first(void *arg) {
  long id = (long)arg;
  long v = id * 10 + 5;
  if (id == 0) result = v;
  return NULL;
}

void *first_owns(void *arg) {
  long id = (long)arg;
  long v = id * 10 + 5;
  if (id != 0) return NULL;
  result = 1;
  if (v > 0) result += v;
  return NULL;
}

#ifdef USED_BEFORE
#define WORKER first_owns
#else
#define WORKER store_if_first
#endif

int main(void) {
  pthread_t t[WORKERS];
  for (long i = 0; i < WORKERS; i++) pthread_create(&t[i], NULL, WORKER, (void *)i);
  for (int i = 0; i < WORKERS; i++) pthread_join(t[i], NULL);
  printf("%ld\n", result);
  return 0;
}
