// What the kernel reads for sockets and timers besides the data: bind's,
// connect's and sendto's address, sendmsg's header, name, iovec array and
// control data, a timerfd's and a POSIX timer's new setting. A worker passes
// T0's private objects: under backend=mpk the addresses, sendmsg's name and
// the timers' settings failed with EFAULT ("Bad address": the worker's PKRU
// closes T0's key and a system call does not fault) — sendmsg's header, array
// and control data worked only because the runtime's own read of them faulted
// and opened libc's window — and under either backend none was reported. Now
// each is the caller's read, checked before the call
// (runtime/lib/intercept_channels.c, intercept_io.c, intercept_kernel_reads.c,
// intercept_kernel_writes.c): every call prints ok under both backends and
// each is one sharing-violation. timerfd_gettime's, timer_gettime's and
// timerfd_settime's old value into fresh HEDDLE_UNTOUCHED objects (outputs on
// the closed key) failed the same way and print ok now.
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
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/timerfd.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

// What the worker uses: T0's private objects, one per call (the struct
// itself sticky-read).
static struct {
  struct sockaddr_un *bind_addr, *connect_addr, *sendto_addr, *msg_addr;
  socklen_t addr_len;
  struct msghdr *msg;
  struct iovec *iov;
  char *control;
  size_t control_len;
  struct itimerspec *timerfd_value, *timer_value;
  int receiver, connected, sender, timerfd;
  timer_t timer;
} w;

static char byte = 'x';
// The vector of T0's header (T0 stores its address only: no touch).
static struct iovec header_vector = {&byte, 1};

static void *worker(void *arg) {
  (void)arg;
  said_alone("worker's bind", bind(w.receiver, (struct sockaddr *)w.bind_addr, w.addr_len) == 0);
  // CHECK: Thread T1 read {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-sockets.c:[[@LINE-2]] in worker
  said_alone("worker's connect", connect(w.connected, (struct sockaddr *)w.connect_addr, w.addr_len) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-sockets.c:[[@LINE]] in worker
  said_alone("worker's sendto", sendto(w.sender, &byte, 1, 0, (struct sockaddr *)w.sendto_addr, w.addr_len) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-sockets.c:[[@LINE]] in worker
  // Each sendmsg below has one of T0's objects in it, the rest the worker's.
  struct iovec iov = {&byte, 1};
  said_alone("worker's sendmsg header", sendmsg(w.connected, w.msg, 0) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-sockets.c:[[@LINE]] in worker
  struct msghdr named = {.msg_name = w.msg_addr, .msg_namelen = w.addr_len, .msg_iov = &iov, .msg_iovlen = 1};
  said_alone("worker's sendmsg name", sendmsg(w.sender, &named, 0) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-sockets.c:[[@LINE]] in worker
  struct msghdr vector = {.msg_iov = w.iov, .msg_iovlen = 1};
  said_alone("worker's sendmsg iovec array", sendmsg(w.connected, &vector, 0) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-sockets.c:[[@LINE]] in worker
  struct msghdr rights = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = w.control, .msg_controllen = w.control_len};
  said_alone("worker's sendmsg control", sendmsg(w.connected, &rights, 0) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-sockets.c:[[@LINE]] in worker
  said_alone("worker's timerfd_settime", timerfd_settime(w.timerfd, 0, w.timerfd_value, NULL) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-sockets.c:[[@LINE]] in worker
  said_alone("worker's timer_settime", timer_settime(w.timer, 0, w.timer_value, NULL) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-sockets.c:[[@LINE]] in worker
  return NULL;
}

int main(void) {
  // Datagram sockets on an abstract address (no file): the receiver bound
  // by the worker, one socket connected to it, one sending to its address.
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  int n = snprintf(addr.sun_path + 1, sizeof addr.sun_path - 1, "heddle-kernel-reads-%d", (int)getpid());
  w.addr_len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + n);
  w.receiver = socket(AF_UNIX, SOCK_DGRAM, 0);
  w.connected = socket(AF_UNIX, SOCK_DGRAM, 0);
  w.sender = socket(AF_UNIX, SOCK_DGRAM, 0);
  w.timerfd = timerfd_create(CLOCK_MONOTONIC, 0);
  struct sigevent quiet = {.sigev_notify = SIGEV_NONE};
  if (w.receiver < 0 || w.connected < 0 || w.sender < 0 || w.timerfd < 0 ||
      timer_create(CLOCK_MONOTONIC, &quiet, &w.timer))
    return 1;
  w.bind_addr = owned_copy(&addr, sizeof addr);
  w.connect_addr = owned_copy(&addr, sizeof addr);
  w.sendto_addr = owned_copy(&addr, sizeof addr);
  w.msg_addr = owned_copy(&addr, sizeof addr);
  struct msghdr header = {.msg_iov = &header_vector, .msg_iovlen = 1};
  w.msg = owned_copy(&header, sizeof header);
  struct iovec data = {&byte, 1};
  w.iov = owned_copy(&data, sizeof data);
  // SCM_RIGHTS passing the timerfd (the receiver closes with it unread).
  union {
    char buf[CMSG_SPACE(sizeof(int))];
    struct cmsghdr align;
  } control;
  memset(&control, 0, sizeof control);
  struct msghdr with_control = {.msg_control = control.buf, .msg_controllen = sizeof control.buf};
  struct cmsghdr *h = CMSG_FIRSTHDR(&with_control);
  h->cmsg_level = SOL_SOCKET;
  h->cmsg_type = SCM_RIGHTS;
  h->cmsg_len = CMSG_LEN(sizeof(int));
  memcpy(CMSG_DATA(h), &w.timerfd, sizeof(int));
  w.control = owned_copy(control.buf, sizeof control.buf);
  w.control_len = sizeof control.buf;
  struct itimerspec hour = {.it_value = {3600, 0}};
  w.timerfd_value = owned_copy(&hour, sizeof hour);
  w.timer_value = owned_copy(&hour, sizeof hour);
  heddle_set_sticky_read(&w);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  // OUT: worker's bind: ok
  // OUT-NEXT: worker's connect: ok
  // OUT-NEXT: worker's sendto: ok
  // OUT-NEXT: worker's sendmsg header: ok
  // OUT-NEXT: worker's sendmsg name: ok
  // OUT-NEXT: worker's sendmsg iovec array: ok
  // OUT-NEXT: worker's sendmsg control: ok
  // OUT-NEXT: worker's timerfd_settime: ok
  // OUT-NEXT: worker's timer_settime: ok
  said_alone("timerfd_settime's old value", timerfd_settime(w.timerfd, 0, &hour, fresh(sizeof hour)) == 0);
  said_alone("timerfd_gettime", timerfd_gettime(w.timerfd, fresh(sizeof hour)) == 0);
  said_alone("timer_gettime", timer_gettime(w.timer, fresh(sizeof hour)) == 0);
  // OUT-NEXT: timerfd_settime's old value: ok
  // OUT-NEXT: timerfd_gettime: ok
  // OUT-NEXT: timer_gettime: ok
  return 0;
}
// CHECK: heddle: 9 reports (9 sharing-violation) in 1 process
// CHECK: exit=66
