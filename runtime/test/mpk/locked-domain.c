// A locked object's domain is its lock's key (PUSh §2.3, §3.2): closed until
// the first access under the lock is verified, then opened by acquiring the
// lock and closed before releasing it. All accesses below are in code the
// instrumentation skips, so only the protection keys can tell them apart:
// under the lock nothing is reported (the PKRU opened the lock's key), without
// it the fault reports lock-not-held.
// REQUIRES: backend-mpk
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private:verbosity=1 %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

__attribute__((disable_sanitizer_instrumentation, noinline)) static void add(long *p, long n) {
  p[0] += n; // under the lock: allowed; without it (the unlocked thread): lock-not-held
}

static void *locked_adder(void *arg) {
  for (int i = 0; i < 100; i++) {
    pthread_mutex_lock(&m);
    add(arg, 1);
    pthread_mutex_unlock(&m);
  }
  return NULL;
}

static void *unlocked_adder(void *arg) {
  add(arg, 1000);
  return NULL;
}

int main(void) {
  long *total = calloc(1, sizeof *total);
  heddle_set_locked(total, &m);
  pthread_t a, b, c;
  pthread_create(&a, NULL, locked_adder, total);
  pthread_create(&b, NULL, locked_adder, total);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  pthread_create(&c, NULL, unlocked_adder, total);
  pthread_join(c, NULL);
  pthread_mutex_lock(&m);
  printf("total=%ld\n", *total);
  pthread_mutex_unlock(&m);
  return 0;
}

// The first access under the lock (verified, then the lock's key), the unlocked one (reported):
// CHECK: heddle: backend mpk: 2 protection-key faults (1 settled, 1 violations, 0 in the runtime or libc)
// CHECK: WARNING: heddle: lock-not-held
// CHECK: #0 add {{.*}}locked-domain.c:20
// CHECK-NEXT: #1 unlocked_adder {{.*}}locked-domain.c:33
// CHECK: heddle: 1 report (1 lock-not-held) in 1 process (backend mpk)
// CHECK: exit=66
// OUT: total=1200
