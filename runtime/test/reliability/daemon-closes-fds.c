// A daemon-style program closes every descriptor it did not open itself and
// opens its own files: the event log's descriptor must survive (it used to be
// closed, the program's next file got its number, and every later report went
// into the program's file instead of the log). Each phase closes the way
// daemons do — a close() loop over 3..1023, close_range(3, ~0U),
// closefrom(3) — then opens a file and makes a report while the file is open;
// the last phase dup2()s its file onto the log's exact number (found in
// /proc/self/fd), which the program must get. The files hold exactly what the
// program wrote (no log records), and all four reports are in the SARIF.
// RUN: %heddle-cc -O0 %s -o %t
// RUN: rm -rf %t.dir && mkdir %t.dir
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t %t.dir > %t.out 2>&1; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// RUN: for p in 1 2 3 4; do printf 'phase%%s: before the report\nphase%%s: after the report\n' $p $p | cmp - %t.dir/phase$p || exit 1; done
// RUN: %python %inputs/sarif_query.py %t.sarif | %FileCheck %s --check-prefix=SARIF
#define _GNU_SOURCE // close_range
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct job {
  int *owned; // heap: private to main
  long phase;
};

// A sharing-violation, at its own line per phase: the report each phase makes after closing.
static void *poke(void *arg) {
  struct job *j = arg; // on main's stack: untracked
  switch (j->phase) {
  case 1: j->owned[0] = 1; break; // phase 1 SARIF-DAG: sharing-violation daemon-closes-fds.c:[[@LINE]]
  case 2: j->owned[1] = 1; break; // phase 2 SARIF-DAG: sharing-violation daemon-closes-fds.c:[[@LINE]]
  case 3: j->owned[2] = 1; break; // phase 3 SARIF-DAG: sharing-violation daemon-closes-fds.c:[[@LINE]]
  default: j->owned[3] = 1; break; // phase 4 SARIF-DAG: sharing-violation daemon-closes-fds.c:[[@LINE]]
  }
  return 0;
}

static int *owned;

static void report_from_thread(long phase) {
  struct job j = {owned, phase};
  pthread_t t;
  pthread_create(&t, 0, poke, &j);
  pthread_join(t, 0);
}

// Creates dir/name: a low descriptor, as the first file a daemon opens gets.
static int open_file(const char *dir, const char *name) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) {
    perror(path);
    exit(1);
  }
  return fd;
}

static void write_line(int fd, const char *name, const char *when) {
  char line[64];
  int n = snprintf(line, sizeof line, "%s: %s the report\n", name, when);
  if (write(fd, line, n) != n) {
    perror(name);
    exit(1);
  }
}

// A phase: the file is open on its descriptor while the report is made.
static void phase(int fd, const char *name, long n) {
  write_line(fd, name, "before");
  report_from_thread(n);
  write_line(fd, name, "after");
  close(fd);
}

// The descriptor of heddle's event log, as the program can see it.
static int find_log_fd(void) {
  DIR *d = opendir("/proc/self/fd");
  struct dirent *e;
  int found = -1;
  while (d && (e = readdir(d))) {
    char link[64], target[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%s", e->d_name);
    ssize_t n = readlink(link, target, sizeof target - 1);
    if (n > 0 && (target[n] = 0, strstr(target, ".hlog"))) found = atoi(e->d_name);
  }
  if (d) closedir(d);
  return found;
}

int main(int argc, char **argv) {
  const char *dir = argv[1];
  owned = calloc(4, sizeof *owned);
  for (int fd = 3; fd < 1024; fd++) close(fd);
  phase(open_file(dir, "phase1"), "phase1", 1);

  close_range(3, ~0U, 0);
  phase(open_file(dir, "phase2"), "phase2", 2);

  closefrom(3);
  phase(open_file(dir, "phase3"), "phase3", 3);

  int log = find_log_fd();
  int fd = open_file(dir, "phase4");
  int got = dup2(fd, log);
  printf("dup2 onto the log's number: %s\n", got == log && log >= 0 ? "got it" : strerror(errno));
  close(fd);
  phase(got, "phase4", 4);
  printf("done\n");
  return 0;
}

// OUT: dup2 onto the log's number: got it
// OUT: done
// OUT: heddle: 4 reports (4 sharing-violation) in 1 process
// OUT: exit=66
// SARIF: process reports=4 exited=True
