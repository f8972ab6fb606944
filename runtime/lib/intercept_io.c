/* intercept_io.c — socket and vector I/O into and out of user buffers
 * (recv/send and friends, readv/writev), checked as accesses of the objects
 * they touch, like read/write in intercept_libc.c; each also carries its
 * descriptor's happens-before edge (fd_sync.h): begun before the real call,
 * ended with its result. What the kernel reads besides the data — sendto's
 * address, a message's header, its iovec array, name and control data — is
 * the caller's read too, checked before the call (kernel_writes.h; the
 * vectors' part in io_vectors.h, shared with intercept_transfer.c's preadv
 * and sendmmsg): under backend=mpk a protected one made the call fail with
 * EFAULT. */
#include <sys/socket.h>
#include <sys/uio.h>

#include "buffer_check.h"
#include "fd_sync.h"
#include "io_vectors.h"
#include "kernel_writes.h"
#include "real.h"
#include "routed_calls.h"

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
ssize_t hd_recvfrom_from(struct hd_caller c, int fd, void *buf, size_t n, int flags, struct sockaddr *from,
                         socklen_t *len) {
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
ssize_t recvfrom(int fd, void *buf, size_t n, int flags, struct sockaddr *from, socklen_t *len) {
  return hd_recvfrom_from(HD_CALLER, fd, buf, n, flags, from, len);
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
ssize_t hd_sendto_from(struct hd_caller c, int fd, const void *buf, size_t n, int flags, const struct sockaddr *to,
                       socklen_t len) {
  CHECK_BUFFER(buf, n, 0, c);
  hd_kernel_reads(to, len, c);
  hd_kernel_reopen(buf, n); /* the address's check may have closed the data's window */
  struct hd_fd_io io;
  hd_fd_write_begin(fd, n, &io);
  ssize_t r = HD_REAL(sendto)(fd, buf, n, flags, to, len);
  hd_fd_write_end(&io, r);
  return r;
}
ssize_t sendto(int fd, const void *buf, size_t n, int flags, const struct sockaddr *to, socklen_t len) {
  return hd_sendto_from(HD_CALLER, fd, buf, n, flags, to, len);
}

ssize_t hd_readv_from(struct hd_caller c, int fd, const struct iovec *iov, int n) {
  size_t count = n > 0 ? (size_t)n : 0;
  iov_read_before(iov, count, c);
  iov_reopen(iov, count);
  struct hd_fd_io io;
  hd_fd_read_begin(fd, iov_bytes(iov, count), &io);
  ssize_t r = HD_REAL(readv)(fd, iov, n);
  hd_fd_read_end(&io, r, 0);
  if (r > 0) check_iov(iov, count, (size_t)r, 1, c);
  return r;
}
ssize_t readv(int fd, const struct iovec *iov, int n) { return hd_readv_from(HD_CALLER, fd, iov, n); }
ssize_t hd_writev_from(struct hd_caller c, int fd, const struct iovec *iov, int n) {
  size_t count = n > 0 ? (size_t)n : 0;
  iov_write_before(iov, count, c);
  iov_reopen(iov, count);
  struct hd_fd_io io;
  hd_fd_write_begin(fd, iov_bytes(iov, count), &io);
  ssize_t r = HD_REAL(writev)(fd, iov, n);
  hd_fd_write_end(&io, r);
  return r;
}
ssize_t writev(int fd, const struct iovec *iov, int n) { return hd_writev_from(HD_CALLER, fd, iov, n); }
ssize_t hd_recvmsg_from(struct hd_caller c, int fd, struct msghdr *msg, int flags) {
  const struct msghdr m = msg_at(msg); /* the kernel writes msg_flags and the lengths: no check */
  msg_receive_before(&m, c);
  msg_reopen(&m);
  hd_kernel_reopen(msg, sizeof *msg);
  struct hd_fd_io io;
  hd_fd_read_begin(fd, iov_bytes(m.msg_iov, m.msg_iovlen), &io);
  ssize_t r = HD_REAL(recvmsg)(fd, msg, flags);
  hd_fd_read_end(&io, r, flags & MSG_PEEK);
  if (r > 0) check_iov(m.msg_iov, m.msg_iovlen, (size_t)r, 1, c);
  if (r >= 0) msg_received(&m, msg, c); /* a message of no bytes may carry a name and control data */
  return r;
}
ssize_t recvmsg(int fd, struct msghdr *msg, int flags) { return hd_recvmsg_from(HD_CALLER, fd, msg, flags); }
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
ssize_t hd_sendmsg_from(struct hd_caller c, int fd, const struct msghdr *msg, int flags) {
  /* The header first, and read once while its window is open: a later
   * check's first touch of another object reloads the thread's PKRU, and the
   * runtime's own read of a closed header would then fault as the program's
   * access (under main, such reads were reported inside sendmsg). */
  hd_kernel_reads(msg, sizeof *msg, c);
  const struct msghdr m = msg_at(msg);
  msg_send_before(&m, c);
  msg_reopen(&m);
  hd_kernel_reopen(msg, sizeof *msg);
  passing_descriptors(&m);
  struct hd_fd_io io;
  hd_fd_write_begin(fd, iov_bytes(m.msg_iov, m.msg_iovlen), &io);
  ssize_t r = HD_REAL(sendmsg)(fd, msg, flags);
  hd_fd_write_end(&io, r);
  return r;
}
ssize_t sendmsg(int fd, const struct msghdr *msg, int flags) { return hd_sendmsg_from(HD_CALLER, fd, msg, flags); }
