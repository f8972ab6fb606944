/* kernel_commands.h — buffers a call's command decides: msgctl, semctl and
 * shmctl read or fill a struct (or, semctl, an array of values) by command,
 * mq_open reads its attributes only with O_CREAT, and syscall() uses what its
 * number's call uses. kernel_writes.h's table declares buffers per call at
 * compile time; these are found at run time, as a list of `struct
 * hd_buffer_use`, then checked the same way: inputs as the caller's read
 * before the call (which opens libc's window under backend=mpk: a system call
 * on a buffer the thread's PKRU closes fails with EFAULT), every window
 * opened again just before it, outputs as the caller's write after a
 * successful call. Shared by intercept_kernel_commands.c (the libc calls) and
 * intercept_syscall.c (their numbers given to syscall()). */
#ifndef HEDDLE_KERNEL_COMMANDS_H
#define HEDDLE_KERNEL_COMMANDS_H
#include <stddef.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>

#include "kernel_writes.h"
#include "race.h"

/* One buffer: `reads` bytes the call reads (string: to its NUL, measured
 * before the call), `writes` the most it fills (all of it when it succeeds:
 * each is a struct or an array of a known length), `opens` bytes the kernel
 * only needs access to, neither read nor filled for the program (a futex
 * word it looks up by page: under backend=mpk its window opens, no check),
 * `atomic` (HD_USE_ATOMIC_READ/WRITE) for a word the kernel reads or changes
 * atomically — a futex word: the program's own atomics share it — so the
 * bytes it opens are the caller's atomic access, as intercept_atomic.c's hooks
 * note them: never a policy check, never a plain access that races with the
 * program's atomic stores (race/infer-library-statics.cpp: std::atomic::wait's
 * FUTEX_WAIT read of `turn` was a false data race with the other thread's
 * release store, lit race/futex-word-atomic.c). */
struct hd_buffer_use {
  const void *p;
  size_t reads, writes, opens;
  int string;
  int atomic;
};
enum { HD_USE_NOT_ATOMIC, HD_USE_ATOMIC_READ, HD_USE_ATOMIC_WRITE };
#define HD_BUFFER_USES_MAX 4

static inline struct hd_buffer_use hd_use_reads(const void *p, size_t n) {
  return (struct hd_buffer_use){p, n, 0, 0, 0, 0};
}
static inline struct hd_buffer_use hd_use_writes(const void *p, size_t n) {
  return (struct hd_buffer_use){p, 0, n, 0, 0, 0};
}
static inline struct hd_buffer_use hd_use_opens(const void *p, size_t n) {
  return (struct hd_buffer_use){p, 0, 0, n, 0, 0};
}
static inline struct hd_buffer_use hd_use_string(const void *p) { return (struct hd_buffer_use){p, 0, 0, 0, 1, 0}; }
static inline struct hd_buffer_use hd_use_atomic(const void *p, size_t n, int is_write) {
  return (struct hd_buffer_use){p, 0, 0, n, 0, is_write ? HD_USE_ATOMIC_WRITE : HD_USE_ATOMIC_READ};
}

static inline size_t hd_use_span(const struct hd_buffer_use *u) {
  size_t n = u->reads > u->writes ? u->reads : u->writes;
  return n > u->opens ? n : u->opens;
}
/* Before the call: the inputs checked, the outputs' windows, then every
 * window again (kernel_writes.h hd_kernel_reopen: a check between may have
 * closed an earlier one). */
static inline void hd_uses_before(struct hd_buffer_use *u, size_t n, struct hd_caller c) {
  for (size_t i = 0; i < n; i++) {
    if (u[i].string) u[i].reads = hd_kernel_reads_string(u[i].p, c);
    else if (u[i].reads) hd_kernel_reads(u[i].p, u[i].reads, c);
    if (u[i].writes) hd_kernel_writes(u[i].p, u[i].writes);
    if (u[i].opens) hd_kernel_writes(u[i].p, u[i].opens);
    if (u[i].atomic && hd_from_program(c.pc))
      hd_race_note_atomic((uintptr_t)u[i].p, (uint32_t)u[i].opens, u[i].atomic == HD_USE_ATOMIC_WRITE, c);
  }
  for (size_t i = 0; i < n; i++) hd_kernel_reopen(u[i].p, hd_use_span(&u[i]));
}
/* After a successful call: the outputs are the caller's writes. */
static inline void hd_uses_after(const struct hd_buffer_use *u, size_t n, struct hd_caller c) {
  for (size_t i = 0; i < n; i++) hd_kernel_wrote(u[i].p, u[i].writes, c);
}

