// Buffers handed from a producer to a consumer through a mutex-protected
// queue (the queue's functions take the lock), and a global total the consumer
// accumulates and main reads after joining it: hand-off suggestions whose fix
// releases each buffer before put() (a function of this file that
// synchronises) and acquires it in the consumer after get(), before the loop
// that reads it; the total is released at the consumer's end and acquired
// after the join. The queue's globals get their locked fixes. Applied, the
// program builds with -Werror and runs clean in strict mode, where the
// unpatched program reports; a seeded read of a buffer after put() is still
// reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/queue.c
// RUN: %heddle-cc -g -O1 %t.dir/queue.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/queue.c %t.fixed/queue.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/queue.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/queue.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/queue.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (hand-off) queue.c:{{[0-9]+}}: The 64-byte heap object allocated here moved between 2 threads{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (hand-off) queue.c:{{[0-9]+}}: `total` moved between 2 threads{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (locked) queue.c:{{[0-9]+}}: `count` {{.*}}`lock`{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (locked) queue.c:{{[0-9]+}}: `slots` {{.*}}`lock`{{.*}}[fix available]
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 4 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: for (int i = 0; i < BYTES; i++) buf[i] = (char)(n + i);
// FIXED-NEXT: heddle_release_write(buf);
// FIXED-NEXT: put(buf);
// FIXED: long sum = 0;
// FIXED-NEXT: heddle_acquire_write(buf);
// FIXED-NEXT: for (int i = 0; i < BYTES; i++) sum += buf[i];
// FIXED: }
// FIXED-NEXT: heddle_release_write(&total);
// FIXED-NEXT: return NULL;
// FIXED: pthread_join(c, NULL);
// FIXED-NEXT: heddle_acquire_write(&total);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: sharing-violation {{.*}}queue.c:{{[0-9]+}} in producer
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define SLOTS 4
#define BUFFERS 200
#define BYTES 64

static char *slots[SLOTS];
static int head, tail, count;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t nonempty = PTHREAD_COND_INITIALIZER, nonfull = PTHREAD_COND_INITIALIZER;

static void put(char *buf) {
  pthread_mutex_lock(&lock);
  while (count == SLOTS) pthread_cond_wait(&nonfull, &lock);
  slots[tail] = buf;
  tail = (tail + 1) % SLOTS;
  count++;
  pthread_cond_signal(&nonempty);
  pthread_mutex_unlock(&lock);
}

static char *get(void) {
  pthread_mutex_lock(&lock);
  while (count == 0) pthread_cond_wait(&nonempty, &lock);
  char *buf = slots[head];
  head = (head + 1) % SLOTS;
  count--;
  pthread_cond_signal(&nonfull);
  pthread_mutex_unlock(&lock);
  return buf;
}

static void *producer(void *arg) {
  (void)arg;
  for (int n = 0; n < BUFFERS; n++) {
    char *buf = malloc(BYTES);
    for (int i = 0; i < BYTES; i++) buf[i] = (char)(n + i);
    put(buf);
#ifdef SEEDED_BUG
    if (n == 0) printf("%d\n", buf[1]); /* the consumer may own it by now */
#endif
  }
  put(NULL);
  return NULL;
}

static long total;

static void *consumer(void *arg) {
  (void)arg;
  for (;;) {
    char *buf = get();
    if (!buf) break;
    long sum = 0;
    for (int i = 0; i < BYTES; i++) sum += buf[i];
    buf[0] = 0; /* the consumer writes it too: taken over, not read-only */
    total += sum;
    free(buf);
  }
  return NULL;
}

int main(void) {
  pthread_t p, c;
  pthread_create(&c, NULL, consumer, NULL);
  pthread_create(&p, NULL, producer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  printf("%ld\n", total);
  return 0;
}
