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
#include <stdint.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

#include "fd_sync.h"
#include "io_vectors.h"
#include "kernel_writes.h"
#include "real.h"
#include "routed_calls.h"

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
/* Several messages: the array of headers is read and each msg_len written
 * (an output: the write's check covers the read), each message's buffers
 * as sendmsg's and recvmsg's (io_vectors.h). recvmmsg's timeout is in and
 * out too: the kernel writes back what is left of it when messages came. */
static struct mmsghdr message_at(const struct mmsghdr *v, unsigned i) {
  hd_mpk_buffer((uintptr_t)&v[i], sizeof v[i]);
  return v[i];
}
static void messages_reopen(const struct mmsghdr *v, unsigned n) {
  if (!__builtin_expect(hd_mpk_on, 0)) return;
  for (unsigned i = 0; i < n; i++) {
    struct msghdr m = message_at(v, i).msg_hdr;
    msg_reopen(&m);
  }
  hd_kernel_reopen(v, n * sizeof *v);
}
int hd_sendmmsg_from(struct hd_caller c, int fd, struct mmsghdr *v, unsigned n, int flags) {
  hd_kernel_writes(v, n * sizeof *v);
  for (unsigned i = 0; i < n; i++) {
    struct msghdr m = message_at(v, i).msg_hdr;
    msg_send_before(&m, c);
  }
  messages_reopen(v, n);
  before(NONE, fd);
  int r = HD_REAL(sendmmsg)(fd, v, n, flags);
  if (r > 0) hd_kernel_wrote(v, (size_t)r * sizeof *v, c);
  return r;
}
HD_WEAK int sendmmsg(int fd, struct mmsghdr *v, unsigned n, int flags) {
  return hd_sendmmsg_from(HD_CALLER, fd, v, n, flags);
}

/* recvmmsg overwrites each header's msg_namelen and msg_controllen with the
 * lengths it returned there (a name's may exceed its buffer): the lengths
 * given are kept before the call, so that each received message's name and
 * control data are checked as recvmsg's are (io_vectors.h msg_received:
 * what the kernel wrote, capped at the buffers). The kernel takes at most
 * UIO_MAXIOV messages; a few lengths fit on the stack, more get pages of
 * their own (mmap: no lock, so a signal handler's call cannot wait on the
 * thread it interrupted). A control length is capped at 4 GiB: only a cap. */
