/* intercept_io.c — socket and vector I/O into and out of user buffers
 * (recv/send and friends, readv/writev), checked as accesses of the objects
 * they touch, like read/write in intercept_libc.c; each also carries its
 * descriptor's happens-before edge (fd_sync.h): begun before the real call,
 * ended with its result. What the kernel reads besides the data — sendto's
 * address, a message's header, its iovec array, name and control data — is
 * the caller's read too, checked before the call (kernel_writes.h): under
 * backend=mpk a protected one made the call fail with EFAULT. */
#include <sys/socket.h>
#include <sys/uio.h>

#include "buffer_check.h"
#include "fd_sync.h"
#include "kernel_writes.h"
#include "real.h"

HD_REAL_FN(recv);
HD_REAL_FN(recvfrom);
HD_REAL_FN(recvmsg);
HD_REAL_FN(send);
HD_REAL_FN(sendto);
HD_REAL_FN(sendmsg);
HD_REAL_FN(readv);
HD_REAL_FN(writev);

ssize_t recv(int fd, void *buf, size_t n, int flags) {
  struct hd_caller c = HD_CALLER;
  struct hd_fd_io io;
  hd_fd_read_begin(fd, n, &io);
  hd_kernel_writes(buf, n);
  ssize_t r = HD_REAL(recv)(fd, buf, n, flags);
  hd_fd_read_end(&io, r, flags & MSG_PEEK);
  if (r > 0) CHECK_BUFFER(buf, (size_t)r, 1, c);
  return r;
}
ssize_t recvfrom(int fd, void *buf, size_t n, int flags, struct sockaddr *from, socklen_t *len) {
  struct hd_caller c = HD_CALLER;
  struct hd_fd_io io;
  hd_fd_read_begin(fd, n, &io);
  hd_kernel_writes(buf, n);
  if (from && len) hd_kernel_writes(from, *len);
  if (len) hd_kernel_writes(len, sizeof *len);
  ssize_t r = HD_REAL(recvfrom)(fd, buf, n, flags, from, len);
  hd_fd_read_end(&io, r, flags & MSG_PEEK);
  if (r > 0) CHECK_BUFFER(buf, (size_t)r, 1, c);
  return r;
}
ssize_t send(int fd, const void *buf, size_t n, int flags) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(buf, n, 0, c);
  struct hd_fd_io io;
  hd_fd_write_begin(fd, n, &io);
  ssize_t r = HD_REAL(send)(fd, buf, n, flags);
  hd_fd_write_end(&io, r);
  return r;
}
ssize_t sendto(int fd, const void *buf, size_t n, int flags, const struct sockaddr *to, socklen_t len) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(buf, n, 0, c);
  hd_kernel_reads(to, len, c);
  struct hd_fd_io io;
  hd_fd_write_begin(fd, n, &io);
  ssize_t r = HD_REAL(sendto)(fd, buf, n, flags, to, len);
  hd_fd_write_end(&io, r);
  return r;
}

/* The first `total` bytes spread over iov (what a vector read filled). */
static void check_iov(const struct iovec *iov, size_t n, size_t total, int is_write, struct hd_caller c) {
  for (size_t i = 0; i < n && total; i++) {
    size_t len = iov[i].iov_len < total ? iov[i].iov_len : total;
    CHECK_BUFFER(iov[i].iov_base, len, is_write, c);
    total -= len;
  }
}
/* All the bytes iov asks for (saturating: the kernel refuses a sum that overflows). */
static size_t iov_bytes(const struct iovec *iov, size_t n) {
  size_t total = 0;
  for (size_t i = 0; i < n; i++) total = iov[i].iov_len > (size_t)-1 - total ? (size_t)-1 : total + iov[i].iov_len;
  return total;
}
/* The iovec array itself, which the kernel reads (a vector read's and
 * write's alike). */
