/* intercept_io.c — socket and vector I/O into and out of user buffers
 * (recv/send and friends, readv/writev), checked as accesses of the objects
 * they touch, like read/write in intercept_libc.c; each also carries its
 * descriptor's happens-before edge (fd_sync.h). */
#include <sys/socket.h>
#include <sys/uio.h>

#include "buffer_check.h"
#include "fd_sync.h"
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
  ssize_t r = HD_REAL(recv)(fd, buf, n, flags);
  if (r >= 0) hd_fd_acquire(fd);
  if (r > 0) CHECK_BUFFER(buf, (size_t)r, 1, c);
  return r;
}
ssize_t recvfrom(int fd, void *buf, size_t n, int flags, struct sockaddr *from, socklen_t *len) {
  struct hd_caller c = HD_CALLER;
  ssize_t r = HD_REAL(recvfrom)(fd, buf, n, flags, from, len);
  if (r >= 0) hd_fd_acquire(fd);
  if (r > 0) CHECK_BUFFER(buf, (size_t)r, 1, c);
  return r;
}
ssize_t send(int fd, const void *buf, size_t n, int flags) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(buf, n, 0, c);
  hd_fd_release(fd);
  return HD_REAL(send)(fd, buf, n, flags);
}
ssize_t sendto(int fd, const void *buf, size_t n, int flags, const struct sockaddr *to, socklen_t len) {
  struct hd_caller c = HD_CALLER;
  CHECK_BUFFER(buf, n, 0, c);
  hd_fd_release(fd);
  return HD_REAL(sendto)(fd, buf, n, flags, to, len);
}

/* The first `total` bytes spread over iov (what a vector read filled). */
static void check_iov(const struct iovec *iov, size_t n, size_t total, int is_write, struct hd_caller c) {
  for (size_t i = 0; i < n && total; i++) {
    size_t len = iov[i].iov_len < total ? iov[i].iov_len : total;
    CHECK_BUFFER(iov[i].iov_base, len, is_write, c);
    total -= len;
  }
}
ssize_t readv(int fd, const struct iovec *iov, int n) {
  struct hd_caller c = HD_CALLER;
  ssize_t r = HD_REAL(readv)(fd, iov, n);
  if (r >= 0) hd_fd_acquire(fd);
  if (r > 0) check_iov(iov, (size_t)n, (size_t)r, 1, c);
  return r;
}
ssize_t writev(int fd, const struct iovec *iov, int n) {
  struct hd_caller c = HD_CALLER;
  if (n > 0) check_iov(iov, (size_t)n, (size_t)-1, 0, c);
  hd_fd_release(fd);
  return HD_REAL(writev)(fd, iov, n);
}
ssize_t recvmsg(int fd, struct msghdr *msg, int flags) {
  struct hd_caller c = HD_CALLER;
  ssize_t r = HD_REAL(recvmsg)(fd, msg, flags);
  if (r >= 0) hd_fd_acquire(fd);
  if (r > 0) check_iov(msg->msg_iov, msg->msg_iovlen, (size_t)r, 1, c);
  return r;
}
ssize_t sendmsg(int fd, const struct msghdr *msg, int flags) {
  struct hd_caller c = HD_CALLER;
  check_iov(msg->msg_iov, msg->msg_iovlen, (size_t)-1, 0, c);
  hd_fd_release(fd);
  return HD_REAL(sendmsg)(fd, msg, flags);
}
