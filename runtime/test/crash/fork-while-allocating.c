// fork() while other threads allocate: the child must never inherit a runtime
// lock held by a thread that does not exist in it (its first malloc would spin
// forever). Two threads malloc/free in a loop while main forks 200 children,
// each of which allocates, frees and exits. Every child must exit 0; a child
// that hangs is killed by its alarm (so a failure never leaves one spinning)
// and counted as failed. The run reports nothing.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: timeout 300 %heddle run --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s < %t.out
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

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
  for (int i = 0; i < 200; i++) {
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

// CHECK: children ok: 200
// CHECK: exit=0
// SUM: heddle: 0 reports in 201 processes
