// The heap arena where the address space is limited (`ulimit -v`, as
// valgrind's own is): the full reservation (28 regions of 4 GiB and their
// records) fails, the arena takes smaller regions, says so once on stderr and
// in the SARIF run's properties, and the heap is still checked — the race on
// a heap int below is found in race mode and the other thread's access in
// strict mode, as without the limit. An object above the smaller arena's
// largest class is a plain mapping (unchecked, the message says from which
// size). Under a limit too small for any arena, the program still runs and
// is told that no heap object is checked. (Before: any failure left the heap
// unchecked, nothing in the SARIF.)
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=race %heddle run --out %t.full.sarif -- %t 2> %t.full; echo "exit=$?" >> %t.full
// RUN: %FileCheck %s --check-prefix=FULL < %t.full
// RUN: %python %inputs/sarif_query.py %t.full.sarif heap | %FileCheck %s --check-prefix=FULL-SARIF
// RUN: env HEDDLE_OPTIONS=unannotated=race %heddle run --out %t.lim.sarif -- sh -c 'ulimit -v 4194304 && exec %t' 2> %t.lim; echo "exit=$?" >> %t.lim
// RUN: %FileCheck %s --check-prefix=LIMITED < %t.lim
// RUN: %python %inputs/sarif_query.py %t.lim.sarif heap | %FileCheck %s --check-prefix=LIMITED-SARIF
// RUN: %sarif-validate %t.lim.sarif
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run -- sh -c 'ulimit -v 4194304 && exec %t' 2> %t.strict; echo "exit=$?" >> %t.strict
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=race %heddle run --out %t.none.sarif -- sh -c 'ulimit -v 262144 && exec %t' 2> %t.none; echo "exit=$?" >> %t.none
// RUN: %FileCheck %s --check-prefix=NONE < %t.none
// RUN: %python %inputs/sarif_query.py %t.none.sarif heap | %FileCheck %s --check-prefix=NONE-SARIF
// FULL-NOT: heap arena
// FULL: SUMMARY: heddle: data-race {{.*}}heap-arena-address-limit.c:[[@LINE+43]] in main
// FULL: exit=66
// FULL-SARIF: heapArena=full
// FULL-SARIF-NEXT: heapArena reserved=full checked=True largest=2147483648
// LIMITED: heddle: warning: the address space is limited (ulimit -v, valgrind): the heap arena has {{[0-9]+}} MiB per size class, not 4 GiB; heap objects over {{[0-9]+}} MiB are not checked
// LIMITED-NOT: heap arena
// LIMITED: SUMMARY: heddle: data-race {{.*}}heap-arena-address-limit.c:[[@LINE+37]] in main
// LIMITED: exit=66
// LIMITED-SARIF: heapArena=reduced
// LIMITED-SARIF-NEXT: heapArena reserved=reduced checked=True largest={{[0-9]+}}
// STRICT: the heap arena has {{[0-9]+}} MiB per size class
// STRICT: SUMMARY: heddle: sharing-violation {{.*}}heap-arena-address-limit.c:[[@LINE+17]] in worker
// STRICT: exit=66
// NONE: heddle: warning: cannot reserve the heap arena (address space or overcommit limit): heap objects are not checked
// NONE: heddle: 0 reports in 1 process
// NONE: exit=0
// NONE-SARIF: heapArena=none
// NONE-SARIF-NEXT: heapArena reserved=none checked=False largest=-
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int *shared; /* set before the thread starts, read-only after */
static int started; /* relaxed: the worker's write comes first, ordering nothing */

static void *worker(void *arg) {
  (void)arg;
  shared[0] = 2;
  __atomic_store_n(&started, 1, __ATOMIC_RELAXED);
  return 0;
}

int main(void) {
  shared = malloc(sizeof *shared);
  /* Above the smaller arena's largest class: a plain mapping, used as memory still. */
  size_t big = (size_t)64 << 20;
  char *b = malloc(big);
  if (!b) return 3;
  memset(b, 1, big);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!__atomic_load_n(&started, __ATOMIC_RELAXED)) continue;
  shared[0] = 1; /* unordered with the worker's write */
  pthread_join(t, 0);
  printf("%d %d\n", shared[0], b[big - 1]);
  free(b);
  free(shared);
  return 0;
}
