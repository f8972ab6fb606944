/* routed_calls.h — the interceptors that syscall() shares with its numbers
 * (intercept_syscall.c): each one's body as a function of the caller c, so
 * that syscall(SYS_read, ...) checks, opens windows and carries edges exactly
 * as read() does, with no second copy of read's logic. The libc name calls
 * hd_NAME_from(HD_CALLER, ...); syscall() calls it with its own caller. Each
 * defining file includes this header, so a prototype here that drifts from
 * its definition does not compile.
 *
 * Each calls libc's function of that name (HD_REAL), not the raw number: on
 * x86-64 they make the same system call with the same arguments (stat and
 * fstat as newfstatat, nanosleep as clock_nanosleep on CLOCK_REALTIME, the
 * clocks through the vDSO, which answers as the kernel does), and return -1
 * with errno set, as syscall() does. */
#ifndef HEDDLE_ROUTED_CALLS_H
#define HEDDLE_ROUTED_CALLS_H
#include <stddef.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <time.h>

#include "stack.h"

/* intercept_libc.c */
ssize_t hd_read_from(struct hd_caller c, int fd, void *buf, size_t n);
ssize_t hd_write_from(struct hd_caller c, int fd, const void *buf, size_t n);
ssize_t hd_pread_from(struct hd_caller c, int fd, void *buf, size_t n, off_t off);
ssize_t hd_pwrite_from(struct hd_caller c, int fd, const void *buf, size_t n, off_t off);
/* intercept_io.c */
ssize_t hd_readv_from(struct hd_caller c, int fd, const struct iovec *iov, int n);
ssize_t hd_writev_from(struct hd_caller c, int fd, const struct iovec *iov, int n);
ssize_t hd_recvfrom_from(struct hd_caller c, int fd, void *buf, size_t n, int flags, struct sockaddr *from,
                         socklen_t *len);
ssize_t hd_sendto_from(struct hd_caller c, int fd, const void *buf, size_t n, int flags, const struct sockaddr *to,
                       socklen_t len);
ssize_t hd_recvmsg_from(struct hd_caller c, int fd, struct msghdr *msg, int flags);
ssize_t hd_sendmsg_from(struct hd_caller c, int fd, const struct msghdr *msg, int flags);
/* intercept_transfer.c */
int hd_recvmmsg_from(struct hd_caller c, int fd, struct mmsghdr *v, unsigned n, int flags, struct timespec *timeout);
int hd_sendmmsg_from(struct hd_caller c, int fd, struct mmsghdr *v, unsigned n, int flags);
/* intercept_channels.c */
int hd_pipe2_from(struct hd_caller c, int fds[2], int flags);
/* intercept_kernel_writes.c: table lines marked KERNEL_BUFFERS_SHARED. */
int hd_stat_from(struct hd_caller c, const char *path, struct stat *st);
int hd_lstat_from(struct hd_caller c, const char *path, struct stat *st);
int hd_fstat_from(struct hd_caller c, int fd, struct stat *st);
int hd_fstatat_from(struct hd_caller c, int dirfd, const char *path, struct stat *st, int flags);
struct statx;
int hd_statx_from(struct hd_caller c, int dirfd, const char *path, int flags, unsigned int mask, struct statx *st);
ssize_t hd_getdents64_from(struct hd_caller c, int fd, void *buf, size_t len);
ssize_t hd_getrandom_from(struct hd_caller c, void *buf, size_t len, unsigned int flags);
int hd_clock_gettime_from(struct hd_caller c, clockid_t clock, struct timespec *ts);
int hd_gettimeofday_from(struct hd_caller c, struct timeval *tv, void *tz);
int hd_nanosleep_from(struct hd_caller c, const struct timespec *req, struct timespec *rem);

#endif
