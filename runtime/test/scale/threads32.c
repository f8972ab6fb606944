// 32 threads, each owning a slice of one array (heddle_slice) and its own
// heap objects, hand results to the main thread through a mutex-protected
// locked counter. Thread 31 also reads thread 0's slice without asking:
// exactly one sharing-violation, and every thread id appears in creation order.
// The barrier forces thread 0's heddle_acquire_write before thread 31's read:
// without it a loaded machine can run thread 31 first, which then first-touches
// the untouched slice itself (no violation there, different reports).
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>

#define THREADS 32
#define PER 256
static long data[THREADS * PER];
static long total;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_barrier_t acquired;
HEDDLE_GLOBAL_LOCKED(total, &m);

static void *work(void *arg) {
  long id = (long)arg;
  long *mine = &data[id * PER];
  heddle_acquire_write(mine);
  pthread_barrier_wait(&acquired);
  long *scratch = malloc(PER * sizeof(long));
  long sum = 0;
  for (int r = 0; r < 50; r++)
    for (int i = 0; i < PER; i++) {
      scratch[i] = mine[i] + i + r;
      mine[i] = scratch[i] / 2;
      sum += mine[i];
    }
  free(scratch);
  if (id == THREADS - 1) sum += data[0]; // CHECK-DAG: sharing-violation threads32.c:[[@LINE]] {{.*}} threads={{.*}}T32
  pthread_mutex_lock(&m);
  total += sum;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  size_t lengths[THREADS];
  for (int i = 0; i < THREADS; i++) lengths[i] = PER;
  heddle_slice(data, sizeof(long), THREADS, lengths);
  pthread_barrier_init(&acquired, 0, THREADS);
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++) pthread_create(&t[i], 0, work, (void *)i);
  for (int i = 0; i < THREADS; i++) pthread_join(t[i], 0);
  pthread_mutex_lock(&m);
  int ok = total != 0;
  pthread_mutex_unlock(&m);
  return ok ? 0 : 1;
}

// SUM: heddle: 1 report (1 sharing-violation) in 1 process
