// libc functions that write or read user buffers are accesses of the objects
// they touch, reported at the program's call (not inside libc): the printf
// family into a buffer, socket I/O, vector I/O and the _FORTIFY_SOURCE forms
// (__memcpy_chk, __snprintf_chk, __read_chk, ...). Every buffer here is
// private to the main thread; a second thread uses each once.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --implicit-check-not=libc-buffers.c
// The fortified build calls the __*_chk forms for the global buffer (its size is known;
// clang keeps plain read() here, gcc would call __read_chk, intercepted the same way).
// RUN: %heddle-cc -O1 -D_FORTIFY_SOURCE=2 -DFORTIFIED %s -o %t.fortified
// RUN: %heddle-cc -O1 -D_FORTIFY_SOURCE=2 -DFORTIFIED -c %s -o %t.o && nm %t.o | %FileCheck %s --check-prefix=CHK
// RUN: %heddle run --srcroot %S --out %t.fortified.sarif -- %t.fortified 2> %t.fortified.err; echo "exit=$?" >> %t.fortified.err
// RUN: %python %inputs/sarif_query.py %t.fortified.sarif results | %FileCheck %s --check-prefix=FORT --implicit-check-not=libc-buffers.c
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

struct buffers {
  char *text, *inbox, *outbox, *vec;
  int sock[2], pipe[2];
};

static char name[32] = "main's"; // a global, private to main after its first touch

#ifndef FORTIFIED
static void *use_them(void *arg) {
  struct buffers *b = arg;
  snprintf(b->text, 64, "%d", 42); // CHECK-DAG: sharing-violation libc-buffers.c:[[@LINE]]
  sprintf(b->text + 32, "%s", "x"); // CHECK-DAG: sharing-violation libc-buffers.c:[[@LINE]]
  send(b->sock[1], b->outbox, 4, 0); // CHECK-DAG: sharing-violation libc-buffers.c:[[@LINE]]
  recv(b->sock[0], b->inbox, 4, 0); // CHECK-DAG: sharing-violation libc-buffers.c:[[@LINE]]
  struct iovec out = {b->vec, 8}, in = {b->vec + 8, 8};
  writev(b->pipe[1], &out, 1); // CHECK-DAG: sharing-violation libc-buffers.c:[[@LINE]]
  readv(b->pipe[0], &in, 1); // CHECK-DAG: sharing-violation libc-buffers.c:[[@LINE]]
  return 0;
}
#else
static void *use_them(void *arg) {
  struct buffers *b = arg;
  volatile size_t n = 13; // lengths unknown at compile time: the checked forms are called
  memcpy(name, "other thread", n); // FORT-DAG: sharing-violation libc-buffers.c:[[@LINE]]
  snprintf(name, sizeof name, "%d", 7); // FORT-DAG: sharing-violation libc-buffers.c:[[@LINE]]
  write(b->pipe[1], "abcd", 4);
  read(b->pipe[0], name, n); // FORT-DAG: sharing-violation libc-buffers.c:[[@LINE]]
  return 0;
}
#endif

int main(void) {
  struct buffers b = {calloc(1, 64), calloc(1, 8), calloc(1, 8), calloc(1, 16)};
  socketpair(AF_UNIX, SOCK_STREAM, 0, b.sock);
  if (pipe(b.pipe)) return 1;
  name[0] = 'M';
  pthread_t t;
  pthread_create(&t, 0, use_them, &b);
  pthread_join(t, 0);
  return 0;
}

// SUM: heddle: 6 reports (6 sharing-violation) in 1 process
// SUM: exit=66
// CHK: U __memcpy_chk
// CHK: U __snprintf_chk
