// Race mode on a program nobody annotated: every correct way of sharing below
// is silent (strict mode reports most of them), so the run has no report.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif all | %FileCheck %s --check-prefix=SARIF
// The same program in strict mode reports the undeclared hand-offs:
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.strict.sarif -- %t 2> %t.strict; echo "exit=$?" >> %t.strict
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict
// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
// SARIF-NOT: data-race
// SARIF-NOT: sharing-violation
// STRICT: sharing-violation
// STRICT: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 4
#define LEN 4096

struct args { int id; const int *input; long *out; long *stats; };
struct fields { long count[N]; };      // one field per thread
static struct fields per_thread;       // a global whose fields belong to different threads
static pthread_barrier_t phase;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static long total;                     // locked by mu

static void *worker(void *p) {
  struct args *a = p;                  // allocated by main, handed over by pthread_create
  static long phase_buffer[N];         // function-local static shared across barrier phases
  long sum = 0;
  for (int i = 0; i < LEN; i++) sum += a->input[i];       // read-only input, read by all
  long *mine = a->out + a->id * (LEN / N);                // each thread writes its own region
  for (int i = 0; i < LEN / N; i++) {
    mine[i] = sum + i;
    pthread_mutex_lock(&mu);                              // a new epoch per element
    total += 1;
    pthread_mutex_unlock(&mu);
  }
  per_thread.count[a->id] = sum;
  a->stats[a->id] = sum;                                  // struct fields of a heap array
  phase_buffer[a->id] = sum;
  pthread_barrier_wait(&phase);
  long all = 0;
  for (int i = 0; i < N; i++) all += phase_buffer[i];     // read after the barrier
  pthread_barrier_wait(&phase);
  phase_buffer[a->id] = all;                              // written again in the next phase
  return (void *)(long)(all != 0);
}

static void *grower(void *p) {                            // grows a buffer, merged by main after join
  long **buf = p;
  *buf = malloc(16 * sizeof **buf);
  for (int i = 0; i < 16; i++) (*buf)[i] = i;
  *buf = realloc(*buf, 64 * sizeof **buf);
  for (int i = 16; i < 64; i++) (*buf)[i] = i;
  return 0;
}

int main(void) {
  int *input = malloc(LEN * sizeof *input);
  for (int i = 0; i < LEN; i++) input[i] = i % 7;
  long *out = calloc(LEN, sizeof *out);
  long *stats = calloc(N, sizeof *stats);
  pthread_barrier_init(&phase, 0, N);
  pthread_t t[N];
  struct args *a[N];
  for (int i = 0; i < N; i++) {
    a[i] = malloc(sizeof *a[i]);
    *a[i] = (struct args){i, input, out, stats};
    pthread_create(&t[i], 0, worker, a[i]);
  }
  long *grown = 0;
  pthread_t g;
  pthread_create(&g, 0, grower, &grown);
  pthread_join(g, 0);
  long merged = 0;
  for (int i = 0; i < 64; i++) merged += grown[i];        // taken over after pthread_join
  for (int i = 0; i < N; i++) {
    pthread_join(t[i], 0);
    a[i]->id = -1;                                        // the joined thread's object, reused
    free(a[i]);
  }
  long check = out[LEN - 1] + stats[0] + per_thread.count[N - 1] + total + merged;
  printf("%ld\n", check);
  free(grown);
  free(out);
  free(stats);
  free(input);
  return 0;
}
