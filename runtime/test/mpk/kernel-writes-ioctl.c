// ioctl's argument, which the kernel reads or fills for the caller: under
// backend=mpk every request below failed with EFAULT ("Bad address") on a
// fresh HEDDLE_UNTOUCHED object (the closed key until its first access), and
// under either backend the worker's two requests on T0's private ints went
// unreported. Now (runtime/lib/intercept_ioctl.c) the argument's size comes
// from the request — _IOC_SIZE for an encoded one (TIOCGPTN reads into it,
// TIOCSPTLCK is read from it), a list for the older terminal and socket
// requests (FIONREAD, TIOCGWINSZ, TCGETS), SIOCGIFCONF's buffer behind its
// struct —, libc's window opens before the call when the thread may not use it
// and the bytes are checked as the caller's; a request heddle does not know
// (TIOCGETD) opens every domain for the call under backend=mpk and is not
// checked. Every call prints ok under both backends, and the worker's FIONREAD
// into T0's private int (a write) and TIOCSPTLCK from another (a read) are two
// sharing-violations under both.
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
#include <net/if.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>

// What the worker uses: T0's private ints (the struct itself sticky-read).
static struct {
  int pipe_read, pty;
  int *pending, *unlock;
} w;

static void *worker(void *arg) {
  (void)arg;
  said("worker's FIONREAD", ioctl(w.pipe_read, FIONREAD, w.pending) == 0);
  // CHECK: Thread T1 wrote 4 bytes of a 4-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-writes-ioctl.c:[[@LINE-2]] in worker
  said("worker's TIOCSPTLCK", ioctl(w.pty, TIOCSPTLCK, w.unlock) == 0);
  // CHECK: Thread T1 read 4 bytes of a 4-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-writes-ioctl.c:[[@LINE-2]] in worker
  return NULL;
}

int main(void) {
  int pipe_fds[2];
  if (pipe(pipe_fds) || write(pipe_fds[1], "xy", 2) != 2) return 1;
  int pty = posix_openpt(O_RDWR | O_NOCTTY);
  if (pty < 0) return 2;

  // Requests older than _IOC's encoding
  int *pending = fresh(sizeof *pending);
  said("FIONREAD", ioctl(pipe_fds[0], FIONREAD, pending) == 0 && *pending == 2); // OUT: FIONREAD: ok
  struct winsize *size = fresh(sizeof *size);
  said("TIOCGWINSZ", ioctl(pty, TIOCGWINSZ, size) == 0); // OUT-NEXT: TIOCGWINSZ: ok
  unsigned char *modes = fresh(64); // the kernel's struct termios: 36 bytes
  said("TCGETS", ioctl(pty, TCGETS, modes) == 0); // OUT-NEXT: TCGETS: ok
  // Encoded: _IOR (the kernel fills the argument), _IOW (it reads it)
  unsigned *number = fresh(sizeof *number);
  said("TIOCGPTN", ioctl(pty, TIOCGPTN, number) == 0); // OUT-NEXT: TIOCGPTN: ok
  int *unlock = fresh(sizeof *unlock);
  *unlock = 0;
  said("TIOCSPTLCK", ioctl(pty, TIOCSPTLCK, unlock) == 0); // OUT-NEXT: TIOCSPTLCK: ok
  // A request heddle does not know: the line discipline
  int *discipline = fresh(sizeof *discipline);
  said("TIOCGETD", ioctl(pty, TIOCGETD, discipline) == 0 && *discipline == N_TTY); // OUT-NEXT: TIOCGETD: ok
  // SIOCGIFCONF: the struct and the buffer it points to
  int sock = socket(AF_INET, SOCK_DGRAM, 0);
  struct ifconf *list = fresh(sizeof *list);
  char *interfaces = fresh(4096);
  list->ifc_len = 4096;
  list->ifc_buf = interfaces;
  said("SIOCGIFCONF", sock >= 0 && ioctl(sock, SIOCGIFCONF, list) == 0 && list->ifc_len >= 0); // OUT-NEXT: SIOCGIFCONF: ok

  // The worker uses T0's private ints: reported, and still done.
  w.pipe_read = pipe_fds[0];
  w.pty = pty;
  w.pending = malloc(sizeof *w.pending); // strict mode: private to T0
  *w.pending = -1;
  w.unlock = malloc(sizeof *w.unlock);
  *w.unlock = 0;
  heddle_set_sticky_read(&w);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  // OUT-NEXT: worker's FIONREAD: ok
  // OUT-NEXT: worker's TIOCSPTLCK: ok
  said("worker's FIONREAD wrote", *w.pending == 2); // OUT-NEXT: worker's FIONREAD wrote: ok
  return 0;
}
// CHECK: heddle: 2 reports (2 sharing-violation) in 1 process
// CHECK: exit=66
