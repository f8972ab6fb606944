// Dining philosophers taking the left fork, then the right: five mutexes in a
// ring, a cycle of five lock-order edges (found by a new-user trial; TSan
// reports such cycles up to 20 locks, heddle stopped at 4). The philosophers
// eat one after the other, so the run never deadlocks; the cycle is still one
// report, with all five edges. Taking the lower-numbered fork first (the
// textbook fix) closes no cycle.
// RUN: %heddle-cc -O0 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=RING < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
// RUN: %sarif-validate %t.sarif
// RUN: %heddle run --srcroot %S --out %t.ordered.sarif -- %t ordered 2> %t.ordered.err; echo "exit=$?" >> %t.ordered.err
// RUN: %FileCheck %s --check-prefix=ORDERED < %t.ordered.err
// RING: lock-order-inversion
// RING: heddle: 1 report (1 lock-order-inversion) in 1 process
// RING: exit=66
// QUERY:      lock-order-inversion philosophers-cycle.c:30 {{[0-9a-f]+}}:1 related=10 threads=T1,T2,T3,T4,T5
// QUERY-NOT:  {{.}}
// ORDERED: heddle: 0 reports in 1 process
// ORDERED: exit=0
#include <pthread.h>
#include <string.h>

#define N 5
static pthread_mutex_t forks[N];
static void *philosopher(void *arg) {
  int id = (int)(long)arg % N, first = id, second = (id + 1) % N;
  if ((long)arg >= N && first > second) first = second, second = id;
  pthread_mutex_lock(&forks[first]);
  pthread_mutex_lock(&forks[second]);
  pthread_mutex_unlock(&forks[second]);
  pthread_mutex_unlock(&forks[first]);
  return 0;
}

int main(int argc, char **argv) {
  long ordered = argc > 1 && !strcmp(argv[1], "ordered"); /* passed in the argument: N and up */
  for (int i = 0; i < N; i++) pthread_mutex_init(&forks[i], 0);
  for (long i = 0; i < N; i++) {
    pthread_t t;
    pthread_create(&t, 0, philosopher, (void *)(i + ordered * N));
    pthread_join(t, 0);
  }
  return 0;
}
