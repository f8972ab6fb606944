// A condition variable's signal → wait is a hard edge under weak causal
// precedence (wcp=1), as every synchronisation but a lock's: a producer fills
// a heap item outside the mutex and publishes it under the mutex with a
// signal; the consumer waits for it (or finds it there already: then the
// sections conflict on `item`) and uses it after its unlock. No report.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK-NOT: data-race
// CHECK: exit=0
#include <pthread.h>
#include <stdlib.h>

struct msg {
  int a, b;
};
static struct msg *item;
static int done;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, other = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t c = PTHREAD_COND_INITIALIZER;

static void *producer(void *p) {
  for (int i = 0; i < 100; i++) {
    struct msg *n = malloc(sizeof *n);
    n->a = i;
    n->b = 2 * i;
    pthread_mutex_lock(&other); /* an unrelated section between the fill and the hand-off */
    done++;
    pthread_mutex_unlock(&other);
    pthread_mutex_lock(&m);
    while (item) pthread_cond_wait(&c, &m);
    item = n;
    pthread_cond_broadcast(&c);
    pthread_mutex_unlock(&m);
  }
  return p;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  long sum = 0;
  for (int i = 0; i < 100; i++) {
    pthread_mutex_lock(&m);
    while (!item) pthread_cond_wait(&c, &m);
    struct msg *n = item;
    item = 0;
    pthread_cond_broadcast(&c);
    pthread_mutex_unlock(&m);
    sum += n->a + n->b;
    n->a = -1;
    free(n);
  }
  pthread_join(t, 0);
  return sum == 3 * 4950 ? 0 : 1;
}
