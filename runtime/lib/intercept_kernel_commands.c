/* intercept_kernel_commands.c — the calls whose buffers their command or
 * flags decide (kernel_commands.h): msgctl, shmctl and semctl (a struct read
 * or filled, semctl's values), mq_open (its name, and its attributes with
 * O_CREAT). Before, none was checked under either backend, and under
 * backend=mpk a worker's msgctl(IPC_STAT) into, or mq_open with attributes
 * in, another thread's private object failed with EFAULT (lit
 * mpk/kernel-commands.c). Their numbers given to syscall() are
 * intercept_syscall.c's. */
#include <fcntl.h>
#include <mqueue.h>
#include <stdarg.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>

#include "kernel_commands.h"
#include "real.h"

HD_REAL_FN(msgctl);
HD_REAL_FN(shmctl);
HD_REAL_FN(semctl);
HD_REAL_FN(mq_open);

/* A control call on its one buffer: checked, called, its output the caller's. */
#define CONTROL(call, use)                                                     \
  do {                                                                         \
    struct hd_buffer_use u = (use);                                            \
    hd_uses_before(&u, 1, c);                                                  \
    int r = (call);                                                            \
    if (r >= 0) hd_uses_after(&u, 1, c);                                       \
    return r;                                                                  \
  } while (0)

int msgctl(int id, int cmd, struct msqid_ds *buf) {
  struct hd_caller c = HD_CALLER;
  CONTROL(HD_REAL(msgctl)(id, cmd, buf), hd_msgctl_use(cmd, buf));
}
int shmctl(int id, int cmd, struct shmid_ds *buf) {
  struct hd_caller c = HD_CALLER;
  CONTROL(HD_REAL(shmctl)(id, cmd, buf), hd_shmctl_use(cmd, buf));
}

size_t hd_sem_count(int id, int cmd) {
  switch (cmd & ~HD_IPC_64) {
  case GETALL: case SETALL: break;
  default: return 0;
  }
  struct semid_ds set; /* the runtime's own: nothing to check */
  return HD_REAL(semctl)(id, 0, IPC_STAT, &set) == 0 ? (size_t)set.sem_nsems : 0;
}
/* The program's union semun: a pointer's width, whichever member it uses. */
union hd_semun {
  int value;
  void *pointer;
};
int semctl(int id, int num, int cmd, ...) {
  struct hd_caller c = HD_CALLER;
  union hd_semun arg = {0};
  if (hd_semctl_takes_arg(cmd)) { /* as glibc: the argument is read only when passed */
    va_list ap;
    va_start(ap, cmd);
    arg = va_arg(ap, union hd_semun);
    va_end(ap);
  }
  CONTROL(HD_REAL(semctl)(id, num, cmd, arg), hd_semctl_use(cmd, arg.pointer, hd_sem_count(id, cmd)));
}

/* mq_open: glibc strips the name's '/' in user space (its read faults and
 * opens the window: unchecked before), the kernel reads the attributes. */
mqd_t mq_open(const char *name, int flags, ...) {
  struct hd_caller c = HD_CALLER;
  unsigned mode = 0;
  struct mq_attr *attr = NULL;
  if (flags & O_CREAT) {
    va_list ap;
    va_start(ap, flags);
    mode = va_arg(ap, unsigned);
    attr = va_arg(ap, struct mq_attr *);
    va_end(ap);
  }
  struct hd_buffer_use u[] = {hd_use_string(name), hd_use_reads(attr, attr ? sizeof *attr : 0)};
  hd_uses_before(u, 2, c);
  return HD_REAL(mq_open)(name, flags, mode, attr);
}

/* Looked up at start-up (kernel_writes.h's reason: a first call from a
 * signal handler or a forked child). */
__attribute__((constructor)) static void resolve_commands(void) {
  hd_real_preload((void **)&real_msgctl, "msgctl");
  hd_real_preload((void **)&real_shmctl, "shmctl");
  hd_real_preload((void **)&real_semctl, "semctl");
  hd_real_preload((void **)&real_mq_open, "mq_open");
}
