// -DHEDDLE_NO_ANNOTATIONS compiles every annotation out even under heddle-cc:
// the program is instrumented and linked with the runtime, but runs as if
// nobody had annotated it. Annotated, this single-threaded program breaks
// three of its own policies (a write to a sticky-read global, a write to an
// object allocated inaccessible, an access to a locked object without its
// mutex); with the switch, none of those policies exist, so there is nothing
// to report in either mode (one thread: no sharing, no race). Arguments are still
// evaluated once, and the object file references no annotation function.
// RUN: %heddle-cc -Wall -Werror -O1 -c %s -o %t.annotated.o
// RUN: nm %t.annotated.o | %FileCheck %s --check-prefix=ANNOTATED-SYMS
// RUN: %heddle-cc -Wall -Werror -O1 -DHEDDLE_NO_ANNOTATIONS -c %s -o %t.plain.o
// RUN: nm %t.plain.o | %FileCheck %s --check-prefix=PLAIN-SYMS --implicit-check-not='U heddle_'
// RUN: %heddle-cc %t.annotated.o -o %t.annotated
// RUN: %heddle-cc %t.plain.o -o %t.plain
// Both builds in the default race mode (HEDDLE_OPTIONS unset; annotated objects keep their policies), and
// the switched-off build also in strict mode (lit's default here: unannotated=private).
// RUN: env -u HEDDLE_OPTIONS %heddle run --srcroot %S --out %t.annotated.sarif -- %t.annotated > %t.annotated.out 2>&1; echo "exit=$?" >> %t.annotated.out
// RUN: %FileCheck %s --check-prefix=ANNOTATED < %t.annotated.out
// RUN: %python %inputs/sarif_query.py %t.annotated.sarif results | %FileCheck %s --check-prefix=ANNOTATED-SARIF
// RUN: env -u HEDDLE_OPTIONS %heddle run --srcroot %S --out %t.plain.sarif -- %t.plain > %t.plain.out 2>&1; echo "exit=$?" >> %t.plain.out
// RUN: %FileCheck %s --check-prefix=PLAIN --implicit-check-not=sharing-violation --implicit-check-not=lock-not-held < %t.plain.out
// RUN: %python %inputs/sarif_query.py %t.plain.sarif results | %FileCheck %s --check-prefix=PLAIN-SARIF --allow-empty
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.strict.sarif -- %t.plain > %t.strict.out 2>&1; echo "exit=$?" >> %t.strict.out
// RUN: %FileCheck %s --check-prefix=PLAIN --implicit-check-not=sharing-violation --implicit-check-not=lock-not-held < %t.strict.out
// RUN: %python %inputs/sarif_query.py %t.strict.sarif results | %FileCheck %s --check-prefix=PLAIN-SARIF --allow-empty
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int config[4] = {1, 2, 3, 4};
static int calls;

static int *counted(int *p) {
  calls++;
  return p;
}

int main(void) {
  heddle_set_sticky_read(counted(config));
  config[1] = 7; // ANNOTATED-SARIF-DAG: sharing-violation no-annotations-build.c:[[@LINE]]
  int *closed = heddle_malloc(sizeof(int), (calls++, HEDDLE_INACCESSIBLE));
  *closed = 1; // ANNOTATED-SARIF-DAG: sharing-violation no-annotations-build.c:[[@LINE]]
  heddle_acquire_write(counted(closed));
  int *guarded = heddle_malloc_locked(sizeof(int), (calls++, &m));
  *guarded = 2; // ANNOTATED-SARIF-DAG: lock-not-held no-annotations-build.c:[[@LINE]]
  pthread_mutex_lock(&m);
  int sum = config[1] + *closed + *guarded;
  free(guarded);
  pthread_mutex_unlock(&m);
  free(closed);
  printf("calls=%d sum=%d\n", calls, sum);
  return 0;
}

// The annotated object calls the annotation functions; the switched-off one
// only malloc and the instrumentation's hooks (it is still a heddle build).
// ANNOTATED-SYMS-DAG: U heddle_set_sticky_read
// ANNOTATED-SYMS-DAG: U heddle_malloc_locked
// ANNOTATED-SYMS-DAG: U heddle_acquire_write
// PLAIN-SYMS-DAG: U __heddle_store4
// PLAIN-SYMS-DAG: U malloc

// ANNOTATED: calls=4 sum=10
// ANNOTATED: heddle: 3 reports (2 sharing-violation, 1 lock-not-held) in 1 process
// ANNOTATED: exit=66
// PLAIN: calls=4 sum=10
// PLAIN: heddle: 0 reports in 1 process
// PLAIN: exit=0
// PLAIN-SARIF-NOT: {{.}}
