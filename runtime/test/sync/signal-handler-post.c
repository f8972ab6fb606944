// sem_post is async-signal-safe (POSIX), so a signal handler may call it while
// its thread is inside the runtime (holding the semaphore's clock lock, say).
// The handler must neither spin on that lock forever nor lose the edge.
//
// main hands a fresh object over 2000 times: it releases it, then keeps busy
// in sem_post/sem_wait on its own semaphore (mostly inside the runtime) until
// the kicker, which sent it SIGUSR1, has taken the object. The handler posts
// main's busy semaphore too (whose lock main may hold when interrupted). Its
// sem_post(&handoff) is the only edge from main to the kicker, so a lost or
// misordered edge makes the kicker's acquire_write an unordered-policy-change,
// and a handler spinning on its own thread's lock hangs (killed by timeout).
//
// Built with -DBURST=100 the handler posts handoff 100 times — a burst longer
// than the 64 calls the deferral queue keeps in thread-local storage — and the
// kicker takes the object right after its first sem_wait, then consumes the
// other 99 posts. A post that went out at once without its edge (the queue's
// old overflow) would wake the kicker before the edges were released.
// Under backend=mpk (ctest mpk-lit, in the VM) 500 hand-overs each: every one is an allocation,
// a retag and a free, all emulated (136 s for 2 x 2000 at load ~20). lit runs the RUN lines in
// one shell, so $n holds.
// RUN: n=%if backend-mpk %{500%} %else %{2000%}
// RUN: %heddle-cc -O1 -DHANDOVERS=$n %s -o %t
// RUN: timeout 300 %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s -DHANDOVERS=$n < %t.out
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %heddle-cc -O1 -DHANDOVERS=$n -DBURST=100 %s -o %t.burst
// RUN: timeout 300 %heddle run --srcroot %S --out %t.burst.sarif -- %t.burst > %t.burst.out 2> %t.burst.err; echo "exit=$?" >> %t.burst.out
// RUN: %FileCheck %s -DHANDOVERS=$n < %t.burst.out
// RUN: %FileCheck %s --check-prefix=SUM < %t.burst.err
#include <heddle.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef HANDOVERS
#define HANDOVERS 2000
#endif
#ifndef BURST
#define BURST 1 // posts of handoff per signal
#endif
static sem_t busy, handoff;
static int *slot; // the object being handed over; accessed atomically only
HEDDLE_GLOBAL(slot, HEDDLE_RACY);

static void on_signal(int sig) {
  (void)sig;
  sem_post(&busy); // the semaphore main is busy with: its clock lock may be held right now
  for (int i = 0; i < BURST; i++) sem_post(&handoff);
}

static void *kicker(void *arg) {
  pthread_t main_thread = *(pthread_t *)arg;
  for (int i = 0; i < HANDOVERS; i++) {
    int *p;
    while (!(p = __atomic_load_n(&slot, __ATOMIC_ACQUIRE))) sched_yield();
    pthread_kill(main_thread, SIGUSR1);
    sem_wait(&handoff);
    heddle_acquire_write(p); // ordered after main's release only through the handler's post
    *p += 1;
    free(p);
    for (int j = 1; j < BURST; j++) sem_wait(&handoff);
    __atomic_store_n(&slot, (int *)0, __ATOMIC_RELEASE);
  }
  return 0;
}

int main(void) {
  sem_init(&busy, 0, 0);
  sem_init(&handoff, 0, 0);
  signal(SIGUSR1, on_signal);
  pthread_t self = pthread_self(), k;
  pthread_create(&k, 0, kicker, &self);
  for (int i = 0; i < HANDOVERS; i++) {
    int *p = malloc(sizeof *p);
    *p = i;
    heddle_release_write(p);
    __atomic_store_n(&slot, p, __ATOMIC_RELEASE);
    while (__atomic_load_n(&slot, __ATOMIC_ACQUIRE)) {
      sem_post(&busy);
      sem_wait(&busy);
    }
  }
  pthread_join(k, 0);
  printf("handed over %d objects\n", HANDOVERS);
  return 0;
}

// CHECK: handed over [[HANDOVERS]] objects
// CHECK: exit=0
// SUM-NOT: warning
// SUM: heddle: 0 reports in 1 process
