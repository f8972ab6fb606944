// A thread's access in a new epoch to a record that holds only its own
// earlier epochs (and that inference learns nothing from) is renewed without
// the slow path (race.c `renew`), which must move the record exactly as the
// slow path does: the new epoch, the access's bytes and its stack. The worker
// allocates `box` and `tally` and writes them in two epochs (the allocation's
// and a second one, after an unlock of m); after another unlock of m it writes
// box->b in set_b and reads tally->b in get_b: both renewed (the verbosity
// line counts them). main takes m after that second unlock, so it is ordered
// after the worker's first two epochs but not after the renewed accesses: both
// races are reported, each naming the renewed access's stack. A renewal that
// kept the old epoch reports nothing (main is ordered after it); one that kept
// the old bytes or stack names set_a.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=verbosity=1 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: heddle: race mode renewed 2 epochs without the slow path
// CHECK: Data race: thread T0 read 4 bytes of a 12-byte heap object, not ordered after thread T1's earlier write of it.
// CHECK: Previous access by thread T1 (write):
// CHECK-NEXT: #0 set_b {{.*}}renew-then-race.c:[[#SETB:]]:
// CHECK-NEXT: #1 worker {{.*}}renew-then-race.c:[[#SETB+15]]:
// CHECK: SUMMARY: heddle: data-race {{.*}}renew-then-race.c:[[#SETB+27]] in main
// CHECK: Data race: thread T0 wrote 4 bytes of a 12-byte heap object, not ordered after thread T1's earlier read of it.
// CHECK: Previous access by thread T1 (read):
// CHECK-NEXT: #0 get_b {{.*}}renew-then-race.c:[[#SETB+1]]:
// CHECK-NEXT: #1 worker {{.*}}renew-then-race.c:[[#SETB+16]]:
// CHECK: SUMMARY: heddle: data-race {{.*}}renew-then-race.c:[[#SETB+28]] in main
// CHECK: heddle: 2 reports (2 data-race)
// CHECK: exit=66
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

struct three {
  int a, b, c;
};
static struct three *box, *tally;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag; /* relaxed: no happens-before, only the timing */

__attribute__((noinline)) static void set_a(struct three *p, int v) { p->a = v; }
__attribute__((noinline)) static void set_b(struct three *p, int v) { p->b = v; }
__attribute__((noinline)) static int get_b(const struct three *p) { return p->b; }

static void *worker(void *arg) {
  (void)arg;
  box = malloc(sizeof *box);
  tally = malloc(sizeof *tally);
  set_a(box, 1); /* the allocation's epoch: the inline rules let these through */
  set_a(tally, 1);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  set_a(box, 2); /* a new epoch: the slow path notes the first writes */
  set_a(tally, 2);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  set_b(box, 3); /* renewed */
  int s = get_b(tally); /* renewed */
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  return (void *)(long)s;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (!__atomic_load_n(&flag, __ATOMIC_RELAXED)) usleep(1000);
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  int b = box->b;
  tally->b = 8;
  pthread_join(t, 0);
  return b == 3 ? 0 : 1;
}
