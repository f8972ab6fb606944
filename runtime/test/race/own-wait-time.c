// A program's own functions named wait, time and times link under heddle-cc
// and are the ones called: heddle's interceptors for these ordinary words are
// weak (intercept_kernel_writes.c), as the C11-threads and qsort ones are
// (own-c11-shim.c). A course lab whose `void wait(struct options, ...)` joins
// its threads failed to link ("multiple definition of `wait'") where clang
// and clang's TSan built it (new-user trials, session 22). The threads' sum
// under the mutex is race-free: nothing is reported.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2>&1 | %FileCheck %s
// CHECK: own wait joined 4, own time 42, own times 12, sum 4000
// CHECK: heddle: 0 reports in 1 process
#include <pthread.h>
#include <stdio.h>

struct team {
  pthread_t id[4];
  pthread_mutex_t m;
  long sum;
};

static int joined;

static void *work(void *p) {
  struct team *t = p;
  for (int i = 0; i < 1000; i++) {
    pthread_mutex_lock(&t->m);
    t->sum++;
    pthread_mutex_unlock(&t->m);
  }
  return NULL;
}

/* The lab's shape: its own wait() joins its threads (no <sys/wait.h>). */
void wait(struct team *t) {
  for (int i = 0; i < 4; i++) {
    pthread_join(t->id[i], NULL);
    joined++;
  }
}

/* A test's fixed clock, with libc's signature (<pthread.h> brings <time.h>). */
time_t time(time_t *out) {
  if (out) *out = 42;
  return 42;
}

/* A name of the program's own meaning (no <sys/times.h>). */
int times(int a, int b) { return a * b; }

int main(void) {
  static struct team t = {.m = PTHREAD_MUTEX_INITIALIZER};
  for (int i = 0; i < 4; i++) pthread_create(&t.id[i], NULL, work, &t);
  wait(&t);
  printf("own wait joined %d, own time %ld, own times %d, sum %ld\n", joined, (long)time(NULL), times(3, 4), t.sum);
  return 0;
}
