// What the kernel reads and fills for the calls whose command or flags pick
// the buffer, and the receives' returned names and control data: mq_open's
// attributes (O_CREAT), mq_getattr's and mq_setattr's, msgctl's, shmctl's and
// semctl's struct (IPC_STAT filled, IPC_SET read), semctl's values (GETALL),
// sched_rr_get_interval's time slice, mount's target, recvmsg's and
// recvmmsg's name and control data. A worker passes T0's private objects:
// under backend=mpk each call but the receives failed with EFAULT ("Bad
// address": the worker's PKRU closes T0's key and a system call does not
// fault), and under either backend none was reported. Now each input is the
// caller's read and each output its write (runtime/lib/intercept_kernel_commands.c,
// intercept_kernel_writes.c, intercept_kernel_reads.c, intercept_io.c,
// intercept_transfer.c: recvmmsg overwrites the lengths it was given, so they
// are kept before the call), which opens libc's window first: every call
// prints ok under both backends and each is one sharing-violation.
// Nothing blocks: the receives ask not to wait and find the datagrams main
// sent before the worker started; mount names a file system no kernel has
// (ENODEV, or EPERM without the privilege: either comes after the kernel read
// the strings, and nothing is mounted).
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
#include <sched.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mount.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#define SEMAPHORES 3

union semun {
  int val;
  struct semid_ds *buf;
  unsigned short *array;
};

// T0's private objects, one per call (the struct sticky-read).
static struct {
  struct mq_attr *create_attr, *attr_out, *attr_in;
  struct msqid_ds *queue_out, *queue_in;
  struct shmid_ds *segment_out;
  struct semid_ds *set_out;
  unsigned short *values;
  struct timespec *slice;
  char *mount_target;
  struct sockaddr_un *from, *mfrom;
  char *control, *mcontrol;
  const char *mq_name;
  struct ipc_objects ipc;
  int datagrams;
} w;

// A datagram's header: data into the worker's own buffer, and a name or
// control data into T0's.
static char data[8];
static struct iovec data_vector = {data, sizeof data};
static struct msghdr header(void *name, socklen_t name_len, void *control, size_t control_len) {
  return (struct msghdr){.msg_name = name, .msg_namelen = name_len, .msg_iov = &data_vector, .msg_iovlen = 1,
                         .msg_control = control, .msg_controllen = control_len};
}

static void *worker(void *arg) {
  (void)arg;
  mqd_t created = mq_open(w.mq_name, O_CREAT | O_EXCL | O_RDWR | O_NONBLOCK, 0600, w.create_attr);
  said_alone("worker's mq_open", created != (mqd_t)-1);
  // CHECK: Thread T1 read {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE-3]] in worker
  mq_close(created);
  mq_unlink(w.mq_name);
  said_alone("worker's mq_getattr", mq_getattr(w.ipc.mq, w.attr_out) == 0);
  // CHECK: Thread T1 wrote {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE-2]] in worker
  said_alone("worker's mq_setattr", mq_setattr(w.ipc.mq, w.attr_in, NULL) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE]] in worker
  said_alone("worker's msgctl IPC_STAT", msgctl(w.ipc.queue, IPC_STAT, w.queue_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE]] in worker
  said_alone("worker's msgctl IPC_SET", msgctl(w.ipc.queue, IPC_SET, w.queue_in) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE]] in worker
  said_alone("worker's shmctl IPC_STAT", shmctl(w.ipc.segment, IPC_STAT, w.segment_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE]] in worker
  said_alone("worker's semctl IPC_STAT", semctl(w.ipc.semaphores, 0, IPC_STAT, (union semun){.buf = w.set_out}) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE]] in worker
  said_alone("worker's semctl GETALL", semctl(w.ipc.semaphores, 0, GETALL, (union semun){.array = w.values}) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE]] in worker
  said_alone("worker's sched_rr_get_interval", sched_rr_get_interval(0, w.slice) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE]] in worker
  int mounted = mount(NULL, w.mount_target, "heddle-no-such-fs", 0, NULL);
  said_alone("worker's mount", mounted == -1 && errno != EFAULT); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE-1]] in worker
  struct msghdr named = header(w.from, sizeof *w.from, NULL, 0);
  said_alone("worker's recvmsg name", recvmsg(w.datagrams, &named, MSG_DONTWAIT) > 0 && named.msg_namelen > sizeof(sa_family_t)); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE]] in worker
  struct msghdr credited = header(NULL, 0, w.control, CMSG_SPACE(sizeof(struct ucred)));
  said_alone("worker's recvmsg control", recvmsg(w.datagrams, &credited, MSG_DONTWAIT) > 0 && credited.msg_controllen > 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE]] in worker
  struct mmsghdr named_m = {.msg_hdr = header(w.mfrom, sizeof *w.mfrom, NULL, 0)};
  said_alone("worker's recvmmsg name", recvmmsg(w.datagrams, &named_m, 1, MSG_DONTWAIT, NULL) == 1 && named_m.msg_hdr.msg_namelen > sizeof(sa_family_t)); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE]] in worker
  struct mmsghdr credited_m = {.msg_hdr = header(NULL, 0, w.mcontrol, CMSG_SPACE(sizeof(struct ucred)))};
  said_alone("worker's recvmmsg control", recvmmsg(w.datagrams, &credited_m, 1, MSG_DONTWAIT, NULL) == 1 && credited_m.msg_hdr.msg_controllen > 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-control.c:[[@LINE]] in worker
  return NULL;
}

