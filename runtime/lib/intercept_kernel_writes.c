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
 * are here too: nothing else of theirs concerns heddle. An input of these
 * calls (a path, a new value) is read on the same line; calls that only read
 * are intercept_kernel_reads.c's. Calls that also carry
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
#include <mqueue.h>
#include <pthread.h>
#include <signal.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/msg.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/sysinfo.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <sys/times.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

#include "fortify.h"
#include "kernel_writes.h"
#include "routed_calls.h"
#include "util.h"

/* The stat family: one struct each. (KERNEL_BUFFERS_SHARED: syscall() with
 * the call's number checks through the same function, routed_calls.h.) */
KERNEL_BUFFERS_SHARED(int, stat, (const char *path, struct stat *st), (path, st), r == 0, STRING(path), WHOLE(st))
KERNEL_BUFFERS_SHARED(int, lstat, (const char *path, struct stat *st), (path, st), r == 0, STRING(path), WHOLE(st))
KERNEL_BUFFERS_SHARED(int, fstat, (int fd, struct stat *st), (fd, st), r == 0, WHOLE(st))
KERNEL_BUFFERS_SHARED(int, fstatat, (int dirfd, const char *path, struct stat *st, int flags),
                      (dirfd, path, st, flags), r == 0, STRING(path), WHOLE(st))
/* -D_FILE_OFFSET_BITS=64 redirects the program's calls to these names. */
KERNEL_BUFFERS(int, stat64, (const char *path, struct stat64 *st), (path, st), r == 0, STRING(path), WHOLE(st))
KERNEL_BUFFERS(int, lstat64, (const char *path, struct stat64 *st), (path, st), r == 0, STRING(path), WHOLE(st))
KERNEL_BUFFERS(int, fstat64, (int fd, struct stat64 *st), (fd, st), r == 0, WHOLE(st))
KERNEL_BUFFERS(int, fstatat64, (int dirfd, const char *path, struct stat64 *st, int flags),
              (dirfd, path, st, flags), r == 0, STRING(path), WHOLE(st))
KERNEL_BUFFERS_SHARED(int, statx, (int dirfd, const char *path, int flags, unsigned int mask, struct statx *st),
                      (dirfd, path, flags, mask, st), r == 0, STRING(path), WHOLE(st))
KERNEL_BUFFERS(int, statfs, (const char *path, struct statfs *st), (path, st), r == 0, STRING(path), WHOLE(st))
KERNEL_BUFFERS(int, fstatfs, (int fd, struct statfs *st), (fd, st), r == 0, WHOLE(st))
KERNEL_BUFFERS(int, statfs64, (const char *path, struct statfs64 *st), (path, st), r == 0, STRING(path), WHOLE(st))
KERNEL_BUFFERS(int, fstatfs64, (int fd, struct statfs64 *st), (fd, st), r == 0, WHOLE(st))
/* statvfs converts the kernel's statfs in user space; only the path reaches
 * the kernel. */
KERNEL_BUFFERS(int, statvfs, (const char *path, struct statvfs *st), (path, st), r == 0, STRING(path), WHOLE(st))
KERNEL_BUFFERS(int, fstatvfs, (int fd, struct statvfs *st), (fd, st), r == 0, WHOLE(st))
KERNEL_BUFFERS(int, statvfs64, (const char *path, struct statvfs64 *st), (path, st), r == 0, STRING(path),
               WHOLE(st))
KERNEL_BUFFERS(int, fstatvfs64, (int fd, struct statvfs64 *st), (fd, st), r == 0, WHOLE(st))

/* Paths and directory entries: as many bytes as the call says it wrote. */
KERNEL_BUFFERS(ssize_t, readlink, (const char *path, char *buf, size_t len), (path, buf, len), r >= 0,
              STRING(path), OUT(buf, len, r))
KERNEL_BUFFERS(ssize_t, readlinkat, (int dirfd, const char *path, char *buf, size_t len), (dirfd, path, buf, len),
              r >= 0, STRING(path), OUT(buf, len, r))
