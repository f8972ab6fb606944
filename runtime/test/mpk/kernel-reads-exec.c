// What the kernel reads for a new image: execve's path, its argv array and
// strings, posix_spawn's argv (read by the child's execve, which starts with
// the caller's PKRU) and popen's command (the shell's argument). A worker
// passes T0's private objects: under backend=mpk each failed with EFAULT ("Bad
// address": the worker's PKRU closes T0's key; popen's shell never ran, exit
// status 127) and under either backend went unreported. Now the exec family,
// posix_spawn and popen read them as the caller's reads before the call
// (runtime/lib/intercept_exec.c, intercept_transfer.c, intercept_kernel_reads.c),
// which opens libc's window: the execs reach the file — a non-executable
// format, so they fail with ENOEXEC and no image is replaced —, popen's shell
// runs, and each is one sharing-violation under both backends.
// Runs on the host under backend=check (lit-mpk) and in the VM under
// backend=mpk (mpk-lit).
// RUN: %heddle-cc -I%inputs -O1 %s -o %t
// RUN: printf 'not a program\n' > %t.data && chmod 755 %t.data
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t %t.data > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: rm -f %t.data
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT --implicit-check-not=FAIL < %t.out
#define _GNU_SOURCE
#include "call_outcome.h"
#include <heddle.h>
#include <errno.h>
#include <pthread.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

// The file every exec reaches: executable, in no format the kernel knows.
static const char *data_file;

// What the worker uses: T0's private objects, one per call (the struct
// itself sticky-read).
static struct {
  char *path;        // execve's path
  char **argv;       // execve's argv array (of the worker's own strings)
  char *arg;         // execv's argv[0]
  char **spawn_argv; // posix_spawn's argv array
  char *command;     // popen's
} w;

// An exec that reached the file: the kernel read every argument first.
static int reached_file(int r) { return r == -1 && errno == ENOEXEC; }

static void *worker(void *arg) {
  (void)arg;
  char *plain_argv[] = {"data", NULL};
  said_alone("worker's execve path", reached_file(execve(w.path, plain_argv, environ)));
  // CHECK: Thread T1 read {{[0-9]+}} bytes of {{an?}} {{[0-9]+}}-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-exec.c:[[@LINE-2]] in worker
  said_alone("worker's execve argv", reached_file(execve(data_file, w.argv, environ))); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-exec.c:[[@LINE]] in worker
  char *argv_of_t0[] = {w.arg, NULL};
  said_alone("worker's execv string", reached_file(execv(data_file, argv_of_t0))); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-exec.c:[[@LINE]] in worker
  pid_t pid;
  said_alone("worker's posix_spawn argv", posix_spawn(&pid, data_file, NULL, NULL, w.spawn_argv, environ) == ENOEXEC); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-exec.c:[[@LINE]] in worker
  FILE *shell = popen(w.command, "r"); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-reads-exec.c:[[@LINE]] in worker
  said_alone("worker's popen", shell && pclose(shell) == 0);
  return NULL;
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  data_file = argv[1];
  w.path = owned(data_file);
  char *argv_literal[] = {"data", NULL};
  w.argv = owned_copy(argv_literal, sizeof argv_literal);
  w.arg = owned("data");
  w.spawn_argv = owned_copy(argv_literal, sizeof argv_literal);
  w.command = owned("exit 0");
  heddle_set_sticky_read(&w);
  heddle_set_sticky_read(&data_file);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  // OUT: worker's execve path: ok
  // OUT-NEXT: worker's execve argv: ok
  // OUT-NEXT: worker's execv string: ok
  // OUT-NEXT: worker's posix_spawn argv: ok
  // OUT-NEXT: worker's popen: ok
  return 0;
}
// CHECK: heddle: 5 reports (5 sharing-violation) in 1 process
// CHECK: exit=66
