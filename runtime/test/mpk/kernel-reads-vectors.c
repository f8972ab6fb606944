// What the kernel reads and fills for the vector calls that had only their
// descriptor's edge: sendmmsg's and recvmmsg's header arrays (each msg_len is
// written back), their messages' data, recvmmsg's timeout (written back too),
// preadv's, pwritev's, preadv2's and pwritev2's iovec arrays and buffers. A
// worker passes T0's private objects: under backend=mpk each call failed with
// EFAULT ("Bad address": the worker's PKRU closes T0's key and a system call
// does not fault), and under either backend none was reported. Now each is
// the caller's read or write, checked as readv's and writev's are
// (runtime/lib/intercept_transfer.c, io_vectors.h), which opens libc's window
// first: every call prints ok under both backends and each is one
// sharing-violation.
// Nothing blocks: the receives ask not to wait and find datagrams main sent
// before the worker started; the file is a memfd (nothing left behind).
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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

// The worker's own bytes and the headers' vector (T0 stores their addresses
// only: no touch).
static char byte = 'x', got[2];
static struct iovec vector = {&byte, 1};

// What the worker uses: T0's private objects, one per call (the struct
// itself sticky-read, so it may read the pointers).
static struct {
  struct mmsghdr *sent, *received;
  char *sent_data;
  struct timespec *timeout;
  struct iovec *preadv_vector, *pwritev2_vector;
  char *pwritev_data, *preadv2_data;
  int sockets[2], file;
} w;

static void *worker(void *arg) {
  (void)arg;
  said_alone("worker's sendmmsg headers", sendmmsg(w.sockets[0], w.sent, 1, 0) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-vectors.c:[[@LINE]] in worker
  struct iovec data = {w.sent_data, 1};
  struct mmsghdr message = {.msg_hdr = {.msg_iov = &data, .msg_iovlen = 1}};
  said_alone("worker's sendmmsg data", sendmmsg(w.sockets[0], &message, 1, 0) == 1);
  // CHECK: Thread T1 read {{[0-9]+}} {{bytes?}} of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-vectors.c:[[@LINE-2]] in worker
  said_alone("worker's recvmmsg headers", recvmmsg(w.sockets[1], w.received, 1, MSG_DONTWAIT, NULL) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-vectors.c:[[@LINE]] in worker
  struct iovec into = {got, sizeof got};
  struct mmsghdr receiving = {.msg_hdr = {.msg_iov = &into, .msg_iovlen = 1}};
  said_alone("worker's recvmmsg timeout", recvmmsg(w.sockets[1], &receiving, 1, MSG_DONTWAIT, w.timeout) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-vectors.c:[[@LINE]] in worker
  said_alone("worker's preadv", preadv(w.file, w.preadv_vector, 1, 0) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-vectors.c:[[@LINE]] in worker
  struct iovec out = {w.pwritev_data, 1};
  said_alone("worker's pwritev", pwritev(w.file, &out, 1, 0) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-vectors.c:[[@LINE]] in worker
  struct iovec in = {w.preadv2_data, 1};
  said_alone("worker's preadv2", preadv2(w.file, &in, 1, 0, 0) == 1);
  // CHECK: Thread T1 wrote {{[0-9]+}} {{bytes?}} of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-vectors.c:[[@LINE-2]] in worker
  said_alone("worker's pwritev2", pwritev2(w.file, w.pwritev2_vector, 1, 0, 0) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-vectors.c:[[@LINE]] in worker
  return NULL;
}

int main(void) {
  if (socketpair(AF_UNIX, SOCK_DGRAM, 0, w.sockets)) return 1;
  w.file = memfd_create("heddle-kernel-reads-vectors", 0);
  // Datagrams for the worker's receives, and the file's one byte.
  if (w.file < 0 || write(w.file, "x", 1) != 1 || send(w.sockets[0], "a", 1, 0) != 1 ||
      send(w.sockets[0], "b", 1, 0) != 1)
    return 1;
  struct mmsghdr header = {.msg_hdr = {.msg_iov = &vector, .msg_iovlen = 1}};
  w.sent = owned_copy(&header, sizeof header);
  w.received = owned_copy(&header, sizeof header);
  w.sent_data = owned("s");
  struct timespec second = {1, 0};
  w.timeout = owned_copy(&second, sizeof second);
  struct iovec one_byte = {&byte, 1};
  w.preadv_vector = owned_copy(&one_byte, sizeof one_byte);
  w.pwritev2_vector = owned_copy(&one_byte, sizeof one_byte);
  w.pwritev_data = owned("p");
  w.preadv2_data = owned("r");
  run_worker(worker, &w);
  return 0;
}
// OUT: worker's sendmmsg headers: ok
// OUT-NEXT: worker's sendmmsg data: ok
// OUT-NEXT: worker's recvmmsg headers: ok
// OUT-NEXT: worker's recvmmsg timeout: ok
// OUT-NEXT: worker's preadv: ok
// OUT-NEXT: worker's pwritev: ok
// OUT-NEXT: worker's preadv2: ok
// OUT-NEXT: worker's pwritev2: ok
// CHECK: heddle: 8 reports (8 sharing-violation) in 1 process
// CHECK: exit=66
