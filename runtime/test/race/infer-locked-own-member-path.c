// A heap queue holding its own mutex, its allocation stored in a member of
// another heap object reached through a global (trial round 12 finding 4:
// jobchain.c's `pool->q`, thpool's `thpool_p->jobqueue_p->has_jobs`). Its own
// mutex was named only when the allocation went into a plain variable (`c`:
// race/infer-locked-own-member.c), so this one was "the mutex at
// 0x558c00000000" with no fix. The struct `pool->q` points to (DWARF, through
// the member) now names it `pool->q->m`, and the fix is
// heddle_set_locked(pool->q, &pool->q->m) before the threads start, taken over
// after the joins. Applied (with the pool's and the global's sticky-read
// calls), it builds with -Wall -Werror and runs clean in strict mode; an
// unlocked read of the queue is reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/chain.c
// RUN: %heddle-cc -g -O1 %t.dir/chain.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/chain.c %t.fixed/chain.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/chain.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/chain.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/chain.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: mutex at 0x
// CHECK: heddle: suggestion (locked) chain.c:{{[0-9]+}}: The 56-byte heap object allocated here was accessed by 3 threads, always holding the mutex `pool->q->m` while other threads could run{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 0 refused, 0 without a fix
// FIXED: heddle_set_locked(pool->q, &pool->q->m);
// FIXED: pthread_create
// FIXED: pthread_join
// FIXED: heddle_acquire_write(pool->q);
// FIXED-NEXT: printf
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// OUT: len 400
// BUG: lock-not-held
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct queue {
  pthread_mutex_t m;
  int len, pushed;
  long last;
};

struct pool {
  struct queue *q;
};

static struct pool *pool;

static void *worker(void *arg) {
  long seen = 0;
  for (int i = 0; i < 200; i++) {
#ifndef SEEDED_BUG
    pthread_mutex_lock(&pool->q->m);
#endif
    seen += pool->q->len;
#ifndef SEEDED_BUG
    pthread_mutex_unlock(&pool->q->m);
#endif
    pthread_mutex_lock(&pool->q->m);
    pool->q->len++;
    pool->q->pushed++;
    pool->q->last = seen;
    pthread_mutex_unlock(&pool->q->m);
  }
  return arg;
}

int main(void) {
  pool = malloc(sizeof *pool);
  pool->q = calloc(1, sizeof *pool->q);
  pthread_mutex_init(&pool->q->m, NULL);
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  printf("len %d\n", pool->q->len);
  pthread_mutex_destroy(&pool->q->m);
  free(pool->q);
  free(pool);
  return 0;
}
