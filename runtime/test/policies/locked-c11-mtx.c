// The locked policy takes a C11 mtx_t in C (glibc's is one pthread_mutex_t,
// and the mtx_* calls are intercepted as the pthread ones): race mode's
// "locked" suggestion for a global guarded by a mtx_t wrote
// HEDDLE_GLOBAL_LOCKED(total, &m), which -Werror refused (incompatible
// pointer types) — found by the lead's new-user check of a <threads.h> queue.
// heddle_set_locked takes it too.
// RUN: %heddle-cc -g -O1 -Wall -Werror %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.ok.sarif -- %t 2> %t.ok.err; echo "exit=$?" >> %t.ok.err
// RUN: %FileCheck %s --check-prefix=OK < %t.ok.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bad.sarif -- %t unlocked 2> %t.bad.err; echo "exit=$?" >> %t.bad.err
// RUN: %FileCheck %s --check-prefix=BAD < %t.bad.err
// OK: heddle: 0 reports in 1 process
// OK: exit=0
// BAD: SUMMARY: heddle: lock-not-held {{.*}}locked-c11-mtx.c:[[#@LINE+24]]
// BAD: exit=66
#include <heddle.h>

#include <string.h>
#include <threads.h>

static mtx_t m;
static long total;
HEDDLE_GLOBAL_LOCKED(total, &m);

struct args {
  int unlocked;
  long *counts; /* heap, locked by m */
};

static int worker(void *arg) {
  const struct args *a = arg;
  for (int i = 0; i < 1000; i++) {
    mtx_lock(&m);
    total++;
    a->counts[i % 4]++;
    mtx_unlock(&m);
  }
  if (a->unlocked) total++;
  return 0;
}

int main(int argc, char **argv) {
  struct args a = {argc > 1 && strcmp(argv[1], "unlocked") == 0, calloc(4, sizeof(long))};
  mtx_init(&m, mtx_plain);
  heddle_set_locked(a.counts, &m);
  thrd_t t[2];
  for (int i = 0; i < 2; i++) thrd_create(&t[i], worker, &a);
  for (int i = 0; i < 2; i++) thrd_join(t[i], NULL);
  mtx_lock(&m);
  long sum = total + a.counts[0];
  free(a.counts);
  mtx_unlock(&m);
  mtx_destroy(&m);
  return sum > 0 ? 0 : 1;
}
