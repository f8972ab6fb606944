// The kernel's reads of inputs that had no line in runtime/lib's table: a
// worker passes T0's private objects to calls that read them — fopen's,
// freopen's, creat's, the fortified opens' (__open_2, __openat_2), opendir's,
// statvfs's, chmod's and link's paths, utimensat's times, a thread's new name,
// an affinity mask, a limit. Under backend=mpk each failed with EFAULT ("Bad
// address": the worker's PKRU closes T0's key and a system call does not fault;
// fopen, freopen and opendir open the file with glibc's internal open, which
// the open interceptor never sees) and under either backend went unreported.
// Now each input is the caller's read, checked before the call
// (runtime/lib/intercept_kernel_reads.c), which opens libc's window: every
// call prints ok under both backends and each is one sharing-violation, T1
// reading T0's object. pthread_getname_np into a fresh HEDDLE_UNTOUCHED buffer
// (an output on the closed key) failed the same way and prints ok now.
// Runs on the host under backend=check (lit-mpk) and in the VM under
// backend=mpk (mpk-lit).
// RUN: %heddle-cc -I%inputs -O1 %s -o %t
// RUN: rm -rf %t.d && mkdir %t.d && printf x > %t.d/file
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t %t.d > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: rm -rf %t.d
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT --implicit-check-not=FAIL < %t.out
#define _GNU_SOURCE
#include "call_outcome.h"
#include <heddle.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

// glibc's _FORTIFY_SOURCE entry points, called as a fortified open() calls them.
int __open_2(const char *path, int flags);
int __openat_2(int dirfd, const char *path, int flags);

// What the worker uses: T0's private copies, one object per call (the
// struct itself sticky-read, so it may read the pointers).
static struct {
  char *fopen_path, *freopen_path, *creat_path, *open2_path, *openat2_path, *dir, *statvfs_path, *chmod_path;
  char *link_from, *link_to, *utimens_path, *name;
  struct timespec *times;
  cpu_set_t *cpus;
  struct rlimit *limit;
} w;

static void *worker(void *arg) {
  (void)arg;
  FILE *f = fopen(w.fopen_path, "r");
  // CHECK: Thread T1 read {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE-2]] in worker
  said_alone("worker's fopen", f != NULL);
  said_alone("worker's freopen", f && (f = freopen(w.freopen_path, "r", f)) != NULL); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  if (f) fclose(f);
  int fd = creat(w.creat_path, 0600); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  said_alone("worker's creat", fd >= 0);
  if (fd >= 0) close(fd);
  fd = __open_2(w.open2_path, O_RDONLY); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  said_alone("worker's __open_2", fd >= 0);
  if (fd >= 0) close(fd);
  fd = __openat_2(AT_FDCWD, w.openat2_path, O_RDONLY); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  said_alone("worker's __openat_2", fd >= 0);
  if (fd >= 0) close(fd);
  DIR *d = opendir(w.dir); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  said_alone("worker's opendir", d != NULL);
  if (d) closedir(d);
  struct statvfs sv;
  said_alone("worker's statvfs", statvfs(w.statvfs_path, &sv) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  said_alone("worker's chmod", chmod(w.chmod_path, 0644) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  // Two of T0's objects each (the report says how often it was seen there):
  // CHECK: (seen 2 times at this location)
  said_alone("worker's link", link(w.link_from, w.link_to) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  // CHECK: (seen 2 times at this location)
  said_alone("worker's utimensat", utimensat(AT_FDCWD, w.utimens_path, w.times, 0) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  said_alone("worker's pthread_setname_np", pthread_setname_np(pthread_self(), w.name) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  said_alone("worker's sched_setaffinity", sched_setaffinity(0, sizeof *w.cpus, w.cpus) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  said_alone("worker's setrlimit", setrlimit(RLIMIT_NOFILE, w.limit) == 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-paths.c:[[@LINE]] in worker
  return NULL;
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  const char *dir = argv[1];
  w.fopen_path = owned_in_dir(dir, "file");
  w.freopen_path = owned_in_dir(dir, "file");
  w.creat_path = owned_in_dir(dir, "created");
  w.open2_path = owned_in_dir(dir, "file");
  w.openat2_path = owned_in_dir(dir, "file");
  w.dir = owned(dir);
  w.statvfs_path = owned(dir);
  w.chmod_path = owned_in_dir(dir, "file");
  w.link_from = owned_in_dir(dir, "file");
  w.link_to = owned_in_dir(dir, "linked");
  w.utimens_path = owned_in_dir(dir, "file");
  w.name = owned("renamed");
  struct timespec now[2] = {{0, UTIME_NOW}, {0, UTIME_NOW}};
  w.times = owned_copy(now, sizeof now);
  cpu_set_t cpus;
  if (sched_getaffinity(0, sizeof cpus, &cpus)) return 1;
  w.cpus = owned_copy(&cpus, sizeof cpus);
  struct rlimit limit;
  if (getrlimit(RLIMIT_NOFILE, &limit)) return 1;
  w.limit = owned_copy(&limit, sizeof limit);
  heddle_set_sticky_read(&w);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  // OUT: worker's fopen: ok
  // OUT-NEXT: worker's freopen: ok
  // OUT-NEXT: worker's creat: ok
  // OUT-NEXT: worker's __open_2: ok
  // OUT-NEXT: worker's __openat_2: ok
  // OUT-NEXT: worker's opendir: ok
  // OUT-NEXT: worker's statvfs: ok
  // OUT-NEXT: worker's chmod: ok
  // OUT-NEXT: worker's link: ok
  // OUT-NEXT: worker's utimensat: ok
  // OUT-NEXT: worker's pthread_setname_np: ok
  // OUT-NEXT: worker's sched_setaffinity: ok
  // OUT-NEXT: worker's setrlimit: ok
  char *name = fresh(16);
  said_alone("pthread_getname_np", pthread_getname_np(pthread_self(), name, 16) == 0);
  // OUT-NEXT: pthread_getname_np: ok
  return 0;
}
// CHECK: heddle: 13 reports (13 sharing-violation) in 1 process
// CHECK: exit=66
