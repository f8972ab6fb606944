// pthread_detach of a thread that was joined, or detached already, is
// undefined (glibc may read the freed descriptor): an api-misuse report at the
// call, and glibc is not called (EINVAL). Found by a new-user trial on TSan's
// double_detach and join_detach tests ("pthread_detach was called on thread 0
// but it is dead"): heddle was silent, 3 runs of 3. One detach is silent.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in once twice joined; do { %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|detached a thread|Detail|SUMMARY|second|exit=' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s < %t.out
// CHECK: once: second detach: not tried
// CHECK-NEXT: once: heddle: 0 reports
// CHECK-NEXT: once: exit=0
// CHECK-NEXT: twice: second detach: EINVAL
// CHECK-NEXT: twice:   Thread T0 detached a thread that was joined or detached already (undefined: pthread_detach needs a joinable thread).
// CHECK-NEXT: twice: Detail: pthread_detach of thread T1, which was detached already{{( and has ended)?}}
// CHECK-NEXT: twice: SUMMARY: heddle: api-misuse {{.*}}detach-misuse.c:[[#@LINE+26]] in main
// CHECK-NEXT: twice: heddle: 1 report
// CHECK-NEXT: twice: exit=66
// CHECK-NEXT: joined: second detach: EINVAL
// CHECK-NEXT: joined:   Thread T0 detached a thread that was joined or detached already (undefined: pthread_detach needs a joinable thread).
// CHECK-NEXT: joined: Detail: pthread_detach of thread T1, which was joined already
// CHECK-NEXT: joined: SUMMARY: heddle: api-misuse {{.*}}detach-misuse.c:[[#@LINE+21]] in main
// CHECK-NEXT: joined: heddle: 1 report
// CHECK-NEXT: joined: exit=66
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static void *fn(void *arg) { return arg; }

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "once";
  pthread_t th;
  if (pthread_create(&th, NULL, fn, NULL)) return 1;
  int rc = -1;
  if (!strcmp(mode, "joined")) {
    pthread_join(th, NULL);
  } else {
    pthread_detach(th);
  }
  if (!strcmp(mode, "twice")) rc = pthread_detach(th);
  if (!strcmp(mode, "joined")) rc = pthread_detach(th);
  printf("second detach: %s\n", rc == -1 ? "not tried" : rc == EINVAL ? "EINVAL" : rc ? "error" : "ok");
  fflush(stdout);
  return 0;
}
