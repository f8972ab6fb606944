// Every policy transition PUSh §2.1 allows, each followed by an access the
// new policy permits: no report at all.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=NONE --allow-empty
#include <heddle.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

int main(void) {
  volatile int *p = malloc(sizeof(int)); // private to T0
  *p = 1;
  heddle_release_write((void *)p); // private -> inaccessible
  heddle_acquire_read((void *)p);  // inaccessible -> read-shared {T0}
  (void)*p;
  heddle_acquire_write((void *)p); // read-shared by T0 only -> private
  *p = 2;
  heddle_acquire_read((void *)p);  // private (own) -> read-shared
  heddle_release_read((void *)p);  // last reader leaves -> inaccessible
  heddle_set_locked((void *)p, &m); // inaccessible -> locked
  pthread_mutex_lock(&m);
  *p = 3;
  pthread_mutex_unlock(&m);
  heddle_acquire_write((void *)p); // locked -> private
  heddle_set_locked((void *)p, &m); // private (own) -> locked
  heddle_acquire_read((void *)p);  // locked -> read-shared
  heddle_release_read((void *)p);
  heddle_set_racy((void *)p);      // inaccessible -> racy
  *p = 4;

  volatile int *u = heddle_malloc(sizeof(int), HEDDLE_UNTOUCHED);
  heddle_acquire_write((void *)u); // untouched -> private
  *u = 1;
  volatile int *v = heddle_malloc(sizeof(int), HEDDLE_UNTOUCHED);
  heddle_set_racy((void *)v);      // untouched -> racy
  *v = 1;
  volatile int *w = heddle_malloc(sizeof(int), HEDDLE_UNTOUCHED);
  heddle_acquire_read((void *)w);  // untouched -> read-shared
  (void)*w;
  volatile int *x = heddle_malloc(sizeof(int), HEDDLE_UNTOUCHED);
  heddle_set_locked((void *)x, &m); // untouched -> locked
  volatile int *y = heddle_malloc(sizeof(int), HEDDLE_UNTOUCHED);
  (void)*y;                        // untouched -> private to the first toucher
  *y = 2;
  volatile int *z = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  heddle_acquire_write((void *)z); // inaccessible -> private
  *z = 1;
  heddle_set_sticky_read((void *)z); // only thread running: allowed
  (void)*z;
  volatile int *q = heddle_malloc(sizeof(int), HEDDLE_READ_SHARED);
  (void)*q;                        // heddle_malloc(READ_SHARED): the allocator may read
  heddle_acquire_read((void *)q);  // read-shared -> read-shared (again)
  volatile int *l = heddle_malloc_locked(sizeof(int), &m);
  pthread_mutex_lock(&m);
  *l = 1;
  pthread_mutex_unlock(&m);
  free((void *)p); // racy: anyone may free
  return 0;
}

// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
// NONE-NOT: {{.}}
