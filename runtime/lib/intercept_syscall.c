/* intercept_syscall.c — syscall() with a number heddle knows. Two kinds:
 *
 * - Numbers whose libc call has an interceptor that does more than check
 *   buffers (read, write, pread64, pwrite64, readv, writev, recvfrom, sendto,
 *   recvmsg, sendmsg, recvmmsg, sendmmsg, pipe2 and pipe: edges through
 *   descriptors) or that is a KERNEL_BUFFERS_SHARED table line (stat, fstat,
 *   lstat, newfstatat, statx, getdents64, getrandom, clock_gettime,
 *   gettimeofday, nanosleep) go to that interceptor's own body with this
 *   call's caller (routed_calls.h): the same checks, windows and edges as the
 *   libc call, no second copy. Before, a worker's syscall(SYS_read, ...) into
 *   another thread's private buffer was unchecked under either backend and
 *   failed with EFAULT under backend=mpk (lit mpk/kernel-syscall-routed.c).
 * - Numbers whose buffers kernel_commands.h finds (rt_sigtimedwait, mq_open,
 *   mq_getsetattr, the System V controls, sched_rr_get_interval, mount, and
 *   futex: its word, the second word and the timeout by operation): inputs
 *   the caller's read before the call, outputs its write after, windows
 *   opened under backend=mpk (lit mpk/kernel-syscall.c). Only buffers: the
 *   happens-before a libc interceptor adds (rt_sigtimedwait's taken signal,
 *   intercept_signal.c) is not carried, nor a futex's wake (heddle models
 *   libc's locks, not the futexes under them).
 * Other numbers go to libc unchanged.
 *
 * The runtime's own system calls take hd_raw_syscall (util.h): a routed
 * number would otherwise give the runtime's stderr writes and sock_diag
 * queries the program's descriptor edges. Weak, as the signal interceptors:
 * a program's own `syscall` must link. */
#include <mqueue.h>
#include <fcntl.h>
#include <linux/futex.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "kernel_commands.h"
#include "real.h"
#include "routed_calls.h"

HD_REAL_FN(syscall);

/* A futex operation's memory (linux/futex.h): its word, the second word,
 * the timeout. The kernel reads a word to compare it (the waits, the
 * compare-requeues), changes it (the PI locks and the PI requeue's target,
 * FUTEX_WAKE_OP's second word), or only looks its page up (wake, requeue: a
 * shared futex's page is pinned with the caller's PKRU, so it needs the
 * window, and nothing is checked). */
enum { WORD_UNUSED, WORD_READ, WORD_WRITTEN, WORD_LOOKED_UP };
struct futex_op {
  int cmd;
  unsigned char word, word2, timeout;
};
static const struct futex_op futex_ops[] = {
    {FUTEX_WAIT, WORD_READ, WORD_UNUSED, 1},
    {FUTEX_WAKE, WORD_LOOKED_UP, WORD_UNUSED, 0},
    {FUTEX_REQUEUE, WORD_LOOKED_UP, WORD_LOOKED_UP, 0},
    {FUTEX_CMP_REQUEUE, WORD_READ, WORD_LOOKED_UP, 0},
    {FUTEX_WAKE_OP, WORD_LOOKED_UP, WORD_WRITTEN, 0},
    {FUTEX_LOCK_PI, WORD_WRITTEN, WORD_UNUSED, 1},
    {FUTEX_UNLOCK_PI, WORD_WRITTEN, WORD_UNUSED, 0},
    {FUTEX_TRYLOCK_PI, WORD_WRITTEN, WORD_UNUSED, 0},
    {FUTEX_WAIT_BITSET, WORD_READ, WORD_UNUSED, 1},
    {FUTEX_WAKE_BITSET, WORD_LOOKED_UP, WORD_UNUSED, 0},
    {FUTEX_WAIT_REQUEUE_PI, WORD_READ, WORD_WRITTEN, 1},
    {FUTEX_CMP_REQUEUE_PI, WORD_READ, WORD_WRITTEN, 0},
#ifdef FUTEX_LOCK_PI2
    {FUTEX_LOCK_PI2, WORD_WRITTEN, WORD_UNUSED, 1},
#endif
};
static struct hd_buffer_use futex_word(const void *p, int kind) {
  size_t n = p ? sizeof(uint32_t) : 0;
  switch (kind) {
  case WORD_READ: return hd_use_atomic(p, n, 0);
  case WORD_WRITTEN: return hd_use_atomic(p, n, 1);
  case WORD_LOOKED_UP: return hd_use_opens(p, n);
  default: return hd_use_opens(NULL, 0);
  }
}
/* futex(word, op, value, timeout or value2, word2, value3) */
static size_t futex_uses(const long a[6], struct hd_buffer_use u[HD_BUFFER_USES_MAX]) {
  for (size_t i = 0; i < sizeof futex_ops / sizeof *futex_ops; i++) {
    const struct futex_op *f = &futex_ops[i];
    if (f->cmd != ((int)a[1] & FUTEX_CMD_MASK)) continue;
    const void *timeout = f->timeout ? (const void *)a[3] : NULL;
    u[0] = futex_word((const void *)a[0], f->word);
    u[1] = futex_word((const void *)a[4], f->word2);
    u[2] = hd_use_reads(timeout, timeout ? sizeof(struct timespec) : 0);
    return 3;
  }
  return 0;
}