KERNEL_BUFFERS(char *, getcwd, (char *buf, size_t size), (buf, size), r != NULL, OUT(buf, size, hd_strlen(buf) + 1))
KERNEL_BUFFERS(char *, realpath, (const char *path, char *resolved), (path, resolved), r != NULL,
              STRING(path), OUT(resolved, PATH_MAX, hd_strlen(resolved) + 1))
KERNEL_BUFFERS_SHARED(ssize_t, getdents64, (int fd, void *buf, size_t len), (fd, buf, len), r > 0, OUT(buf, len, r))
/* _FORTIFY_SOURCE's forms, where the compiler knows the buffer's size. */
KERNEL_BUFFERS(ssize_t, __readlink_chk, (const char *path, char *buf, size_t len, size_t buf_len),
              (path, buf, len, buf_len), r >= 0, STRING(path), OUT(buf, len, r))
KERNEL_BUFFERS(ssize_t, __readlinkat_chk, (int dirfd, const char *path, char *buf, size_t len, size_t buf_len),
              (dirfd, path, buf, len, buf_len), r >= 0, STRING(path), OUT(buf, len, r))
KERNEL_BUFFERS(char *, __getcwd_chk, (char *buf, size_t size, size_t buf_len), (buf, size, buf_len), r != NULL,
              OUT(buf, size, hd_strlen(buf) + 1))
KERNEL_BUFFERS(char *, __realpath_chk, (const char *path, char *resolved, size_t resolved_len),
              (path, resolved, resolved_len), r != NULL, STRING(path), OUT(resolved, PATH_MAX, hd_strlen(resolved) + 1))

/* Extended attributes: a size of 0 asks for the size and writes nothing. */
KERNEL_BUFFERS(ssize_t, getxattr, (const char *path, const char *name, void *value, size_t size),
               (path, name, value, size), r >= 0, STRING(path), STRING(name), OUT(value, size, r))
KERNEL_BUFFERS(ssize_t, lgetxattr, (const char *path, const char *name, void *value, size_t size),
               (path, name, value, size), r >= 0, STRING(path), STRING(name), OUT(value, size, r))
KERNEL_BUFFERS(ssize_t, fgetxattr, (int fd, const char *name, void *value, size_t size), (fd, name, value, size),
               r >= 0, STRING(name), OUT(value, size, r))
KERNEL_BUFFERS(ssize_t, listxattr, (const char *path, char *list, size_t size), (path, list, size), r >= 0,
               STRING(path), OUT(list, size, r))
KERNEL_BUFFERS(ssize_t, llistxattr, (const char *path, char *list, size_t size), (path, list, size), r >= 0,
               STRING(path), OUT(list, size, r))
KERNEL_BUFFERS(ssize_t, flistxattr, (int fd, char *list, size_t size), (fd, list, size), r >= 0,
               OUT(list, size, r))

/* Sockets: the length is in and out, and the kernel says how much of the
 * value it wrote (an address may have been cut to the buffer: the cap). */
KERNEL_BUFFERS(int, getsockopt, (int fd, int level, int name, void *value, socklen_t *len),
              (fd, level, name, value, len), r == 0, WHOLE(len), OUT(value, len ? *len : 0, *len))
KERNEL_BUFFERS(int, getsockname, (int fd, struct sockaddr *addr, socklen_t *len), (fd, addr, len), r == 0,
              WHOLE(len), OUT(addr, len ? *len : 0, *len))
KERNEL_BUFFERS(int, getpeername, (int fd, struct sockaddr *addr, socklen_t *len), (fd, addr, len), r == 0,
              WHOLE(len), OUT(addr, len ? *len : 0, *len))

/* Children and resources. A wait that found no child (WNOHANG: 0) wrote nothing.
 * `wait`, `times` and `time` (below) are weak, as intercept_signal.c's and
 * intercept_transfer.c's interceptors: they are ordinary words, and a
 * program's own function of that name must link (and then is no libc call) —
 * a course lab's `void wait(struct options, …)` that joins its threads failed
 * to link under heddle-cc alone (a new-user trial). Not waitpid: the runtime
 * calls it itself (direct_report.c), so a program's own must not replace it. */
