// Objects guarded by a lock heddle does not know as a mutex: a spinlock on a
// C11 atomic_flag (the flagspin and futexmtx new-user trials). Every turn is
// ordered after the previous one (test_and_set acquires, clear releases), so
// race mode saw a hand-off and proposed calls at the few places it noted —
// wrong for the other turns (6 to 21 violations in strict mode). Now the
// suggestion says the threads took turns in one function, as under a lock,
// names what to use instead, and has no fix. The flag itself is racy. The
// threads take their turns in a fixed order (an atomic turn counter, with
// sched_yield while waiting), so the objects change hands more often than the
// runtime notes whatever the schedule.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (hand-off) infer-handoff-turns.c:{{[0-9]+}}: `ring` was used by 4 threads taking turns in worker(), each turn ordered after the previous one, {{.*}} a spinlock built from atomics, a futex, or a pthread_spinlock_t? {{.*}} No fix: calls at the places this run noted would cover only some of the turns.{{$}}
// CHECK-DAG: heddle: suggestion (hand-off) infer-handoff-turns.c:{{[0-9]+}}: `pos` was used by 4 threads taking turns in worker(){{.*}}No fix{{.*}}{{$}}
// CHECK-DAG: heddle: suggestion (racy) infer-handoff-turns.c:{{[0-9]+}}: `lock`
// CHECK-DAG: heddle: suggestion (racy) infer-handoff-turns.c:{{[0-9]+}}: `turn`
// CHECK: exit=0
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

static atomic_flag lock = ATOMIC_FLAG_INIT;
static int ring[16];
static unsigned pos;

static atomic_int turn;

static void *worker(void *arg) {
  long id = (long)arg;
  for (int i = 0; i < 20; i++) {
    while (atomic_load_explicit(&turn, memory_order_relaxed) % 3 != id) sched_yield();
    while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire)) sched_yield();
    ring[pos++ % 16] += (int)id;
    atomic_flag_clear_explicit(&lock, memory_order_release);
    atomic_fetch_add_explicit(&turn, 1, memory_order_relaxed);
  }
  return NULL;
}

int main(void) {
  pthread_t t[3];
  for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  long s = 0;
  for (int i = 0; i < 16; i++) s += ring[i];
  printf("pos %u sum %ld\n", pos, s);
  return 0;
}