/* What number nr uses of its arguments a: the count of uses written to u. */
static size_t syscall_uses(long nr, const long a[6], struct hd_buffer_use u[HD_BUFFER_USES_MAX]) {
  const void *p[6];
  for (int i = 0; i < 6; i++) p[i] = (const void *)a[i];
  switch (nr) {
  case SYS_rt_sigtimedwait: /* set, info, timeout, the set's size */
    u[0] = hd_use_reads(p[0], (size_t)a[3]);
    u[1] = hd_use_writes(p[1], p[1] ? sizeof(siginfo_t) : 0);
    u[2] = hd_use_reads(p[2], p[2] ? sizeof(struct timespec) : 0);
    return 3;
  case SYS_mq_open: /* the name as the kernel takes it (no '/'), flags, mode, attributes */
    u[0] = hd_use_string(p[0]);
    u[1] = hd_use_reads(p[3], (a[1] & O_CREAT) && p[3] ? sizeof(struct mq_attr) : 0);
    return 2;
  case SYS_mq_getsetattr: /* queue, new attributes, old */
    u[0] = hd_use_reads(p[1], p[1] ? sizeof(struct mq_attr) : 0);
    u[1] = hd_use_writes(p[2], p[2] ? sizeof(struct mq_attr) : 0);
    return 2;
  case SYS_msgctl: u[0] = hd_msgctl_use((int)a[1], p[2]); return 1;
  case SYS_shmctl: u[0] = hd_shmctl_use((int)a[1], p[2]); return 1;
  case SYS_semctl: u[0] = hd_semctl_use((int)a[2], p[3], hd_sem_count((int)a[0], (int)a[2])); return 1;
  case SYS_sched_rr_get_interval: u[0] = hd_use_writes(p[1], sizeof(struct timespec)); return 1;
  case SYS_mount: /* source, target, type, flags, data (options: a string) */
    u[0] = hd_use_string(p[0]);
    u[1] = hd_use_string(p[1]);
    u[2] = hd_use_string(p[2]);
    u[3] = hd_use_string(p[4]);
    return 4;
  case SYS_futex: return futex_uses(a, u);
  default: return 0;
  }
}

/* A number whose libc call has an interceptor: its body, with caller c
 * (*routed = 1), else *routed = 0. */
