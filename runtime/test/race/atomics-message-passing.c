// Atomics are synchronisation with ThreadSanitizer's model: data published with
// a release store and read after an acquire load is not a race; with relaxed
// atomics there is no happens-before edge, so the same data is a race. The
// flag itself, accessed only atomically, is never reported (and is proposed
// as racy).
// RUN: %heddle-cc -g -O1 %s -o %t.acqrel
// RUN: %heddle run --srcroot %S --out %t.acqrel.sarif -- %t.acqrel 2> %t.acqrel.err; echo "exit=$?" >> %t.acqrel.err
// RUN: %FileCheck %s --check-prefix=ACQREL < %t.acqrel.err
// The racy suggestion's fix and `payload`'s hand-off fix (released before the
// release store that publishes it, acquired after the acquire loads that wait
// for it), applied, compile, and the strict run is clean.
// RUN: rm -rf %t.fixed && mkdir -p %t.fixed && cp %s %t.fixed/mp.c
// RUN: %heddle-cc -g -O1 %t.fixed/mp.c -o %t.fixed/mp
// RUN: %heddle run --srcroot %t.fixed --out %t.fixed.sarif -- %t.fixed/mp 2> /dev/null
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.fixed.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/mp.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/mp.c -o %t.fixed/strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.fixed/strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// APPLY: 2 fixes applied (1 file), 0 refused
// FIXED: HEDDLE_GLOBAL(ready, HEDDLE_RACY);
// FIXED: payload = 42;
// FIXED-NEXT: heddle_release_write(&payload);
// FIXED-NEXT: atomic_store_explicit(&ready, 1, STORE_ORDER);
// FIXED: heddle_acquire_write(&payload);
// FIXED-NEXT: long v = payload;
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// RUN: %heddle-cc -g -O1 -DRELAXED %s -o %t.relaxed
// RUN: %heddle run --srcroot %S --out %t.relaxed.sarif -- %t.relaxed 2> %t.relaxed.err; echo "exit=$?" >> %t.relaxed.err
// RUN: %FileCheck %s --check-prefix=RELAXED < %t.relaxed.err
// ACQREL-NOT: data-race
// ACQREL-DAG: heddle: suggestion (racy) atomics-message-passing.c:{{[0-9]+}}: `ready` was accessed by 2 threads only atomically: annotate it racy. [fix available]
// ACQREL-DAG: heddle: 0 reports in 1 process
// ACQREL: exit=0
// RELAXED: Data race: thread T{{[01]}} {{read|wrote}} 8 bytes of `payload`
// RELAXED-NOT: `ready`
// RELAXED: heddle: 1 report (1 data-race) in 1 process
// RELAXED: exit=66
#include <pthread.h>
#include <stdatomic.h>

#ifdef RELAXED
#define STORE_ORDER memory_order_relaxed
#define LOAD_ORDER memory_order_relaxed
#else
#define STORE_ORDER memory_order_release
#define LOAD_ORDER memory_order_acquire
#endif

atomic_int ready;
long payload;

static void *producer(void *p) {
  payload = 42;
  atomic_store_explicit(&ready, 1, STORE_ORDER);
  return p;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  while (!atomic_load_explicit(&ready, LOAD_ORDER)) {
  }
  long v = payload;
  pthread_join(t, 0);
  return v == 42 ? 0 : 1;
}
