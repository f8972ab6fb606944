// An array of structs whose fields two monitors each update under their own
// mutex, and a reporter reads under both (bitfield in the session 14 new-user
// trials): the link monitor writes `up` and `errors` of each port under
// link_lock, the thermal monitor `hot` and `level` under temp_lock. Every
// element is touched by three threads, so it is no partition, but race mode
// split it and proposed "used by 4 threads in disjoint parts: slice it", or
// per-field policies with "No fix: the run's program has no DWARF struct
// type for it (build with -g)" — built with -g; the object is an array. Now
// either the per-field policies named by element (`[0].up, errors: locked by
// link_lock`) with the reason there is no fix (heddle annotate splits one
// struct by field, not every element of an array), or, when the run could
// not tell each byte's mutex, that the parts changed hands between their
// threads. The reporter's first reads hold both mutexes: field inference keeps
// the outer one as the candidate when the innermost is not held later (as
// race.c's lock_outer). Stages on a relaxed atomic (no happens-before) make
// the monitors use the array at once before the reporter starts.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/ports.c
// RUN: %heddle-cc -g -O1 %t.dir/ports.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: %heddle annotate --srcroot %t.dir %t.sarif 2>&1 | %FileCheck %s --check-prefix=NOFIX
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: `ports` was used by 4 threads in disjoint parts
// CHECK: heddle: suggestion ({{fields|slice}}) ports.c:{{[0-9]+}}: `ports` {{\(an array of struct port\) was used by 4 threads with a policy per field, none for the whole: \[0\]\.up, errors: locked by `link_lock`, used alone after the threads; \[0\]\.hot, level: locked by `temp_lock`; .* No fix: it is an array of structs whose elements' fields had these policies one by one|was used by 4 threads in parts that changed hands while their threads ran}}
// CHECK-NOT: `ports` was used by 4 threads in disjoint parts
// CHECK: exit=0
// NOFIX: 1 fix in the diff (1 file), 0 refused, 1 without a fix
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

#define PORTS 8
#define ROUNDS 2000

struct port { unsigned char up, errors, hot, level; };
static struct port ports[PORTS];
static pthread_mutex_t link_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t temp_lock = PTHREAD_MUTEX_INITIALIZER;
static atomic_int stage;

static void wait_stage(int s) {
  while (atomic_load_explicit(&stage, memory_order_relaxed) < s) sched_yield();
}

static void *link_monitor(void *arg) {
  (void)arg;
  for (int r = 0; r < ROUNDS; r++) {
    pthread_mutex_lock(&link_lock);
    ports[r % PORTS].up = r % 3 != 0;
    ports[r % PORTS].errors += !ports[r % PORTS].up;
    pthread_mutex_unlock(&link_lock);
    if (r == PORTS - 1) {
      atomic_store_explicit(&stage, 1, memory_order_relaxed);
      wait_stage(3);
    }
  }
  return NULL;
}

static void *thermal_monitor(void *arg) {
  (void)arg;
  wait_stage(1);
  for (int r = 0; r < ROUNDS; r++) {
    pthread_mutex_lock(&temp_lock);
    ports[r % PORTS].level = r % 100;
    ports[r % PORTS].hot = ports[r % PORTS].level > 90;
    pthread_mutex_unlock(&temp_lock);
    if (r == PORTS - 1) {
      atomic_store_explicit(&stage, 2, memory_order_relaxed);
      wait_stage(3);
    }
  }
  return NULL;
}

static void *reporter(void *arg) {
  (void)arg;
  long seen = 0;
  wait_stage(2);
  for (int r = 0; r < ROUNDS / 10; r++) {
    pthread_mutex_lock(&link_lock);
    pthread_mutex_lock(&temp_lock);
    for (int p = 0; p < PORTS; p++) seen += ports[p].up + ports[p].hot;
    pthread_mutex_unlock(&temp_lock);
    pthread_mutex_unlock(&link_lock);
    if (r == 0) atomic_store_explicit(&stage, 3, memory_order_relaxed);
  }
  return (void *)seen;
}

int main(void) {
  pthread_t a, b, c;
  void *seen;
  pthread_create(&a, NULL, link_monitor, NULL);
  pthread_create(&b, NULL, thermal_monitor, NULL);
  pthread_create(&c, NULL, reporter, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_join(c, &seen);
  int errors = 0;
  for (int p = 0; p < PORTS; p++) errors += ports[p].errors;
  printf("errors %d seen %ld\n", errors, (long)seen);
  return 0;
}
