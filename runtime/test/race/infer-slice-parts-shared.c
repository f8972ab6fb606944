// An array main fills slot by slot while every reader reads every slot (a
// message board, krefmsg's `slot`): after a few slots race mode cuts it into
// segments, and each part is read by all the readers, not one thread's. No
// slice describes that (a slice's part is one thread's, besides the preparer
// before it and a joiner after), and no other policy explains main writing
// while others read: no suggestion for `slot` (before: a slice, whose fix
// made the readers' reads sharing-violations). `results`, where each reader
// writes its own part, is still a slice. Applied, with the user's own
// annotation for `slot` (-DHAND_ANNOTATED), the program builds with -Wall
// -Werror, runs clean in strict mode, and a write into the next reader's part
// is still reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/board.c
// RUN: %heddle-cc -g -O1 %t.dir/board.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/board.c %t.fixed/board.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: %heddle-cc -g -O1 -Wall -Werror -DHAND_ANNOTATED %t.fixed/board.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DHAND_ANNOTATED -DSEEDED_BUG %t.fixed/board.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: {{`slot`|`refs`}}
// CHECK: heddle: suggestion (slice) board.c:{{[0-9]+}}: `results` was used by 4 threads in disjoint parts{{.*}}[fix available]
// CHECK-NOT: {{`slot`|`refs`}}
// CHECK: exit=0
// `refs` (main's plain write of a slot's count before publishing it, the
// readers' atomic decrements) is used plainly by main alone: in strict mode
// it is main's own and the atomics are never checked, so it needs nothing
// and gets nothing (session 15 gave it the note for parts handed over
// through an object's own atomics, which takes two plain users).
// APPLY-NOT: `refs`
// APPLY: 3 fixes applied (1 file), 0 refused, 0 without a fix
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: sharing-violation {{.*}}board.c:{{[0-9]+}} in reader
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>

#define READERS 3
#define SLOTS 300
#define PART 100
static long slot[SLOTS]; /* main fills them in turn; every reader reads every one */
static int refs[SLOTS];  /* __atomic after main's set: readers still to read each slot */
static int published;    /* __atomic: how many slots are filled */
static int taken;        /* __atomic, relaxed: slots read so far (main paces itself by it, unordered) */
static double results[READERS * PART]; /* each reader writes its own part */
#ifdef HAND_ANNOTATED
HEDDLE_GLOBAL(slot, HEDDLE_RACY); /* the user's own: inference proposes nothing for slot */
#endif

/* One slot filled (a call, so the filling loop's writes are each checked where they happen). */
__attribute__((noinline)) static void fill(int i) {
  refs[i] = READERS;
  slot[i] = 3L * i;
}

static void *reader(void *arg) {
  int id = (int)(long)arg;
  long sum = 0;
  for (int i = 0; i < SLOTS; i++) {
    while (__atomic_load_n(&published, __ATOMIC_ACQUIRE) <= i) {}
    sum += slot[i];
    if (__atomic_sub_fetch(&refs[i], 1, __ATOMIC_RELEASE) == 0) __atomic_thread_fence(__ATOMIC_ACQUIRE);
    __atomic_fetch_add(&taken, 1, __ATOMIC_RELAXED);
  }
  for (int k = 0; k < PART; k++) results[id * PART + k] = (double)(sum + k);
#ifdef SEEDED_BUG
  if (id == 0) results[PART] = 0; /* the next reader's part */
#endif
  return NULL;
}

int main(void) {
  pthread_t t[READERS];
  for (long i = 0; i < READERS; i++) pthread_create(&t[i], NULL, reader, (void *)i);
  for (int i = 0; i < SLOTS; i++) {
    /* Every reader read the slot before this one, and main acquires nothing
     * they released: its write of this slot comes after their reads in time
     * but unordered with them, in every run. */
    while (__atomic_load_n(&taken, __ATOMIC_RELAXED) < READERS * i) {}
    fill(i);
    __atomic_store_n(&published, i + 1, __ATOMIC_RELEASE);
  }
  for (int i = 0; i < READERS; i++) pthread_join(t[i], NULL);
  double total = 0;
  for (int k = 0; k < READERS * PART; k++) total += results[k];
  printf("%.0f\n", total);
  return 0;
}
