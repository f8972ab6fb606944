// An array of structs each holding its own mutex, whose threads lock two
// elements at once (trial 18 F6: OSTEP's threads-bugs vectors, `vector_add`
// locking both vectors, in address order here so that it cannot deadlock).
// One element's mutex was then held at every access of the array, so race
// mode proposed the whole array locked by it, named `v+440`, with no fix,
// and the strict run reported. Each element is locked by its own mutex: the
// per-element proposal (runtime/race/elem_lock_infer.c) now covers this too,
// names the one mutex held throughout as C writes it (`v[1].lock`), and its
// fix — each element a slice locked by its own `lock`, before the threads;
// taken over after the joins — builds with -Wall -Werror and runs clean in
// strict mode, where an element added without its source's lock is reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/vectors.c
// RUN: %heddle-cc -g -O1 %t.dir/vectors.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/vectors.c %t.fixed/vectors.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/vectors.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/vectors.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/vectors.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: v+{{[0-9]}}
// CHECK: heddle: suggestion (locked) vectors.c:{{[0-9]+}}: `v` (2 elements of `vec_t`) was accessed by 3 threads, each access holding the mutex `lock` of the element it used (one element's mutex, `v[{{[01]}}].lock`, was held at every access too: the threads locked two elements at once, so the whole array locked by that one fits this run only): make each element an object locked by its own mutex {{.*}}[fix available]
// CHECK: exit=0
// APPLY: 0 refused, 0 without a fix
// FIXED: for (int i = 0; i < NVEC; i++) vec_init(&v[i], i);
// FIXED: heddle_slice(v, sizeof v[0], 2, v_elements);
// FIXED-NEXT: for (size_t elem = 0; elem < 2; elem++) heddle_set_locked(&v[elem], &v[elem].lock);
// FIXED: pthread_create
// FIXED: pthread_join
// FIXED: heddle_acquire_write(&v[elem]);
// FIXED-NEXT: printf
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: lock-not-held
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>

#define LEN 100
#define NVEC 2
#define THREADS 2
#define ROUNDS 200

typedef struct {
  pthread_mutex_t lock;
  unsigned values[LEN];
} vec_t;

vec_t v[NVEC];

static void vec_init(vec_t *x, unsigned value) {
  for (int i = 0; i < LEN; i++) x->values[i] = value;
  pthread_mutex_init(&x->lock, NULL);
}

/* dst += src, holding both vectors' locks, taken in address order */
static void vec_add(vec_t *dst, vec_t *src) {
  vec_t *first = dst < src ? dst : src, *second = dst < src ? src : dst;
  pthread_mutex_lock(&first->lock);
#ifdef SEEDED_BUG
  (void)second; /* the source read without its lock */
#else
  if (second != first) pthread_mutex_lock(&second->lock);
#endif
  for (int i = 0; i < LEN; i++) dst->values[i] += src->values[i];
#ifndef SEEDED_BUG
  if (second != first) pthread_mutex_unlock(&second->lock);
#endif
  pthread_mutex_unlock(&first->lock);
}

static void *worker(void *arg) {
  long id = (long)arg;
  for (int r = 0; r < ROUNDS; r++) {
    if (id % 2) vec_add(&v[0], &v[1]);
    else vec_add(&v[1], &v[0]);
  }
  return NULL;
}

int main(void) {
  for (int i = 0; i < NVEC; i++) vec_init(&v[i], i);
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], NULL);
  printf("%u %u\n", v[0].values[0], v[1].values[0]);
  return 0;
}