static void kernel_reads_iov(const struct iovec *iov, size_t n, struct hd_caller c) {
  hd_kernel_reads(iov, n * sizeof *iov, c);
}
/* Every buffer iov names, before a vector read fills them (hd_kernel_writes). */
static void kernel_writes_iov(const struct iovec *iov, size_t n) {
  for (size_t i = 0; i < n; i++) hd_kernel_writes(iov[i].iov_base, iov[i].iov_len);
}
ssize_t readv(int fd, const struct iovec *iov, int n) {
  struct hd_caller c = HD_CALLER;
  struct hd_fd_io io;
  if (n > 0) kernel_reads_iov(iov, (size_t)n, c);
  hd_fd_read_begin(fd, n > 0 ? iov_bytes(iov, (size_t)n) : 0, &io);
  if (n > 0) kernel_writes_iov(iov, (size_t)n);
  ssize_t r = HD_REAL(readv)(fd, iov, n);
  hd_fd_read_end(&io, r, 0);
  if (r > 0) check_iov(iov, (size_t)n, (size_t)r, 1, c);
  return r;
}
ssize_t writev(int fd, const struct iovec *iov, int n) {
  struct hd_caller c = HD_CALLER;
  if (n > 0) kernel_reads_iov(iov, (size_t)n, c);
  if (n > 0) check_iov(iov, (size_t)n, (size_t)-1, 0, c);
  struct hd_fd_io io;
  hd_fd_write_begin(fd, n > 0 ? iov_bytes(iov, (size_t)n) : 0, &io);
  ssize_t r = HD_REAL(writev)(fd, iov, n);
  hd_fd_write_end(&io, r);
  return r;
}
ssize_t recvmsg(int fd, struct msghdr *msg, int flags) {
  struct hd_caller c = HD_CALLER;
  hd_kernel_writes(msg, sizeof *msg); /* msg_flags, the lengths: before the runtime reads it */
  kernel_reads_iov(msg->msg_iov, msg->msg_iovlen, c);
  struct hd_fd_io io;
  hd_fd_read_begin(fd, iov_bytes(msg->msg_iov, msg->msg_iovlen), &io);
  kernel_writes_iov(msg->msg_iov, msg->msg_iovlen);
  hd_kernel_writes(msg->msg_name, msg->msg_namelen);
  hd_kernel_writes(msg->msg_control, msg->msg_controllen);
  ssize_t r = HD_REAL(recvmsg)(fd, msg, flags);
  hd_fd_read_end(&io, r, flags & MSG_PEEK);
  if (r > 0) check_iov(msg->msg_iov, msg->msg_iovlen, (size_t)r, 1, c);
  return r;
}
/* Descriptors passed in SCM_RIGHTS may be used by another process, or by
 * this one under numbers no channel knows: their channels go coarse. */
static void passing_descriptors(const struct msghdr *msg) {
  if (!msg->msg_control || msg->msg_controllen < sizeof(struct cmsghdr)) return;
  for (struct cmsghdr *h = CMSG_FIRSTHDR((struct msghdr *)msg); h; h = CMSG_NXTHDR((struct msghdr *)msg, h)) {
    if (h->cmsg_level != SOL_SOCKET || h->cmsg_type != SCM_RIGHTS) continue;
    const unsigned char *data = CMSG_DATA(h);
    size_t n = (h->cmsg_len - (size_t)(data - (const unsigned char *)h)) / sizeof(int);
    for (size_t i = 0; i < n; i++) {
      int passed;
      __builtin_memcpy(&passed, data + i * sizeof(int), sizeof passed);
      hd_fd_unmodelled(passed);
    }
  }
}
ssize_t sendmsg(int fd, const struct msghdr *msg, int flags) {
  struct hd_caller c = HD_CALLER;
  /* The header first, and read once while its window is open: a later
   * check's first touch of another object reloads the thread's PKRU, and the
   * runtime's own read of a closed header would then fault as the program's
   * access (under main, such reads were reported inside sendmsg). */
  hd_kernel_reads(msg, sizeof *msg, c);
  const struct msghdr m = *msg;
  hd_kernel_reads(m.msg_name, m.msg_namelen, c);
  hd_kernel_reads(m.msg_control, m.msg_controllen, c);
  kernel_reads_iov(m.msg_iov, m.msg_iovlen, c);
  check_iov(m.msg_iov, m.msg_iovlen, (size_t)-1, 0, c);
  passing_descriptors(&m);
  struct hd_fd_io io;
  hd_fd_write_begin(fd, iov_bytes(m.msg_iov, m.msg_iovlen), &io);
  ssize_t r = HD_REAL(sendmsg)(fd, msg, flags);
  hd_fd_write_end(&io, r);
  return r;
}
