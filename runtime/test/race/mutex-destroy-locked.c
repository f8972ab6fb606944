// pthread_mutex_destroy of a locked mutex fails with EBUSY (glibc): a
// mutex-misuse report (TSan: "destroy of a locked mutex"), and the mutex's
// lock-order edges stay (it was not destroyed). Found by a new-user trial on
// TSan's own tests (mutex_destroy_locked.cpp: heddle was silent, 3 runs of 3).
// Destroying an unlocked mutex is silent.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --format text --out %t.ok.sarif -- %t ok 2>&1 | grep -E '^heddle: [0-9]+ report|SUMMARY' > %t.ok
// RUN: %FileCheck %s --check-prefix=OK < %t.ok
// RUN: { %heddle run --format text --out %t.locked.sarif -- %t locked 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|destroyed the mutex|SUMMARY|exit=' > %t.locked
// RUN: %FileCheck %s --check-prefix=LOCKED < %t.locked
// OK: heddle: 0 reports in 1 process
// LOCKED: Thread T0 destroyed the mutex `table_m` while it was locked (pthread_mutex_destroy returned EBUSY).
// LOCKED: SUMMARY: heddle: mutex-misuse {{.*}}mutex-destroy-locked.c:[[#@LINE+15]] in main
// LOCKED: heddle: 1 report
// LOCKED: exit=66
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_mutex_t table_m;

int main(int argc, char **argv) {
  int locked = argc > 1 && !strcmp(argv[1], "locked");
  pthread_mutex_init(&table_m, NULL);
  pthread_mutex_lock(&table_m);
  if (!locked) pthread_mutex_unlock(&table_m);
  int rc = pthread_mutex_destroy(&table_m);
  printf("destroy: %s\n", rc == EBUSY ? "EBUSY" : rc ? "error" : "ok");
  if (rc == EBUSY) pthread_mutex_unlock(&table_m);
  return 0;
}
