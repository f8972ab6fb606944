/* intercept_transfer.c — calls that move data through descriptors in ways a
 * pipe's or socketpair's per-write clocks (fd_channel.h) do not follow: between
 * two descriptors inside the kernel (splice, tee, sendfile, copy_file_range),
 * from user pages handed to a pipe (vmsplice), several messages at once
 * (sendmmsg, recvmmsg), at an offset (preadv/pwritev and their -2 forms, which
 * on a pipe read and write as readv/writev do). Their descriptors' channels go
 * coarse (every write orders every later read, ThreadSanitizer's model), and
 * each call carries that coarse edge: a write releases before it, a read that
 * got data acquires after it. Process creation sharing descriptors:
 * posix_spawn/posix_spawnp (fork is intercept_thread.c's), whose path, argv
 * and envp the child's execve reads with the PKRU it inherits: read as
 * execve's are (intercept_exec.c).
 *
 * All weak: names such as tee or splice are ordinary words, and a program's
 * own function of that name must link (and then is no libc call). */
#include <fcntl.h>
#include <spawn.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

#include "fd_sync.h"
#include "kernel_writes.h"
#include "real.h"

#define HD_WEAK __attribute__((weak))

HD_REAL_FN(splice);
HD_REAL_FN(tee);
HD_REAL_FN(vmsplice);
HD_REAL_FN(sendfile);
HD_REAL_FN(sendfile64);
HD_REAL_FN(copy_file_range);
HD_REAL_FN(sendmmsg);
HD_REAL_FN(recvmmsg);
HD_REAL_FN(preadv);
HD_REAL_FN(pwritev);
HD_REAL_FN(preadv2);
HD_REAL_FN(pwritev2);
HD_REAL_FN(posix_spawn);
HD_REAL_FN(posix_spawnp);

#define NONE (-1) /* no descriptor on that side */

/* Before the call: both sides' channels coarse, the written side's key released. */
static void before(int in, int out) {
  if (in != NONE) hd_fd_unmodelled(in);
  if (out != NONE) {
    hd_fd_unmodelled(out);
    hd_fd_release(out);
  }
}
/* After it: the read side acquired if the call got data. */
static ssize_t after(int in, ssize_t r) {
  if (in != NONE && r >= 0) hd_fd_acquire(in);
  return r;
}

HD_WEAK ssize_t splice(int in, loff_t *in_off, int out, loff_t *out_off, size_t n, unsigned flags) {
  before(in, out);
  return after(in, HD_REAL(splice)(in, in_off, out, out_off, n, flags));
}
HD_WEAK ssize_t tee(int in, int out, size_t n, unsigned flags) {
  before(in, out);
  return after(in, HD_REAL(tee)(in, out, n, flags));
}
HD_WEAK ssize_t vmsplice(int fd, const struct iovec *iov, size_t n, unsigned flags) {
  before(NONE, fd);
  return HD_REAL(vmsplice)(fd, iov, n, flags);
}
HD_WEAK ssize_t sendfile(int out, int in, off_t *off, size_t n) {
  before(in, out);
  return after(in, HD_REAL(sendfile)(out, in, off, n));
}
HD_WEAK ssize_t sendfile64(int out, int in, off64_t *off, size_t n) {
  before(in, out);
  return after(in, HD_REAL(sendfile64)(out, in, off, n));
}
HD_WEAK ssize_t copy_file_range(int in, off64_t *in_off, int out, off64_t *out_off, size_t n, unsigned flags) {
  before(in, out);
  return after(in, HD_REAL(copy_file_range)(in, in_off, out, out_off, n, flags));
}
HD_WEAK int sendmmsg(int fd, struct mmsghdr *v, unsigned n, int flags) {
  before(NONE, fd);
  return HD_REAL(sendmmsg)(fd, v, n, flags);
}
HD_WEAK int recvmmsg(int fd, struct mmsghdr *v, unsigned n, int flags, struct timespec *timeout) {
  before(fd, NONE);
  return (int)after(fd, HD_REAL(recvmmsg)(fd, v, n, flags, timeout));
}
HD_WEAK ssize_t preadv(int fd, const struct iovec *iov, int n, off_t off) {
  before(fd, NONE);
  return after(fd, HD_REAL(preadv)(fd, iov, n, off));
}
HD_WEAK ssize_t pwritev(int fd, const struct iovec *iov, int n, off_t off) {
  before(NONE, fd);
  return HD_REAL(pwritev)(fd, iov, n, off);
}
HD_WEAK ssize_t preadv2(int fd, const struct iovec *iov, int n, off_t off, int flags) {
  before(fd, NONE);
  return after(fd, HD_REAL(preadv2)(fd, iov, n, off, flags));
}
HD_WEAK ssize_t pwritev2(int fd, const struct iovec *iov, int n, off_t off, int flags) {
  before(NONE, fd);
  return HD_REAL(pwritev2)(fd, iov, n, off, flags);
}

HD_WEAK int posix_spawn(pid_t *pid, const char *path, const posix_spawn_file_actions_t *actions,
                const posix_spawnattr_t *attr, char *const argv[], char *const envp[]) {
  struct hd_caller c = HD_CALLER;
  hd_kernel_reads_string(path, c);
  hd_kernel_reads_strings(argv, c);
  hd_kernel_reads_strings(envp, c);
  hd_fd_before_child();
  return HD_REAL(posix_spawn)(pid, path, actions, attr, argv, envp);
}
HD_WEAK int posix_spawnp(pid_t *pid, const char *file, const posix_spawn_file_actions_t *actions,
                 const posix_spawnattr_t *attr, char *const argv[], char *const envp[]) {
  struct hd_caller c = HD_CALLER;
  hd_kernel_reads_string(file, c);
  hd_kernel_reads_strings(argv, c);
  hd_kernel_reads_strings(envp, c);
  hd_fd_before_child();
  return HD_REAL(posix_spawnp)(pid, file, actions, attr, argv, envp);
}
