// The bounded buffer of infer-handoff-semaphore-buffer.c with the schedule
// that test leaves to chance made certain: the producer fills the buffer and
// ends before the consumers start, and the consumers take items strictly in
// turn (a turn semaphore each, outside the sem_wait(&mutex)/sem_post(&mutex)
// section). So the buffer changes hands more often than the run notes places
// (the TURNS note), and its noted steps are main -> do_fill (the first
// record), do_fill -> do_get and do_get -> do_get: the turns in one function
// are do_get's, found in a later step, not the first record's. The reporter
// looked for the semaphores around the call of do_get on the first record's
// stack (do_fill's) and found none, so the buffer got the "more often than
// the run notes places" note and no fix — what infer-handoff-semaphore-buffer.c
// got in the runs where two consumers took items back to back early (issue
// #11). Now the call is looked for on a stack that ran do_get.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/pc.c
// RUN: %heddle-cc -g -O1 %t.dir/pc.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/pc.c %t.fixed/pc.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/pc.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/pc.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (hand-off) pc.c:{{[0-9]+}}: The 32-byte heap object allocated here was used by 4 threads taking turns in do_get(), each turn ordered after the previous one. Each turn runs between `sem_wait(&mutex);` (pc.c:{{[0-9]+}}) and `sem_post(&mutex);` (pc.c:{{[0-9]+}}) in consumer(){{.*}}[fix available]{{$}}
// CHECK-NOT: more often than the run notes places
// CHECK: exit=0
// APPLY: 3 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: sem_wait(&mutex);
// FIXED-NEXT: heddle_acquire_write(buffer);
// FIXED-NEXT: do_fill(
// FIXED-NEXT: heddle_release_write(buffer);
// FIXED-NEXT: sem_post(&mutex);
// FIXED: sem_wait(&mutex);
// FIXED-NEXT: heddle_acquire_write({{&use|buffer}});
// FIXED-NEXT: heddle_acquire_write({{&use|buffer}});
// FIXED-NEXT: v = do_get();
// FIXED-NEXT: heddle_release_write({{&use|buffer}});
// FIXED-NEXT: heddle_release_write({{&use|buffer}});
// FIXED-NEXT: sem_post(&mutex);
// FIXED: buffer = malloc
// FIXED: heddle_release_write(buffer);
// FIXED-NEXT: pthread_create(&producer_thread
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX 8
#define CONSUMERS 2
static int *buffer;
static int fill, use;
static sem_t empty, full, mutex, turn[CONSUMERS];

static void do_fill(int value) {
  buffer[fill] = value;
  fill = (fill + 1) % MAX;
}

static int do_get(void) {
  int v = buffer[use];
  use = (use + 1) % MAX;
  return v;
}

static void *producer(void *arg) {
  (void)arg;
  for (int i = 0; i < MAX; i++) {
    sem_wait(&empty);
    sem_wait(&mutex);
    do_fill(i < MAX - CONSUMERS ? i : -1);
    sem_post(&mutex);
    sem_post(&full);
  }
  return NULL;
}

static void *consumer(void *arg) {
  long me = (long)arg, got = 0;
  for (int v = 0; v != -1;) {
    sem_wait(&turn[me]);
    sem_wait(&full);
    sem_wait(&mutex);
    v = do_get();
    sem_post(&mutex);
    sem_post(&empty);
    sem_post(&turn[(me + 1) % CONSUMERS]);
    got++;
  }
  return (void *)got;
}

int main(void) {
  buffer = malloc(MAX * sizeof *buffer);
  for (int i = 0; i < MAX; i++) buffer[i] = 0;
  sem_init(&empty, 0, MAX);
  sem_init(&full, 0, 0);
  sem_init(&mutex, 0, 1);
  for (int i = 0; i < CONSUMERS; i++) sem_init(&turn[i], 0, i == 0);
  pthread_t producer_thread, consumers[CONSUMERS];
  pthread_create(&producer_thread, NULL, producer, NULL);
  pthread_join(producer_thread, NULL);
  for (long i = 0; i < CONSUMERS; i++) pthread_create(&consumers[i], NULL, consumer, (void *)i);
  for (int i = 0; i < CONSUMERS; i++) pthread_join(consumers[i], NULL);
  printf("done\n");
  return 0;
}
