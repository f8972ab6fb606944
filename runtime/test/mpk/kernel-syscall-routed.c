// syscall() with the numbers of calls that have interceptors of their own —
// read, write, pread64, pwrite64, readv, writev, recvfrom, sendto, recvmsg,
// sendmsg, recvmmsg, sendmmsg, stat, lstat, fstat, newfstatat, statx,
// getdents64, getrandom, clock_gettime, gettimeofday, nanosleep, pipe, pipe2 —
// and futex (its word). A worker passes T0's private objects: under
// backend=mpk each of the 25 failed with EFAULT ("Bad address": the worker's
// PKRU closes T0's key and a system call does not fault; a raw clock_gettime
// or gettimeofday is the system call, not the vDSO), and under either backend
// none was reported: syscall() went to libc unchecked. Now syscall()
// goes to each call's own interceptor body (runtime/lib/intercept_syscall.c,
// routed_calls.h) and opens futex's word (kernel_commands.h): every call
// prints ok under both backends and each but the futex is one
// sharing-violation. The futex word is an atomic the kernel reads, so, as the
// program's own atomics, it is never checked against a policy
// (race/futex-word-atomic.c: it is an atomic access for the race detector).
// Nothing blocks: the reads find what main wrote before the worker started
// (a pipe, a memfd: nothing left behind), the receives ask not to wait, the
// futex wait finds a value it does not expect (EAGAIN at once), getrandom
// asks for GRND_INSECURE bytes (no wait for entropy in a fresh VM), the
// sleep is a microsecond. The worker looks at return values only: its own
// read of what a call filled would be one more report.
// Runs on the host under backend=check (lit-mpk) and in the VM under
// backend=mpk (mpk-lit).
// RUN: %heddle-cc -I%inputs -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT --implicit-check-not=FAIL < %t.out
#define _GNU_SOURCE
#include "call_outcome.h"
#include <heddle.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/futex.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#ifndef GRND_INSECURE
#define GRND_INSECURE 0x0004
#endif

// T0's private objects, one per call (the struct itself sticky-read, so the
// worker may read the pointers).
static struct {
  char *read_into, *write_from, *pread_into, *pwrite_from, *readv_into, *writev_from;
  char *recvfrom_into, *sendto_from, *recvmsg_into, *sendmsg_from, *recvmmsg_into, *sendmmsg_from;
  struct stat *stat_out, *lstat_out, *fstat_out, *fstatat_out;
  struct statx *statx_out;
  char *dents_into, *random_into;
  uint32_t *futex_word;
  struct timespec *clock_out, *sleep_for;
  struct timeval *time_out;
  int *pipe_out, *pipe2_out;
  int pipe_fds[2], sockets[2], file, dir;
} w;

#define SMALL 4

