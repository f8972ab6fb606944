// syscall() with a number whose buffers heddle knows: rt_sigtimedwait's
// siginfo, mq_open's attributes, mq_getsetattr's old attributes, msgctl's,
// shmctl's and semctl's struct (IPC_STAT), sched_rr_get_interval's time
// slice, mount's target. A worker passes T0's private objects: under
// backend=mpk each call failed with EFAULT ("Bad address": the worker's PKRU
// closes T0's key and a system call does not fault), and under either backend
// none was reported: syscall() had no interceptor. Now each is checked as the
// libc call's buffers are (runtime/lib/intercept_syscall.c,
// kernel_commands.h): every call prints ok under both backends and each is
// one sharing-violation.
// Nothing blocks: the signal is pending in the worker before it waits (and
// the wait's timeout is zero); mount names a file system no kernel has
// (ENODEV, or EPERM without the privilege: both after the kernel read the
// strings, and nothing is mounted).
// Runs on the host under backend=check (lit-mpk) and in the VM under
// backend=mpk (mpk-lit).
// RUN: %heddle-cc -I%inputs -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT --implicit-check-not=FAIL < %t.out
#define _GNU_SOURCE
#include "call_outcome.h"
#include "ipc_objects.h"
#include <heddle.h>
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

// T0's private objects, one per call (the struct sticky-read).
static struct {
  siginfo_t *info;
  struct mq_attr *create_attr, *attr_out;
  struct msqid_ds *queue_out;
  struct shmid_ds *segment_out;
  struct semid_ds *set_out;
  struct timespec *slice;
  char *mount_target;
  const char *mq_name; // as the kernel takes it: no leading '/'
  struct ipc_objects ipc;
} w;

static void *worker(void *arg) {
  (void)arg;
  sigset_t usr1;
  sigemptyset(&usr1);
  sigaddset(&usr1, SIGUSR1);
  pthread_sigmask(SIG_BLOCK, &usr1, NULL);
  pthread_kill(pthread_self(), SIGUSR1); // pending in this thread: the wait below returns at once
  struct timespec no_wait = {0, 0};
  said_alone("worker's rt_sigtimedwait", syscall(SYS_rt_sigtimedwait, &usr1, w.info, &no_wait, _NSIG / 8) == SIGUSR1);
  // CHECK: Thread T1 wrote {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall.c:[[@LINE-2]] in worker
  long created = syscall(SYS_mq_open, w.mq_name, O_CREAT | O_EXCL | O_RDWR | O_NONBLOCK, 0600, w.create_attr);
  said_alone("worker's mq_open", created >= 0);
  // CHECK: Thread T1 read {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall.c:[[@LINE-3]] in worker
  if (created >= 0) close((int)created);
  syscall(SYS_mq_unlink, w.mq_name);
  said_alone("worker's mq_getsetattr", syscall(SYS_mq_getsetattr, w.ipc.mq, NULL, w.attr_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall.c:[[@LINE]] in worker
  said_alone("worker's msgctl", syscall(SYS_msgctl, w.ipc.queue, IPC_STAT, w.queue_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall.c:[[@LINE]] in worker
  said_alone("worker's shmctl", syscall(SYS_shmctl, w.ipc.segment, IPC_STAT, w.segment_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall.c:[[@LINE]] in worker
  said_alone("worker's semctl", syscall(SYS_semctl, w.ipc.semaphores, 0, IPC_STAT, w.set_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall.c:[[@LINE]] in worker
  said_alone("worker's sched_rr_get_interval", syscall(SYS_sched_rr_get_interval, 0, w.slice) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall.c:[[@LINE]] in worker
  long mounted = syscall(SYS_mount, NULL, w.mount_target, "heddle-no-such-fs", 0, NULL);
  said_alone("worker's mount", mounted == -1 && errno != EFAULT); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall.c:[[@LINE-1]] in worker
  return NULL;
}

int main(void) {
  char mq_created[64];
  snprintf(mq_created, sizeof mq_created, "heddle-kernel-syscall-%d-worker", (int)getpid());
  if (ipc_objects_open(&w.ipc, "kernel-syscall", 1)) return 1;
  w.mq_name = mq_created;
  siginfo_t info = {0};
  w.info = owned_copy(&info, sizeof info);
  w.create_attr = owned_copy(&ipc_mq_attr, sizeof ipc_mq_attr);
  struct mq_attr zero = {0};
  w.attr_out = owned_copy(&zero, sizeof zero);
  struct msqid_ds queue_zero = {0};
  w.queue_out = owned_copy(&queue_zero, sizeof queue_zero);
  struct shmid_ds segment_zero = {0};
  w.segment_out = owned_copy(&segment_zero, sizeof segment_zero);
  struct semid_ds set_zero = {0};
  w.set_out = owned_copy(&set_zero, sizeof set_zero);
  struct timespec slice = {0, 0};
  w.slice = owned_copy(&slice, sizeof slice);
  w.mount_target = owned("/");
  run_worker(worker, &w);
  ipc_objects_close(&w.ipc);
  return 0;
}
// OUT: worker's rt_sigtimedwait: ok
// OUT-NEXT: worker's mq_open: ok
// OUT-NEXT: worker's mq_getsetattr: ok
// OUT-NEXT: worker's msgctl: ok
// OUT-NEXT: worker's shmctl: ok
// OUT-NEXT: worker's semctl: ok
// OUT-NEXT: worker's sched_rr_get_interval: ok
// OUT-NEXT: worker's mount: ok
// CHECK: heddle: 8 reports (8 sharing-violation) in 1 process
// CHECK: exit=66
