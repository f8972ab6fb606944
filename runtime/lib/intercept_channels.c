/* intercept_channels.c — the calls that make descriptors whose two ends are
 * different numbers (pipe, socketpair) or whose peer is unknown (a socket):
 * fd_sync.h gives them the keys that let a write on one end order a read on
 * the other. A connect happens before the accept that returns its
 * connection (TSan's fd model has this edge too). */
#include <errno.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "buffer_check.h"
#include "fd_sync.h"
#include "kernel_writes.h"
#include "real.h"
#include "routed_calls.h"

HD_REAL_FN(pipe);
HD_REAL_FN(pipe2);
HD_REAL_FN(socketpair);
HD_REAL_FN(socket);
HD_REAL_FN(accept);
HD_REAL_FN(accept4);
HD_REAL_FN(connect);

/* The kernel writes fds[]: libc's window first (an annotated global nobody
 * touched yet sits on the closed key under backend=mpk: buffer_check.h),
 * then, once a successful call's descriptors are paired — the pairing reads
 * fds[] with that window still open —, the caller's write under either
 * backend (a worker's pipe() into another thread's private array is a
 * sharing-violation, as its stat() into a struct is: kernel_writes.h). */
static void kernel_writes(int fds[2]) { hd_kernel_writes(fds, 2 * sizeof(int)); }
static int paired(int rc, int fds[2], int message, struct hd_caller c) {
  if (rc == 0) {
    hd_fd_pair(fds, message);
    hd_kernel_wrote(fds, 2 * sizeof(int), c);
  }
  return rc;
}

int pipe(int fds[2]) {
  struct hd_caller c = HD_CALLER;
  kernel_writes(fds);
  return paired(HD_REAL(pipe)(fds), fds, 0, c);
}
/* syscall(SYS_pipe2) comes here too (routed_calls.h). */
int hd_pipe2_from(struct hd_caller c, int fds[2], int flags) {
  kernel_writes(fds);
  return paired(HD_REAL(pipe2)(fds, flags), fds, 0, c);
}
int pipe2(int fds[2], int flags) { return hd_pipe2_from(HD_CALLER, fds, flags); }
int socketpair(int domain, int type, int protocol, int fds[2]) {
  struct hd_caller c = HD_CALLER;
  kernel_writes(fds);
  /* type may carry SOCK_NONBLOCK / SOCK_CLOEXEC above the socket type's bits */
  int message = (type & 0xf) == SOCK_DGRAM || (type & 0xf) == SOCK_SEQPACKET;
  return paired(HD_REAL(socketpair)(domain, type, protocol, fds), fds, message, c);
}
int socket(int domain, int type, int protocol) {
  int fd = HD_REAL(socket)(domain, type, protocol);
  hd_fd_socket(fd);
  return fd;
}
/* Which connect an accept returns is not known here: every connect releases
 * this one key and every accept acquires it. A key of its own, not the
 * sockets' data key, so a connection set up orders nothing for the reads of
 * other sockets (found by a new-user trial: TSan's fd_socket_connect_norace). */
static char connect_key;

/* The peer's address and its length are written as getsockname's are
 * (kernel_writes.h): the caller's write, libc's window first under
 * backend=mpk. The address may have been cut to the buffer: at most *len. */
static size_t accept_begin(struct sockaddr *addr, socklen_t *len) {
  if (!addr || !len) return 0;
  hd_kernel_writes(len, sizeof *len);
  size_t most = *len;
  hd_kernel_writes(addr, most);
  return most;
}
static int accepted(int got, struct sockaddr *addr, socklen_t *len, size_t most, struct hd_caller c) {
  int saved = errno; /* the pairing's own calls leave the program's errno alone */
  if (got >= 0 && most) {
    size_t wrote = *len < most ? *len : most;
    hd_kernel_wrote(len, sizeof *len, c);
    hd_kernel_wrote(addr, wrote, c);
  }
  hd_fd_socket(got);
  if (got >= 0) {
    hd_fd_acquire_key(&connect_key);
    hd_fd_connected(got, NULL, 0);
  }
  errno = saved;
  return got;
}
int accept(int fd, struct sockaddr *addr, socklen_t *len) {
  struct hd_caller c = HD_CALLER;
  size_t most = accept_begin(addr, len);
  return accepted(HD_REAL(accept)(fd, addr, len), addr, len, most, c);
}
int accept4(int fd, struct sockaddr *addr, socklen_t *len, int flags) {
  struct hd_caller c = HD_CALLER;
  size_t most = accept_begin(addr, len);
  return accepted(HD_REAL(accept4)(fd, addr, len, flags), addr, len, most, c);
}
/* Paired before it returns, so the channel sees the program's first write;
 * errno is the call's. The address is the caller's read (kernel_writes.h). */
int connect(int fd, const struct sockaddr *addr, socklen_t len) {
  hd_kernel_reads(addr, len, HD_CALLER);
  hd_fd_release_key(&connect_key); /* before: the peer's accept may return as soon as the handshake ends */
  int rc = HD_REAL(connect)(fd, addr, len);
  int saved = errno;
  if (rc == 0 || saved == EINPROGRESS) hd_fd_connected(fd, addr, len);
  errno = saved;
  return rc;
}