#pragma weak wait
#pragma weak times
#pragma weak time
KERNEL_BUFFERS(pid_t, wait, (int *status), (status), r > 0, WHOLE(status))
KERNEL_BUFFERS(pid_t, waitpid, (pid_t pid, int *status, int options), (pid, status, options), r > 0,
              WHOLE(status))
KERNEL_BUFFERS(pid_t, wait3, (int *status, int options, struct rusage *usage), (status, options, usage), r > 0,
              WHOLE(status), WHOLE(usage))
KERNEL_BUFFERS(pid_t, wait4, (pid_t pid, int *status, int options, struct rusage *usage),
              (pid, status, options, usage), r > 0, WHOLE(status), WHOLE(usage))
KERNEL_BUFFERS(int, waitid, (idtype_t type, id_t id, siginfo_t *info, int options), (type, id, info, options),
              r == 0, WHOLE(info))
KERNEL_BUFFERS(int, getrusage, (__rusage_who_t who, struct rusage *usage), (who, usage), r == 0, WHOLE(usage))
KERNEL_BUFFERS(int, getrlimit, (__rlimit_resource_t resource, struct rlimit *limit), (resource, limit), r == 0,
              WHOLE(limit))
KERNEL_BUFFERS(int, getrlimit64, (__rlimit_resource_t resource, struct rlimit64 *limit), (resource, limit), r == 0,
              WHOLE(limit))
KERNEL_BUFFERS(int, prlimit, (pid_t pid, enum __rlimit_resource resource, const struct rlimit *limit,
                             struct rlimit *old), (pid, resource, limit, old), r == 0, IN_WHOLE(limit), WHOLE(old))
KERNEL_BUFFERS(int, prlimit64, (pid_t pid, enum __rlimit_resource resource, const struct rlimit64 *limit,
                               struct rlimit64 *old), (pid, resource, limit, old), r == 0, IN_WHOLE(limit), WHOLE(old))
KERNEL_BUFFERS(clock_t, times, (struct tms *buf), (buf), r != (clock_t)-1, WHOLE(buf))
KERNEL_BUFFERS(int, sched_getaffinity, (pid_t pid, size_t size, cpu_set_t *set), (pid, size, set), r == 0,
              OUT(set, size, size))
KERNEL_BUFFERS(int, pthread_getaffinity_np, (pthread_t thread, size_t size, cpu_set_t *set), (thread, size, set),
               r == 0, OUT(set, size, size))
/* A thread's name: the kernel's 16 bytes for the calling thread, read from
 * /proc for another. */
KERNEL_BUFFERS(int, pthread_getname_np, (pthread_t thread, char *name, size_t len), (thread, name, len), r == 0,
               OUT(name, len, hd_strlen(name) + 1))

/* The system. */
KERNEL_BUFFERS(int, uname, (struct utsname *name), (name), r == 0, WHOLE(name))
KERNEL_BUFFERS(int, sysinfo, (struct sysinfo *info), (info), r == 0, WHOLE(info))
KERNEL_BUFFERS_SHARED(ssize_t, getrandom, (void *buf, size_t len, unsigned int flags), (buf, len, flags), r > 0,
                      OUT(buf, len, r))
KERNEL_BUFFERS(int, getentropy, (void *buf, size_t len), (buf, len), r == 0, OUT(buf, len, len))

/* Clocks and sleeps. A sleep writes what was left of it only when a signal
 * cut it short (clock_nanosleep: and only for a relative time). */
KERNEL_BUFFERS_SHARED(int, clock_gettime, (clockid_t clock, struct timespec *ts), (clock, ts), r == 0, WHOLE(ts))
KERNEL_BUFFERS(int, clock_getres, (clockid_t clock, struct timespec *ts), (clock, ts), r == 0, WHOLE(ts))
KERNEL_BUFFERS_SHARED(int, gettimeofday, (struct timeval *tv, void *tz), (tv, tz), r == 0, WHOLE(tv),
                      OUT(tz, sizeof(struct timezone), sizeof(struct timezone)))
KERNEL_BUFFERS(time_t, time, (time_t *t), (t), r != (time_t)-1, WHOLE(t))
KERNEL_BUFFERS_SHARED(int, nanosleep, (const struct timespec *req, struct timespec *rem), (req, rem),
                      r == -1 && errno == EINTR, IN_WHOLE(req), WHOLE(rem))