/* The System V control commands' buffers, by command (the kernel's numbers;
 * syscall()'s callers may add IPC_64, 0x100, which glibc adds itself and the
 * 64-bit kernel ignores): a struct read or filled, or semctl's values, one
 * unsigned short per semaphore of the set. A command not listed uses no
 * buffer (IPC_RMID, the values' getters and setters). */
#define HD_IPC_64 0x100
struct hd_command_buffer {
  int cmd;
  int reads;          /* else the call fills it */
  size_t size;        /* bytes, or per semaphore */
  int per_semaphore;
};
#define HD_COMMANDS(table) table, sizeof table / sizeof *table
static const struct hd_command_buffer hd_msgctl_buffers[] = {
    {IPC_STAT, 0, sizeof(struct msqid_ds), 0}, {MSG_STAT, 0, sizeof(struct msqid_ds), 0},
#ifdef MSG_STAT_ANY
    {MSG_STAT_ANY, 0, sizeof(struct msqid_ds), 0},
#endif
    {IPC_SET, 1, sizeof(struct msqid_ds), 0}, {IPC_INFO, 0, sizeof(struct msginfo), 0},
    {MSG_INFO, 0, sizeof(struct msginfo), 0}};
static const struct hd_command_buffer hd_shmctl_buffers[] = {
    {IPC_STAT, 0, sizeof(struct shmid_ds), 0}, {SHM_STAT, 0, sizeof(struct shmid_ds), 0},
#ifdef SHM_STAT_ANY
    {SHM_STAT_ANY, 0, sizeof(struct shmid_ds), 0},
#endif
    {IPC_SET, 1, sizeof(struct shmid_ds), 0}, {IPC_INFO, 0, sizeof(struct shminfo), 0},
    {SHM_INFO, 0, sizeof(struct shm_info), 0}};
static const struct hd_command_buffer hd_semctl_buffers[] = {
    {IPC_STAT, 0, sizeof(struct semid_ds), 0}, {SEM_STAT, 0, sizeof(struct semid_ds), 0},
#ifdef SEM_STAT_ANY
    {SEM_STAT_ANY, 0, sizeof(struct semid_ds), 0},
#endif
    {IPC_SET, 1, sizeof(struct semid_ds), 0}, {IPC_INFO, 0, sizeof(struct seminfo), 0},
    {SEM_INFO, 0, sizeof(struct seminfo), 0}, {GETALL, 0, sizeof(unsigned short), 1},
    {SETALL, 1, sizeof(unsigned short), 1}};

/* cmd's use of buf in table t (count: the set's semaphores, for the
 * per-semaphore commands). */
static inline struct hd_buffer_use hd_command_use(const struct hd_command_buffer *t, size_t n, int cmd,
                                                  const void *buf, size_t count) {
  for (size_t i = 0; i < n; i++) {
    if (t[i].cmd != (cmd & ~HD_IPC_64)) continue;
    size_t size = t[i].per_semaphore ? count * t[i].size : t[i].size;
    return t[i].reads ? hd_use_reads(buf, size) : hd_use_writes(buf, size);
  }
  return hd_use_writes(NULL, 0);
}
static inline struct hd_buffer_use hd_msgctl_use(int cmd, const void *buf) {
  return hd_command_use(HD_COMMANDS(hd_msgctl_buffers), cmd, buf, 0);
}
static inline struct hd_buffer_use hd_shmctl_use(int cmd, const void *buf) {
  return hd_command_use(HD_COMMANDS(hd_shmctl_buffers), cmd, buf, 0);
}
/* semctl's fourth argument (union semun, which the program defines: one
 * pointer or an int) is passed for commands other than these. */
static inline int hd_semctl_takes_arg(int cmd) {
  switch (cmd & ~HD_IPC_64) {
  case IPC_RMID: case GETPID: case GETVAL: case GETNCNT: case GETZCNT: return 0;
  default: return 1;
  }
}
static inline struct hd_buffer_use hd_semctl_use(int cmd, const void *arg, size_t count) {
  return hd_command_use(HD_COMMANDS(hd_semctl_buffers), cmd, arg, count);
}
/* The number of semaphores of set `id`, for GETALL and SETALL (0 when the
 * kernel does not say: then nothing is checked and the call gives its own
 * error). Defined in intercept_kernel_commands.c, with the real semctl. */
size_t hd_sem_count(int id, int cmd);

#endif
