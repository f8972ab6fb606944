// A call with several inputs, T0's private object first and an untouched
// annotated global (zeros, on the closed key under backend=mpk) after it:
// utimensat's path and times (a table line, runtime/lib/kernel_writes.h),
// writev's iovec array and data, sendmsg's header and data
// (runtime/lib/io_vectors.h), execve's path and argv array
// (hd_kernel_reads_exec). The worry (session 17): the later input's first
// touch reloads the thread's PKRU and closes the window the earlier one
// opened, so the kernel's read of the earlier one fails with EFAULT. It does
// not today — an interceptor's first touch changes the object's word only,
// no retag and no PKRU reload (runtime/lib/access.c check_policy) — and this
// test passes with session 17's runtime too; it holds the order the
// interceptors now keep (every buffer's window opened again after the last
// check, hd_kernel_reopen). Each call prints ok under both backends and is one
// sharing-violation (T1 read T0's object; the global becomes T1's).
// Runs on the host under backend=check (lit-mpk) and in the VM under
// backend=mpk (mpk-lit).
// RUN: %heddle-cc -I%inputs -O1 %s -o %t
// RUN: rm -rf %t.d && mkdir %t.d && printf 'not a program\n' > %t.d/data && chmod 755 %t.d/data
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t %t.d/data > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: rm -rf %t.d
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
#include <sys/uio.h>
#include <unistd.h>

extern char **environ;

// The later inputs: zeros, untouched until the worker's call (times of the
// epoch, bytes to send, an empty argv).
static struct timespec epoch[2];
HEDDLE_GLOBAL(epoch, HEDDLE_UNTOUCHED);
static char written[8];
HEDDLE_GLOBAL(written, HEDDLE_UNTOUCHED);
static char sent[8];
HEDDLE_GLOBAL(sent, HEDDLE_UNTOUCHED);
static char *no_arguments[2];
HEDDLE_GLOBAL(no_arguments, HEDDLE_UNTOUCHED);

// What the worker uses: T0's private objects, one per call (the struct
// itself sticky-read).
static struct {
  char *path, *program;
  struct iovec *vector;
  struct msghdr *header;
  int sockets[2], null;
} w;

static void *worker(void *arg) {
  (void)arg;
  said_alone("worker's utimensat", utimensat(AT_FDCWD, w.path, epoch, 0) == 0);
  // CHECK: Thread T1 read {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-windows.c:[[@LINE-2]] in worker
  said_alone("worker's writev", writev(w.null, w.vector, 1) == sizeof written); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-windows.c:[[@LINE]] in worker
  said_alone("worker's sendmsg", sendmsg(w.sockets[0], w.header, 0) == sizeof sent); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-windows.c:[[@LINE]] in worker
  // An exec that reached the file (no format the kernel knows): the kernel read every argument first.
  said_alone("worker's execve", execve(w.program, no_arguments, environ) == -1 && errno == ENOEXEC); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-windows.c:[[@LINE]] in worker
  return NULL;
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  w.null = open("/dev/null", O_WRONLY);
  if (w.null < 0 || socketpair(AF_UNIX, SOCK_DGRAM, 0, w.sockets)) return 1;
  w.path = owned(argv[1]);
  w.program = owned(argv[1]);
  struct iovec to_write = {written, sizeof written};
  w.vector = owned_copy(&to_write, sizeof to_write);
  static struct iovec to_send = {sent, sizeof sent};
  struct msghdr header = {.msg_iov = &to_send, .msg_iovlen = 1};
  w.header = owned_copy(&header, sizeof header);
  run_worker(worker, &w);
  return 0;
}
// OUT: worker's utimensat: ok
// OUT-NEXT: worker's writev: ok
// OUT-NEXT: worker's sendmsg: ok
// OUT-NEXT: worker's execve: ok
// CHECK: heddle: 4 reports (4 sharing-violation) in 1 process
// CHECK: exit=66
