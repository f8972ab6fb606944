// Under backend=mpk the program's own SIGSEGV handlers keep working: heddle's
// handler stays installed, the program's sigaction/signal calls see and set
// only the program's own disposition, and every SIGSEGV that is not a
// protection-key fault of the backend goes to the program's handler — here a
// PROT_NONE page it recovers from with siglongjmp, twice (the second time
// installed with signal(), which returns the sigaction handler). A policy
// violation in between is still reported, not handed to the program.
// REQUIRES: backend-mpk
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>

static sigjmp_buf back;
static volatile int caught;

static void on_segv(int sig, siginfo_t *si, void *uc) {
  (void)sig, (void)si, (void)uc;
  caught++;
  siglongjmp(back, 1);
}

static void on_segv_plain(int sig) {
  (void)sig;
  caught++;
  siglongjmp(back, 1);
}

static void *worker(void *arg) {
  ((int *)arg)[0] = 1; // a violation: private to T0
  return NULL;
}

int main(void) {
  volatile int *none = mmap(0, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  struct sigaction sa = {0}, old = {0};
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, &old);
  printf("before: %s\n", old.sa_handler == SIG_DFL ? "default" : "other");
  if (!sigsetjmp(back, 1)) (void)*none;
  int *mine = malloc(64);
  pthread_t t;
  pthread_create(&t, NULL, worker, mine);
  pthread_join(t, NULL);
  void (*prev)(int) = signal(SIGSEGV, on_segv_plain);
  printf("signal returned the sigaction handler: %s\n", prev == (void (*)(int))on_segv ? "yes" : "no");
  if (!sigsetjmp(back, 1)) (void)*none;
  printf("caught=%d\n", caught);
  return 0;
}

// OUT: before: default
// OUT: signal returned the sigaction handler: yes
// OUT: caught=2
// CHECK: WARNING: heddle: sharing-violation
// CHECK: #0 worker {{.*}}program-sigsegv.c:36
// CHECK: heddle: 1 report (1 sharing-violation) in 1 process (backend mpk)
// CHECK: exit=66
