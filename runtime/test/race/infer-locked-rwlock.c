// A table behind a pthread_rwlock_t (the new-user trial rwpref): readers look
// it up under the read lock, a writer rotates it under the write lock. Race
// mode proposed read-shared phases (heddle_acquire_read in the writer,
// invalid-policy-changes once applied), since only mutexes counted as held
// locks. Now the locked policy takes an rwlock (reads need it held, writes
// write-held: heddle.h, access.c) and race mode follows it as it follows a
// mutex: `table` and `lookups` are proposed locked by `lock`. Applied, the
// program builds with -Wall -Werror and runs clean in strict mode, and a
// counter bumped under the read lock (a race between readers) is reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/rw.c
// RUN: %heddle-cc -g -O1 %t.dir/rw.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/rw.c %t.fixed/rw.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/rw.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/rw.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/rw.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (locked) rw.c:{{[0-9]+}}: `table` was accessed by 4 threads, always holding the rwlock `lock` (for writing at every write){{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (locked) rw.c:{{[0-9]+}}: `lookups` was accessed by 2 threads, always holding the rwlock `lock`{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 0 refused, 0 without a fix
// FIXED: HEDDLE_GLOBAL_LOCKED(table, &lock);
// FIXED: HEDDLE_GLOBAL_LOCKED(lookups, &lock);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: lock-not-held {{.*}}rw.c:{{[0-9]+}} in reader
// BUG: exit=66
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>

#define N 64
#define READERS 3

static pthread_rwlock_t lock;
static int table[N];
static long lookups;

static void *reader(void *arg) {
  long sum = 0;
  for (int i = 0; i < 2000; i++) {
    pthread_rwlock_rdlock(&lock);
    sum += table[i % N];
#ifdef SEEDED_BUG
    lookups++; /* under the read lock: readers race */
#endif
    pthread_rwlock_unlock(&lock);
  }
  *(long *)arg = sum;
  return NULL;
}

static void *writer(void *arg) {
  (void)arg;
  for (int r = 0; r < 50; r++) {
    pthread_rwlock_wrlock(&lock);
    for (int i = 0; i < N; i++) table[i] += 1;
    lookups += N;
    pthread_rwlock_unlock(&lock);
  }
  return NULL;
}

int main(void) {
  pthread_rwlockattr_t a;
  pthread_rwlockattr_init(&a);
  pthread_rwlockattr_setkind_np(&a, PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP);
  pthread_rwlock_init(&lock, &a);
  pthread_rwlockattr_destroy(&a);
  pthread_t r[READERS], w;
  long sums[READERS];
  for (int i = 0; i < READERS; i++) pthread_create(&r[i], NULL, reader, &sums[i]);
  pthread_create(&w, NULL, writer, NULL);
  for (int i = 0; i < READERS; i++) pthread_join(r[i], NULL);
  pthread_join(w, NULL);
  pthread_rwlock_rdlock(&lock);
  printf("lookups %ld\n", lookups);
  pthread_rwlock_unlock(&lock);
  pthread_rwlock_destroy(&lock);
  return 0;
}
