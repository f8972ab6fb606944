// A queued job's last producer access goes through a chain of members from a
// helper's parameter (trial round 12 finding 3, thpool's jobqueue_push:
// `thpool_p->jobqueue_p->rear->prev = newjob` sets the previous job's link).
// The hand-off's release followed the chain's base, the parameter `p`, up to
// the caller's argument and released the pool — `heddle_release_write(pool)`
// after the push: the wrong object (strict mode: "double release" on the pool
// and an invalid policy change) — or, here, gave no fix and no reason. The
// caller's argument is the chain's base, and after the call the chain names
// the new job (the push moved `rear` on): no fix, saying why and what to
// write instead (lock the node while it is queued), which, written by hand
// (-DHAND_ANNOTATED), runs clean in strict mode.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: %heddle-cc -g -O1 -Wall -Werror -DHAND_ANNOTATED %s -o %t.hand
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.hand.sarif -- %t.hand > %t.hand.out 2> %t.hand.err; echo "exit=$?" >> %t.hand.err
// RUN: %FileCheck %s --check-prefix=HAND < %t.hand.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (hand-off) infer-handoff-chain-parameter.c:[[#@LINE+25]]: The 16-byte heap object allocated here moved between 2 threads{{.*}} No fix: the old owner's last access reached it through a chain of members from a parameter of the function it was in (as a queue's `p->q->rear`), and the caller's argument is that chain's base, another object{{.*}}Lock it instead while it is queued
// CHECK: exit=0
// HAND: heddle: 0 reports in 1 process
// HAND: exit=0
#include <pthread.h>
#include <stdlib.h>
#ifdef HAND_ANNOTATED
#include <heddle.h>
#endif

struct job { struct job *prev; int v; };
struct queue { pthread_mutex_t m; struct job *front, *rear; int len; };
struct pool { struct queue *q; };
static struct pool *pool;
static long total;

static void push(struct pool *p, struct job *j) {
  j->prev = NULL;
  if (p->q->len) p->q->rear->prev = j; /* the last access of the previous job */
  else p->q->front = j;
  p->q->rear = j;
  p->q->len++;
}

static void add(struct pool *p, int v) {
  struct job *j = malloc(sizeof *j);
  j->v = v;
#ifdef HAND_ANNOTATED
  heddle_set_locked(j, &p->q->m);
#endif
  pthread_mutex_lock(&p->q->m);
  push(p, j);
  pthread_mutex_unlock(&p->q->m);
}

static void *worker(void *arg) {
  for (int n = 0; n < 50;) {
    pthread_mutex_lock(&pool->q->m);
    struct job *j = pool->q->len > 1 ? pool->q->front : NULL;
    if (j) {
      pool->q->front = j->prev;
      pool->q->len--;
      n++;
    }
    pthread_mutex_unlock(&pool->q->m);
#ifdef HAND_ANNOTATED
    if (j) heddle_acquire_write(j);
#endif
    if (j) total += j->v; /* used after the unlock, as thpool's job */
    free(j);
  }
  return arg;
}

int main(void) {
  pool = malloc(sizeof *pool);
  pool->q = calloc(1, sizeof *pool->q);
  pthread_mutex_init(&pool->q->m, NULL);
#ifdef HAND_ANNOTATED
  heddle_set_locked(pool->q, &pool->q->m);
  heddle_set_sticky_read(pool);
  heddle_set_sticky_read(&pool);
#endif
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  for (int i = 0; i < 51; i++) add(pool, i);
  pthread_join(t, NULL);
#ifdef HAND_ANNOTATED
  heddle_acquire_write(&total);
#endif
  return total != 1225;
}
