// Under backend=mpk the program's own SIGSEGV handlers keep working: heddle's
// handler stays installed, the program's sigaction/signal calls see and set
// only the program's own disposition, and every SIGSEGV that is not a
// protection-key fault of the backend goes to the program's handler:
// a PROT_NONE page it recovers from with siglongjmp, a SIGSEGV it sends itself
// (raise), a fault in another thread whose handler makes the page writable and
// returns (the instruction runs again), and a fault after it installed a
// handler with signal(), which returns the sigaction handler. Policy
// violations before and after are still reported, never handed to the
// program, and the program's own objects stay usable after its handler jumped
// out (the kernel runs handlers with its default PKRU, which siglongjmp
// keeps). A handler called once more than the program faults exits 3.
// Built with -std=c11 (no _DEFAULT_SOURCE), <signal.h> makes signal() glibc's
// __sysv_signal (System V semantics: the handler runs once, then the default
// action is back); the program's handler must work the same way.
// REQUIRES: backend-mpk
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefixes=OUT,OUT-BSD < %t.out
// RUN: %heddle-cc -O1 -std=c11 -D_POSIX_C_SOURCE=200809L %s -o %t.c11
// RUN: %heddle run --srcroot %S --out %t.c11.sarif -- %t.c11 > %t.c11.out 2> %t.c11.err; echo "exit=$?" >> %t.c11.err
// RUN: %FileCheck %s < %t.c11.err
// RUN: %FileCheck %s --check-prefixes=OUT,OUT-SYSV < %t.c11.out
#include <fcntl.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#define PROGRAM_FAULTS 4 /* the faults below the program makes on purpose */

static sigjmp_buf back;
static atomic_int caught, sent; /* atomics: another thread's handler counts too, and atomics are never checked */
static char *none; /* a PROT_NONE page */

static void seen(void) {
  if (++caught > PROGRAM_FAULTS) {
    static const char msg[] = "program handler: called for a fault that was not the program's\n";
    write(2, msg, sizeof msg - 1);
    _exit(3);
  }
}

static void on_segv(int sig, siginfo_t *si, void *uc) {
  (void)sig, (void)uc;
  seen();
  if (si->si_code <= 0) sent++; // raise(): SI_TKILL
  siglongjmp(back, 1);
}

static void make_writable(int sig, siginfo_t *si, void *uc) {
  (void)sig, (void)uc;
  seen();
  mprotect((void *)((unsigned long)si->si_addr & ~4095ul), 4096, PROT_READ | PROT_WRITE);
}

static void on_segv_plain(int sig) {
  (void)sig;
  seen();
  siglongjmp(back, 1);
}

static void *violate(void *arg) {
  ((int *)arg)[0] = 1; // a violation: private to T0
  return NULL;
}

static void *violate_again(void *arg) {
  ((int *)arg)[2] = 3; // another violation, after the program's signal() call
  return NULL;
}

static void *write_none(void *page) {
  ((char *)page)[8] = 42; // faults once; the handler makes the page writable and the write runs again
  return NULL;
}

int main(void) {
  int zero = open("/dev/zero", O_RDONLY);
  none = mmap(0, 4096, PROT_NONE, MAP_PRIVATE, zero, 0);
  struct sigaction sa = {0}, old = {0};
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, &old);
  printf("before: %s\n", old.sa_handler == SIG_DFL ? "default" : "other");
  if (!sigsetjmp(back, 1)) (void)*(volatile char *)none;
  if (!sigsetjmp(back, 1)) raise(SIGSEGV);
  printf("sent: %d\n", atomic_load(&sent));
  int *mine = malloc(64);
  pthread_t t;
  pthread_create(&t, NULL, violate, mine);
  pthread_join(t, NULL);

  sa.sa_sigaction = make_writable;
  sigaction(SIGSEGV, &sa, 0);
  pthread_create(&t, NULL, write_none, none);
  pthread_join(t, NULL);
  printf("written in another thread: %d\n", none[8]);
  mprotect(none, 4096, PROT_NONE);

  sa.sa_sigaction = on_segv;
  sigaction(SIGSEGV, &sa, 0);
  void (*prev)(int) = signal(SIGSEGV, on_segv_plain);
  printf("signal returned the sigaction handler: %s\n", prev == (void (*)(int))on_segv ? "yes" : "no");
  if (!sigsetjmp(back, 1)) (void)*(volatile char *)none;
  mine[1] = 5; // the program's own object, after its handler jumped out
  pthread_create(&t, NULL, violate_again, mine);
  pthread_join(t, NULL);
  struct sigaction now;
  sigaction(SIGSEGV, 0, &now);
  printf("after the signal() handler ran: %s\n", now.sa_handler == SIG_DFL ? "default" : "still the handler");
  printf("caught=%d mine[1]=%d\n", atomic_load(&caught), mine[1]);
  return 0;
}

// OUT: before: default
// OUT: sent: 1
// OUT: written in another thread: 42
// OUT: signal returned the sigaction handler: yes
// OUT-BSD: after the signal() handler ran: still the handler
// OUT-SYSV: after the signal() handler ran: default
// OUT: caught=4 mine[1]=5
// CHECK-NOT: program handler
// CHECK: WARNING: heddle: sharing-violation
// CHECK: #0 violate {{.*}}program-sigsegv.c:69
// CHECK: WARNING: heddle: sharing-violation
// CHECK: #0 violate_again {{.*}}program-sigsegv.c:74
// CHECK-NOT: program handler
// CHECK: heddle: 2 reports (2 sharing-violation) in 1 process (backend mpk)
// CHECK: exit=66
