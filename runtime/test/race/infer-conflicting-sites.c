// One pointer, two allocation sites, two policies (a hand-written RCU's
// shape, trial rcu.c): `current` points at the config main allocated first —
// filled, read by one phase of readers, freed (sticky-read) — and then at a
// copy read by two phases and changed between them (read-shared). The
// readers' one dereference is both suggestions' evidence, so the read-shared
// fix's heddle_acquire_read there would also run on the sticky-read config
// (before: both fixes applied, the strict run reported the readers). Now
// neither keeps its fix, and each message names the other and the shared
// line; `current`'s own fix stays. Applied, with the user's annotation of
// both configs alike (-DHAND_ANNOTATED: read-shared, as the messages say),
// the program builds with -Wall -Werror, runs clean in strict mode, and a
// write to the copy without taking it back is still reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/two.c
// RUN: %heddle-cc -g -O1 %t.dir/two.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/two.c %t.fixed/two.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: diff %t.dir/two.c %t.fixed/two.c > %t.diff || true
// RUN: %FileCheck %s --check-prefix=DIFF < %t.diff
// RUN: %heddle-cc -g -O1 -Wall -Werror -DHAND_ANNOTATED %t.fixed/two.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DHAND_ANNOTATED -DSEEDED_BUG %t.fixed/two.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (sticky-read) two.c:[[FIRST:[0-9]+]]: {{.*}} No fix: the code at two.c:[[USE:[0-9]+]] also uses the objects allocated at two.c:[[NEXT:[0-9]+]], proposed read-shared, and one annotation cannot serve both policies: annotate the objects that code reaches alike by hand.
// CHECK-DAG: heddle: suggestion (read-shared) two.c:[[NEXT]]: {{.*}} No fix: the code at two.c:[[USE]] also uses the objects allocated at two.c:[[FIRST]], proposed sticky-read, {{.*}}
// CHECK-DAG: heddle: suggestion (read-shared) two.c:{{[0-9]+}}: `current` {{.*}} [fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 2 without a fix
// DIFF-NOT: heddle_set_sticky_read
// DIFF-NOT: (c)
// DIFF-NOT: (first)
// DIFF-NOT: (next)
// DIFF: heddle_acquire_read(&current);
// DIFF-NOT: (c)
// DIFF-NOT: (first)
// DIFF-NOT: (next)
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: sharing-violation {{.*}}two.c:{{[0-9]+}} in main
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define READERS 2
struct config { int version; int limits[16]; };
static struct config *current; /* changed only while no reader runs */

static void *reader(void *arg) {
  long id = (long)arg;
  const struct config *c = current;
#ifdef HAND_ANNOTATED
  heddle_acquire_read(c);
#endif
  long s = c->version + c->limits[id];
#ifdef HAND_ANNOTATED
  heddle_release_read(c);
#endif
  return (void *)(s & 1);
}

static void phase(void) {
  pthread_t t[READERS];
  for (long i = 0; i < READERS; i++) pthread_create(&t[i], NULL, reader, (void *)i);
  for (int i = 0; i < READERS; i++) pthread_join(t[i], NULL);
}

int main(void) {
  struct config *first = calloc(1, sizeof *first); /* read in one phase only */
  first->version = 1;
  current = first;
#ifdef HAND_ANNOTATED
  heddle_release_write(first); /* read-shared like the copies: the readers' calls serve both */
#endif
  phase();
  struct config *next = malloc(sizeof *next); /* read in two phases, changed between them */
#ifdef HAND_ANNOTATED
  heddle_acquire_write(first);
#endif
  memcpy(next, first, sizeof *next);
  next->version = 2;
  current = next;
  free(first);
#ifdef HAND_ANNOTATED
  heddle_release_write(next);
#endif
  phase();
#ifdef HAND_ANNOTATED
  heddle_acquire_write(next);
#endif
  next->limits[3] = 7;
#ifdef HAND_ANNOTATED
  heddle_release_write(next);
#endif
  phase();
#ifdef SEEDED_BUG
  next->version = 4; /* without taking it back first */
#endif
#ifdef HAND_ANNOTATED
  heddle_acquire_write(next);
#endif
  printf("%d\n", next->version + next->limits[3]);
  free(next);
  return 0;
}
