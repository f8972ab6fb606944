// A thread that waits for a signal (sigwait, sigwaitinfo, sigtimedwait, a
// signalfd read) is ordered after what the sender did before sending it
// (pthread_kill, kill, raise, sigqueue). Found by a new-user trial (the
// classic dedicated signal thread applying a reload request a worker filled in
// before pthread_kill: a false race in heddle and both TSans). "late" fills a
// field in after sending, which stays a race. The waiter reads only after the
// sender is done, by a relaxed flag (no happens-before).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in sigwait sigwaitinfo sigtimedwait signalfd kill sigqueue; do %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1 | grep -E '^heddle: [0-9]+ report|data-race /' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: { %heddle run --format text --out %t.late.sarif -- %t late 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|SUMMARY|exit=' > %t.late
// RUN: %FileCheck %s --check-prefix=LATE < %t.late
// OK: sigwait: heddle: 0 reports in 1 process
// OK-NEXT: sigwaitinfo: heddle: 0 reports in 1 process
// OK-NEXT: sigtimedwait: heddle: 0 reports in 1 process
// OK-NEXT: signalfd: heddle: 0 reports in 1 process
// OK-NEXT: kill: heddle: 0 reports in 1 process
// OK-NEXT: sigqueue: heddle: 0 reports in 1 process
// LATE: SUMMARY: heddle: data-race {{.*}}signal-wait.c:{{(53|82)}}
// LATE: heddle: 2 reports
// LATE: exit=66
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <time.h>
#include <unistd.h>

struct request { int generation; char path[32]; };
static struct request *pending;
static const char *mode;
static pthread_t waiter_thread;
static sigset_t set;
static int sent; /* relaxed: the waiter looks only after the sender is done */

static int is(const char *m) { return !strcmp(mode, m); }

static void *sender(void *arg) {
  (void)arg;
  struct request *r = malloc(sizeof *r);
  strcpy(r->path, "/etc/app.conf");
  if (!is("late")) r->generation = 2;
  pending = r;
  if (is("kill")) {
    kill(getpid(), SIGUSR1); /* blocked everywhere: pending until the waiter takes it */
  } else if (is("sigqueue")) {
    sigqueue(getpid(), SIGUSR1, (union sigval){.sival_int = 1});
  } else {
    pthread_kill(waiter_thread, SIGUSR1);
  }
  if (is("late")) r->generation = 2;
  __atomic_store_n(&sent, 1, __ATOMIC_RELAXED);
  return NULL;
}

static void take_signal(void) {
  while (!__atomic_load_n(&sent, __ATOMIC_RELAXED)) sched_yield();
  int sig;
  siginfo_t info;
  struct timespec forever = {3600, 0};
  if (is("sigwaitinfo")) {
    sig = sigwaitinfo(&set, &info);
  } else if (is("sigtimedwait")) {
    sig = sigtimedwait(&set, &info, &forever);
  } else if (is("signalfd")) {
    int fd = signalfd(-1, &set, 0);
    struct signalfd_siginfo si;
    if (fd < 0 || read(fd, &si, sizeof si) != sizeof si) abort();
    sig = (int)si.ssi_signo;
    close(fd);
  } else if (sigwait(&set, &sig) != 0) {
    abort();
  }
  if (sig != SIGUSR1) abort();
}

static void *waiter(void *arg) {
  (void)arg;
  take_signal();
  long g = pending->generation + pending->path[0]; /* races with the late write */
  free(pending);
  return (void *)g;
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "sigwait";
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  pthread_sigmask(SIG_BLOCK, &set, NULL); /* inherited by both threads */
  pthread_create(&waiter_thread, NULL, waiter, NULL);
  pthread_t s;
  pthread_create(&s, NULL, sender, NULL);
  pthread_join(s, NULL);
  pthread_join(waiter_thread, NULL);
  return 0;
}