KERNEL_BUFFERS(int, clock_nanosleep, (clockid_t clock, int flags, const struct timespec *req, struct timespec *rem),
              (clock, flags, req, rem), r == EINTR && !(flags & TIMER_ABSTIME), IN_WHOLE(req), WHOLE(rem))

/* Timers and signal masks: the old values, and the new ones read. (The old
 * action of sigaction is written by intercept_sigaction.c, in user space;
 * sigwaitinfo's and sigtimedwait's siginfo, intercept_signal.c's.) */
KERNEL_BUFFERS(int, getitimer, (__itimer_which_t which, struct itimerval *now), (which, now), r == 0, WHOLE(now))
KERNEL_BUFFERS(int, setitimer, (__itimer_which_t which, const struct itimerval *value, struct itimerval *old),
               (which, value, old), r == 0, IN_WHOLE(value), WHOLE(old))
/* timerfd's and POSIX timers' settings: the new one read, the old one or the
 * current one written. */
KERNEL_BUFFERS(int, timerfd_settime, (int fd, int flags, const struct itimerspec *value, struct itimerspec *old),
               (fd, flags, value, old), r == 0, IN_WHOLE(value), WHOLE(old))
KERNEL_BUFFERS(int, timerfd_gettime, (int fd, struct itimerspec *now), (fd, now), r == 0, WHOLE(now))
KERNEL_BUFFERS(int, timer_settime, (timer_t timer, int flags, const struct itimerspec *value, struct itimerspec *old),
               (timer, flags, value, old), r == 0, IN_WHOLE(value), WHOLE(old))
KERNEL_BUFFERS(int, timer_gettime, (timer_t timer, struct itimerspec *now), (timer, now), r == 0, WHOLE(now))
KERNEL_BUFFERS(int, sigpending, (sigset_t *set), (set), r == 0, WHOLE(set))
KERNEL_BUFFERS(int, sigprocmask, (int how, const sigset_t *set, sigset_t *old), (how, set, old), r == 0,
               IN_WHOLE(set), WHOLE(old))
KERNEL_BUFFERS(int, pthread_sigmask, (int how, const sigset_t *set, sigset_t *old), (how, set, old), r == 0,
               IN_WHOLE(set), WHOLE(old))

/* Receiving a message: a System V message's type and text, a POSIX queue's
 * message and its priority (whose deadline is read). */
KERNEL_BUFFERS(ssize_t, msgrcv, (int queue, void *message, size_t size, long type, int flags),
               (queue, message, size, type, flags), r >= 0, OUT(message, sizeof(long) + size, sizeof(long) + (size_t)r))
KERNEL_BUFFERS(ssize_t, mq_receive, (mqd_t queue, char *message, size_t size, unsigned *priority),
               (queue, message, size, priority), r >= 0, OUT(message, size, r), WHOLE(priority))
KERNEL_BUFFERS(ssize_t, mq_timedreceive,
               (mqd_t queue, char *message, size_t size, unsigned *priority, const struct timespec *deadline),
               (queue, message, size, priority, deadline), r >= 0, OUT(message, size, r), WHOLE(priority),
               IN_WHOLE(deadline))
/* A POSIX queue's attributes: the new ones read, the old ones written
 * (mq_open's, read with O_CREAT only, are intercept_kernel_commands.c's, as
 * the System V control calls' structs). */
KERNEL_BUFFERS(int, mq_getattr, (mqd_t queue, struct mq_attr *attr), (queue, attr), r == 0, WHOLE(attr))
KERNEL_BUFFERS(int, mq_setattr, (mqd_t queue, const struct mq_attr *attr, struct mq_attr *old), (queue, attr, old),
               r == 0, IN_WHOLE(attr), WHOLE(old))

/* A process's scheduling parameter and round-robin time slice. */
KERNEL_BUFFERS(int, sched_getparam, (pid_t pid, struct sched_param *param), (pid, param), r == 0, WHOLE(param))
KERNEL_BUFFERS(int, sched_rr_get_interval, (pid_t pid, struct timespec *slice), (pid, slice), r == 0, WHOLE(slice))
