// A struct carrying its own mutex (trial round 12 finding 5: mbrossard/
// threadpool's threadpool_t, thpool's jobqueue), in infer-fields-heap.c's
// shape: its settings are read without the mutex once the workers run, its
// state written only under it. No
// one policy fits the whole (the unlocked reads), so its fields were told
// one by one with the state "locked by the mutex at 0x…" and no fix: a mutex
// inside the heap object has no symbol. The object's own layout now names it
// `p->lock`, and the fix splits the struct by field before the threads
// start: the settings (and the mutex, which only libc touches) sticky-read, the state locked by `p->lock`, taken over after the
// joins. Applied, it builds with -Wall -Werror and runs clean in strict mode;
// a state read without the mutex is reported.
// With -DSTARTED, mbrossard's `started`: main sets it without the mutex while
// the workers run, each worker decrements it under the mutex at its exit. No
// race (main's unlock orders its write before the workers' locks), but no
// policy of strict mode explains that field, and the object got no per-field
// proposal (mbrossard's: a slice "in parts that changed hands"). Now its
// fields are told, `started` with no policy (and what the run saw after it
// stopped following the struct: `rounds` too), with no fix, saying why.
// `rounds` is only ever bumped right after `total` under the mutex, unseen
// by the slow path (the fast path lets the write through in the epoch the
// total's write began); in ~1% of loaded runs neither worker's slow path saw
// it, and the epoch's first access (the settings, read before locking) gave
// it no mutex: "no policy". A write the fast path lets through now takes the
// mutexes held at the write that began its record (field_infer.c
// write_start): 0 of 800 loaded runs, 5 of 526 before.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/tp.c
// RUN: %heddle-cc -g -O1 %t.dir/tp.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/tp.c %t.fixed/tp.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/tp.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/tp.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.strict.out
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/tp.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// RUN: %heddle-cc -g -O1 -DSTARTED %t.dir/tp.c -o %t.started
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.started.sarif -- %t.started > %t.started.out 2> %t.started.err; echo "exit=$?" >> %t.started.err
// RUN: %FileCheck %s --check-prefix=STARTED < %t.started.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: mutex at 0x
// CHECK: heddle: suggestion (fields) tp.c:{{[0-9]+}}: The 72-byte heap object allocated here (struct tpool) was used by 3 threads with a policy per field, none for the whole: lock, weights, nitems: sticky-read (never written once shared); total, rounds: locked by `p->lock`, used alone after the threads. {{.*}} [fix available]
// CHECK: exit=0
// APPLY: 0 refused, 0 without a fix
// FIXED: static const size_t p_parts[2] = {offsetof(struct tpool, total), sizeof(struct tpool) - offsetof(struct tpool, total)};
// FIXED-NEXT: heddle_slice(p, 1, 2, p_parts);
// FIXED-NEXT: heddle_set_sticky_read(&p->lock);
// FIXED-NEXT: heddle_set_locked(&p->total, &p->lock);
// FIXED-NEXT: for (int i = 0; i < 2; i++) pthread_create(
// FIXED: heddle_acquire_write(&p->total);
// FIXED-NEXT: printf(
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// OUT: total 5000 in 2 rounds
// BUG: lock-not-held
// BUG: exit=66
// STARTED: heddle: 0 reports in 1 process
// STARTED-NOT: suggestion (slice) tp.c
// STARTED: heddle: suggestion (fields) tp.c:{{[0-9]+}}: The 80-byte heap object allocated here (struct tpool) was used by 3 threads with a policy per field, none for the whole: lock, weights, nitems: sticky-read (never written once shared); total{{.*}}: locked by `p->lock`; {{.*}}started: no policy (written by more than one thread while others ran, not always holding one mutex; no race: ordered some other way){{.*}} No fix: strict mode has no policy for a field that several threads write
// STARTED: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct tpool {
  pthread_mutex_t lock;
  const double *weights; /* settings: fixed once the workers run */
  long nitems;
  double total; /* state: only under lock */
  long rounds;
#ifdef STARTED
  long started;
#endif
};

static const double weights[4] = {1, 2, 3, 4};
#ifdef STARTED
/* Orders the test needs, without happens-before (relaxed): a worker has used the pool before main writes
 * `started`, and main has written it before the workers decrement it (which its unlock then orders). */
static int ready, written;
#endif

static void *worker(void *arg) {
  struct tpool *p = arg;
  double sum = 0;
  for (long i = 0; i < p->nitems; i++) sum += p->weights[i % 4];
#ifdef SEEDED_BUG
  if (p->rounds < 0) abort(); /* state read without the mutex */
#endif
#ifdef STARTED
  __atomic_store_n(&ready, 1, __ATOMIC_RELAXED);
  while (!__atomic_load_n(&written, __ATOMIC_RELAXED)) continue;
#endif
  pthread_mutex_lock(&p->lock);
  p->total += sum;
  p->rounds++;
#ifdef STARTED
  p->started--;
#endif
  pthread_mutex_unlock(&p->lock);
  return NULL;
}

int main(void) {
  struct tpool *p = malloc(sizeof *p);
  pthread_mutex_init(&p->lock, NULL);
  p->weights = weights;
  p->nitems = 1000;
  p->total = 0;
  p->rounds = 0;
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, p);
#ifdef STARTED
  while (!__atomic_load_n(&ready, __ATOMIC_RELAXED)) continue;
  p->started = 2; /* without the mutex, while the workers run */
  pthread_mutex_lock(&p->lock);
  pthread_mutex_unlock(&p->lock);
  __atomic_store_n(&written, 1, __ATOMIC_RELAXED);
#endif
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  printf("total %.0f in %ld rounds\n", p->total, p->rounds);
  pthread_mutex_destroy(&p->lock);
  free(p);
  return 0;
}
