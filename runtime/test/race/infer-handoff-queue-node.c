// A thread pool (the new-user trial): jobs malloc'd by the submitter, linked
// into a queue behind a mutex and a condition variable, popped by workers and
// run without the lock. The job node changes hands, but the queue's code uses
// it while it is queued (`pool.tail->next = j` in the next push, `j->next` in
// the pop, both under the queue's mutex), so no hand-off explains it: a
// release before the push would leave those uses to no owner. The suggestion
// had no fix and said nothing about why — or, when each job was popped before
// the next push, a fix releasing it before pool_push(j), which sets j->next
// first (the strict run reported it); now it says why not and what to write
// instead — heddle_set_locked(node, &the queue's mutex) before the push,
// heddle_acquire_write(node) after the pop —, which, written by hand
// (-DHAND_ANNOTATED), runs clean in strict mode. The queue itself, locked by
// its member mutex, named the mutex `pool` (the struct's symbol) and had no
// fix; now it is `pool.lock`, with HEDDLE_GLOBAL_LOCKED(pool, &pool.lock).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: %heddle-cc -g -O1 -Wall -Werror -DHAND_ANNOTATED %s -o %t.hand
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.hand.sarif -- %t.hand > %t.hand.out 2> %t.hand.err; echo "exit=$?" >> %t.hand.err
// RUN: %FileCheck %s --check-prefix=HAND < %t.hand.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (hand-off) infer-handoff-queue-node.c:{{[0-9]+}}: The 24-byte heap object allocated here moved between {{[0-9]+}} threads{{.*}} No fix: {{.*}}Lock it instead while it is queued: heddle_set_locked(node, &the structure's mutex) before the push, and heddle_acquire_write(node) after the pop, where the structure's code no longer uses it.{{$}}
// CHECK-DAG: heddle: suggestion (locked) infer-handoff-queue-node.c:{{[0-9]+}}: `pool` was accessed by 5 threads, always holding the mutex `pool.lock`: annotate it as locked by that mutex. [fix available]
// CHECK: exit=0
// HAND: heddle: 0 reports in 1 process
// HAND: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#ifdef HAND_ANNOTATED
#include <heddle.h>
#endif

typedef struct job {
  long (*fn)(long);
  long arg;
  struct job *next;
} job_t;

typedef struct {
  pthread_mutex_t lock;
  pthread_cond_t nonempty;
  job_t *head, *tail;
  int stop;
} pool_t;

static pool_t pool = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, NULL, 0};
#ifdef HAND_ANNOTATED
HEDDLE_GLOBAL_LOCKED(pool, &pool.lock);
#endif

static void pool_push(job_t *j) {
  pthread_mutex_lock(&pool.lock);
  j->next = NULL;
  if (pool.tail) pool.tail->next = j; else pool.head = j;
  pool.tail = j;
  pthread_cond_signal(&pool.nonempty);
  pthread_mutex_unlock(&pool.lock);
}

static job_t *pool_pop(void) {
  pthread_mutex_lock(&pool.lock);
  while (!pool.head && !pool.stop) pthread_cond_wait(&pool.nonempty, &pool.lock);
  job_t *j = pool.head;
  if (j) {
    pool.head = j->next;
    if (!pool.head) pool.tail = NULL;
  }
  pthread_mutex_unlock(&pool.lock);
  return j;
}

static void *worker(void *unused) {
  (void)unused;
  long done = 0;
  job_t *j;
  while ((j = pool_pop()) != NULL) {
#ifdef HAND_ANNOTATED
    heddle_acquire_write(j);
#endif
    done += j->fn(j->arg);
    free(j);
  }
  return (void *)done;
}

static long square(long i) { return i * i; }

int main(void) {
  pthread_t th[4];
  for (int i = 0; i < 4; i++) pthread_create(&th[i], NULL, worker, NULL);
  for (long i = 0; i < 64; i++) {
    job_t *j = malloc(sizeof *j);
    j->fn = square;
    j->arg = i;
#ifdef HAND_ANNOTATED
    heddle_set_locked(j, &pool.lock);
#endif
    pool_push(j);
  }
  pthread_mutex_lock(&pool.lock);
  pool.stop = 1;
  pthread_cond_broadcast(&pool.nonempty);
  pthread_mutex_unlock(&pool.lock);
  long total = 0;
  for (int i = 0; i < 4; i++) {
    void *done;
    pthread_join(th[i], &done);
    total += (long)done;
  }
  printf("%ld\n", total);
  return 0;
}
