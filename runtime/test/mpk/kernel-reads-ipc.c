// What the kernel reads and fills for messages and semaphores: msgsnd's and
// msgrcv's message, semop's operations, semtimedop's timeout, mq_send's and
// mq_receive's message, mq_timedsend's deadline, mq_timedreceive's
// priority. A worker passes T0's private objects: under backend=mpk each call
// failed with EFAULT ("Bad address": the worker's PKRU closes T0's key and a
// system call does not fault), and under either backend none was reported.
// Now each input is the caller's read and each output its write, checked as
// write()'s and read()'s buffers are (runtime/lib/intercept_kernel_reads.c,
// intercept_kernel_writes.c), which opens libc's window first: every call
// prints ok under both backends and each is one sharing-violation.
// Nothing blocks: the receives find messages main queued before the worker
// started (and ask not to wait), the semaphore only goes up then back down.
// Runs on the host under backend=check (lit-mpk) and in the VM under
// backend=mpk (mpk-lit).
// RUN: %heddle-cc -I%inputs -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT --implicit-check-not=FAIL < %t.out
#define _GNU_SOURCE
#include "call_outcome.h"
#include <heddle.h>
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <time.h>
#include <unistd.h>

#define TEXT 8      // a System V message's text
#define MQ_SIZE 16  // a POSIX queue's message size

struct sysv_message {
  long type;
  char text[TEXT];
};

// What the worker uses: T0's private objects, one per call (the struct
// itself sticky-read, so it may read the pointers).
static struct {
  struct sysv_message *sent, *received;
  struct sembuf *up;
  struct timespec *semaphore_timeout, *deadline;
  char *mq_sent, *mq_received;
  unsigned *priority;
  int queue, semaphores;
  mqd_t mq;
} w;

static void *worker(void *arg) {
  (void)arg;
  said_alone("worker's msgsnd", msgsnd(w.queue, w.sent, TEXT, IPC_NOWAIT) == 0);
  // CHECK: Thread T1 read {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-ipc.c:[[@LINE-2]] in worker
  said_alone("worker's msgrcv", msgrcv(w.queue, w.received, TEXT, 0, IPC_NOWAIT) >= 0);
  // CHECK: Thread T1 wrote {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-ipc.c:[[@LINE-2]] in worker
  said_alone("worker's semop", semop(w.semaphores, w.up, 1) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-ipc.c:[[@LINE]] in worker
  struct sembuf down = {0, -1, IPC_NOWAIT};
  said_alone("worker's semtimedop", semtimedop(w.semaphores, &down, 1, w.semaphore_timeout) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-ipc.c:[[@LINE]] in worker
  said_alone("worker's mq_send", mq_send(w.mq, w.mq_sent, MQ_SIZE, 0) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-ipc.c:[[@LINE]] in worker
  char message[MQ_SIZE] = "worker";
  said_alone("worker's mq_timedsend", mq_timedsend(w.mq, message, MQ_SIZE, 0, w.deadline) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-ipc.c:[[@LINE]] in worker
  said_alone("worker's mq_receive", mq_receive(w.mq, w.mq_received, MQ_SIZE, NULL) >= 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-ipc.c:[[@LINE]] in worker
  struct timespec now = {0, 0}; // long past: the queue has messages, so no wait
  said_alone("worker's mq_timedreceive", mq_timedreceive(w.mq, message, MQ_SIZE, w.priority, &now) >= 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-ipc.c:[[@LINE]] in worker
  return NULL;
}

int main(void) {
  char mq_name[64];
  snprintf(mq_name, sizeof mq_name, "/heddle-kernel-reads-ipc-%d", (int)getpid());
  struct mq_attr attr = {.mq_maxmsg = 8, .mq_msgsize = MQ_SIZE};
  w.queue = msgget(IPC_PRIVATE, IPC_CREAT | 0600);
  w.semaphores = semget(IPC_PRIVATE, 1, IPC_CREAT | 0600);
  w.mq = mq_open(mq_name, O_CREAT | O_EXCL | O_RDWR | O_NONBLOCK, 0600, &attr);
  if (w.queue < 0 || w.semaphores < 0 || w.mq == (mqd_t)-1) {
    perror("setup");
    return 1;
  }
  mq_unlink(mq_name); // the descriptor keeps the queue; nothing is left behind
  // Messages for the worker's receives, queued before it starts.
  struct sysv_message queued = {1, "main"};
  char mq_queued[MQ_SIZE] = "main";
  if (msgsnd(w.queue, &queued, TEXT, IPC_NOWAIT) || mq_send(w.mq, mq_queued, MQ_SIZE, 0) ||
      mq_send(w.mq, mq_queued, MQ_SIZE, 0)) {
    perror("queue");
    return 1;
  }
  struct sysv_message sent = {1, "worker"};
  w.sent = owned_copy(&sent, sizeof sent);
  w.received = malloc(sizeof *w.received);
  memset(w.received, 0, sizeof *w.received);
  struct sembuf up = {0, 1, 0};
  w.up = owned_copy(&up, sizeof up);
  struct timespec second = {1, 0};
  w.semaphore_timeout = owned_copy(&second, sizeof second);
  struct timespec past = {0, 0};
  w.deadline = owned_copy(&past, sizeof past);
  w.mq_sent = owned_copy(mq_queued, MQ_SIZE);
  w.mq_received = malloc(MQ_SIZE);
  memset(w.mq_received, 0, MQ_SIZE);
  w.priority = malloc(sizeof *w.priority);
  *w.priority = 0;
  run_worker(worker, &w);
  msgctl(w.queue, IPC_RMID, NULL);
  semctl(w.semaphores, 0, IPC_RMID);
  mq_close(w.mq);
  return 0;
}
// OUT: worker's msgsnd: ok
// OUT-NEXT: worker's msgrcv: ok
// OUT-NEXT: worker's semop: ok
// OUT-NEXT: worker's semtimedop: ok
// OUT-NEXT: worker's mq_send: ok
// OUT-NEXT: worker's mq_timedsend: ok
// OUT-NEXT: worker's mq_receive: ok
// OUT-NEXT: worker's mq_timedreceive: ok
// CHECK: heddle: 8 reports (8 sharing-violation) in 1 process
// CHECK: exit=66