static long routed_call(long nr, const long a[6], struct hd_caller c, int *routed) {
  int fd = (int)a[0];
  void *p1 = (void *)a[1], *p4 = (void *)a[4];
  *routed = 1;
  switch (nr) {
  case SYS_read: return hd_read_from(c, fd, p1, (size_t)a[2]);
  case SYS_write: return hd_write_from(c, fd, p1, (size_t)a[2]);
  case SYS_pread64: return hd_pread_from(c, fd, p1, (size_t)a[2], (off_t)a[3]);
  case SYS_pwrite64: return hd_pwrite_from(c, fd, p1, (size_t)a[2], (off_t)a[3]);
  case SYS_readv: return hd_readv_from(c, fd, p1, (int)a[2]);
  case SYS_writev: return hd_writev_from(c, fd, p1, (int)a[2]);
  case SYS_recvfrom: return hd_recvfrom_from(c, fd, p1, (size_t)a[2], (int)a[3], p4, (socklen_t *)a[5]);
  case SYS_sendto: return hd_sendto_from(c, fd, p1, (size_t)a[2], (int)a[3], p4, (socklen_t)a[5]);
  case SYS_recvmsg: return hd_recvmsg_from(c, fd, p1, (int)a[2]);
  case SYS_sendmsg: return hd_sendmsg_from(c, fd, p1, (int)a[2]);
  case SYS_recvmmsg: return hd_recvmmsg_from(c, fd, p1, (unsigned)a[2], (int)a[3], (struct timespec *)a[4]);
  case SYS_sendmmsg: return hd_sendmmsg_from(c, fd, p1, (unsigned)a[2], (int)a[3]);
#ifdef SYS_pipe
  case SYS_pipe: return hd_pipe2_from(c, (int *)a[0], 0); /* pipe2 with no flags, as the kernel's own pipe */
#endif
  case SYS_pipe2: return hd_pipe2_from(c, (int *)a[0], (int)a[1]);
#ifdef SYS_stat
  case SYS_stat: return hd_stat_from(c, (const char *)a[0], p1);
  case SYS_lstat: return hd_lstat_from(c, (const char *)a[0], p1);
#endif
  case SYS_fstat: return hd_fstat_from(c, fd, p1);
  case SYS_newfstatat: return hd_fstatat_from(c, fd, p1, (struct stat *)a[2], (int)a[3]);
  case SYS_statx: return hd_statx_from(c, fd, p1, (int)a[2], (unsigned)a[3], p4);
  case SYS_getdents64: return hd_getdents64_from(c, fd, p1, (size_t)a[2]);
  case SYS_getrandom: return hd_getrandom_from(c, (void *)a[0], (size_t)a[1], (unsigned)a[2]);
  case SYS_clock_gettime: return hd_clock_gettime_from(c, (clockid_t)a[0], p1);
  case SYS_gettimeofday: return hd_gettimeofday_from(c, (struct timeval *)a[0], p1);
  case SYS_nanosleep: return hd_nanosleep_from(c, (const struct timespec *)a[0], p1);
  default: *routed = 0; return 0;
  }
}

/* glibc's syscall() reads six arguments whatever the number: so do we. */
__attribute__((weak)) long syscall(long nr, ...) {
  struct hd_caller c = HD_CALLER;
  long a[6];
  va_list ap;
  va_start(ap, nr);
  for (int i = 0; i < 6; i++) a[i] = va_arg(ap, long);
  va_end(ap);
  int routed;
  long r = routed_call(nr, a, c, &routed);
  if (routed) return r;
  struct hd_buffer_use u[HD_BUFFER_USES_MAX];
  size_t n = syscall_uses(nr, a, u);
  hd_uses_before(u, n, c);
  r = HD_REAL(syscall)(nr, a[0], a[1], a[2], a[3], a[4], a[5]);
  if (r != -1) hd_uses_after(u, n, c);
  return r;
}

long hd_raw_syscall(long nr, ...) {
  long a[6];
  va_list ap;
  va_start(ap, nr);
  for (int i = 0; i < 6; i++) a[i] = va_arg(ap, long);
  va_end(ap);
  return HD_REAL(syscall)(nr, a[0], a[1], a[2], a[3], a[4], a[5]);
}

__attribute__((constructor)) static void resolve_syscall(void) {
  hd_real_preload((void **)&real_syscall, "syscall");
}
