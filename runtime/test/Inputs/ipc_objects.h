/* ipc_objects.h — the IPC objects the tests of control calls
 * (mpk/kernel-control.c, mpk/kernel-syscall.c) ask about: a POSIX queue (its
 * name unlinked at once: the descriptor keeps the queue, nothing is left
 * behind), a System V message queue, shared memory segment and semaphore
 * set, removed at the end. */
#ifndef HEDDLE_TEST_IPC_OBJECTS_H
#define HEDDLE_TEST_IPC_OBJECTS_H
#include <fcntl.h>
#include <mqueue.h>
#include <stdio.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <unistd.h>

struct ipc_objects {
  mqd_t mq;
  int queue, segment, semaphores;
};
/* The POSIX queue's attributes (and a worker's new queue's). */
static const struct mq_attr ipc_mq_attr = {.mq_maxmsg = 8, .mq_msgsize = 16};

/* 0, or -1 having said why. */
static int ipc_objects_open(struct ipc_objects *o, const char *test, int semaphores) {
  char name[64];
  snprintf(name, sizeof name, "/heddle-%s-%d", test, (int)getpid());
  struct mq_attr attr = ipc_mq_attr;
  o->mq = mq_open(name, O_CREAT | O_EXCL | O_RDWR | O_NONBLOCK, 0600, &attr);
  o->queue = msgget(IPC_PRIVATE, IPC_CREAT | 0600);
  o->segment = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
  o->semaphores = semget(IPC_PRIVATE, semaphores, IPC_CREAT | 0600);
  if (o->mq == (mqd_t)-1 || o->queue < 0 || o->segment < 0 || o->semaphores < 0) {
    perror("ipc objects");
    return -1;
  }
  mq_unlink(name);
  return 0;
}
static void ipc_objects_close(const struct ipc_objects *o) {
  msgctl(o->queue, IPC_RMID, NULL);
  shmctl(o->segment, IPC_RMID, NULL);
  semctl(o->semaphores, 0, IPC_RMID);
  mq_close(o->mq);
}
#endif
