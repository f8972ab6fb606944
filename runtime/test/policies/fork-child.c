// A forked child keeps checking with its own event log: the child's
// violation is in the child's log, the parent's in the parent's (the SARIF
// merges the two, same code location, into one result). The child's _exit
// is an orderly exit.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif all | %FileCheck %s --check-prefix=QUERY
#include <pthread.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

static void *poke(void *p) {
  *(volatile int *)p = 1;
  return 0;
}

static void violate(void) {
  int *p = malloc(sizeof(int));
  pthread_t t;
  pthread_create(&t, 0, poke, p);
  pthread_join(t, 0);
}

int main(void) {
  pid_t pid = fork();
  if (pid == 0) {
    violate();
    _exit(0);
  }
  waitpid(pid, 0, 0);
  violate();
  return 0;
}

// CHECK-NOT: without exiting normally
// CHECK: heddle: 1 report (1 sharing-violation) in 2 processes
// CHECK-NOT: without exiting normally
// QUERY-DAG: sharing-violation fork-child.c:15
// QUERY-DAG: process reports=1 exited=True
// QUERY-DAG: process reports=1 exited=True
