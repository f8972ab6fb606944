/* run_program.c — see run_program.h. */
#define _GNU_SOURCE
#include "run_program.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const int forwarded[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
#define N_FORWARDED (sizeof forwarded / sizeof forwarded[0])

static void on_sigchld(int sig) { (void)sig; } /* only so SIGCHLD is never discarded */

static void supervised_signals(sigset_t *set) {
  sigemptyset(set);
  for (size_t i = 0; i < N_FORWARDED; i++) sigaddset(set, forwarded[i]);
  sigaddset(set, SIGCHLD);
}

/* In the child: restore what the parent changed, then exec. On failure the
 * errno goes through the close-on-exec pipe. */
static void exec_child(char *const argv[], const char *log_dir, const sigset_t *old_mask, int fd) {
  signal(SIGCHLD, SIG_DFL);
  sigprocmask(SIG_SETMASK, old_mask, NULL);
  setenv("HEDDLE_LOG_DIR", log_dir, 1);
  execvp(argv[0], argv);
  int err = errno;
  if (write(fd, &err, sizeof err) < 0) { /* nothing else to do */ }
  _exit(127);
}

static void record_status(struct run_result *out, int status) {
  if (WIFEXITED(status)) {
    out->exited = 1;
    out->exit_status = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    out->signaled = 1;
    out->signal = WTERMSIG(status);
  }
}

/* Reaps every exited child; returns 1 when none is left. */
static int reap(pid_t program, struct run_result *out, int *program_done) {
  for (;;) {
    int status;
    pid_t pid = waitpid(-1, &status, WNOHANG);
    if (pid < 0) return errno == ECHILD;
    if (pid == 0) return 0;
    if (pid == program) {
      record_status(out, status);
      *program_done = 1;
    }
  }
}

static void supervise(pid_t program, const sigset_t *set, struct run_result *out) {
  int program_done = 0;
  struct timespec deadline = {0};
  for (;;) {
    if (reap(program, out, &program_done)) return;
    if (program_done && deadline.tv_sec == 0) {
      clock_gettime(CLOCK_MONOTONIC, &deadline);
      deadline.tv_sec += RUN_CHILD_GRACE_SECONDS;
    }
    siginfo_t info;
    int sig;
    if (program_done) { /* only forked children left: wait for them a while */
      struct timespec now, left;
      clock_gettime(CLOCK_MONOTONIC, &now);
      if (now.tv_sec >= deadline.tv_sec) {
        fprintf(stderr, "heddle: processes forked by the program still run after %d s; "
                        "reporting their logs as they are now\n", RUN_CHILD_GRACE_SECONDS);
        return;
      }
      left.tv_sec = deadline.tv_sec - now.tv_sec;
      left.tv_nsec = 0;
      sig = sigtimedwait(set, &info, &left);
    } else {
      sig = sigwaitinfo(set, &info);
    }
    if (sig < 0 || sig == SIGCHLD) continue;
    /* The program has ended and heddle is asked to stop: stop waiting for
     * its forked children, report what is logged, then exit 128+N. */
    if (program_done) {
      out->stop_signal = sig;
      return;
    }
    /* Sent to heddle by kill(2)/sigqueue (a CI timeout, a user): pass it on.
     * From the terminal (SI_KERNEL) the program got it already. */
    if (info.si_code == SI_USER || info.si_code == SI_QUEUE) kill(program, sig);
  }
}

void run_signals_block(sigset_t *old) {
  sigset_t set;
  supervised_signals(&set);
  sigprocmask(SIG_BLOCK, &set, old);
}

void run_signals_release(const sigset_t *old, struct run_result *out) {
  sigset_t set, pending;
  supervised_signals(&set);
  sigdelset(&set, SIGCHLD);
  sigpending(&pending);
  for (int sig = 1; sig < NSIG; sig++) {
    if (!sigismember(&set, sig) || !sigismember(&pending, sig)) continue;
    sigset_t one;
    sigemptyset(&one);
    sigaddset(&one, sig);
    struct timespec now = {0, 0};
    if (sigtimedwait(&one, NULL, &now) == sig && !out->stop_signal) out->stop_signal = sig;
  }
  sigprocmask(SIG_SETMASK, old, NULL);
}

void run_program(char *const argv[], const char *log_dir, const sigset_t *old_mask, struct run_result *out) {
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  signal(SIGCHLD, on_sigchld);
  sigset_t set;
  supervised_signals(&set);

  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) {
    if (asprintf(&out->error, "cannot start %s: pipe: %s.", argv[0], strerror(errno)) < 0)
      out->error = NULL;
    return;
  }
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    exec_child(argv, log_dir, old_mask, fds[1]);
  }
  close(fds[1]);
  int err = 0;
  ssize_t got = pid < 0 ? -1 : read(fds[0], &err, sizeof err);
  close(fds[0]);
  if (pid < 0 || got == (ssize_t)sizeof err) {
    if (pid < 0) err = errno;
    if (asprintf(&out->error, "cannot run %s: %s. Check the path and that it is executable.",
                 argv[0], strerror(err)) < 0)
      out->error = NULL;
    if (pid > 0) waitpid(pid, NULL, 0);
    return;
  }
  out->started = 1;
  out->pid = pid;
  supervise(pid, &set, out);
}
