// A producer that writes its buffer once more after taking the queue's lock
// (a sequence number) and publishes it with a signal and an unlock: taking a
// lock ends nothing (only a release operation ends an epoch), so the release
// goes before the signal, after the last write — not before the lock, which
// the strict run would report. Applied, the program builds with -Werror and
// runs clean in strict mode, where the unpatched program reports.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/lock.c
// RUN: %heddle-cc -g -O1 %t.dir/lock.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.unpatched.sarif -- %t 2> %t.unpatched.err; echo "exit=$?" >> %t.unpatched.err
// RUN: %FileCheck %s --check-prefix=UNPATCHED < %t.unpatched.err
// RUN: cp %t.dir/lock.c %t.fixed/lock.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/lock.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/lock.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: suggestion (hand-off) lock.c:{{[0-9]+}}: The 64-byte heap object allocated here moved between 2 threads{{.*}}[fix available]
// CHECK: exit=0
// UNPATCHED: sharing-violation
// UNPATCHED: exit=66
// APPLY: 0 refused, 0 without a fix
// FIXED: buf[0] = (char)sequence++;
// FIXED-NEXT: slot = buf;
// FIXED-NEXT: heddle_release_write(buf);
// FIXED-NEXT: pthread_cond_signal(&changed);
// FIXED: char *buf = slot;
// FIXED-NEXT: slot = NULL;
// FIXED-NEXT: pthread_cond_signal(&changed);
// FIXED-NEXT: pthread_mutex_unlock(&lock);
// FIXED-NEXT: heddle_acquire_write(buf);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static char *slot;
static int sequence, done;

static void *producer(void *arg) {
  (void)arg;
  for (int n = 0; n < 100; n++) {
    char *buf = malloc(64);
    for (int i = 0; i < 64; i++) buf[i] = (char)(n + i);
    pthread_mutex_lock(&lock);
    while (slot) pthread_cond_wait(&changed, &lock);
    buf[0] = (char)sequence++;
    slot = buf;
    pthread_cond_signal(&changed);
    pthread_mutex_unlock(&lock);
  }
  pthread_mutex_lock(&lock);
  done = 1;
  pthread_cond_signal(&changed);
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  long sum = 0;
  for (;;) {
    pthread_mutex_lock(&lock);
    while (!slot && !done) pthread_cond_wait(&changed, &lock);
    if (!slot) {
      pthread_mutex_unlock(&lock);
      break;
    }
    char *buf = slot;
    slot = NULL;
    pthread_cond_signal(&changed);
    pthread_mutex_unlock(&lock);
    for (int i = 0; i < 64; i++) sum += buf[i];
    buf[1] = 0;
    free(buf);
  }
  pthread_join(t, NULL);
  printf("%ld\n", sum);
  return 0;
}
