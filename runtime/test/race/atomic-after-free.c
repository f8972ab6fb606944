// An atomic access of freed heap memory is a use after free, as a plain one
// is. Found by a new-user trial on TSan's own atomic_free2 test (main deletes
// the int, then the thread's __atomic_fetch_add on it: heddle silent 3 runs of
// 3, TSan heap-use-after-free): atomics are not checked against policies, and
// the race check skipped the object once the free made it no race object.
// Each kind — read-modify-write, load, store — is reported at its line; the
// thread starts its atomic only after the free by a relaxed flag (no
// happens-before).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in rmw load store; do { %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|SUMMARY|Use after|exit=' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s < %t.out
// CHECK: rmw: Use after free: thread T1 {{read|wrote}} 4 bytes of a 4-byte heap object after thread T0 freed it.
// CHECK: rmw: SUMMARY: heddle: use-after-free {{.*}}atomic-after-free.c:[[#@LINE+23]] in user
// CHECK: rmw: heddle: 1 report
// CHECK: rmw: exit=66
// CHECK: load: Use after free: thread T1 read 4 bytes of a 4-byte heap object after thread T0 freed it.
// CHECK: load: SUMMARY: heddle: use-after-free {{.*}}atomic-after-free.c:[[#@LINE+20]] in user
// CHECK: load: heddle: 1 report
// CHECK: load: exit=66
// CHECK: store: Use after free: thread T1 wrote 4 bytes of a 4-byte heap object after thread T0 freed it.
// CHECK: store: SUMMARY: heddle: use-after-free {{.*}}atomic-after-free.c:[[#@LINE+17]] in user
// CHECK: store: heddle: 1 report
// CHECK: store: exit=66
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

static int freed; /* relaxed: the order only */
static const char *mode;

static void *user(void *p) {
  int *a = p;
  while (!__atomic_load_n(&freed, __ATOMIC_RELAXED)) sched_yield();
  long got = 0;
  if (!strcmp(mode, "rmw")) got = __atomic_fetch_add(a, 1, __ATOMIC_SEQ_CST);
  else if (!strcmp(mode, "load")) got = __atomic_load_n(a, __ATOMIC_ACQUIRE);
  else __atomic_store_n(a, 1, __ATOMIC_RELEASE);
  return (void *)got;
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "rmw";
  int *a = malloc(sizeof *a);
  *a = 0;
  pthread_t t;
  pthread_create(&t, NULL, user, a);
  free(a);
  __atomic_store_n(&freed, 1, __ATOMIC_RELAXED);
  pthread_join(t, NULL);
  return 0;
}
