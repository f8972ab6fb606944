/* intercept_kernel_writes.c — the calls whose one concern to heddle is the
 * user memory they fill: file metadata, a process's status and resources,
 * the system's and the clocks' state, paths and directory entries. A program
 * passing one of its tracked objects gets it filled as a write by the calling
 * thread — checked as the read family's bytes are (a worker's stat() into
 * another thread's private struct is a sharing-violation under either
 * backend) — and under backend=mpk filled at all: a system call does not
 * fault on a page the thread's PKRU closes, it fails with EFAULT, so libc's
 * window opens first when the thread may not write the buffer
 * (kernel_writes.h). The socket calls (getsockopt, getsockname, getpeername)
 * are here too: nothing else of theirs concerns heddle. Calls that also carry
 * an edge fill their buffers the same way in their own files: accept and
 * accept4 (intercept_channels.c), the poll, select and epoll_wait families
 * (intercept_poll.c), the read family (intercept_libc.c, intercept_io.c).
 *
 * Which calls: those a C program makes with an output buffer, going by what
 * glibc passes to the kernel unchanged (the stat family, getsockopt, wait4,
 * getrusage, uname, sysinfo, readlink, getdents64, getrandom, ...), plus the
 * ones that can reach the kernel only sometimes — clock_gettime, gettimeofday
 * and time run in the vDSO, except for the CPU-time clocks and where the
 * clock source has no vDSO path (a VM's) — and the ones libc fills in user
 * space from its own buffer (realpath, select's timeout): those would fault
 * and open the window anyway, but their bytes were never checked. */
#include <dirent.h>
#include <limits.h>
#include <sched.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysinfo.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fortify.h"
#include "kernel_writes.h"
#include "util.h"

/* The stat family: one struct each. */
KERNEL_WRITES(int, stat, (const char *path, struct stat *st), (path, st), r == 0, WHOLE(st))
KERNEL_WRITES(int, lstat, (const char *path, struct stat *st), (path, st), r == 0, WHOLE(st))
KERNEL_WRITES(int, fstat, (int fd, struct stat *st), (fd, st), r == 0, WHOLE(st))
KERNEL_WRITES(int, fstatat, (int dirfd, const char *path, struct stat *st, int flags), (dirfd, path, st, flags),
              r == 0, WHOLE(st))
/* -D_FILE_OFFSET_BITS=64 redirects the program's calls to these names. */
KERNEL_WRITES(int, stat64, (const char *path, struct stat64 *st), (path, st), r == 0, WHOLE(st))
KERNEL_WRITES(int, lstat64, (const char *path, struct stat64 *st), (path, st), r == 0, WHOLE(st))
KERNEL_WRITES(int, fstat64, (int fd, struct stat64 *st), (fd, st), r == 0, WHOLE(st))
KERNEL_WRITES(int, fstatat64, (int dirfd, const char *path, struct stat64 *st, int flags),
              (dirfd, path, st, flags), r == 0, WHOLE(st))
KERNEL_WRITES(int, statx, (int dirfd, const char *path, int flags, unsigned int mask, struct statx *st),
              (dirfd, path, flags, mask, st), r == 0, WHOLE(st))
KERNEL_WRITES(int, statfs, (const char *path, struct statfs *st), (path, st), r == 0, WHOLE(st))
KERNEL_WRITES(int, fstatfs, (int fd, struct statfs *st), (fd, st), r == 0, WHOLE(st))
KERNEL_WRITES(int, statfs64, (const char *path, struct statfs64 *st), (path, st), r == 0, WHOLE(st))
KERNEL_WRITES(int, fstatfs64, (int fd, struct statfs64 *st), (fd, st), r == 0, WHOLE(st))

/* Paths and directory entries: as many bytes as the call says it wrote. */
KERNEL_WRITES(ssize_t, readlink, (const char *path, char *buf, size_t len), (path, buf, len), r >= 0,
              (buf, len, r))
KERNEL_WRITES(ssize_t, readlinkat, (int dirfd, const char *path, char *buf, size_t len), (dirfd, path, buf, len),
              r >= 0, (buf, len, r))
KERNEL_WRITES(char *, getcwd, (char *buf, size_t size), (buf, size), r != NULL, (buf, size, hd_strlen(buf) + 1))
KERNEL_WRITES(char *, realpath, (const char *path, char *resolved), (path, resolved), r != NULL,
              (resolved, PATH_MAX, hd_strlen(resolved) + 1))
KERNEL_WRITES(ssize_t, getdents64, (int fd, void *buf, size_t len), (fd, buf, len), r > 0, (buf, len, r))
/* _FORTIFY_SOURCE's forms, where the compiler knows the buffer's size. */
KERNEL_WRITES(ssize_t, __readlink_chk, (const char *path, char *buf, size_t len, size_t buf_len),
              (path, buf, len, buf_len), r >= 0, (buf, len, r))
KERNEL_WRITES(ssize_t, __readlinkat_chk, (int dirfd, const char *path, char *buf, size_t len, size_t buf_len),
              (dirfd, path, buf, len, buf_len), r >= 0, (buf, len, r))
