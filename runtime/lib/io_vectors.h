/* io_vectors.h — what the kernel reads and fills of the vectors a call hands
 * it: an iovec array and the buffers it names (readv, writev, preadv,
 * pwritev and their -2 forms), and a message header with its name, control
 * data and iovec array (sendmsg, recvmsg, sendmmsg, recvmmsg). The shared
 * part of intercept_io.c's and intercept_transfer.c's interceptors: what is
 * read is the caller's read, checked before the call, what is filled the
 * caller's write, checked after it (kernel_writes.h), and under backend=mpk
 * every buffer's window opens again before the call (hd_kernel_reopen).
 *
 * The runtime reads an array slot or a header only with its window open
 * (iov_at, msg_at; checks run between, kernel_writes.h hd_kernel_reopen):
 * the runtime's own read of a closed one would fault as the program's access
 * (libheddle is linked into the executable). */
#ifndef HEDDLE_IO_VECTORS_H
#define HEDDLE_IO_VECTORS_H
#include <stddef.h>
#include <sys/socket.h>
#include <sys/uio.h>

#include "buffer_check.h"
#include "kernel_writes.h"

static inline struct iovec iov_at(const struct iovec *iov, size_t i) {
  hd_mpk_buffer((uintptr_t)&iov[i], sizeof iov[i]);
  return iov[i];
}
static inline struct msghdr msg_at(const struct msghdr *msg) {
  hd_mpk_buffer((uintptr_t)msg, sizeof *msg);
  return *msg;
}

/* All the bytes iov asks for (saturating: the kernel refuses a sum that overflows). */
static inline size_t iov_bytes(const struct iovec *iov, size_t n) {
  size_t total = 0;
  for (size_t i = 0; i < n; i++) {
    size_t len = iov_at(iov, i).iov_len;
    total = len > (size_t)-1 - total ? (size_t)-1 : total + len;
  }
  return total;
}

/* The first `total` bytes spread over iov: what a vector read filled (a
 * write), or all a vector write sends (total (size_t)-1: a read). */
static inline void check_iov(const struct iovec *iov, size_t n, size_t total, int is_write, struct hd_caller c) {
  for (size_t i = 0; i < n && total; i++) {
    struct iovec v = iov_at(iov, i);
    size_t len = v.iov_len < total ? v.iov_len : total;
    CHECK_BUFFER(v.iov_base, len, is_write, c);
    total -= len;
  }
}

/* Before a vector read: the array is read, every buffer gets its window. */
static inline void iov_read_before(const struct iovec *iov, size_t n, struct hd_caller c) {
  hd_kernel_reads(iov, n * sizeof *iov, c);
  for (size_t i = 0; i < n; i++) {
    struct iovec v = iov_at(iov, i);
    hd_kernel_writes(v.iov_base, v.iov_len);
  }
}
/* Before a vector write: the array and every buffer are read. */
static inline void iov_write_before(const struct iovec *iov, size_t n, struct hd_caller c) {
  hd_kernel_reads(iov, n * sizeof *iov, c);
  check_iov(iov, n, (size_t)-1, 0, c);
}
/* The last pass (kernel_writes.h): the array and every buffer (nothing to
 * open while backend=mpk is off: no loop). */
static inline void iov_reopen(const struct iovec *iov, size_t n) {
  if (!__builtin_expect(hd_mpk_on, 0)) return;
  for (size_t i = 0; i < n; i++) {
    struct iovec v = iov_at(iov, i);
    hd_kernel_reopen(v.iov_base, v.iov_len);
  }
  hd_kernel_reopen(iov, n * sizeof *iov);
}

/* A message to send (m: the header, read once): its name, control data,
 * iovec array and data are read. */
static inline void msg_send_before(const struct msghdr *m, struct hd_caller c) {
  hd_kernel_reads(m->msg_name, m->msg_namelen, c);
  hd_kernel_reads(m->msg_control, m->msg_controllen, c);
  iov_write_before(m->msg_iov, m->msg_iovlen, c);
}
/* A message to receive into: the iovec array is read; the data, name and
 * control buffers get their windows. */
static inline void msg_receive_before(const struct msghdr *m, struct hd_caller c) {
  iov_read_before(m->msg_iov, m->msg_iovlen, c);
  hd_kernel_writes(m->msg_name, m->msg_namelen);
  hd_kernel_writes(m->msg_control, m->msg_controllen);
}
/* After a message was received (m: the header as given — recvmmsg's with the
 * lengths kept from before the call, which overwrote them): the name and
 * control data the kernel wrote, as long as the lengths it wrote back say
 * (capped at the buffers' sizes), are the caller's writes. The header is read
 * again through its window. */
static inline void msg_received(const struct msghdr *m, const struct msghdr *msg, struct hd_caller c) {
  const struct msghdr got = msg_at(msg);
  hd_kernel_wrote(m->msg_name, got.msg_namelen < m->msg_namelen ? got.msg_namelen : m->msg_namelen, c);
  hd_kernel_wrote(m->msg_control, got.msg_controllen < m->msg_controllen ? got.msg_controllen : m->msg_controllen, c);
}
static inline void msg_reopen(const struct msghdr *m) {
  hd_kernel_reopen(m->msg_name, m->msg_namelen);
  hd_kernel_reopen(m->msg_control, m->msg_controllen);
  iov_reopen(m->msg_iov, m->msg_iovlen);
}

#endif
