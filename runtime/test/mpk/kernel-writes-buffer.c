// The kernel writing into a protected object: read(), pread(), readv(), recv(),
// recvfrom(), recvmsg() and an unbuffered fread() (glibc reads straight into
// the caller's buffer) each fill a fresh heap buffer allocated HEDDLE_UNTOUCHED,
// so its pages carry the closed key until its first access. A system call does not fault on a page its
// thread's PKRU closes, it fails with EFAULT ("Bad address"): the interceptors
// checked their buffer only after the call, so under backend=mpk every line
// below printed -1 and the worker's read() into T0's private buffer failed
// unreported. Now they open libc's window before the call when the thread may
// not write the buffer (hd_mpk_buffer) and check what was written after it, as
// the check backend does: every call reads its 3 bytes, the first toucher owns
// the buffer, and the worker's read() is one sharing-violation.
// REQUIRES: backend-mpk
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT --implicit-check-not=Bad < %t.out
#define _GNU_SOURCE
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

static int pipe_fds[2];

static char *fresh(void) { return heddle_malloc(64, HEDDLE_UNTOUCHED); } // the closed key under backend=mpk

static void said(const char *call, long r, const char *buf) {
  if (r < 0) printf("%s: %ld %m\n", call, r);
  else printf("%s: %ld %.*s\n", call, r, (int)r, buf);
}

static void *worker(void *arg) {
  long r = read(pipe_fds[0], arg, 3); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-writes-buffer.c:[[@LINE]] in worker
  said("worker read", r, arg);
  return NULL;
}

int main(void) {
  int sv[2];
  if (pipe(pipe_fds) || socketpair(AF_UNIX, SOCK_STREAM, 0, sv)) return 1;
  heddle_set_sticky_read(pipe_fds); // the worker reads the descriptor too
  char *b;

  write(pipe_fds[1], "rd1", 3);
  b = fresh();
  said("read", read(pipe_fds[0], b, 3), b); // OUT: read: 3 rd1

  int mfd = memfd_create("kernel-writes-buffer", 0);
  write(mfd, "pr2", 3);
  b = fresh();
  said("pread", pread(mfd, b, 3, 0), b); // OUT-NEXT: pread: 3 pr2

  write(pipe_fds[1], "rv3", 3);
  b = fresh();
  struct iovec iov = {b, 3};
  said("readv", readv(pipe_fds[0], &iov, 1), b); // OUT-NEXT: readv: 3 rv3

  write(sv[1], "rc4", 3);
  b = fresh();
  said("recv", recv(sv[0], b, 3, 0), b); // OUT-NEXT: recv: 3 rc4

  write(sv[1], "rf5", 3);
  b = fresh();
  said("recvfrom", recvfrom(sv[0], b, 3, 0, NULL, NULL), b); // OUT-NEXT: recvfrom: 3 rf5

  write(sv[1], "rm6", 3);
  b = fresh();
  struct iovec miov = {b, 3};
  struct msghdr msg = {.msg_iov = &miov, .msg_iovlen = 1};
  said("recvmsg", recvmsg(sv[0], &msg, 0), b); // OUT-NEXT: recvmsg: 3 rm6

  write(pipe_fds[1], "fr7", 3);
  FILE *f = fdopen(dup(pipe_fds[0]), "r");
  setvbuf(f, NULL, _IONBF, 0);
  b = fresh();
  said("fread", (long)fread(b, 1, 3, f), b); // OUT-NEXT: fread: 3 fr7

  // T0's private buffer, filled by the worker's read(): reported, and the
  // bytes still arrive, as under the check backend.
  char *mine = malloc(64); // strict mode: private to T0
  strcpy(mine, "t0");
  write(pipe_fds[1], "wk8", 3);
  pthread_t t;
  pthread_create(&t, NULL, worker, mine);
  pthread_join(t, NULL); // OUT-NEXT: worker read: 3 wk8
  printf("main sees %.3s\n", mine); // OUT-NEXT: main sees wk8
  return 0;
}
// CHECK: heddle: 1 report (1 sharing-violation) in 1 process (backend mpk)
// CHECK: exit=66
