// A recursive merge sort's shape (new-user trial round 12, MernaaMourad/
// Threaded-Merge-Sort): every call starts two threads on malloc'd {lo, hi}
// arguments, joins both, then frees them — thousands of short threads, so
// glibc hands a joined thread's stack, and with it its pthread_t, to the next
// thread at once. Heddle took a new thread's record id before the real
// pthread_create, so a thread created while another's join was finishing
// could carry the joined thread's handle with a *lower* id than the joined
// thread's record, which still held its slot; a join of the new thread then
// found the old record (by_handle: the newest id wins) and ordered nothing —
// "free by T127 races with an earlier read by T207" at the frees, in about 4
// runs of 10 on a loaded machine (TSan: none). A join now claims its record
// before the real join, and a claimed record is no thread's handle any more.
// The window is inside glibc's pthread_join, so this test cannot force it: it
// runs the program five times (before the fix: at least one false race in
// about 9 of 10 such tests at load 8, 16 runs 6 reports; after: 0 of 16).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for i in 1 2 3 4 5; do %heddle run -- %t 1200 2>&1; done > %t.err
// RUN: %FileCheck %s < %t.err
// CHECK-NOT: data-race
// CHECK: heddle: 0 reports
// CHECK-NOT: data-race
// CHECK: heddle: 0 reports
// CHECK-NOT: data-race
// CHECK: heddle: 0 reports
// CHECK-NOT: data-race
// CHECK: heddle: 0 reports
// CHECK-NOT: data-race
// CHECK: heddle: 0 reports
// CHECK-NOT: data-race
#include <pthread.h>
#include <stdlib.h>

typedef struct {
  int lo, hi;
} range;

static void *sort(void *p) {
  range *r = p;
  int lo = r->lo, hi = r->hi; /* the child's read */
  if (lo < hi) {
    int mid = (lo + hi) / 2;
    pthread_t a, b;
    range *left = malloc(sizeof *left), *right = malloc(sizeof *right);
    left->lo = lo, left->hi = mid;
    right->lo = mid + 1, right->hi = hi;
    pthread_create(&a, NULL, sort, left);
    pthread_create(&b, NULL, sort, right);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    free(right); /* after both joins: ordered after the children's reads */
    free(left);
  }
  return NULL;
}

int main(int argc, char **argv) {
  range *all = malloc(sizeof *all);
  all->lo = 0, all->hi = argc > 1 ? atoi(argv[1]) - 1 : 299;
  pthread_t t;
  pthread_create(&t, NULL, sort, all);
  pthread_join(t, NULL);
  free(all);
  return 0;
}
