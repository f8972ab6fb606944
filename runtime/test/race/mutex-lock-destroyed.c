// pthread_mutex_lock of a destroyed mutex fails with EINVAL (glibc marks a
// destroyed mutex): a mutex-misuse report at the lock (TSan: "use of an
// invalid mutex (e.g. uninitialized or destroyed)"), nothing acquired. Found
// by a new-user trial on TSan's own mutex_lock_destroyed test (heddle silent,
// 3 runs of 3). "freed" frees the mutex's memory before the lock too.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in ok destroyed freed; do { %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|which was destroyed|SUMMARY|lock:|exit=' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s < %t.out
// CHECK: ok: lock: 0
// CHECK-NEXT: ok: heddle: 0 reports
// CHECK-NEXT: ok: exit=0
// CHECK-NEXT: destroyed: lock: EINVAL
// CHECK-NEXT: destroyed: Thread T0 locked the mutex at 0x{{[0-9a-f]+}}, which was destroyed or never initialised (pthread_mutex_lock returned EINVAL).
// CHECK-NEXT: destroyed: SUMMARY: heddle: mutex-misuse {{.*}}mutex-lock-destroyed.c:[[#@LINE+20]] in main
// CHECK-NEXT: destroyed: heddle: 1 report
// CHECK-NEXT: destroyed: exit=66
// CHECK-NEXT: freed: lock: EINVAL
// CHECK-NEXT: freed: Thread T0 locked the mutex at 0x{{[0-9a-f]+}}, which was destroyed or never initialised (pthread_mutex_lock returned EINVAL).
// CHECK-NEXT: freed: SUMMARY: heddle: mutex-misuse {{.*}}mutex-lock-destroyed.c:[[#@LINE+15]] in main
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "ok";
  pthread_mutex_t *m = malloc(sizeof *m);
  pthread_mutex_init(m, NULL);
  pthread_mutex_lock(m);
  pthread_mutex_unlock(m);
  if (strcmp(mode, "ok")) pthread_mutex_destroy(m);
  if (!strcmp(mode, "freed")) free(m);
  int rc = pthread_mutex_lock(m);
  printf("lock: %s\n", rc == EINVAL ? "EINVAL" : rc ? "error" : "0");
  fflush(stdout);
  return 0;
}
