/* intercept_syscall.c — syscall() with a number whose buffers heddle knows:
 * they are checked as the libc call's are (kernel_commands.h): inputs the
 * caller's read before the call, outputs its write after, windows opened
 * under backend=mpk (a worker's syscall(SYS_sched_rr_get_interval, 0, p)
 * into another thread's private timespec failed with EFAULT, unchecked
 * under either backend; lit mpk/kernel-syscall.c). Other numbers go to libc
 * unchanged. Only buffers: the happens-before a libc interceptor adds
 * (rt_sigtimedwait's taken signal, intercept_signal.c) is not carried.
 *
 * The runtime calls syscall() itself (util.h's write, log_writer.c): its
 * calls come here too, and hd_kernel_reads checks only the program's. Weak,
 * as the signal interceptors: a program's own `syscall` must link. */
#include <mqueue.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "kernel_commands.h"
#include "real.h"

HD_REAL_FN(syscall);

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
  default: return 0;
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
  struct hd_buffer_use u[HD_BUFFER_USES_MAX];
  size_t n = syscall_uses(nr, a, u);
  hd_uses_before(u, n, c);
  long r = HD_REAL(syscall)(nr, a[0], a[1], a[2], a[3], a[4], a[5]);
  if (r != -1) hd_uses_after(u, n, c);
  return r;
}

__attribute__((constructor)) static void resolve_syscall(void) {
  hd_real_preload((void **)&real_syscall, "syscall");
}
