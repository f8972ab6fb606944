// The kernel reads user memory with the caller's PKRU too: a path, a socket
// option's value, a buffer to write out. A worker using T0's private objects
// as inputs: under backend=mpk stat(), access(), open() and setsockopt() failed
// with EFAULT ("Bad address": the worker's PKRU closes T0's key, and a system
// call does not fault) and under either backend their reads went unreported;
// write() and send() worked and were reported, since their interceptors check
// the buffer as a read before the call, which opens libc's window. Now the
// calls of runtime/lib/kernel_writes.h's table read their inputs the same way
// (IN, STRING) and open/openat read their path: every call prints ok under
// both backends and each is one sharing-violation, T1 reading T0's object.
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
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

// What the worker uses (sticky-read, so it may read the pointers).
static struct {
  char *stat_path, *access_path, *open_path, *out, *sent;
  int *option;
  int pipe_write, sock;
} w;

static void *worker(void *arg) {
  (void)arg;
  struct stat st;
  said("worker's stat", stat(w.stat_path, &st) == 0 && S_ISDIR(st.st_mode));
  // CHECK: Thread T1 read 2 bytes of a 2-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-calls.c:[[@LINE-2]] in worker
  said("worker's access", access(w.access_path, F_OK) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-calls.c:[[@LINE]] in worker
  int fd = open(w.open_path, O_RDONLY); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-calls.c:[[@LINE]] in worker
  said("worker's open", fd >= 0);
  if (fd >= 0) close(fd);
  said("worker's setsockopt", setsockopt(w.sock, SOL_SOCKET, SO_KEEPALIVE, w.option, sizeof *w.option) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-calls.c:[[@LINE]] in worker
  said("worker's write", write(w.pipe_write, w.out, 1) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-calls.c:[[@LINE]] in worker
  said("worker's send", send(w.sock, w.sent, 1, 0) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-calls.c:[[@LINE]] in worker
  return NULL;
}

int main(void) {
  int pipe_fds[2], socks[2];
  if (pipe(pipe_fds) || socketpair(AF_UNIX, SOCK_STREAM, 0, socks)) return 1;
  w.stat_path = owned("/");
  w.access_path = owned("/");
  w.open_path = owned("/");
  w.out = owned("o");
  w.sent = owned("s");
  w.option = malloc(sizeof *w.option);
  *w.option = 1;
  w.pipe_write = pipe_fds[1];
  w.sock = socks[0];
  heddle_set_sticky_read(&w);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  // OUT: worker's stat: ok
  // OUT-NEXT: worker's access: ok
  // OUT-NEXT: worker's open: ok
  // OUT-NEXT: worker's setsockopt: ok
  // OUT-NEXT: worker's write: ok
  // OUT-NEXT: worker's send: ok
  return 0;
}
// CHECK: heddle: 6 reports (6 sharing-violation) in 1 process
// CHECK: exit=66
