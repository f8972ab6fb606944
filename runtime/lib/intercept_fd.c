/* intercept_fd.c — the event log's descriptor is the runtime's, never the
 * program's (log_writer.c places it high). A program that closes every
 * descriptor (a daemon closing 3..1023, close_range(3, ~0U), closefrom(3))
 * must not close it: the next file the program opened would get its number
 * and receive the log's records, and later reports would be lost.
 *
 * To the program the log's number is a descriptor it never opened, so every
 * call naming it answers as the kernel would for a closed one: EBADF (close,
 * dup, dup2/dup3 from it, fcntl on it). A range closes around it. A call that
 * asks for exactly that number as its result (dup2/dup3 onto it, fcntl
 * F_DUPFD(_CLOEXEC) when it is the lowest free one) first moves the log to
 * another free descriptor, so the program gets what it asked for.
 *
 * Each also keeps the descriptors' happens-before keys (fd_sync.h): a copy
 * shares its original's, a closed number forgets its own. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <unistd.h>

#include "fd_sync.h"
#include "log_writer.h"
#include "real.h"

HD_REAL_FN(close);
HD_REAL_FN(close_range);
HD_REAL_FN(closefrom);
HD_REAL_FN(dup);
HD_REAL_FN(dup2);
HD_REAL_FN(dup3);
HD_REAL_FN(fcntl);
HD_REAL_FN(fcntl64);

static int is_log(int fd) { return fd >= 0 && fd == heddle_log_fd(); }

static int closed_fd(void) {
  errno = EBADF;
  return -1;
}

int close(int fd) {
  if (is_log(fd)) return closed_fd();
  hd_fd_closing(fd);
  return HD_REAL(close)(fd);
}

int dup(int fd) {
  if (is_log(fd)) return closed_fd();
  int got = HD_REAL(dup)(fd);
  if (got >= 0) hd_fd_copy(fd, got);
  return got;
}

/* The program wants `fd` as the number of a new descriptor: the log moves
 * off it first (if no other descriptor is free, the log stays and the call
 * fails as the kernel would have with no free descriptor left). */
static int free_for_program(int fd) {
  if (!is_log(fd)) return 0;
  if (heddle_log_move_fd() == 0) return 0;
  errno = EMFILE;
  return -1;
}

int dup2(int oldfd, int newfd) {
  if (is_log(oldfd)) return closed_fd();
  if (oldfd != newfd && free_for_program(newfd)) return -1;
  int got = HD_REAL(dup2)(oldfd, newfd);
  if (got >= 0) hd_fd_copy(oldfd, got);
  return got;
}

int dup3(int oldfd, int newfd, int flags) {
  if (is_log(oldfd)) return closed_fd();
  if (oldfd != newfd && free_for_program(newfd)) return -1;
  int got = HD_REAL(dup3)(oldfd, newfd, flags);
  if (got >= 0) hd_fd_copy(oldfd, got);
  return got;
}

/* Closes [first, last] except the log; the first error wins. Setting
 * close-on-exec on the log is harmless (it already is). */
int close_range(unsigned first, unsigned last, int flags) {
  if (!(flags & CLOSE_RANGE_CLOEXEC)) hd_fd_forget_range(first, last);
  int log = heddle_log_fd();
  if (log < 0 || (unsigned)log < first || (unsigned)log > last || (flags & CLOSE_RANGE_CLOEXEC))
    return HD_REAL(close_range)(first, last, flags);
  int rc = 0;
  if ((unsigned)log > first) rc = HD_REAL(close_range)(first, (unsigned)log - 1, flags);
  if ((unsigned)log < last) {
    int saved = errno;
    int rc2 = HD_REAL(close_range)((unsigned)log + 1, last, flags);
    if (rc == 0) rc = rc2;
    else errno = saved;
  }
  return rc;
}

void closefrom(int lowfd) {
  hd_fd_forget_range(lowfd < 0 ? 0 : (unsigned)lowfd, ~0u);
  int log = heddle_log_fd();
  if (log < 0 || log < lowfd) {
    HD_REAL(closefrom)(lowfd);
    return;
  }
  int saved = errno;
  if (log > lowfd && HD_REAL(close_range)((unsigned)lowfd, (unsigned)log - 1, 0) != 0)
    for (int fd = lowfd < 0 ? 0 : lowfd; fd < log; fd++) HD_REAL(close)(fd); /* no close_range: one by one */
  errno = saved;
  HD_REAL(closefrom)(log + 1);
}

/* F_DUPFD(_CLOEXEC): the lowest free number from `arg` up, as if the log
 * were not there. */
static int dup_fd(int (*real)(int, int, ...), int fd, int cmd, void *arg) {
  long want = (long)arg;
  int log = heddle_log_fd();
  int got = real(fd, cmd, arg);
  /* Every number from `want` up to the log's was taken: without the log the
   * program would have got its number. */
  if (log >= 0 && want <= log && (got > log || (got < 0 && errno == EMFILE)) && heddle_log_move_fd() == 0) {
    if (got >= 0) HD_REAL(close)(got);
    got = real(fd, cmd, arg);
  }
  return got;
}

/* fcntl's third argument is an int or a pointer; passed on as a pointer-sized
 * word, as glibc's own fcntl reads it. */
static int do_fcntl(int (*real)(int, int, ...), int fd, int cmd, void *arg) {
  if (is_log(fd)) return closed_fd();
  if (cmd != F_DUPFD && cmd != F_DUPFD_CLOEXEC) return real(fd, cmd, arg);
  int got = dup_fd(real, fd, cmd, arg);
  if (got >= 0) hd_fd_copy(fd, got);
  return got;
}

int fcntl(int fd, int cmd, ...) {
  va_list ap;
  va_start(ap, cmd);
  void *arg = va_arg(ap, void *);
  va_end(ap);
  return do_fcntl(HD_REAL(fcntl), fd, cmd, arg);
}

int fcntl64(int fd, int cmd, ...) {
  va_list ap;
  va_start(ap, cmd);
  void *arg = va_arg(ap, void *);
  va_end(ap);
  return do_fcntl(HD_REAL(fcntl64), fd, cmd, arg);
}

/* Looked up at start-up: a forked child (only async-signal-safe calls
 * allowed) or a signal handler may be the first to call them. close_range,
 * closefrom (glibc 2.34) and fcntl64 (2.28) stay lazy: a program calling them
 * runs on a libc that has them, and an older libc must not stop start-up. */
void hd_fd_interceptors_init(void) {
  (void)HD_REAL(close);
  (void)HD_REAL(dup);
  (void)HD_REAL(dup2);
  (void)HD_REAL(dup3);
  (void)HD_REAL(fcntl);
}
