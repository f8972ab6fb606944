/* direct_report.c — see direct_report.h.
 *
 * Why a child process: symbolizing needs libdw, DWARF and the source tree,
 * none of which belongs inside the program under test (its malloc and libc
 * calls are intercepted); the heddle CLI already does all of it from a log.
 * ThreadSanitizer likewise runs an external llvm-symbolizer. The log is an
 * anonymous memory file, handed to the child as /dev/fd/N of a descriptor
 * without close-on-exec, so nothing is left on disk even after a crash. */
#include "direct_report.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <spawn.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "flags.h"
#include "log_writer.h"
#include "report.h"
#include "util.h"

extern char **environ;

static unsigned all_reports(void) {
  unsigned total = 0;
  for (int i = 1; i <= HEDDLE_RULE_LAST; i++)
    if (i != HEDDLE_RULE_ANNOTATION_SUGGESTION) total += hd_report_count((enum heddle_rule)i);
  return total;
}

/* The counts are inherited by a forked child, whose own log starts empty:
 * only the reports made since the fork are its own. */
static unsigned before_fork;

static void forked_child(void) { before_fork = all_reports(); }

/* A direct run killed by a signal never reaches the exit handler: its reports
 * are printed, symbolized, from the deadly signal's handler (once, by the
 * first thread to get one), then the signal does what it would have done.
 * SA_RESETHAND puts the default action back first, so a second fault while
 * reporting ends the process as the first would have. A program that installs
 * its own handler later replaces this one. */
static int report_now(int in_signal);

static const int deadly_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};

static void on_deadly_signal(int sig) {
  static int reported;
  if (!__atomic_exchange_n(&reported, 1, __ATOMIC_ACQ_REL)) {
    int saved = errno;
    report_now(1);
    errno = saved;
  }
  /* The default action now: a fault returns to the faulting instruction and
   * faults again; abort's SIGABRT and a sent signal are raised once more. */
  raise(sig);
}

static void catch_deadly_signals(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_deadly_signal;
  sa.sa_flags = SA_RESETHAND | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  for (size_t i = 0; i < sizeof deadly_signals / sizeof deadly_signals[0]; i++) {
    struct sigaction old;
    /* only where the program (or its environment) has not chosen already */
    if (sigaction(deadly_signals[i], 0, &old) == 0 && old.sa_handler == SIG_DFL)
      sigaction(deadly_signals[i], &sa, 0);
  }
}

void hd_direct_report_init(void) {
  pthread_atfork(0, 0, forked_child);
  if (heddle_log_memory_fd() >= 0) catch_deadly_signals();
}

unsigned hd_direct_report_total(void) { return all_reports() - before_fork; }

/* Where the heddle CLI is: beside an install of libheddle, in the build tree
 * it came from, else on PATH (both directories are compile definitions). */
static const char *const cli_candidates[] = {
#ifdef HEDDLE_BUILD_BIN_DIR
    HEDDLE_BUILD_BIN_DIR "/heddle",
#endif
#ifdef HEDDLE_INSTALL_BIN_DIR
    HEDDLE_INSTALL_BIN_DIR "/heddle",
#endif
    0};

static int spawn_reporter(const char *log_path, pid_t *pid) {
  char *argv[] = {"heddle", "report", "--out", "/dev/null", (char *)log_path, 0};
  for (int i = 0; cli_candidates[i]; i++)
    if (access(cli_candidates[i], X_OK) == 0 && posix_spawn(pid, cli_candidates[i], 0, 0, argv, environ) == 0)
      return 0;
  return posix_spawnp(pid, "heddle", 0, 0, argv, environ);
}

static int report_now(int in_signal) {
  int log = heddle_log_memory_fd();
  /* print_reports=0 asked for silence. */
  if (log < 0) return -1;
  if (hd_direct_report_total() == 0 || hd_flags.print_reports == 0) return 0;
  /* The program's buffered output first, so it reads in order — not from a
   * crash's handler: the crash may have happened inside stdio, holding a
   * stream's lock. */
  if (!in_signal) fflush(0);
  /* inherited: no close-on-exec. A raw syscall: libheddle's fcntl interceptor
   * (intercept_fd.c) keeps everyone off the log's descriptor. */
  int fd = (int)syscall(SYS_fcntl, log, F_DUPFD, 3);
  if (fd < 0) return -1;
  char path[32];
  snprintf(path, sizeof path, "/dev/fd/%d", fd);
  pid_t pid;
  int ok = spawn_reporter(path, &pid) == 0;
  close(fd);
  if (!ok) {
    hd_stderr_str("heddle: the reports above are not symbolized: the heddle CLI was not found (put its "
                  "bin/ on PATH), or run the program with `heddle run`\n");
    return -1;
  }
  int status = 0;
  pid_t got;
  while ((got = waitpid(pid, &status, 0)) < 0 && errno == EINTR) {
  }
  /* 66: reports printed; anything else (a damaged log: 70) and the runtime's
   * own count line stays. A SIGCHLD set to SIG_IGN reaps it for us (ECHILD). */
  return got < 0 || (WIFEXITED(status) && WEXITSTATUS(status) == 66) ? 1 : -1;
}

int hd_direct_report(void) { return report_now(0); }

int hd_direct_report_in_signal(void) { return report_now(1); }
