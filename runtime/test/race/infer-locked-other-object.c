// A task queue locked by a mutex inside another heap object (trial round 12
// finding 4, mbrossard/threadpool's shape: `pool->queue`, a separate
// allocation, guarded by `pool->lock`; the pool allocated inside an `if`'s
// condition). The queue's suggestion said "always holding the mutex at
// 0x555c00000000" — heddle's arena address, which the user cannot even find
// in a debugger — with no fix. The runtime now records the object holding the
// mutex; its allocation's variable and the struct it points to (DWARF) name
// the mutex `pool->lock`, and as both objects are allocated in one function
// the fix is heddle_set_locked(pool->queue, &pool->lock) before the threads
// start, taken over before the queue's free. The pool itself holds its own
// mutex (`pool->lock`, named through the variable assigned in the `if`). Both
// calls go before the loop that starts the threads, the queue's first: it
// reads `pool`, which the pool's call makes locked. Applied, it builds with
// -Wall -Werror and runs clean in strict mode; a worker taking a task without
// the mutex is reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/pool.c
// RUN: %heddle-cc -g -O1 %t.dir/pool.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/pool.c %t.fixed/pool.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/pool.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/pool.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/pool.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: mutex at 0x
// CHECK-DAG: heddle: suggestion (locked) pool.c:[[#QUEUE:]]: The 2048-byte heap object allocated here was accessed by {{[23]}} threads, always holding the mutex `pool->lock` (in the 120-byte heap object allocated at pool.c:[[#POOL:]]) while other threads could run{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (locked) pool.c:[[#POOL]]: The 120-byte heap object allocated here was accessed by 3 threads, always holding the mutex `pool->lock` while other threads could run{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 2 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: pool->queue = malloc(QUEUE * sizeof *pool->queue);
// FIXED: heddle_set_locked(pool->queue, &pool->lock);
// FIXED-NEXT: heddle_set_locked(pool, &pool->lock);
// FIXED-NEXT: for (int i = 0; i < 2; i++) pthread_create
// FIXED: pthread_join
// FIXED: heddle_acquire_write(pool);
// FIXED: heddle_acquire_write(pool->queue);
// FIXED-NEXT: free(pool->queue);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// OUT: sum 5050
// BUG: lock-not-held
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define QUEUE 128

struct task {
  long value;
  void *arg;
};

struct pool {
  pthread_mutex_t lock;
  pthread_cond_t notify;
  struct task *queue;
  int head, tail;
  int count, done;
  long sum;
};

static void *worker(void *arg) {
  struct pool *p = arg;
  for (;;) {
#ifdef SEEDED_BUG
    if (p->queue[0].arg) abort(); /* the queue read without the mutex */
#endif
    pthread_mutex_lock(&p->lock);
    while (p->count == 0 && !p->done) pthread_cond_wait(&p->notify, &p->lock);
    if (p->count == 0) break;
    long v = p->queue[p->head].value;
    p->head = (p->head + 1) % QUEUE;
    p->count--;
    p->sum += v;
    pthread_mutex_unlock(&p->lock);
  }
  pthread_mutex_unlock(&p->lock);
  return NULL;
}

static void add(struct pool *p, long v) {
  pthread_mutex_lock(&p->lock);
  p->queue[p->tail].value = v;
  p->tail = (p->tail + 1) % QUEUE;
  p->count++;
  pthread_cond_signal(&p->notify);
  pthread_mutex_unlock(&p->lock);
}

int main(void) {
  struct pool *pool;
  if ((pool = malloc(sizeof(struct pool))) == NULL) return 1;
  pool->head = pool->tail = pool->count = pool->done = 0;
  pool->sum = 0;
  pool->queue = malloc(QUEUE * sizeof *pool->queue);
  pthread_mutex_init(&pool->lock, NULL);
  pthread_cond_init(&pool->notify, NULL);
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, pool);
  for (long v = 1; v <= 100; v++) add(pool, v);
  pthread_mutex_lock(&pool->lock);
  pool->done = 1;
  pthread_cond_broadcast(&pool->notify);
  pthread_mutex_unlock(&pool->lock);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  printf("sum %ld\n", pool->sum);
  free(pool->queue);
  pthread_mutex_destroy(&pool->lock);
  free(pool);
  return 0;
}
