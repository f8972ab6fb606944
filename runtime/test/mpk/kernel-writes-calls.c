// Calls that fill the caller's memory, which had no interceptor (or, poll,
// select and accept, one that did not look at their buffers): under
// backend=mpk each failed with EFAULT ("Bad address") on a buffer the thread's
// PKRU closes — here every output is a fresh HEDDLE_UNTOUCHED object, on the
// closed key until its first access — and under either backend what they
// wrote went unchecked: a worker's stat(), poll(), select() and accept() into
// T0's private objects were not reported (getitimer, setitimer, sigpending,
// sigprocmask, pthread_sigmask and the xattr calls: until session 16). Now
// libc's window opens before the call when the thread may not write an
// output, and the bytes written are checked as the caller's write after it
// (runtime/lib/kernel_writes.h's table,
// intercept_poll.c, intercept_channels.c): every call below prints ok under
// both backends (each buffer becomes its first toucher's), and the worker's
// six calls are six sharing-violations under both (pipe's and socketpair's
// descriptor arrays: since session 20, before only their window opened).
// Runs on the host under backend=check (lit-mpk) and in the VM under
// backend=mpk (mpk-lit). Two children for waitpid and wait4: 3 processes.
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
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysinfo.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/un.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

// What the worker uses: T0's private objects (sticky-read itself, so the
// worker may read the pointers).
static struct {
  int listen_fd;
  struct stat *st;
  struct pollfd *fds;
  fd_set *readable;
  int nfds;
  struct sockaddr_un *addr;
  int *pipe_out, *pair_out;
} w;

static void *worker(void *arg) {
  (void)arg;
  stat("/", w.st);
  // CHECK: Thread T1 wrote 144 bytes of a 144-byte heap object, which is private to thread T0.
  // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-writes-calls.c:[[@LINE-2]] in worker
  poll(w.fds, 1, 0); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-writes-calls.c:[[@LINE]] in worker
  struct timeval none = {0, 0};
  select(w.nfds, w.readable, NULL, NULL, &none); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-writes-calls.c:[[@LINE]] in worker
  socklen_t len = sizeof *w.addr;
  int fd = accept(w.listen_fd, (struct sockaddr *)w.addr, &len); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-writes-calls.c:[[@LINE]] in worker
  if (fd >= 0) close(fd);
  pipe(w.pipe_out); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-writes-calls.c:[[@LINE]] in worker
  socketpair(AF_UNIX, SOCK_STREAM, 0, w.pair_out); // CHECK: SUMMARY: heddle: sharing-violation {{.*}}kernel-writes-calls.c:[[@LINE]] in worker
  return NULL;
}

static int connected_to(const struct sockaddr_un *where, socklen_t len) {
  int fd = socket(AF_UNIX, SOCK_STREAM, 0);
  return fd >= 0 && connect(fd, (const struct sockaddr *)where, len) == 0 ? fd : -1;
}