static void *worker(void *arg) {
  (void)arg;
  said_alone("worker's read", syscall(SYS_read, w.pipe_fds[0], w.read_into, SMALL) == SMALL);
  // CHECK: Thread T1 wrote {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE-2]] in worker
  said_alone("worker's write", syscall(SYS_write, w.pipe_fds[1], w.write_from, SMALL) == SMALL);
  // CHECK: Thread T1 read {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE-2]] in worker
  said_alone("worker's pread64", syscall(SYS_pread64, w.file, w.pread_into, SMALL, 0) == SMALL); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's pwrite64", syscall(SYS_pwrite64, w.file, w.pwrite_from, SMALL, SMALL) == SMALL); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  struct iovec readv_vector = {w.readv_into, SMALL}, writev_vector = {w.writev_from, SMALL};
  said_alone("worker's readv", syscall(SYS_readv, w.pipe_fds[0], &readv_vector, 1) == SMALL); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's writev", syscall(SYS_writev, w.pipe_fds[1], &writev_vector, 1) == SMALL); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's recvfrom", syscall(SYS_recvfrom, w.sockets[0], w.recvfrom_into, SMALL, MSG_DONTWAIT, NULL, NULL) == SMALL); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's sendto", syscall(SYS_sendto, w.sockets[0], w.sendto_from, SMALL, 0, NULL, 0) == SMALL); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  struct iovec recvmsg_vector = {w.recvmsg_into, SMALL}, sendmsg_vector = {w.sendmsg_from, SMALL};
  struct msghdr receiving = {.msg_iov = &recvmsg_vector, .msg_iovlen = 1};
  struct msghdr sending = {.msg_iov = &sendmsg_vector, .msg_iovlen = 1};
  said_alone("worker's recvmsg", syscall(SYS_recvmsg, w.sockets[0], &receiving, MSG_DONTWAIT) == SMALL); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's sendmsg", syscall(SYS_sendmsg, w.sockets[0], &sending, 0) == SMALL); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  struct iovec recvmmsg_vector = {w.recvmmsg_into, SMALL}, sendmmsg_vector = {w.sendmmsg_from, SMALL};
  struct mmsghdr received = {.msg_hdr = {.msg_iov = &recvmmsg_vector, .msg_iovlen = 1}};
  struct mmsghdr sent = {.msg_hdr = {.msg_iov = &sendmmsg_vector, .msg_iovlen = 1}};
  said_alone("worker's recvmmsg", syscall(SYS_recvmmsg, w.sockets[0], &received, 1, MSG_DONTWAIT, NULL) == 1 && received.msg_len == SMALL); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's sendmmsg", syscall(SYS_sendmmsg, w.sockets[0], &sent, 1, 0) == 1); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's stat", syscall(SYS_stat, "/", w.stat_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's lstat", syscall(SYS_lstat, "/", w.lstat_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's fstat", syscall(SYS_fstat, w.pipe_fds[0], w.fstat_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's newfstatat", syscall(SYS_newfstatat, AT_FDCWD, "/", w.fstatat_out, 0) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's statx", syscall(SYS_statx, AT_FDCWD, "/", 0, STATX_BASIC_STATS, w.statx_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's getdents64", syscall(SYS_getdents64, w.dir, w.dents_into, 4096) > 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's getrandom", syscall(SYS_getrandom, w.random_into, SMALL, GRND_INSECURE) == SMALL); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  long waited = syscall(SYS_futex, w.futex_word, FUTEX_WAIT_PRIVATE, 1, NULL, NULL, 0); // the word is 0: EAGAIN
  said_alone("worker's futex", waited == -1 && errno == EAGAIN);
  // CHECK-NOT: kernel-syscall-routed.c:[[@LINE-2]] in worker
  said_alone("worker's clock_gettime", syscall(SYS_clock_gettime, CLOCK_MONOTONIC, w.clock_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's gettimeofday", syscall(SYS_gettimeofday, w.time_out, NULL) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's nanosleep", syscall(SYS_nanosleep, w.sleep_for, NULL) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's pipe", syscall(SYS_pipe, w.pipe_out) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  said_alone("worker's pipe2", syscall(SYS_pipe2, w.pipe2_out, O_CLOEXEC) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-syscall-routed.c:[[@LINE]] in worker
  return NULL;
}

static char *owned_bytes(size_t n) {
  char zero[4096] = {0};
  return owned_copy(zero, n);
}

int main(void) {
  // What the reads find: 2 x SMALL bytes in the pipe (read, readv), three
  // datagrams (recvfrom, recvmsg, recvmmsg), SMALL bytes in the file.
  w.file = memfd_create("heddle-kernel-syscall-routed", 0);
  w.dir = open("/", O_RDONLY | O_DIRECTORY);
  if (pipe(w.pipe_fds) || socketpair(AF_UNIX, SOCK_DGRAM, 0, w.sockets) || w.file < 0 || w.dir < 0 ||
      write(w.pipe_fds[1], "mainmain", 2 * SMALL) != 2 * SMALL || write(w.file, "main", SMALL) != SMALL) {
    perror("setup");
    return 1;
  }
  for (int i = 0; i < 3; i++)
    if (send(w.sockets[1], "main", SMALL, 0) != SMALL) {
      perror("send");
      return 1;
    }
  char **data[] = {&w.read_into,     &w.write_from,  &w.pread_into,   &w.pwrite_from,
                   &w.readv_into,    &w.writev_from, &w.recvfrom_into, &w.sendto_from,
                   &w.recvmsg_into,  &w.sendmsg_from, &w.recvmmsg_into, &w.sendmmsg_from,
                   &w.random_into};
  for (size_t i = 0; i < sizeof data / sizeof *data; i++) *data[i] = owned_bytes(SMALL);
  w.stat_out = (struct stat *)owned_bytes(sizeof(struct stat));
  w.lstat_out = (struct stat *)owned_bytes(sizeof(struct stat));
  w.fstat_out = (struct stat *)owned_bytes(sizeof(struct stat));
  w.fstatat_out = (struct stat *)owned_bytes(sizeof(struct stat));
  w.statx_out = (struct statx *)owned_bytes(sizeof(struct statx));
  w.dents_into = owned_bytes(4096);
  w.futex_word = (uint32_t *)owned_bytes(sizeof(uint32_t));
  w.clock_out = (struct timespec *)owned_bytes(sizeof(struct timespec));
  struct timespec microsecond = {0, 1000};
  w.sleep_for = owned_copy(&microsecond, sizeof microsecond);
  w.time_out = (struct timeval *)owned_bytes(sizeof(struct timeval));
  w.pipe_out = (int *)owned_bytes(2 * sizeof(int));
  w.pipe2_out = (int *)owned_bytes(2 * sizeof(int));
  run_worker(worker, &w);
  return 0;
}
// OUT: worker's read: ok
// OUT-NEXT: worker's write: ok
// OUT-NEXT: worker's pread64: ok
// OUT-NEXT: worker's pwrite64: ok
// OUT-NEXT: worker's readv: ok
// OUT-NEXT: worker's writev: ok
// OUT-NEXT: worker's recvfrom: ok
// OUT-NEXT: worker's sendto: ok
// OUT-NEXT: worker's recvmsg: ok
// OUT-NEXT: worker's sendmsg: ok
// OUT-NEXT: worker's recvmmsg: ok
// OUT-NEXT: worker's sendmmsg: ok
// OUT-NEXT: worker's stat: ok
// OUT-NEXT: worker's lstat: ok
// OUT-NEXT: worker's fstat: ok
// OUT-NEXT: worker's newfstatat: ok
// OUT-NEXT: worker's statx: ok
// OUT-NEXT: worker's getdents64: ok
// OUT-NEXT: worker's getrandom: ok
// OUT-NEXT: worker's futex: ok
// OUT-NEXT: worker's clock_gettime: ok
// OUT-NEXT: worker's gettimeofday: ok
// OUT-NEXT: worker's nanosleep: ok
// OUT-NEXT: worker's pipe: ok
// OUT-NEXT: worker's pipe2: ok
// CHECK: heddle: 24 reports (24 sharing-violation) in 1 process
// CHECK: exit=66