struct given_lengths {
  uint32_t name, control;
};
#define GIVEN_ON_STACK 64
static struct given_lengths *given_lengths_get(unsigned n, struct given_lengths *on_stack) {
  if (n <= GIVEN_ON_STACK) return on_stack;
  void *p = mmap(NULL, n * sizeof(struct given_lengths), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? NULL : p; /* none: the names and control data go unchecked, windows still open */
}
static void given_lengths_put(struct given_lengths *g, unsigned n) {
  if (g && n > GIVEN_ON_STACK) munmap(g, n * sizeof *g);
}
int hd_recvmmsg_from(struct hd_caller c, int fd, struct mmsghdr *v, unsigned n, int flags, struct timespec *timeout) {
  hd_kernel_writes(v, n * sizeof *v);
  unsigned kept = n < UIO_MAXIOV ? n : UIO_MAXIOV;
  struct given_lengths on_stack[GIVEN_ON_STACK], *given = given_lengths_get(kept, on_stack);
  for (unsigned i = 0; i < n; i++) {
    struct msghdr m = message_at(v, i).msg_hdr;
    msg_receive_before(&m, c);
    if (given && i < kept)
      given[i] = (struct given_lengths){m.msg_namelen, m.msg_controllen < UINT32_MAX ? (uint32_t)m.msg_controllen
                                                                                       : UINT32_MAX};
  }
  size_t timeout_size = timeout ? sizeof *timeout : 0;
  hd_kernel_writes(timeout, timeout_size);
  messages_reopen(v, n);
  hd_kernel_reopen(timeout, timeout_size);
  before(fd, NONE);
  int r = (int)after(fd, HD_REAL(recvmmsg)(fd, v, n, flags, timeout));
  if (r > 0) {
    hd_kernel_wrote(v, (size_t)r * sizeof *v, c);
    for (int i = 0; i < r; i++) {
      struct mmsghdr got = message_at(v, (unsigned)i);
      check_iov(got.msg_hdr.msg_iov, got.msg_hdr.msg_iovlen, got.msg_len, 1, c);
      if (!given || (unsigned)i >= kept) continue;
      struct msghdr as_given = got.msg_hdr;
      as_given.msg_namelen = given[i].name;
      as_given.msg_controllen = given[i].control;
      msg_received(&as_given, &v[i].msg_hdr, c);
    }
    hd_kernel_wrote(timeout, timeout_size, c);
  }
  given_lengths_put(given, kept);
  return r;
}
HD_WEAK int recvmmsg(int fd, struct mmsghdr *v, unsigned n, int flags, struct timespec *timeout) {
  return hd_recvmmsg_from(HD_CALLER, fd, v, n, flags, timeout);
}

/* At an offset: the vectors as readv's and writev's (io_vectors.h). */
static void vector_read_before(int fd, const struct iovec *iov, int n, struct hd_caller c) {
  size_t count = n > 0 ? (size_t)n : 0;
  iov_read_before(iov, count, c);
  iov_reopen(iov, count);
  before(fd, NONE);
}
static ssize_t vector_read_after(int fd, const struct iovec *iov, int n, ssize_t r, struct hd_caller c) {
  after(fd, r);
  if (r > 0) check_iov(iov, (size_t)n, (size_t)r, 1, c);
  return r;
}
static void vector_write_before(int fd, const struct iovec *iov, int n, struct hd_caller c) {
  size_t count = n > 0 ? (size_t)n : 0;
  iov_write_before(iov, count, c);
  iov_reopen(iov, count);
  before(NONE, fd);
}
HD_WEAK ssize_t preadv(int fd, const struct iovec *iov, int n, off_t off) {
  struct hd_caller c = HD_CALLER;
  vector_read_before(fd, iov, n, c);
  return vector_read_after(fd, iov, n, HD_REAL(preadv)(fd, iov, n, off), c);
}
HD_WEAK ssize_t pwritev(int fd, const struct iovec *iov, int n, off_t off) {
  vector_write_before(fd, iov, n, HD_CALLER);
  return HD_REAL(pwritev)(fd, iov, n, off);
}
HD_WEAK ssize_t preadv2(int fd, const struct iovec *iov, int n, off_t off, int flags) {
  struct hd_caller c = HD_CALLER;
  vector_read_before(fd, iov, n, c);
  return vector_read_after(fd, iov, n, HD_REAL(preadv2)(fd, iov, n, off, flags), c);
}
HD_WEAK ssize_t pwritev2(int fd, const struct iovec *iov, int n, off_t off, int flags) {
  vector_write_before(fd, iov, n, HD_CALLER);
  return HD_REAL(pwritev2)(fd, iov, n, off, flags);
}

HD_WEAK int posix_spawn(pid_t *pid, const char *path, const posix_spawn_file_actions_t *actions,
                const posix_spawnattr_t *attr, char *const argv[], char *const envp[]) {
  struct hd_caller c = HD_CALLER;
  hd_kernel_reads_exec(path, argv, envp, c);
  hd_fd_before_child();
  return HD_REAL(posix_spawn)(pid, path, actions, attr, argv, envp);
}
HD_WEAK int posix_spawnp(pid_t *pid, const char *file, const posix_spawn_file_actions_t *actions,
                 const posix_spawnattr_t *attr, char *const argv[], char *const envp[]) {
  struct hd_caller c = HD_CALLER;
  hd_kernel_reads_exec(file, argv, envp, c);
  hd_fd_before_child();
  return HD_REAL(posix_spawnp)(pid, file, actions, attr, argv, envp);
}
