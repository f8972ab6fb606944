// Installing a signal handler happens before the handler runs (TSan's model:
// a release at sigaction, an acquire when the handler is called). Found by a new-user trial on TSan's own
// signal_sync test: X written, then a SIGALRM handler that reads X installed
// and a timer started; the handler runs in one of the sleeping threads
// (created before X was written) — a false data race in heddle, 3 runs of 3.
//   timer:  X, sigaction, setitimer: silent
//   signal: the same through signal(): silent
//   send:   the same with pthread_kill to a waiting thread (no edge of its own): silent
//   late:   sigaction, setitimer, X written after the handler read it: a race
//           (and the handler's later reads, if one runs after the write)
// main blocks the signal, so the handler runs in a worker; it waits for the
// handler by a relaxed counter (no happens-before).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in timer signal send; do %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1 | grep -E '^heddle: [0-9]+ report|data-race /' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: { %heddle run --format text --out %t.late.sarif -- %t late 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|SUMMARY|exit=' > %t.late
// RUN: %FileCheck %s --check-prefix=LATE < %t.late
// OK: timer: heddle: 0 reports in 1 process
// OK-NEXT: signal: heddle: 0 reports in 1 process
// OK-NEXT: send: heddle: 0 reports in 1 process
// LATE: SUMMARY: heddle: data-race {{.*}}signal-handler-install.c:{{(43|93)}}
// LATE: heddle: {{1 report|2 reports}}
// LATE: exit=66
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#define WORKERS 4

static int X;
static int handled; /* relaxed: main waits for the handler by it */
static int stop;    /* relaxed */
static const char *mode;

static int is(const char *m) { return !strcmp(mode, m); }

static void handler(int sig) {
  (void)sig;
  if (X != 42 && !is("late")) abort();
  __atomic_add_fetch(&handled, 1, __ATOMIC_RELAXED);
}

static void wake(int sig) { (void)sig; }

static void *worker(void *arg) {
  (void)arg;
  while (!__atomic_load_n(&stop, __ATOMIC_RELAXED)) pause(); /* a handler ends each pause */
  return NULL;
}

static void wait_handled(int n) {
  while (__atomic_load_n(&handled, __ATOMIC_RELAXED) < n) sched_yield();
}

static void timer(long usec) {
  struct itimerval t = {{0, usec}, {0, usec}};
  if (setitimer(ITIMER_REAL, &t, NULL)) abort();
}

static void install(int sig, void (*fn)(int)) {
  struct sigaction act;
  memset(&act, 0, sizeof act);
  act.sa_handler = fn;
  if (sigaction(sig, &act, NULL)) abort();
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "timer";
  pthread_t th[WORKERS];
  for (int i = 0; i < WORKERS; i++) pthread_create(&th[i], NULL, worker, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGALRM);
  sigaddset(&set, SIGUSR1);
  pthread_sigmask(SIG_BLOCK, &set, NULL); /* main only: the workers take the signals */
  int sig = is("send") ? SIGUSR1 : SIGALRM;
  if (!is("late")) X = 42;
  if (is("signal")) {
    if (signal(sig, handler) == SIG_ERR) abort();
  } else {
    install(sig, handler);
  }
  if (is("send")) {
    pthread_kill(th[0], SIGUSR1);
  } else {
    timer(100);
  }
  wait_handled(1);
  if (is("late")) X = 42; /* the handler read X before: unordered */
  /* the timer's signals end the workers' pauses until each saw stop */
  __atomic_store_n(&stop, 1, __ATOMIC_RELAXED);
  if (is("send")) {
    install(SIGALRM, wake);
    timer(100);
  }
  for (int i = 0; i < WORKERS; i++) pthread_join(th[i], NULL);
  timer(0);
  return 0;
}
