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

void hd_direct_report_init(void) { pthread_atfork(0, 0, forked_child); }

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

int hd_direct_report(void) {
  int log = heddle_log_memory_fd();
  /* print_reports=0 asked for silence. */
  if (log < 0) return -1;
  if (hd_direct_report_total() == 0 || hd_flags.print_reports == 0) return 0;
  /* The program's buffered output first, so it reads in order. */
  fflush(0);
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