KERNEL_WRITES(char *, __getcwd_chk, (char *buf, size_t size, size_t buf_len), (buf, size, buf_len), r != NULL,
              (buf, size, hd_strlen(buf) + 1))
KERNEL_WRITES(char *, __realpath_chk, (const char *path, char *resolved, size_t resolved_len),
              (path, resolved, resolved_len), r != NULL, (resolved, PATH_MAX, hd_strlen(resolved) + 1))

/* Sockets: the length is in and out, and the kernel says how much of the
 * value it wrote (an address may have been cut to the buffer: the cap). */
KERNEL_WRITES(int, getsockopt, (int fd, int level, int name, void *value, socklen_t *len),
              (fd, level, name, value, len), r == 0, WHOLE(len), (value, len ? *len : 0, *len))
KERNEL_WRITES(int, getsockname, (int fd, struct sockaddr *addr, socklen_t *len), (fd, addr, len), r == 0,
              WHOLE(len), (addr, len ? *len : 0, *len))
KERNEL_WRITES(int, getpeername, (int fd, struct sockaddr *addr, socklen_t *len), (fd, addr, len), r == 0,
              WHOLE(len), (addr, len ? *len : 0, *len))

/* Children and resources. A wait that found no child (WNOHANG: 0) wrote nothing. */
KERNEL_WRITES(pid_t, wait, (int *status), (status), r > 0, WHOLE(status))
KERNEL_WRITES(pid_t, waitpid, (pid_t pid, int *status, int options), (pid, status, options), r > 0,
              WHOLE(status))
KERNEL_WRITES(pid_t, wait3, (int *status, int options, struct rusage *usage), (status, options, usage), r > 0,
              WHOLE(status), WHOLE(usage))
KERNEL_WRITES(pid_t, wait4, (pid_t pid, int *status, int options, struct rusage *usage),
              (pid, status, options, usage), r > 0, WHOLE(status), WHOLE(usage))
KERNEL_WRITES(int, waitid, (idtype_t type, id_t id, siginfo_t *info, int options), (type, id, info, options),
              r == 0, WHOLE(info))
KERNEL_WRITES(int, getrusage, (__rusage_who_t who, struct rusage *usage), (who, usage), r == 0, WHOLE(usage))
KERNEL_WRITES(int, getrlimit, (__rlimit_resource_t resource, struct rlimit *limit), (resource, limit), r == 0,
              WHOLE(limit))
KERNEL_WRITES(int, getrlimit64, (__rlimit_resource_t resource, struct rlimit64 *limit), (resource, limit), r == 0,
              WHOLE(limit))
KERNEL_WRITES(int, prlimit, (pid_t pid, enum __rlimit_resource resource, const struct rlimit *limit,
                             struct rlimit *old), (pid, resource, limit, old), r == 0, WHOLE(old))
KERNEL_WRITES(int, prlimit64, (pid_t pid, enum __rlimit_resource resource, const struct rlimit64 *limit,
                               struct rlimit64 *old), (pid, resource, limit, old), r == 0, WHOLE(old))
KERNEL_WRITES(clock_t, times, (struct tms *buf), (buf), r != (clock_t)-1, WHOLE(buf))
KERNEL_WRITES(int, sched_getaffinity, (pid_t pid, size_t size, cpu_set_t *set), (pid, size, set), r == 0,
              (set, size, size))

/* The system. */
KERNEL_WRITES(int, uname, (struct utsname *name), (name), r == 0, WHOLE(name))
KERNEL_WRITES(int, sysinfo, (struct sysinfo *info), (info), r == 0, WHOLE(info))
KERNEL_WRITES(ssize_t, getrandom, (void *buf, size_t len, unsigned int flags), (buf, len, flags), r > 0,
              (buf, len, r))
KERNEL_WRITES(int, getentropy, (void *buf, size_t len), (buf, len), r == 0, (buf, len, len))

/* Clocks and sleeps. A sleep writes what was left of it only when a signal
 * cut it short (clock_nanosleep: and only for a relative time). */
KERNEL_WRITES(int, clock_gettime, (clockid_t clock, struct timespec *ts), (clock, ts), r == 0, WHOLE(ts))
KERNEL_WRITES(int, clock_getres, (clockid_t clock, struct timespec *ts), (clock, ts), r == 0, WHOLE(ts))
KERNEL_WRITES(int, gettimeofday, (struct timeval *tv, void *tz), (tv, tz), r == 0, WHOLE(tv),
              (tz, sizeof(struct timezone), sizeof(struct timezone)))
KERNEL_WRITES(time_t, time, (time_t *t), (t), r != (time_t)-1, WHOLE(t))
KERNEL_WRITES(int, nanosleep, (const struct timespec *req, struct timespec *rem), (req, rem),
              r == -1 && errno == EINTR, WHOLE(rem))
KERNEL_WRITES(int, clock_nanosleep, (clockid_t clock, int flags, const struct timespec *req, struct timespec *rem),
              (clock, flags, req, rem), r == EINTR && !(flags & TIMER_ABSTIME), WHOLE(rem))
