// One line (a helper writing into the buffer it is given) writes two heap
// objects of different sizes and a global, all private to the main thread
// (issue #12 item 5). The runtime logs each object once at that line — not
// only the first — and the reporter's deduplication keeps one result for the
// line, which names every object (sizes and allocation sites, the global's
// name and registration) in the message, as related locations and in
// properties.objects: the shape heddle-sarif merge gives (sarif/src/objects.ts).
// Writing the first buffer again adds no object.
// RUN: %heddle-cc -O1 -g %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif objects | %FileCheck %s --check-prefix=SARIF
// RUN: %sarif-validate %t.sarif
//
// With dedup=0 every write is logged: the loop's second turn repeats an access
// stack already seen (the reporter merges it without symbolizing its access)
// and is the first write of the third buffer, which is named all the same.
// RUN: env HEDDLE_OPTIONS=unannotated=private:dedup=0 %heddle run --srcroot %S --out %t.all.sarif -- %t 2> /dev/null || test $? -eq 66
// RUN: %python %inputs/sarif_query.py %t.all.sarif objects | %FileCheck %s --check-prefix=ALL
// RUN: %sarif-validate %t.all.sarif
//
// heddle-sarif merge of a run that wrote no small buffer with the first run
// keeps one result, names each object once, and finds the small buffer's
// allocation site in heddle's shape.
// RUN: %heddle run --srcroot %S --out %t.nosmall.sarif -- %t no-small 2> /dev/null || test $? -eq 66
// RUN: node %S/../../../sarif/dist/heddle-sarif.mjs merge -o %t.merged.sarif %t.nosmall.sarif %t.sarif %t.all.sarif
// RUN: %python %inputs/sarif_query.py %t.merged.sarif objects | %FileCheck %s --check-prefix=MERGED
// RUN: %sarif-validate %t.merged.sarif
//
// Twelve buffers of other sizes: the runtime logs ten objects per line, the
// message names ten; with dedup=0 the other two are counted and listed.
// RUN: %heddle-cc -O1 -g -DMANY %s -o %t.many
// RUN: %heddle run --srcroot %S --out %t.many.sarif -- %t.many 2> /dev/null || test $? -eq 66
// RUN: %python %inputs/sarif_query.py %t.many.sarif objects | %FileCheck %s --check-prefix=MANY
// RUN: env HEDDLE_OPTIONS=unannotated=private:dedup=0 %heddle run --srcroot %S --out %t.manyall.sarif -- %t.many 2> %t.manyall.err || test $? -eq 66
// RUN: %python %inputs/sarif_query.py %t.manyall.sarif objects | %FileCheck %s --check-prefix=MANYALL
// RUN: %FileCheck %s --check-prefix=MANYTEXT < %t.manyall.err
// RUN: %sarif-validate %t.manyall.sarif
#include <heddle.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define BIG 4089446
#define SMALL 786432
#define MEDIUM 65536

/* On main's stack, which is not checked: only the buffers are private to T0. */
struct buffers {
  char *big, *small, *medium;
  char *many[12];
  int no_small;
};

static char table[4096];
HEDDLE_GLOBAL(table, HEDDLE_PRIVATE);

static __attribute__((noinline)) void poke(char *buf, size_t n) {
  buf[n - 1] = 1; // the one line
}

static void *worker(void *arg) {
  struct buffers *b = arg;
#ifdef MANY
  for (int i = 0; i < 12; i++) poke(b->many[i], 16 * (i + 1));
#else
  poke(b->big, BIG);
  if (!b->no_small) poke(b->small, SMALL);
  poke(b->big, BIG);
  poke(table, sizeof table);
  for (int i = 0; i < 2; i++) poke(i ? b->medium : b->big, i ? MEDIUM : BIG);
#endif
  return NULL;
}

int main(int argc, char **argv) {
  struct buffers b = {.no_small = argc > 1 && strcmp(argv[1], "no-small") == 0};
  b.big = malloc(BIG);
  b.small = malloc(SMALL);
  b.medium = malloc(MEDIUM);
  for (int i = 0; i < 12; i++) b.many[i] = malloc(16 * (i + 1));
  pthread_t t;
  pthread_create(&t, NULL, worker, &b);
  pthread_join(t, NULL);
  return 0;
}

