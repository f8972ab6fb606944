// fork() while other threads allocate: the child must never inherit a runtime
// lock held by a thread that does not exist in it (its first malloc would spin
// forever). Two threads malloc/free in a loop while main forks 200 children,
// each of which allocates, frees and exits. Every child must exit 0; a child
// that hangs is killed by its alarm (so a failure never leaves one spinning)
// and counted as failed. The run reports nothing.
// Under backend=mpk (ctest mpk-lit, in the VM) 100 children and 900 s: there a child took 2.5 s at
// load ~17 (121 of 200 in 300 s, then killed by the timeout), all emulated. lit runs the RUN lines
// in one shell, so $children holds.
// RUN: children=%if backend-mpk %{100%} %else %{200%}
// RUN: %heddle-cc -O1 -DCHILDREN=$children %s -o %t
// RUN: timeout %if backend-mpk %{900%} %else %{300%} %heddle run --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s -DCHILDREN=$children < %t.out
// RUN: %FileCheck %s --check-prefix=SUM -D#PROCESSES=$((children + 1)) < %t.err
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef CHILDREN
#define CHILDREN 200
#endif

static volatile int stop; // racy by design: only a stop flag
HEDDLE_GLOBAL(stop, HEDDLE_RACY);

static void *churn(void *arg) {
  (void)arg;
  while (!stop) {
    void *p[8];
    for (int i = 0; i < 8; i++) p[i] = malloc(16u << i); // several size classes
    for (int i = 0; i < 8; i++) free(p[i]);
  }
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, churn, 0);
  int ok = 0;
  for (int i = 0; i < CHILDREN; i++) {
    pid_t pid = fork();
    if (pid == 0) {
      alarm(30);
      for (int k = 0; k < 8; k++) free(malloc(16u << k));
      _exit(0);
    }
    int status = -1;
    if (waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0) ok++;
  }
  stop = 1;
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  printf("children ok: %d\n", ok);
  return 0;
}

// CHECK: children ok: [[CHILDREN]]
// CHECK: exit=0
// SUM: heddle: 0 reports in [[#PROCESSES]] processes
