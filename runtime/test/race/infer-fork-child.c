// A threaded program that forks (the new-user trial forkthr): a ticker thread
// updates `ticks` and a heap `config` string under mutex m; main forks
// children while holding m, and each child unlocks its copy of m and reads
// both. Race mode proposes both locked by m. Applied before, the strict run
// reported (1) the children's reads: lock-not-held, though a fork child is
// single-threaded — now a fork child that has created no thread may use a
// locked object without the mutex (access.c; docs/runtime.md "fork"), and
// race mode does not count such uses as taken over; (2) main's initialisation
// of `config` right after malloc, because heddle_set_locked went right after
// the allocation — those accesses are in the allocation's epoch, which the
// run never sees, so it now goes where that epoch ends (before
// pthread_create); (3) the free after the join: a free alone without the
// mutex now counts as a use alone, so heddle_acquire_write comes before it.
// Applied, the program builds with -Wall -Werror and runs clean in strict
// mode (parent and children), and a seeded reset of `ticks` without the mutex
// while the ticker runs is still reported.
// RUN: rm -rf %t.dir && mkdir -p %t.dir %t.fixed && cp %s %t.dir/fork.c
// RUN: %heddle-cc -g -O1 %t.dir/fork.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// With wcp=1 too (session 18: a section recorded only its first granule of an object, and a fork child was
// not ordered after the other threads: predicted false races here before).
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --out %t.wcp.sarif -- %t 2>&1 >/dev/null | grep -E '^heddle: [0-9]+ report' | %FileCheck %s --check-prefix=WCP
// WCP: heddle: 0 reports
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/fork.c %t.fixed/fork.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/fork.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/fork.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/fork.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 4 processes
// CHECK-DAG: heddle: suggestion (locked) fork.c:{{[0-9]+}}: `ticks` was accessed by 2 threads, always holding the mutex `m`{{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (locked) fork.c:{{[0-9]+}}: The 64-byte heap object allocated here{{.*}}[fix available]
// CHECK: exit=0
// APPLY: 0 refused, 0 without a fix
// FIXED: HEDDLE_GLOBAL_LOCKED(ticks, &m);
// FIXED: config = malloc(64);
// FIXED: strcpy(config, "tick=0");
// FIXED: heddle_set_locked(config, &m);
// FIXED-NEXT: pthread_create(&t, NULL, ticker, NULL);
// FIXED: heddle_acquire_write(config);
// FIXED-NEXT: free(config);
// STRICT: heddle: 0 reports in 4 processes
// STRICT: exit=0
// BUG: SUMMARY: heddle: lock-not-held {{.*}}fork.c:{{[0-9]+}} in main
// BUG: exit=66
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static char *config;
static long ticks;
static int stop;
static int started; /* relaxed: only that the ticker ran once, no happens-before */

static void *ticker(void *arg) {
  (void)arg;
  for (;;) {
    pthread_mutex_lock(&m);
    if (stop) {
      pthread_mutex_unlock(&m);
      break;
    }
    ticks++;
    snprintf(config, 64, "tick=%ld", ticks);
    pthread_mutex_unlock(&m);
    __atomic_store_n(&started, 1, __ATOMIC_RELAXED);
    usleep(100);
  }
  return NULL;
}

int main(void) {
  config = malloc(64);
  strcpy(config, "tick=0");
  pthread_t t;
  pthread_create(&t, NULL, ticker, NULL);
  while (!__atomic_load_n(&started, __ATOMIC_RELAXED)) usleep(100);
  for (int i = 0; i < 3; i++) {
    pthread_mutex_lock(&m);
    pid_t pid = fork();
    if (pid == 0) {
      /* the child: its only thread holds its copy of m */
      pthread_mutex_unlock(&m);
      char buf[64];
      strcpy(buf, config);
      long seen = ticks;
      printf("child %d %s %d\n", i, buf, seen >= 0);
      fflush(stdout);
      _exit(0);
    }
    pthread_mutex_unlock(&m);
    waitpid(pid, NULL, 0);
  }
#ifdef SEEDED_BUG
  ticks = 0; /* while the ticker runs, without m */
#endif
  pthread_mutex_lock(&m);
  stop = 1;
  pthread_mutex_unlock(&m);
  pthread_join(t, NULL);
  printf("ticks %d\n", ticks > 0);
  free(config);
  return 0;
}
