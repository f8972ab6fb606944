// Turns of a global ordered by semaphores (as infer-handoff-turns-semaphore.c),
// but main calls the turn's function once more after the joins, with no
// sem_wait before it: calls placed only around the semaphore-ordered turns
// would leave that use to no owner (strict mode: a sharing-violation), and a
// turn function called both ways cannot take one call inside it. So no fix,
// and the note says which call keeps it away (file:line). Before, the note
// ended "the run noted the places of only some turns" whatever the program.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/turns.c
// RUN: %heddle-cc -g -O1 %t.dir/turns.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (hand-off) turns.c:{{[0-9]+}}: `taken` was used by 3 threads taking turns in take(){{.*}} in worker(): semaphores order the turns {{.*}} No fix: this call of the turn's function is not the one statement between a sem_wait and a sem_post (turns.c:[[@LINE+33]]).{{$}}
// CHECK: exit=0
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>

static sem_t turn[2];
static long taken;

static long take(void) {
  long t = taken;
  taken = t + 1;
  return t;
}

static void *worker(void *arg) {
  long id = (long)arg, sum = 0;
  for (int i = 0; i < 300; i++) {
    sem_wait(&turn[id]);
    sum += take();
    sem_post(&turn[1 - id]);
  }
  return (void *)sum;
}

int main(void) {
  sem_init(&turn[0], 0, 1);
  sem_init(&turn[1], 0, 0);
  pthread_t a, b;
  pthread_create(&a, NULL, worker, (void *)0L);
  pthread_create(&b, NULL, worker, (void *)1L);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  printf("done %ld\n", take());
  return 0;
}
