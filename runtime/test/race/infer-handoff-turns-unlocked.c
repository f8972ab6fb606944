// A double-buffered logger (the asynclog new-user trial, muduo's design):
// writers append to the current buffer holding `log_mutex`; when it is full a
// writer swaps the spare in, and the backend thread takes the full buffer
// under the mutex and reads it with no lock held, then gives it back as the
// spare under the mutex. Each buffer's turns are ordered, far more of them
// than the runtime notes places, and the writers' turns are all in put_line().
// The note said "no lock heddle knows as a mutex was held — a spinlock built
// from atomics, a futex …?", though every put_line() turn held log_mutex. Now
// it names the mutex the turns in put_line() held and the turn that held no
// lock: the backend's, in drain(). The writers' turns are forced (below), so
// the same holds in every schedule.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: a spinlock built from atomics
// CHECK-DAG: heddle: suggestion (hand-off) infer-handoff-turns-unlocked.c:[[@LINE+71]]: The 264-byte heap object allocated here was used by {{[0-9]+}} threads taking turns, each ordered after the previous one, more often than the run notes places: in put_line() holding the mutex `log_mutex` (infer-handoff-turns-unlocked.c:{{[0-9]+}}) and in drain() holding no lock (infer-handoff-turns-unlocked.c:[[@LINE+27]]). No one mutex guards every turn{{.*}}heddle_acquire_write in drain(){{.*}} No fix: calls at the places this run noted would cover only some of the turns.{{.*}}{{$}}
// CHECK-DAG: heddle: suggestion (hand-off) infer-handoff-turns-unlocked.c:[[@LINE+71]]: The 264-byte heap object allocated here was used by {{[0-9]+}} threads taking turns, {{.*}} in put_line() holding the mutex `log_mutex` {{.*}} and in drain() holding no lock (infer-handoff-turns-unlocked.c:[[@LINE+26]]).{{.*}}{{$}}
// CHECK-NOT: a spinlock built from atomics
// CHECK: exit=0
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct buffer { size_t len; char data[256]; };

static struct buffer *current, *spare, *full;
static pthread_mutex_t log_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int running = 1;
static long drained;

static void *drain(void *arg) {
  (void)arg;
  pthread_mutex_lock(&log_mutex);
  for (;;) {
    while (!full && running) pthread_cond_wait(&changed, &log_mutex);
    if (!full) break;
    struct buffer *b = full;
    pthread_mutex_unlock(&log_mutex);
    for (size_t i = 0; i < b->len; i++) drained += b->data[i] == '\n';
    b->len = 0;
    pthread_mutex_lock(&log_mutex);
    spare = b;
    full = NULL;
    pthread_cond_broadcast(&changed);
  }
  pthread_mutex_unlock(&log_mutex);
  return NULL;
}

static void put_line(const char *line) {
  size_t n = strlen(line);
  pthread_mutex_lock(&log_mutex);
  while (current->len + n > sizeof current->data && !spare) pthread_cond_wait(&changed, &log_mutex);
  if (current->len + n > sizeof current->data) {
    full = current;
    current = spare;
    spare = NULL;
    pthread_cond_broadcast(&changed);
  }
  memcpy(current->data + current->len, line, n);
  current->len += n;
  pthread_mutex_unlock(&log_mutex);
}

/* The writers take their lines in turn (a relaxed counter: no order heddle
 * sees), so each buffer changes hands between writers in put_line() whatever
 * the schedule — the turns the note is about. */
static atomic_int turn;

static void *writer(void *arg) {
  long id = (long)arg;
  char line[40];
  for (int i = 0; i < 300; i++) {
    snprintf(line, sizeof line, "writer %ld: line %d\n", id, i);
    while (atomic_load_explicit(&turn, memory_order_relaxed) % 3 != id) sched_yield();
    put_line(line);
    atomic_fetch_add_explicit(&turn, 1, memory_order_relaxed);
  }
  return NULL;
}

int main(void) {
  current = calloc(1, sizeof *current);
  spare = calloc(1, sizeof *spare);
  pthread_t d, w[3];
  pthread_create(&d, NULL, drain, NULL);
  for (long i = 0; i < 3; i++) pthread_create(&w[i], NULL, writer, (void *)i);
  for (int i = 0; i < 3; i++) pthread_join(w[i], NULL);
  pthread_mutex_lock(&log_mutex);
  running = 0;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&log_mutex);
  pthread_join(d, NULL);
  printf("drained %ld lines\n", drained);
  free(current);
  free(spare);
  return 0;
}
