// One line writes two heap objects of different sizes and a global, all
// private to the main thread (issue #12 item 5): deduplication keeps one
// result for the line, and that result names every object — sizes and
// allocation sites, the global's name and registration — in the message, as
// related locations and in properties.objects, the shape heddle-sarif merge
// gives (sarif/src/objects.ts). A third call on the first buffer adds no object. The helper is inlined into each caller, so each call
// is its own PC (the runtime logs each once) at one line and column.
// RUN: %heddle-cc -O1 -g %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif objects | %FileCheck %s --check-prefix=SARIF
// RUN: %sarif-validate %t.sarif
//
// With dedup=0 every write is logged: the loop's second turn repeats an access
// stack already seen (its report is merged without symbolizing its access)
// and is the only write of a third buffer, which is named too.
// RUN: env HEDDLE_OPTIONS=unannotated=private:dedup=0 %heddle run --srcroot %S --out %t.all.sarif -- %t 2> /dev/null || test $? -eq 66
// RUN: %python %inputs/sarif_query.py %t.all.sarif objects | %FileCheck %s --check-prefix=ALL
// RUN: %sarif-validate %t.all.sarif
//
// heddle-sarif merge of two such logs (another run: other pids and addresses)
// keeps one result and each object once.
// RUN: %heddle run --srcroot %S --out %t.again.sarif -- %t 2> /dev/null || test $? -eq 66
// RUN: node %S/../../../sarif/dist/heddle-sarif.mjs merge -o %t.merged.sarif %t.sarif %t.again.sarif %t.all.sarif
// RUN: %python %inputs/sarif_query.py %t.merged.sarif objects | %FileCheck %s --check-prefix=MERGED
// RUN: %sarif-validate %t.merged.sarif
#include <heddle.h>
#include <pthread.h>
#include <stdlib.h>

#define BIG 4089446
#define SMALL 786432
#define MEDIUM 65536

/* On main's stack, which is not checked: only the buffers are private to T0. */
struct buffers {
  char *big, *small, *medium;
};

static char table[4096];
HEDDLE_GLOBAL(table, HEDDLE_PRIVATE);

static inline __attribute__((always_inline)) void poke(char *buf, size_t n) {
  buf[n - 1] = 1; // the one line
}

static __attribute__((noinline)) void poke_big(struct buffers *b) { poke(b->big, BIG); }
static __attribute__((noinline)) void poke_small(struct buffers *b) { poke(b->small, SMALL); }
static __attribute__((noinline)) void poke_big_again(struct buffers *b) { poke(b->big, BIG); }
static __attribute__((noinline)) void poke_table(void) { poke(table, sizeof table); }

static void *worker(void *arg) {
  struct buffers *b = arg;
  poke_big(b);
  poke_small(b);
  poke_big_again(b);
  poke_table();
  for (int i = 0; i < 2; i++) poke(i ? b->medium : b->big, i ? MEDIUM : BIG);
  return NULL;
}

int main(void) {
  struct buffers b;
  b.big = malloc(BIG);
  b.small = malloc(SMALL);
  b.medium = malloc(MEDIUM);
  pthread_t t;
  pthread_create(&t, NULL, worker, &b);
  pthread_join(t, NULL);
  free(b.big);
  free(b.small);
  free(b.medium);
  return 0;
}

// TEXT:      WARNING: heddle: sharing-violation
// TEXT-NEXT:   Thread T1 wrote 1 byte of a 4089446-byte heap object, which is private to thread T0.
// TEXT:        Object a 4089446-byte heap object at 0x{{[0-9a-f]+}} is private to thread T0.
// TEXT-NEXT:   Allocated by thread T0 (allocation):
// TEXT-NEXT:     #0 main {{.*}}objects-one-line.c:64:11
// TEXT-NEXT:   Also reported at this location for a 786432-byte heap object, allocated by thread T0 (allocation):
// TEXT-NEXT:     #0 main {{.*}}objects-one-line.c:65:13
// TEXT-NEXT:   Also reported at this location for `table`, registered by thread T0 (registration):
// TEXT-NEXT:     #0 HEDDLE_GLOBAL(table) {{.*}}objects-one-line.c:41:1
// TEXT:        (seen 5 times at this location)
// TEXT-NEXT: SUMMARY: heddle: sharing-violation {{.*}}objects-one-line.c:44 in poke
// TEXT:      heddle: 1 report (1 sharing-violation) in 1 process
// TEXT:      exit=66

// SARIF:      sharing-violation objects-one-line.c:44:14 occurrences=5
// SARIF-NEXT:   message: Thread T1 wrote 1 byte of a 4089446-byte heap object, which is private to thread T0. The object was [allocated here](1) by thread T0. Seen 5 times. Also reported at this location for a 786432-byte heap object [allocated here](2), `table` [registered here](3).
// SARIF-NEXT:   related 1 allocation site objects-one-line.c:64:11
// SARIF-NEXT:   related 2 allocation site of a 786432-byte heap object objects-one-line.c:65:13
// SARIF-NEXT:   related 3 allocation site of `table` objects-one-line.c:41:1
// SARIF-NEXT:   object objectSize=4089446 allocatedAt=objects-one-line.c:64:11
// SARIF-NEXT:   object objectSize=786432 allocatedAt=objects-one-line.c:65:13
// SARIF-NEXT:   object object=table objectSize=4096 allocatedAt=objects-one-line.c:41:1
// SARIF-NOT:  object

// ALL:      sharing-violation objects-one-line.c:44:14 occurrences=6
// ALL:        object objectSize=4089446 allocatedAt=objects-one-line.c:64:11
// ALL-NEXT:   object objectSize=786432 allocatedAt=objects-one-line.c:65:13
// ALL-NEXT:   object object=table objectSize=4096 allocatedAt=objects-one-line.c:41:1
// ALL-NEXT:   object objectSize=65536 allocatedAt=objects-one-line.c:66:14
// ALL-NOT:    object

// MERGED:      sharing-violation objects-one-line.c:44:14 occurrences=
// MERGED-NEXT:   message: {{.*}} Also reported at this location for a 786432-byte heap object [allocated here](2), `table` [registered here](3), a 65536-byte heap object [allocated here](4).
// MERGED-NEXT:   related 1 allocation site objects-one-line.c:64:11
// MERGED-NEXT:   related 2 allocation site of a 786432-byte heap object objects-one-line.c:65:13
// MERGED-NEXT:   related 3 allocation site of `table` objects-one-line.c:41:1
// MERGED-NEXT:   related 4 allocation site of a 65536-byte heap object objects-one-line.c:66:14
// MERGED-NEXT:   object objectSize=4089446 allocatedAt=objects-one-line.c:64:11
// MERGED-NEXT:   object objectSize=786432 allocatedAt=objects-one-line.c:65:13
// MERGED-NEXT:   object object=table objectSize=4096 allocatedAt=objects-one-line.c:41:1
// MERGED-NEXT:   object objectSize=65536 allocatedAt=objects-one-line.c:66:14
// MERGED-NOT:    object