int main(void) {
  int pipe_fds[2];
  if (pipe(pipe_fds) || write(pipe_fds[1], "x", 1) != 1) return 1; // the read end stays readable

  // The stat family
  struct stat *st = fresh(sizeof *st);
  said("stat", stat("/", st) == 0 && S_ISDIR(st->st_mode)); // OUT: stat: ok
  st = fresh(sizeof *st);
  said("lstat", lstat("/proc/self/exe", st) == 0 && S_ISLNK(st->st_mode)); // OUT-NEXT: lstat: ok
  st = fresh(sizeof *st);
  said("fstat", fstat(pipe_fds[0], st) == 0 && S_ISFIFO(st->st_mode)); // OUT-NEXT: fstat: ok
  st = fresh(sizeof *st);
  said("fstatat", fstatat(AT_FDCWD, "/", st, 0) == 0 && S_ISDIR(st->st_mode)); // OUT-NEXT: fstatat: ok
  struct statx *sx = fresh(sizeof *sx);
  said("statx", statx(AT_FDCWD, "/", 0, STATX_TYPE, sx) == 0 && S_ISDIR(sx->stx_mode)); // OUT-NEXT: statx: ok
  struct statfs *sf = fresh(sizeof *sf);
  said("statfs", statfs("/", sf) == 0 && sf->f_bsize > 0); // OUT-NEXT: statfs: ok

  // Sockets: a listening AF_UNIX socket (abstract name) with two connections waiting
  struct sockaddr_un where = {.sun_family = AF_UNIX};
  snprintf(where.sun_path + 1, sizeof where.sun_path - 1, "heddle-kernel-writes-%d", (int)getpid());
  socklen_t where_len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + strlen(where.sun_path + 1));
  int lfd = socket(AF_UNIX, SOCK_STREAM, 0);
  if (lfd < 0 || bind(lfd, (struct sockaddr *)&where, where_len) || listen(lfd, 4)) return 2;
  int cfd = connected_to(&where, where_len), cfd2 = connected_to(&where, where_len),
      cfd3 = connected_to(&where, where_len);
  if (cfd < 0 || cfd2 < 0 || cfd3 < 0) return 3;
  socklen_t len = sizeof(int);
  int *type = fresh(sizeof *type);
  said("getsockopt", getsockopt(cfd, SOL_SOCKET, SO_TYPE, type, &len) == 0 && *type == SOCK_STREAM); // OUT-NEXT: getsockopt: ok
  struct sockaddr_un *a = fresh(sizeof *a);
  len = sizeof *a;
  said("getsockname", getsockname(lfd, (struct sockaddr *)a, &len) == 0 && a->sun_family == AF_UNIX); // OUT-NEXT: getsockname: ok
  a = fresh(sizeof *a);
  len = sizeof *a;
  said("getpeername", getpeername(cfd, (struct sockaddr *)a, &len) == 0 && a->sun_family == AF_UNIX); // OUT-NEXT: getpeername: ok
  a = fresh(sizeof *a);
  len = sizeof *a;
  said("accept", accept(lfd, (struct sockaddr *)a, &len) >= 0 && a->sun_family == AF_UNIX); // OUT-NEXT: accept: ok
  a = fresh(sizeof *a);
  len = sizeof *a;
  said("accept4", accept4(lfd, (struct sockaddr *)a, &len, SOCK_CLOEXEC) >= 0 && a->sun_family == AF_UNIX); // OUT-NEXT: accept4: ok

  // Readiness: epoll_wait's events are output only (poll's and select's
  // arrays are the program's own input too: the worker's calls below)
  int epfd = epoll_create1(0);
  struct epoll_event interest = {.events = EPOLLIN, .data.fd = pipe_fds[0]};
  if (epfd < 0 || epoll_ctl(epfd, EPOLL_CTL_ADD, pipe_fds[0], &interest)) return 4;
  struct epoll_event *ev = fresh(sizeof *ev);
  said("epoll_wait", epoll_wait(epfd, ev, 1, 0) == 1 && (ev->events & EPOLLIN)); // OUT-NEXT: epoll_wait: ok

  // Children and resources
  pid_t child = fork();
  if (child == 0) _exit(7);
  int *status = fresh(sizeof *status);
  said("waitpid", waitpid(child, status, 0) == child && WEXITSTATUS(*status) == 7); // OUT-NEXT: waitpid: ok
  child = fork();
  if (child == 0) _exit(8);
  status = fresh(sizeof *status);
  struct rusage *ru = fresh(sizeof *ru);
  said("wait4", wait4(child, status, 0, ru) == child && WEXITSTATUS(*status) == 8 && ru->ru_maxrss >= 0); // OUT-NEXT: wait4: ok
  ru = fresh(sizeof *ru);
  said("getrusage", getrusage(RUSAGE_SELF, ru) == 0 && ru->ru_maxrss > 0); // OUT-NEXT: getrusage: ok
  struct rlimit *rl = fresh(sizeof *rl);
  said("getrlimit", getrlimit(RLIMIT_NOFILE, rl) == 0 && rl->rlim_cur > 0); // OUT-NEXT: getrlimit: ok
  rl = fresh(sizeof *rl);
  said("prlimit", prlimit(0, RLIMIT_NOFILE, NULL, rl) == 0 && rl->rlim_cur > 0); // OUT-NEXT: prlimit: ok
  struct tms *tm = fresh(sizeof *tm);
  said("times", times(tm) != (clock_t)-1 && tm->tms_utime >= 0); // OUT-NEXT: times: ok
  cpu_set_t *cpus = fresh(sizeof *cpus);
  said("sched_getaffinity", sched_getaffinity(0, sizeof *cpus, cpus) == 0 && CPU_COUNT(cpus) > 0); // OUT-NEXT: sched_getaffinity: ok

  // The system, the clocks
  struct utsname *u = fresh(sizeof *u);
  said("uname", uname(u) == 0 && strcmp(u->sysname, "Linux") == 0); // OUT-NEXT: uname: ok
  struct sysinfo *si = fresh(sizeof *si);
  said("sysinfo", sysinfo(si) == 0 && si->mem_unit > 0); // OUT-NEXT: sysinfo: ok
  unsigned char *noise = fresh(16);
  said("getrandom", getrandom(noise, 16, GRND_INSECURE) == 16); // OUT-NEXT: getrandom: ok
  struct timespec *ts = fresh(sizeof *ts);
  said("clock_gettime", clock_gettime(CLOCK_PROCESS_CPUTIME_ID, ts) == 0 && ts->tv_nsec >= 0); // OUT-NEXT: clock_gettime: ok
  ts = fresh(sizeof *ts);
  said("clock_getres", clock_getres(CLOCK_MONOTONIC, ts) == 0 && ts->tv_nsec > 0); // OUT-NEXT: clock_getres: ok
  struct timeval *tv = fresh(sizeof *tv);
  said("gettimeofday", gettimeofday(tv, NULL) == 0 && tv->tv_sec > 0); // OUT-NEXT: gettimeofday: ok
  time_t *now = fresh(sizeof *now);
  said("time", time(now) > 0 && *now > 0); // OUT-NEXT: time: ok

  // Paths and directory entries
  char *path = fresh(PATH_MAX);
  said("readlink", readlink("/proc/self/exe", path, PATH_MAX) > 0 && path[0] == '/'); // OUT-NEXT: readlink: ok
  path = fresh(PATH_MAX);
  said("getcwd", getcwd(path, PATH_MAX) == path && path[0] == '/'); // OUT-NEXT: getcwd: ok
  path = fresh(PATH_MAX);
  said("realpath", realpath("/", path) == path && strcmp(path, "/") == 0); // OUT-NEXT: realpath: ok
  int dir = open("/", O_RDONLY | O_DIRECTORY);
  char *entries = fresh(4096);
  said("getdents64", dir >= 0 && getdents64(dir, entries, 4096) > 0); // OUT-NEXT: getdents64: ok

  // Timers, signal masks, extended attributes (a file on /dev/shm, a tmpfs:
  // user.* names since Linux 6.6, trusted.* for root before)
  struct itimerval *timer = fresh(sizeof *timer);
  said("getitimer", getitimer(ITIMER_REAL, timer) == 0 && timer->it_value.tv_sec == 0); // OUT-NEXT: getitimer: ok
  struct itimerval stopped = {{0, 0}, {0, 0}};
  timer = fresh(sizeof *timer);
  said("setitimer", setitimer(ITIMER_REAL, &stopped, timer) == 0 && timer->it_value.tv_sec == 0); // OUT-NEXT: setitimer: ok
  sigset_t *set = fresh(sizeof *set);
  said("sigpending", sigpending(set) == 0 && !sigismember(set, SIGUSR1)); // OUT-NEXT: sigpending: ok
  set = fresh(sizeof *set);
  said("sigprocmask", sigprocmask(SIG_BLOCK, NULL, set) == 0 && !sigismember(set, SIGUSR1)); // OUT-NEXT: sigprocmask: ok
  set = fresh(sizeof *set);
  said("pthread_sigmask", pthread_sigmask(SIG_BLOCK, NULL, set) == 0 && !sigismember(set, SIGUSR1)); // OUT-NEXT: pthread_sigmask: ok
  // The siginfo of the sigwait family (intercept_signal.c)
  sigset_t usr1;
  sigemptyset(&usr1);
  sigaddset(&usr1, SIGUSR1);
  sigprocmask(SIG_BLOCK, &usr1, NULL);
  raise(SIGUSR1);
  siginfo_t *info = fresh(sizeof *info);
  said("sigwaitinfo", sigwaitinfo(&usr1, info) == SIGUSR1 && info->si_signo == SIGUSR1); // OUT-NEXT: sigwaitinfo: ok
  raise(SIGUSR1);
  info = fresh(sizeof *info);
  struct timespec no_wait = {0, 0};
  said("sigtimedwait", sigtimedwait(&usr1, info, &no_wait) == SIGUSR1 && info->si_signo == SIGUSR1); // OUT-NEXT: sigtimedwait: ok
  char attributed[64];
  snprintf(attributed, sizeof attributed, "/dev/shm/heddle-kernel-writes-%d", (int)getpid());
  int afd = open(attributed, O_CREAT | O_RDWR, 0600);
  const char *attr = "user.heddle";
  if (afd >= 0 && fsetxattr(afd, attr, "v", 1, 0)) attr = "trusted.heddle";
  if (afd < 0 || fsetxattr(afd, attr, "v", 1, 0)) return 5;
  char *value = fresh(16);
  said("getxattr", getxattr(attributed, attr, value, 16) == 1 && value[0] == 'v'); // OUT-NEXT: getxattr: ok
  value = fresh(16);
  said("lgetxattr", lgetxattr(attributed, attr, value, 16) == 1 && value[0] == 'v'); // OUT-NEXT: lgetxattr: ok
  value = fresh(16);
  said("fgetxattr", fgetxattr(afd, attr, value, 16) == 1 && value[0] == 'v'); // OUT-NEXT: fgetxattr: ok
  char *names = fresh(256);
  said("listxattr", listxattr(attributed, names, 256) > 0 && strcmp(names, attr) == 0); // OUT-NEXT: listxattr: ok
  close(afd);
  unlink(attributed);

  // The worker fills T0's private objects: each call is reported, and still fills them.
  w.listen_fd = lfd;
  w.st = malloc(sizeof *w.st); // strict mode: private to T0
  w.st->st_mode = 0;
  w.fds = malloc(sizeof *w.fds);
  *w.fds = (struct pollfd){.fd = pipe_fds[0], .events = POLLIN};
  w.readable = malloc(sizeof *w.readable);
  FD_ZERO(w.readable);
  FD_SET(pipe_fds[0], w.readable);
  w.nfds = pipe_fds[0] + 1;
  w.addr = malloc(sizeof *w.addr);
  w.addr->sun_family = 0;
  w.pipe_out = calloc(2, sizeof(int));
  w.pair_out = calloc(2, sizeof(int));
  heddle_set_sticky_read(&w);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  said("worker's stat", S_ISDIR(w.st->st_mode)); // OUT-NEXT: worker's stat: ok
  said("worker's poll", w.fds->revents & POLLIN); // OUT-NEXT: worker's poll: ok
  said("worker's select", FD_ISSET(pipe_fds[0], w.readable)); // OUT-NEXT: worker's select: ok
  said("worker's accept", w.addr->sun_family == AF_UNIX); // OUT-NEXT: worker's accept: ok
  said("worker's pipe", w.pipe_out[0] > 2 && w.pipe_out[1] > 2); // OUT-NEXT: worker's pipe: ok
  said("worker's socketpair", w.pair_out[0] > 2 && w.pair_out[1] > 2); // OUT-NEXT: worker's socketpair: ok
  return 0;
}
// CHECK: heddle: 6 reports (6 sharing-violation) in 3 processes
// CHECK: exit=66
