// A bounded buffer guarded by a semaphore used as a lock (OSTEP's
// producer_consumer_works.c): the producer's do_fill() and the consumers'
// do_get() each run between sem_wait(&mutex) and sem_post(&mutex). The heap
// buffer (held by the global pointer `buffer`) moves between the producer and
// the consumers in two functions, `use` between the consumers. Neither got a
// fix: no statement after the old owner's last access publishes (the post is
// in the caller), and the buffer even got the queue-node note. Now both get
// the calls in every turn — heddle_acquire_write after each wait, before the
// call, heddle_release_write before each post, and the buffer's release in
// main before the threads start. Applied, it builds with -Werror and runs
// clean in strict mode, where the unpatched program reports.
// Which steps the run notes depends on the schedule: when two consumers take
// items back to back early, a do_get -> do_get step makes the buffer a turns
// note in do_get() ("used by 4 threads taking turns in do_get()"), else it is
// "moved between 4 threads"; both name the semaphores and carry the fix. The
// first gave the no-fix note before session 19 (1–5 of 8 lit runs, issue #11):
// the reporter looked for do_get's caller on the first record's stack only
// (do_fill's). Now the call is looked for on a stack that ran do_get.
// Mode CONSUMER_TURNS (prefix TURNS) makes that schedule certain: the producer
// fills the buffer and ends before the consumers start, and the consumers take
// items strictly in turn (a turn semaphore each, outside the
// sem_wait(&mutex)/sem_post(&mutex) section). So the buffer changes hands more
// often than the run notes places, and its noted steps are main -> do_fill
// (the first record), do_fill -> do_get and do_get -> do_get: the turns in one
// function are do_get's, found in a later step, not the first record's — the
// turns note with its fix every run, never the "more often than the run notes
// places" note without one.
// RUN: rm -rf %t.dir %t.fixed %t.turns.fixed && mkdir -p %t.dir %t.fixed %t.turns.fixed && cp %s %t.dir/pc.c
// RUN: %heddle-cc -g -O1 %t.dir/pc.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t > %t.out 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/pc.c %t.fixed/pc.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/pc.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/pc.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// Mode CONSUMER_TURNS: the same steps, the same fixes.
// RUN: %heddle-cc -g -O1 -DCONSUMER_TURNS %t.dir/pc.c -o %t.turns
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.turns.sarif -- %t.turns > %t.out 2> %t.turns.err; echo "exit=$?" >> %t.turns.err
// RUN: %FileCheck %s --check-prefix=TURNS < %t.turns.err
// RUN: %sarif-validate %t.turns.sarif
// RUN: cp %t.dir/pc.c %t.turns.fixed/pc.c
// RUN: %heddle annotate --srcroot %t.turns.fixed --apply %t.turns.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.turns.fixed/pc.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror -DCONSUMER_TURNS %t.turns.fixed/pc.c -o %t.turns.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.turns.strict.sarif -- %t.turns.strict > %t.out 2> %t.turns.strict.err; echo "exit=$?" >> %t.turns.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.turns.strict.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (hand-off) pc.c:{{[0-9]+}}: `use` {{.*}}Each turn runs between `sem_wait(&mutex);` (pc.c:{{[0-9]+}}) and `sem_post(&mutex);` (pc.c:{{[0-9]+}}) in consumer(){{.*}}[fix available]{{$}}
// CHECK-DAG: heddle: suggestion (hand-off) pc.c:{{[0-9]+}}: The {{[0-9]+}}-byte heap object allocated here {{.*}}Each turn runs between `sem_wait(&mutex);` {{.*}}[fix available]{{$}}
// CHECK: exit=0
// TURNS: heddle: 0 reports in 1 process
// TURNS: heddle: suggestion (hand-off) pc.c:{{[0-9]+}}: The 32-byte heap object allocated here was used by 4 threads taking turns in do_get(), each turn ordered after the previous one. Each turn runs between `sem_wait(&mutex);` (pc.c:{{[0-9]+}}) and `sem_post(&mutex);` (pc.c:{{[0-9]+}}) in consumer(){{.*}}[fix available]{{$}}
// TURNS-NOT: more often than the run notes places
// TURNS: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 3 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: sem_wait(&mutex);
// FIXED-NEXT: heddle_acquire_write(buffer);
// FIXED-NEXT: do_fill(i < ITEMS ? i : -1);
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

#define CONSUMERS 2
#ifdef CONSUMER_TURNS
#define MAX 8
#define ITEMS (MAX - CONSUMERS) /* with the consumers' -1s, as many as the buffer holds: the producer never waits */
#else
#define MAX 4
#define ITEMS 200
#endif
static int *buffer;
static int fill, use;
static sem_t empty, full, mutex;
#ifdef CONSUMER_TURNS
static sem_t turn[CONSUMERS];
#endif

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
  for (int i = 0; i < ITEMS + CONSUMERS; i++) {
    sem_wait(&empty);
    sem_wait(&mutex);
    do_fill(i < ITEMS ? i : -1);
    sem_post(&mutex);
    sem_post(&full);
  }
  return NULL;
}

static void *consumer(void *arg) {
  long me = (long)arg, got = 0;
  (void)me;
  for (int v = 0; v != -1;) {
#ifdef CONSUMER_TURNS
    sem_wait(&turn[me]);
#endif
    sem_wait(&full);
    sem_wait(&mutex);
    v = do_get();
    sem_post(&mutex);
    sem_post(&empty);
#ifdef CONSUMER_TURNS
    sem_post(&turn[(me + 1) % CONSUMERS]);
#endif
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
#ifdef CONSUMER_TURNS
  for (int i = 0; i < CONSUMERS; i++) sem_init(&turn[i], 0, i == 0);
#endif
  pthread_t producer_thread, consumers[CONSUMERS];
  pthread_create(&producer_thread, NULL, producer, NULL);
#ifdef CONSUMER_TURNS
  pthread_join(producer_thread, NULL); /* the buffer is full before the consumers start */
#endif
  for (long i = 0; i < CONSUMERS; i++) pthread_create(&consumers[i], NULL, consumer, (void *)i);
#ifndef CONSUMER_TURNS
  pthread_join(producer_thread, NULL);
#endif
  for (int i = 0; i < CONSUMERS; i++) pthread_join(consumers[i], NULL);
  printf("done\n");
  return 0;
}
