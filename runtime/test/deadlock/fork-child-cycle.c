// A forked child inherits the parent's lock graph: T1's a -> b, made before
// fork(), and the child's b -> a close a cycle in the child's own log. The
// parent closes the same cycle after the child has ended; the reporter
// merges the two processes' reports into one result seen twice (the same
// mutex pairs taken at the same places). The graph's lock is held across
// fork() like every runtime lock, so the child never inherits it held.
// busy() keeps the graph in use across fork() with mutexes of its own: had it
// taken `a` or `b`, the child could inherit one held by a thread that does
// not exist in the child and block on it forever (POSIX fork semantics; the
// test hung 2 runs in 60 that way).
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif | %FileCheck %s --check-prefix=QUERY
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t c = PTHREAD_MUTEX_INITIALIZER, d = PTHREAD_MUTEX_INITIALIZER;

static void *a_then_b(void *arg) {
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return arg;
}

/* Takes locks all the time: fork() happens while the graph may be in use. */
static void *busy(void *arg) {
  for (int i = 0; i < 100000; i++) {
    pthread_mutex_lock(&c);
    pthread_mutex_lock(&d);
    pthread_mutex_unlock(&d);
    pthread_mutex_unlock(&c);
  }
  return arg;
}

__attribute__((noinline)) static void b_then_a(void) {
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a); // closes
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
}

int main(void) {
  pthread_t t, other;
  pthread_create(&t, 0, a_then_b, 0);
  pthread_join(t, 0);
  pthread_create(&other, 0, busy, 0);
  pid_t child = fork();
  if (child == 0) {
    b_then_a();
    _exit(0);
  }
  waitpid(child, 0, 0);
  pthread_join(other, 0);
  b_then_a();
  return 0;
}

// CHECK:      WARNING: heddle: lock-order-inversion (pid
// CHECK-NEXT:   Cycle in lock order: mutex `a` -> mutex `b` -> mutex `a` (a potential deadlock).
// CHECK:        (seen 2 times)
// CHECK-NEXT: SUMMARY: heddle: lock-order-inversion {{.*}}fork-child-cycle.c:43 in b_then_a
// CHECK:      heddle: 1 report (1 lock-order-inversion) in 2 processes
// CHECK:      exit=66

// QUERY:      lock-order-inversion fork-child-cycle.c:43 {{[0-9a-f]+}}:1 related=4 threads=T1,T0
// QUERY-NEXT: process reports=1 exited=True
// QUERY-NEXT: process reports=1 exited=True
