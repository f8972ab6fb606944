// An array each worker writes one element of, taken over by main after a
// sem_wait per worker instead of a join (semmutex in the session 13 new-user
// trials: each worker stores its result, then posts `done`; the workers are
// detached).
// The slice fix only took the parts over after the waits, so in strict mode
// main's heddle_acquire_write was an invalid-policy-change: each part was
// still private to its running worker. Now the runtime notes that the parts'
// threads had not ended at the take-over (handoff.c), and the fix also
// releases each part in its thread after its last access, before the post
// that publishes it. Applied, it builds with -Wall -Werror and runs clean in
// strict mode; posting before the write is reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/post.c
// RUN: %heddle-cc -g -O1 %t.dir/post.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/post.c %t.fixed/post.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/post.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/post.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/post.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (slice) post.c:{{[0-9]+}}: `summary` was used by 5 threads in disjoint parts{{.*}} Their threads had not ended then (no join ordered them): each releases its part with heddle_release_write after its last access (post.c:{{[0-9]+}}). [fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: {{^}}{{ *}}summary[id] = mine;
// FIXED-NEXT: {{^}}#ifndef SEEDED_BUG
// FIXED-NEXT: {{^}}{{ *}}heddle_release_write(&summary[id]);
// FIXED-NEXT: {{^}}{{ *}}sem_post(&done);
// FIXED: {{^}}{{ *}}heddle_slice(summary, sizeof summary[0], 4, summary_parts);
// FIXED: {{^}}{{ *}}for (int i = 0; i < 4; i++) sem_wait(&done);
// FIXED-NEXT: {{^}}{{ *}}long total = 0;
// FIXED-NEXT: {{^}}{{ *}}for (size_t part = 0, first = 0; part < 4; first += summary_parts[part++])
// FIXED-NEXT: {{^}}{{ *}}heddle_acquire_write(&summary[first]);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: {{invalid-policy-change|unordered-policy-change|sharing-violation}}
// BUG: exit=66
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>

static sem_t done;
static long summary[4];

static void *worker(void *arg) {
  long id = (long)arg, mine = 0;
  for (long i = 0; i < 1000; i++) mine += i * (id + 1);
#ifdef SEEDED_BUG
  sem_post(&done);
#endif
  summary[id] = mine;
#ifndef SEEDED_BUG
  sem_post(&done);
#endif
  return NULL;
}

int main(void) {
  sem_init(&done, 0, 0);
  pthread_t t[4];
  for (long i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < 4; i++) sem_wait(&done);
  long total = 0;
  for (int i = 0; i < 4; i++) total += summary[i];
  printf("total %ld\n", total);
  for (int i = 0; i < 4; i++) pthread_detach(t[i]);
  return 0;
}
