// What the kernel (or the runtime, for sigaction) reads and fills for calls
// on the process and the file system: sched_setparam's, sched_setscheduler's
// and sched_getparam's parameter, clock_settime's and settimeofday's new time,
// chroot's, mknod's, mknodat's and renameat2's paths, sigaction's new and old
// action. A worker passes T0's private objects: under backend=mpk the kernel's
// accesses failed with EFAULT ("Bad address": the worker's PKRU closes T0's
// key and a system call does not fault), and under either backend none was
// reported. Now each input is the caller's read and each output its write,
// checked as write()'s and read()'s buffers are
// (runtime/lib/intercept_kernel_reads.c, intercept_kernel_writes.c,
// intercept_sigaction.c), which opens libc's window first: every call prints
// ok under both backends and each is one sharing-violation.
// Nothing changes the machine: the new times are invalid (before the seconds
// are -1 the kernel has read them, so EINVAL is the call's outcome), chroot
// is to "/" (EPERM without the privilege, after the kernel read the path),
// the scheduling parameters are the ones a thread has.
// Runs on the host under backend=check (lit-mpk) and in the VM under
// backend=mpk (mpk-lit).
// RUN: %heddle-cc -I%inputs -O1 %s -o %t
// RUN: rm -rf %t.d && mkdir %t.d && printf x > %t.d/from
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t %t.d > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: rm -rf %t.d
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT --implicit-check-not=FAIL < %t.out
#define _GNU_SOURCE
#include "call_outcome.h"
#include <heddle.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

// What the worker uses: T0's private objects, one per call (the struct
// itself sticky-read, so it may read the pointers).
static struct {
  struct sched_param *set_param, *scheduler_param, *got_param;
  struct timespec *clock_time;
  struct timeval *day_time;
  char *root, *node, *node_at, *renamed, *renamed_to;
  struct sigaction *action, *old_action;
} w;

// The kernel refused the value only after reading it.
static int refused(int r) { return r == -1 && errno == EINVAL; }

static void *worker(void *arg) {
  (void)arg;
  said_alone("worker's sched_setparam", sched_setparam(0, w.set_param) == 0);
  // CHECK: Thread T1 read {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-system.c:[[@LINE-2]] in worker
  said_alone("worker's sched_setscheduler", sched_setscheduler(0, sched_getscheduler(0), w.scheduler_param) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-system.c:[[@LINE]] in worker
  said_alone("worker's sched_getparam", sched_getparam(0, w.got_param) == 0);
  // CHECK: Thread T1 wrote {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-system.c:[[@LINE-2]] in worker
  said_alone("worker's clock_settime", refused(clock_settime(CLOCK_REALTIME, w.clock_time))); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-system.c:[[@LINE]] in worker
  said_alone("worker's settimeofday", refused(settimeofday(w.day_time, NULL))); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-system.c:[[@LINE]] in worker
  int r = chroot(w.root); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-system.c:[[@LINE]] in worker
  said_alone("worker's chroot", r == 0 || errno == EPERM);
  said_alone("worker's mknod", mknod(w.node, S_IFIFO | 0600, 0) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-system.c:[[@LINE]] in worker
  said_alone("worker's mknodat", mknodat(AT_FDCWD, w.node_at, S_IFIFO | 0600, 0) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-system.c:[[@LINE]] in worker
  said_alone("worker's renameat2", renameat2(AT_FDCWD, w.renamed, AT_FDCWD, w.renamed_to, 0) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-system.c:[[@LINE]] in worker
  said_alone("worker's sigaction", sigaction(SIGUSR1, w.action, NULL) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-system.c:[[@LINE]] in worker
  said_alone("worker's sigaction old action", sigaction(SIGUSR2, NULL, w.old_action) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-system.c:[[@LINE]] in worker
  return NULL;
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  struct sched_param param;
  if (sched_getparam(0, &param)) return 1;
  w.set_param = owned_copy(&param, sizeof param);
  w.scheduler_param = owned_copy(&param, sizeof param);
  w.got_param = owned_copy(&param, sizeof param);
  struct timespec before_epoch = {-1, 0};
  w.clock_time = owned_copy(&before_epoch, sizeof before_epoch);
  struct timeval before_epoch_day = {-1, 0};
  w.day_time = owned_copy(&before_epoch_day, sizeof before_epoch_day);
  w.root = owned("/");
  w.node = owned_in_dir(argv[1], "node");
  w.node_at = owned_in_dir(argv[1], "node-at");
  w.renamed = owned_in_dir(argv[1], "from");
  w.renamed_to = owned_in_dir(argv[1], "to");
  struct sigaction ignore;
  memset(&ignore, 0, sizeof ignore);
  ignore.sa_handler = SIG_IGN;
  w.action = owned_copy(&ignore, sizeof ignore);
  w.old_action = owned_copy(&ignore, sizeof ignore);
  run_worker(worker, &w);
  return 0;
}
// OUT: worker's sched_setparam: ok
// OUT-NEXT: worker's sched_setscheduler: ok
// OUT-NEXT: worker's sched_getparam: ok
// OUT-NEXT: worker's clock_settime: ok
// OUT-NEXT: worker's settimeofday: ok
// OUT-NEXT: worker's chroot: ok
// OUT-NEXT: worker's mknod: ok
// OUT-NEXT: worker's mknodat: ok
// OUT-NEXT: worker's renameat2: ok
// OUT-NEXT: worker's sigaction: ok
// OUT-NEXT: worker's sigaction old action: ok
// CHECK: heddle: 11 reports (11 sharing-violation) in 1 process
// CHECK: exit=66