// TEXT:      WARNING: heddle: sharing-violation
// TEXT-NEXT:   Thread T1 wrote 1 byte of a 4089446-byte heap object, which is private to thread T0.
// TEXT:        A 4089446-byte heap object at 0x{{[0-9a-f]+}} is private to thread T0.
// TEXT-NEXT:   Allocated by thread T0 (allocation):
// TEXT-NEXT:     #0 main {{.*}}objects-one-line.c:78:11
// TEXT-NEXT:   Also reported at this location for a 786432-byte heap object, allocated by thread T0 (allocation):
// TEXT-NEXT:     #0 main {{.*}}objects-one-line.c:79:13
// TEXT-NEXT:   Also reported at this location for `table`, registered by thread T0 (registration):
// TEXT-NEXT:     #0 HEDDLE_GLOBAL(table) {{.*}}objects-one-line.c:56:1
// TEXT:        Also reported at this location for a 65536-byte heap object, allocated by thread T0 (allocation):
// TEXT-NEXT:     #0 main {{.*}}objects-one-line.c:80:14
// TEXT:        (seen 4 times at this location)
// TEXT-NEXT: SUMMARY: heddle: sharing-violation {{.*}}objects-one-line.c:59 in poke
// TEXT:      heddle: 1 report (1 sharing-violation) in 1 process
// TEXT:      exit=66

// SARIF:      sharing-violation objects-one-line.c:59:14 occurrences=4
// SARIF-NEXT:   message: Thread T1 wrote 1 byte of a 4089446-byte heap object, which is private to thread T0. The object was [allocated here](1) by thread T0. Seen 4 times. Also reported at this location for a 786432-byte heap object [allocated here](2), `table` [registered here](3), a 65536-byte heap object [allocated here](4).
// SARIF-NEXT:   related 1 allocation site objects-one-line.c:78:11
// SARIF-NEXT:   related 2 allocation site of a 786432-byte heap object objects-one-line.c:79:13
// SARIF-NEXT:   related 3 allocation site of `table` objects-one-line.c:56:1
// SARIF-NEXT:   related 4 allocation site of a 65536-byte heap object objects-one-line.c:80:14
// SARIF-NEXT:   object objectSize=4089446 allocatedAt=objects-one-line.c:78:11
// SARIF-NEXT:   object objectSize=786432 allocatedAt=objects-one-line.c:79:13
// SARIF-NEXT:   object object=table objectSize=4096 allocatedAt=objects-one-line.c:56:1
// SARIF-NEXT:   object objectSize=65536 allocatedAt=objects-one-line.c:80:14
// SARIF-NOT:  {{^ +object }}

// ALL:      sharing-violation objects-one-line.c:59:14 occurrences=6
// ALL:        object objectSize=4089446 allocatedAt=objects-one-line.c:78:11
// ALL-NEXT:   object objectSize=786432 allocatedAt=objects-one-line.c:79:13
// ALL-NEXT:   object object=table objectSize=4096 allocatedAt=objects-one-line.c:56:1
// ALL-NEXT:   object objectSize=65536 allocatedAt=objects-one-line.c:80:14
// ALL-NOT:    {{^ +object }}

// MERGED:      sharing-violation objects-one-line.c:59:14 occurrences=
// MERGED-NEXT:   message: {{.*}} Also reported at this location for `table` [registered here](2), a 65536-byte heap object [allocated here](3), a 786432-byte heap object [allocated here](4).
// MERGED-NEXT:   related 1 allocation site objects-one-line.c:78:11
// MERGED-NEXT:   related 2 allocation site of `table` objects-one-line.c:56:1
// MERGED-NEXT:   related 3 allocation site of a 65536-byte heap object objects-one-line.c:80:14
// MERGED-NEXT:   related 4 allocation site of a 786432-byte heap object objects-one-line.c:79:13
// MERGED-NEXT:   object objectSize=4089446 allocatedAt=objects-one-line.c:78:11
// MERGED-NEXT:   object object=table objectSize=4096 allocatedAt=objects-one-line.c:56:1
// MERGED-NEXT:   object objectSize=65536 allocatedAt=objects-one-line.c:80:14
// MERGED-NEXT:   object objectSize=786432 allocatedAt=objects-one-line.c:79:13
// MERGED-NOT:    {{^ +object }}

// MANY:      sharing-violation objects-one-line.c:59:14 occurrences=10
// MANY-NEXT:   message: Thread T1 wrote 1 byte of a 16-byte heap object, {{.*}} Seen 10 times. Also reported at this location for a 32-byte heap object [allocated here](2), {{.*}}, a 160-byte heap object [allocated here](10).
// MANY-COUNT-10: related
// MANY-COUNT-10: object objectSize=
// MANY-NOT:      {{^ +object }}

// MANYALL:      sharing-violation objects-one-line.c:59:14 occurrences=12
// MANYALL-NEXT:   message: {{.*}}, a 160-byte heap object [allocated here](10) and 2 more object(s), all listed in properties.objects.
// MANYALL-COUNT-10: related
// MANYALL-COUNT-12: object objectSize=
// MANYALL-NOT:      {{^ +object }}
// MANYALL-NOT:      {{^ +related }}

// MANYTEXT: Also reported at this location for a 160-byte heap object
// MANYTEXT: (and 2 more objects at this location, all listed in the SARIF's properties.objects)
