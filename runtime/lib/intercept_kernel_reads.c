/* intercept_kernel_reads.c — the calls whose one concern to heddle is the
 * user memory the kernel reads for them and nothing they fill: paths, a
 * socket's address or option, a thread's name, an affinity mask, a limit.
 * The kernel reads user memory with the caller's PKRU, so under backend=mpk
 * such a call failed with EFAULT when its input sat in an object the thread
 * may not read (another thread's private buffer, an untouched one on the
 * closed key); and under either backend the read went unchecked. Each input
 * is now the caller's read, checked before the call as write()'s buffer is
 * (kernel_writes.h: IN, STRING), which opens libc's window under backend=mpk.
 * Calls that also fill memory are intercept_kernel_writes.c's; those that
 * carry an edge read theirs in their own files (connect: intercept_channels.c;
 * sendto, sendmsg: intercept_io.c; the exec family: intercept_exec.c).
 *
 * libc functions that open a file inside (fopen, opendir, popen) call glibc's
 * internal open, which no interposed open sees: they need lines of their own. */
#include <dirent.h>
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>
#include <sched.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/inotify.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/sem.h>
#include <sys/msg.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "fortify.h"
#include "kernel_writes.h"
#include "util.h"

/* Calls that only read a path (or two). */
KERNEL_BUFFERS(int, access, (const char *path, int mode), (path, mode), 0, STRING(path))
KERNEL_BUFFERS(int, faccessat, (int dirfd, const char *path, int mode, int flags), (dirfd, path, mode, flags), 0,
               STRING(path))
KERNEL_BUFFERS(int, unlink, (const char *path), (path), 0, STRING(path))
KERNEL_BUFFERS(int, unlinkat, (int dirfd, const char *path, int flags), (dirfd, path, flags), 0, STRING(path))
KERNEL_BUFFERS(int, mkdir, (const char *path, mode_t mode), (path, mode), 0, STRING(path))
KERNEL_BUFFERS(int, mkdirat, (int dirfd, const char *path, mode_t mode), (dirfd, path, mode), 0, STRING(path))
KERNEL_BUFFERS(int, mkfifo, (const char *path, mode_t mode), (path, mode), 0, STRING(path))
KERNEL_BUFFERS(int, rmdir, (const char *path), (path), 0, STRING(path))
/* mount: the source, target and type, and the data, taken as options (a
 * string: every file system in the kernel today; the kernel copies up to a
 * page of it, failing with EFAULT only when none of it is readable). All
 * are read before the privilege is asked for. */
KERNEL_BUFFERS(int, mount, (const char *source, const char *target, const char *type, unsigned long flags,
                            const void *data), (source, target, type, flags, data), 0, STRING(source),
               STRING(target), STRING(type), STRING((const char *)data))
KERNEL_BUFFERS(int, chdir, (const char *path), (path), 0, STRING(path))
KERNEL_BUFFERS(int, rename, (const char *from, const char *to), (from, to), 0, STRING(from), STRING(to))
KERNEL_BUFFERS(int, renameat, (int from_dir, const char *from, int to_dir, const char *to),
               (from_dir, from, to_dir, to), 0, STRING(from), STRING(to))
KERNEL_BUFFERS(int, link, (const char *from, const char *to), (from, to), 0, STRING(from), STRING(to))
KERNEL_BUFFERS(int, linkat, (int from_dir, const char *from, int to_dir, const char *to, int flags),
               (from_dir, from, to_dir, to, flags), 0, STRING(from), STRING(to))
KERNEL_BUFFERS(int, symlink, (const char *target, const char *path), (target, path), 0, STRING(target), STRING(path))
KERNEL_BUFFERS(int, symlinkat, (const char *target, int dirfd, const char *path), (target, dirfd, path), 0,
               STRING(target), STRING(path))
KERNEL_BUFFERS(int, chmod, (const char *path, mode_t mode), (path, mode), 0, STRING(path))
KERNEL_BUFFERS(int, fchmodat, (int dirfd, const char *path, mode_t mode, int flags), (dirfd, path, mode, flags), 0,
               STRING(path))
KERNEL_BUFFERS(int, chown, (const char *path, uid_t uid, gid_t gid), (path, uid, gid), 0, STRING(path))
KERNEL_BUFFERS(int, lchown, (const char *path, uid_t uid, gid_t gid), (path, uid, gid), 0, STRING(path))
KERNEL_BUFFERS(int, fchownat, (int dirfd, const char *path, uid_t uid, gid_t gid, int flags),
               (dirfd, path, uid, gid, flags), 0, STRING(path))
