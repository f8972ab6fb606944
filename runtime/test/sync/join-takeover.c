// pthread_join takes over (strict mode): the joiner may acquire the objects a
// joined thread still owned (fork-join code hands results back this way);
// before the join the same acquire is an invalid policy change.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %heddle-cc -g -O1 -DNO_JOIN %s -o %t.nojoin
// RUN: %heddle run --srcroot %S --out %t.nojoin.sarif -- %t.nojoin 2> %t.nojoin.err; echo "exit=$?" >> %t.nojoin.err
// RUN: %FileCheck %s --check-prefix=NOJOIN < %t.nojoin.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
// NOJOIN: Thread T0 made an invalid policy change of an 8-byte heap object, which is private to thread T1.
// NOJOIN: exit=66
#include <heddle.h>
#include <pthread.h>
#include <unistd.h>

static long *_Atomic published; /* atomics are never checked: the no-join variant's way to peek */

static void *worker(void *p) {
  long *result = heddle_malloc(sizeof *result, HEDDLE_PRIVATE); /* owned by the worker */
  *result = 42;
  published = result;
  return result;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
#ifdef NO_JOIN
  long *r;
  while (!(r = published)) usleep(1000); /* a sleep alone could end before the worker ran: r NULL */
#else
  void *ret;
  pthread_join(t, &ret);
  long *r = ret;
#endif
  heddle_acquire_write(r);
  long v = *r;
#ifdef NO_JOIN
  pthread_join(t, 0);
#endif
  return v == 42 ? 0 : 1;
}
