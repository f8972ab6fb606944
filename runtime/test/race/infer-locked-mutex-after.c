// A global protected by a mutex declared after it (an OSTEP-style producer/
// consumer: the buffer first, its lock below): the locked suggestion's fix
// goes after the mutex's definition, where both names are declared, not after
// the buffer's (which would not compile); applied, the program builds with
// -Werror and runs clean in strict mode.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/after.c
// RUN: %heddle-cc -g -O2 %t.dir/after.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: cp %t.dir/after.c %t.fixed/after.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/after.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O2 -Wall -Werror %t.fixed/after.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK: heddle: suggestion (locked) after.c:{{[0-9]+}}: `buffer` {{.*}}`mutex`{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
// FIXED-NEXT: HEDDLE_GLOBAL_LOCKED(buffer, &mutex);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
#include <pthread.h>
#include <stdio.h>

static int buffer[16];
static int count;
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;

static void *producer(void *arg) {
  (void)arg;
  for (int i = 0; i < 1000; i++) {
    pthread_mutex_lock(&mutex);
    buffer[i % 16] += i;
    pthread_mutex_unlock(&mutex);
  }
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, producer, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  pthread_mutex_lock(&mutex);
  long sum = 0;
  for (int i = 0; i < 16; i++) sum += buffer[i];
  pthread_mutex_unlock(&mutex);
  printf("%ld %d\n", sum, count);
  return 0;
}
