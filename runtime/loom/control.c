/* control.c — the program's end of the control channel (control_proto.h): a
 * thread of the runtime's own (not a thread of the program: heddle's thread
 * table, reports and the race detector never see it; all signals blocked)
 * accepts one connection at a time and answers each within the request's
 * time limit. Started at start-up when the executable has slots.
 *
 * The listening socket is checked before each accept: a program that closes
 * every descriptor (a daemon) may close it, and the next file it opens gets
 * the number; then the socket is made again instead of accepting on the
 * program's file. */
#include "control.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <unistd.h>

#include "access.h"
#include "control_proto.h"
#include "live.h"
#include "real.h"
#include "sites.h"
#include "sync_objects.h"
#include "thread.h"
#include "util.h"

HD_REAL_FN(pthread_create);

#define HIGH_FD 700 /* away from the descriptors programs use and dup2 onto */
#define IO_TIMEOUT_S 5

static int listen_fd = -1;
static dev_t sock_dev;
static ino_t sock_ino;
static char sock_path[sizeof(((struct sockaddr_un *)0)->sun_path)];
static pid_t owner_pid;

static void warn(const char *what) {
  char msg[512];
  snprintf(msg, sizeof msg,
           "heddle: warning: no control channel for `heddle filter`: %s (execution filters can still be given at "
           "start-up)\n",
           what);
  hd_stderr(msg, hd_strlen(msg));
}

/* Sockets of processes that are gone (killed before their exit could remove
 * them): the directory would otherwise only grow. getdents64, not opendir: this
 * thread must not allocate (the program's allocator would count it as one of
 * the program's threads). */
struct linux_dirent64 {
  uint64_t d_ino;
  int64_t d_off;
  unsigned short d_reclen;
  unsigned char d_type;
  char d_name[];
};

static int listened(const char *dir, const char *name) {
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  if (snprintf(addr.sun_path, sizeof addr.sun_path, "%s/%s", dir, name) >= (int)sizeof addr.sun_path) return 1;
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if (fd < 0) return 1;
  int rc = connect(fd, (struct sockaddr *)&addr, sizeof addr);
  int err = errno;
  close(fd);
  return rc == 0 || (err != ECONNREFUSED && err != ENOENT);
}

static void sweep(const char *dir) {
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  char buf[4096];
  for (long n; (n = hd_raw_syscall(SYS_getdents64, (long)fd, (long)buf, (long)sizeof buf)) > 0;)
    for (long at = 0; at < n;) {
      struct linux_dirent64 *e = (struct linux_dirent64 *)(buf + at);
      at += e->d_reclen;
      int pid;
      char tail[8];
      if (sscanf(e->d_name, "filter-%d.so%7s", &pid, tail) != 2 || strcmp(tail, "ck") != 0 || pid <= 0) continue;
      if (kill(pid, 0) == 0 || errno != ESRCH) continue;
      /* No such pid here — but a process of another pid namespace sharing this /tmp (a VM over
       * virtiofs, a container) may own it: remove only a socket nobody listens on. */
      if (listened(dir, e->d_name)) continue;
      unlinkat(fd, e->d_name, 0);
    }
  close(fd);
}

static int open_socket(void) {
  char dir[sizeof sock_path];
  uid_t uid = geteuid();
  hd_loom_control_dir(uid, dir, sizeof dir);
  if (mkdir(dir, 0700) != 0 && errno != EEXIST) return -1;
  const char *problem = hd_loom_control_dir_problem(dir, uid);
  if (problem) {
    char msg[300];
    snprintf(msg, sizeof msg, "%s: %s", dir, problem);
    warn(msg);
    return -1;
  }
  sweep(dir);
  hd_loom_control_socket(uid, getpid(), sock_path, sizeof sock_path);
  int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  int high = fcntl(fd, F_DUPFD_CLOEXEC, HIGH_FD);
  if (high >= 0) {
    close(fd);
    fd = high;
  }
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  snprintf(addr.sun_path, sizeof addr.sun_path, "%s", sock_path);
  unlink(sock_path); /* a process that had this pid before */
  struct stat st;
  if (bind(fd, (struct sockaddr *)&addr, sizeof addr) != 0 || chmod(sock_path, 0600) != 0 || listen(fd, 8) != 0 ||
      fstat(fd, &st) != 0) {
    close(fd);
    return -1;
  }
  sock_dev = st.st_dev;
  sock_ino = st.st_ino;
  listen_fd = fd;
  return 0;
}

static int still_mine(void) {
  struct stat st;
  return listen_fd >= 0 && fstat(listen_fd, &st) == 0 && st.st_dev == sock_dev && st.st_ino == sock_ino;
}

/* The reply's text, gathered from the sink. */
struct reply_text {
  char *buf;
  size_t len;
};

static void append(void *ctx, const char *line) {
  struct reply_text *r = ctx;
  size_t n = hd_strlen(line);
  if (r->len + n > HD_LOOM_MAX_REPLY) n = HD_LOOM_MAX_REPLY - r->len;
  for (size_t i = 0; i < n; i++) r->buf[r->len + i] = line[i];
  r->len += n;
}

static void reply(int fd, int status, const struct reply_text *text) {
  struct hd_loom_reply r = {.status = status, .text_len = (uint32_t)text->len};
  for (int i = 0; i < 8; i++) r.magic[i] = HD_LOOM_MAGIC[i];
  if (hd_loom_write_all(fd, &r, sizeof r) == 0) hd_loom_write_all(fd, text->buf, text->len);
}

