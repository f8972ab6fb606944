// Two signal handlers that both sem_post while their thread is inside the runtime: SIGUSR2's handler can
// interrupt SIGUSR1's in the middle of deferring its post. Every deferred post must still happen (a lost one
// would leave a waiter hanging): at the end the semaphore's value is the number of posts made. The race it
// guards against needs a signal to land in a window of a few instructions: one run caught the old code about
// five times in eight, so it runs three times.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s < %t.out
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s < %t.out
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s < %t.out
#include <heddle.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static sem_t busy, counted;
static long posts;
static volatile int stop;
static pthread_t main_thread;
HEDDLE_GLOBAL(main_thread, HEDDLE_RACY); // the signallers read it; not what this test is about
HEDDLE_GLOBAL(stop, HEDDLE_RACY);

static void on_usr1(int sig) {
  (void)sig;
  for (int i = 0; i < 100; i++) { // past the 64 deferred calls kept in thread-local storage
    sem_post(&counted);
    __atomic_fetch_add(&posts, 1, __ATOMIC_RELAXED);
  }
}

static void on_usr2(int sig) {
  (void)sig;
  sem_post(&counted);
  __atomic_fetch_add(&posts, 1, __ATOMIC_RELAXED);
}

static void *signaller(void *arg) {
  int sig = (int)(long)arg;
  while (!stop) {
    pthread_kill(main_thread, sig);
    if (sig == SIGUSR1) usleep(50);
  }
  return 0;
}

int main(void) {
  sem_init(&busy, 0, 0);
  sem_init(&counted, 0, 0);
  struct sigaction sa = {0};
  sigemptyset(&sa.sa_mask);
  sa.sa_handler = on_usr1;
  sigaction(SIGUSR1, &sa, 0);
  sa.sa_handler = on_usr2;
  sigaction(SIGUSR2, &sa, 0);
  main_thread = pthread_self();
  pthread_t a, b;
  pthread_create(&a, 0, signaller, (void *)(long)SIGUSR1);
  pthread_create(&b, 0, signaller, (void *)(long)SIGUSR2);
  for (long i = 0; i < 2000000; i++) { // main is inside the runtime (sem_post, sem_wait) most of the time
    sem_post(&busy);
    sem_wait(&busy);
  }
  stop = 1;
  pthread_join(a, 0);
  pthread_join(b, 0);
  sigset_t all;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, 0);
  int value;
  sem_getvalue(&counted, &value);
  printf("lost %ld\n", posts - value);
  return 0;
}
// CHECK: lost 0{{$}}
// CHECK: exit=0
