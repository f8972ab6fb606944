// Threads sharing one object at a finer grain: fields a and b belong to one
// thread each (silent, the object is split), while both write c — a race found
// after the split, on the segment of c, with the byte count of the field.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T{{[12]}} wrote 8 bytes of a 24-byte heap object, not ordered after thread T{{[12]}}'s earlier write of it.
// CHECK: SUMMARY: heddle: data-race {{.*}}split-fields.c:23 in worker
// CHECK: heddle: 1 report (1 data-race) in 1 process
#include <pthread.h>
#include <stdlib.h>

struct s { long a, b, c; };
static pthread_barrier_t go;

static void *worker(void *p) {
  struct s *s = p;
  static int next;
  int me = __atomic_fetch_add(&next, 1, __ATOMIC_RELAXED);
  pthread_barrier_wait(&go);
  for (int i = 0; i < 100; i++) {
    if (me == 0) s->a += i; else s->b += i;
    s->c = i;
  }
  return 0;
}

int main(void) {
  struct s *s = calloc(1, sizeof *s);
  pthread_barrier_init(&go, 0, 2);
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, s);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  free(s);
  return 0;
}