static void serve(int fd) {
  static char reply_buf[HD_LOOM_MAX_REPLY];
  static char *request_text; /* HD_LOOM_MAX_TEXT + name, mapped once */
  struct reply_text text = {reply_buf, 0};
  struct loom_sink sink = {append, &text};
  struct ucred peer;
  socklen_t len = sizeof peer;
  if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &len) != 0 || (peer.uid != geteuid() && peer.uid != 0)) {
    char msg[256];
    snprintf(msg, sizeof msg,
             "heddle: permission denied: process %d takes execution filters only from its own user (uid %u) or "
             "root\n",
             (int)getpid(), (unsigned)geteuid());
    append(&text, msg);
    reply(fd, HD_LOOM_FAILED, &text);
    return;
  }
  struct timeval tv = {IO_TIMEOUT_S, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
  struct hd_loom_request rq;
  int ok = hd_loom_read_all(fd, &rq, sizeof rq) == 0;
  for (int i = 0; ok && i < 8; i++) ok = rq.magic[i] == HD_LOOM_MAGIC[i];
  ok = ok && rq.name_len <= HD_LOOM_MAX_NAME && rq.text_len <= HD_LOOM_MAX_TEXT;
  if (ok && !request_text) {
    struct loom_arena *a = hd_loom_live_arena();
    request_text = loom_alloc(a, HD_LOOM_MAX_TEXT + HD_LOOM_MAX_NAME + 2);
  }
  ok = ok && request_text && hd_loom_read_all(fd, request_text, rq.name_len + rq.text_len) == 0;
  if (!ok) {
    append(&text, "heddle: the request was not understood (a `heddle filter` of another version?)\n");
    reply(fd, HD_LOOM_FAILED, &text);
    return;
  }
  char name[HD_LOOM_MAX_NAME + 1];
  for (uint32_t i = 0; i < rq.name_len; i++) name[i] = request_text[i];
  name[rq.name_len] = 0;
  const char *filter = request_text + rq.name_len;
  enum hd_loom_status status;
  switch (rq.op) {
    case HD_LOOM_ADD: status = hd_loom_live_add(name, filter, rq.text_len, rq.timeout_ms, 0, &sink); break;
    case HD_LOOM_REPLACE:
      status = hd_loom_live_add(name, filter, rq.text_len, rq.timeout_ms, (int)rq.id, &sink);
      break;
    case HD_LOOM_REMOVE: status = hd_loom_live_remove((int)rq.id, &sink); break;
    case HD_LOOM_LIST:
      hd_loom_live_list(&sink);
      status = HD_LOOM_OK;
      break;
    default:
      append(&text, "heddle: unknown request\n");
      status = HD_LOOM_FAILED;
  }
  reply(fd, status, &text);
}

static void *control_thread(void *unused) {
  (void)unused;
  hd_in_runtime++; /* its libc calls are the runtime's, not the program's */
  /* (the socket was made at start-up, hd_loom_control_start) */
  for (;;) {
    if (getpid() != owner_pid) return 0; /* (a forked child never runs this thread) */
    if (!still_mine()) {
      listen_fd = -1;
      if (open_socket() != 0) return 0;
    }
    /* Once the program's last thread is gone (main left by pthread_exit), this
     * thread must not keep the process alive: glibc's last exiting thread
     * calls exit(0), which runs the runtime's exit work. */
    if (!hd_thread_live()) return 0;
    struct pollfd p = {listen_fd, POLLIN, 0};
    if (poll(&p, 1, 200) <= 0 || !still_mine()) continue;
    int fd = accept4(listen_fd, 0, 0, SOCK_CLOEXEC);
    if (fd < 0) continue;
    serve(fd);
    close(fd);
  }
}

static void remove_socket(void) {
  if (listen_fd >= 0 && getpid() == owner_pid) unlink(sock_path);
}

/* A forked child has no control thread: its copy of the socket goes. */
static void in_child(void) {
  if (listen_fd >= 0) close(listen_fd);
  listen_fd = -1;
}

void hd_loom_control_start(long timeout_ms) {
  hd_loom_timeout_ms = timeout_ms; /* a live filter's waits have the start-up ones' limit */
  long nsites;
  hd_loom_sites(&nsites);
  if (!nsites) return;
  hd_loom_live_set_main();
  owner_pid = getpid();
  /* The socket exists before main runs: a `heddle filter` the moment the program has started
   * (a test that waits for its first output line) finds it, however late the thread is scheduled. */
  hd_in_runtime++;
  int opened = open_socket();
  hd_in_runtime--;
  if (opened != 0) return; /* no channel (open_socket said why, if it can be helped) */
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old); /* the thread starts with every signal blocked */
  pthread_t t;
  int rc = HD_REAL(pthread_create)(&t, 0, control_thread, 0);
  pthread_sigmask(SIG_SETMASK, &old, 0);
  if (rc != 0) {
    warn("cannot create its thread");
    unlink(sock_path); /* no one will answer on it */
    close(listen_fd);
    listen_fd = -1;
    return;
  }
  pthread_setname_np(t, "heddle-control"); /* not the program's: tools that count threads can tell */
  pthread_detach(t);
  atexit(remove_socket);
  pthread_atfork(0, 0, in_child);
}