// An abstract AF_UNIX name (no file left behind): "\0heddle-kernel-control-PID-ROLE".
static socklen_t abstract_name(struct sockaddr_un *a, const char *role) {
  memset(a, 0, sizeof *a);
  a->sun_family = AF_UNIX;
  int n = snprintf(a->sun_path + 1, sizeof a->sun_path - 1, "heddle-kernel-control-%d-%s", (int)getpid(), role);
  return (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + n);
}

int main(void) {
  char mq_created[64];
  snprintf(mq_created, sizeof mq_created, "/heddle-kernel-control-%d-worker", (int)getpid());
  if (ipc_objects_open(&w.ipc, "kernel-control", SEMAPHORES)) return 1;
  int sender = socket(AF_UNIX, SOCK_DGRAM, 0), one = 1;
  w.datagrams = socket(AF_UNIX, SOCK_DGRAM, 0);
  struct sockaddr_un sender_name, receiver_name;
  socklen_t sender_len = abstract_name(&sender_name, "sender"), receiver_len = abstract_name(&receiver_name, "receiver");
  struct msqid_ds queue_now;
  if (sender < 0 || w.datagrams < 0 ||
      bind(sender, (struct sockaddr *)&sender_name, sender_len) ||
      bind(w.datagrams, (struct sockaddr *)&receiver_name, receiver_len) ||
      setsockopt(w.datagrams, SOL_SOCKET, SO_PASSCRED, &one, sizeof one) || msgctl(w.ipc.queue, IPC_STAT, &queue_now)) {
    perror("setup");
    return 1;
  }
  // The worker's four datagrams, sent before it starts.
  for (int i = 0; i < 4; i++)
    if (sendto(sender, "main", 4, 0, (struct sockaddr *)&receiver_name, receiver_len) != 4) {
      perror("sendto");
      return 1;
    }
  w.mq_name = mq_created;
  w.create_attr = owned_copy(&ipc_mq_attr, sizeof ipc_mq_attr);
  struct mq_attr zero = {0};
  w.attr_out = owned_copy(&zero, sizeof zero);
  struct mq_attr nonblocking = {.mq_flags = O_NONBLOCK};
  w.attr_in = owned_copy(&nonblocking, sizeof nonblocking);
  w.queue_out = owned_copy(&queue_now, sizeof queue_now);
  w.queue_in = owned_copy(&queue_now, sizeof queue_now);
  struct shmid_ds segment_zero = {0};
  w.segment_out = owned_copy(&segment_zero, sizeof segment_zero);
  struct semid_ds set_zero = {0};
  w.set_out = owned_copy(&set_zero, sizeof set_zero);
  unsigned short values[SEMAPHORES] = {0};
  w.values = owned_copy(values, sizeof values);
  struct timespec slice = {0, 0};
  w.slice = owned_copy(&slice, sizeof slice);
  w.mount_target = owned("/");
  struct sockaddr_un from = {0};
  w.from = owned_copy(&from, sizeof from);
  w.mfrom = owned_copy(&from, sizeof from);
  char control[CMSG_SPACE(sizeof(struct ucred))] = {0};
  w.control = owned_copy(control, sizeof control);
  w.mcontrol = owned_copy(control, sizeof control);
  run_worker(worker, &w);
  ipc_objects_close(&w.ipc);
  return 0;
}
// OUT: worker's mq_open: ok
// OUT-NEXT: worker's mq_getattr: ok
// OUT-NEXT: worker's mq_setattr: ok
// OUT-NEXT: worker's msgctl IPC_STAT: ok
// OUT-NEXT: worker's msgctl IPC_SET: ok
// OUT-NEXT: worker's shmctl IPC_STAT: ok
// OUT-NEXT: worker's semctl IPC_STAT: ok
// OUT-NEXT: worker's semctl GETALL: ok
// OUT-NEXT: worker's sched_rr_get_interval: ok
// OUT-NEXT: worker's mount: ok
// OUT-NEXT: worker's recvmsg name: ok
// OUT-NEXT: worker's recvmsg control: ok
// OUT-NEXT: worker's recvmmsg name: ok
// OUT-NEXT: worker's recvmmsg control: ok
// CHECK: heddle: 14 reports (14 sharing-violation) in 1 process
// CHECK: exit=66