KERNEL_BUFFERS(int, truncate, (const char *path, off_t len), (path, len), 0, STRING(path))
KERNEL_BUFFERS(int, truncate64, (const char *path, off64_t len), (path, len), 0, STRING(path))
KERNEL_BUFFERS(int, renameat2, (int from_dir, const char *from, int to_dir, const char *to, unsigned flags),
               (from_dir, from, to_dir, to, flags), 0, STRING(from), STRING(to))
KERNEL_BUFFERS(int, mknod, (const char *path, mode_t mode, dev_t dev), (path, mode, dev), 0, STRING(path))
KERNEL_BUFFERS(int, mknodat, (int dirfd, const char *path, mode_t mode, dev_t dev), (dirfd, path, mode, dev), 0,
               STRING(path))
/* The kernel reads the path before it asks for the privilege. */
KERNEL_BUFFERS(int, chroot, (const char *path), (path), 0, STRING(path))
KERNEL_BUFFERS(int, inotify_add_watch, (int fd, const char *path, uint32_t mask), (fd, path, mask), 0, STRING(path))
/* A file's times: a null array means now. */
KERNEL_BUFFERS(int, utimes, (const char *path, const struct timeval times[2]), (path, times), 0, STRING(path),
               IN(times, 2 * sizeof *times))
KERNEL_BUFFERS(int, utimensat, (int dirfd, const char *path, const struct timespec times[2], int flags),
               (dirfd, path, times, flags), 0, STRING(path), IN(times, 2 * sizeof *times))
KERNEL_BUFFERS(int, futimens, (int fd, const struct timespec times[2]), (fd, times), 0, IN(times, 2 * sizeof *times))

/* Opening files. open and openat take a mode only with O_CREAT or O_TMPFILE,
 * variadic: one interceptor written out for all four names
 * (-D_FILE_OFFSET_BITS=64's too). */
static unsigned open_mode(int flags, va_list ap) {
  return flags & (O_CREAT | __O_TMPFILE) ? va_arg(ap, unsigned) : 0;
}
#define OPEN_READS_PATH(name, params, args)                                    \
  HD_REAL_FN(name);                                                            \
  int name params {                                                            \
    hd_kernel_reads_string(path, HD_CALLER);                                   \
    va_list ap;                                                                \
    va_start(ap, flags);                                                       \
    unsigned mode = open_mode(flags, ap);                                      \
    va_end(ap);                                                                \
    return HD_REAL(name) args;                                                 \
  }                                                                            \
  __attribute__((constructor)) static void resolve_##name(void) {              \
    hd_real_preload((void **)&real_##name, #name);                             \
  }
OPEN_READS_PATH(open, (const char *path, int flags, ...), (path, flags, mode))
OPEN_READS_PATH(open64, (const char *path, int flags, ...), (path, flags, mode))
OPEN_READS_PATH(openat, (int dirfd, const char *path, int flags, ...), (dirfd, path, flags, mode))
OPEN_READS_PATH(openat64, (int dirfd, const char *path, int flags, ...), (dirfd, path, flags, mode))
/* _FORTIFY_SOURCE's opens (the compiler saw no mode argument was needed),
 * and creat. */
KERNEL_BUFFERS(int, __open_2, (const char *path, int flags), (path, flags), 0, STRING(path))
KERNEL_BUFFERS(int, __open64_2, (const char *path, int flags), (path, flags), 0, STRING(path))
KERNEL_BUFFERS(int, __openat_2, (int dirfd, const char *path, int flags), (dirfd, path, flags), 0, STRING(path))
KERNEL_BUFFERS(int, __openat64_2, (int dirfd, const char *path, int flags), (dirfd, path, flags), 0, STRING(path))
KERNEL_BUFFERS(int, creat, (const char *path, mode_t mode), (path, mode), 0, STRING(path))
KERNEL_BUFFERS(int, creat64, (const char *path, mode_t mode), (path, mode), 0, STRING(path))
/* Streams and directories: libc reads the mode itself (a fault in libc opens
 * the window) but it is the caller's read all the same. freopen's path may
 * be null (a new mode for the same file). popen's command is read by the
 * shell's execve in the child, which starts with the caller's PKRU. */
KERNEL_BUFFERS(FILE *, fopen, (const char *path, const char *mode), (path, mode), 0, STRING(path), STRING(mode))
KERNEL_BUFFERS(FILE *, fopen64, (const char *path, const char *mode), (path, mode), 0, STRING(path), STRING(mode))
KERNEL_BUFFERS(FILE *, freopen, (const char *path, const char *mode, FILE *f), (path, mode, f), 0, STRING(path),
               STRING(mode))
KERNEL_BUFFERS(FILE *, freopen64, (const char *path, const char *mode, FILE *f), (path, mode, f), 0, STRING(path),
               STRING(mode))
KERNEL_BUFFERS(FILE *, popen, (const char *command, const char *mode), (command, mode), 0, STRING(command),
               STRING(mode))
KERNEL_BUFFERS(DIR *, opendir, (const char *path), (path), 0, STRING(path))

/* Sockets: an option's value, an address to bind (connect's is
 * intercept_channels.c's, sendto's intercept_io.c's). */
KERNEL_BUFFERS(int, setsockopt, (int fd, int level, int name, const void *value, socklen_t len),
               (fd, level, name, value, len), 0, IN(value, len))
KERNEL_BUFFERS(int, bind, (int fd, const struct sockaddr *addr, socklen_t len), (fd, addr, len), 0, IN(addr, len))

/* Threads and resources: a name (the kernel reads it for the calling thread,
 * through /proc for another), an affinity mask, a limit. */
KERNEL_BUFFERS(int, pthread_setname_np, (pthread_t thread, const char *name), (thread, name), 0, STRING(name))
KERNEL_BUFFERS(int, sched_setaffinity, (pid_t pid, size_t size, const cpu_set_t *set), (pid, size, set), 0,
               IN(set, size))
KERNEL_BUFFERS(int, pthread_setaffinity_np, (pthread_t thread, size_t size, const cpu_set_t *set),
               (thread, size, set), 0, IN(set, size))
KERNEL_BUFFERS(int, setrlimit, (__rlimit_resource_t resource, const struct rlimit *limit), (resource, limit), 0,
               IN_WHOLE(limit))
KERNEL_BUFFERS(int, setrlimit64, (__rlimit_resource_t resource, const struct rlimit64 *limit), (resource, limit), 0,
               IN_WHOLE(limit))

/* Scheduling and the clocks: a parameter, a new time (read before the
 * privilege is asked for; settimeofday converts its timeval in libc, which
 * faulted and opened the window, unchecked). */
KERNEL_BUFFERS(int, sched_setparam, (pid_t pid, const struct sched_param *param), (pid, param), 0, IN_WHOLE(param))
KERNEL_BUFFERS(int, sched_setscheduler, (pid_t pid, int policy, const struct sched_param *param),
               (pid, policy, param), 0, IN_WHOLE(param))
KERNEL_BUFFERS(int, clock_settime, (clockid_t clock, const struct timespec *time), (clock, time), 0,
               IN_WHOLE(time))
KERNEL_BUFFERS(int, settimeofday, (const struct timeval *time, const struct timezone *zone), (time, zone), 0,
               IN_WHOLE(time), IN_WHOLE(zone))

/* Messages and semaphores: a System V message (its type, then `size` bytes
 * of text), semaphore operations and their timeout, a POSIX queue's message
 * and deadline. (Receiving is intercept_kernel_writes.c's.) */
KERNEL_BUFFERS(int, msgsnd, (int queue, const void *message, size_t size, int flags), (queue, message, size, flags),
               0, IN(message, sizeof(long) + size))
KERNEL_BUFFERS(int, semop, (int set, struct sembuf *ops, size_t n), (set, ops, n), 0, IN(ops, n * sizeof *ops))
KERNEL_BUFFERS(int, semtimedop, (int set, struct sembuf *ops, size_t n, const struct timespec *timeout),
               (set, ops, n, timeout), 0, IN(ops, n * sizeof *ops), IN_WHOLE(timeout))
KERNEL_BUFFERS(int, mq_send, (mqd_t queue, const char *message, size_t size, unsigned priority),
               (queue, message, size, priority), 0, IN(message, size))
KERNEL_BUFFERS(int, mq_timedsend,
               (mqd_t queue, const char *message, size_t size, unsigned priority, const struct timespec *deadline),
               (queue, message, size, priority, deadline), 0, IN(message, size), IN_WHOLE(deadline))
