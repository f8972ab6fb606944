/* intercept_poll.c — happens-before through readiness: the calls that tell a
 * thread which descriptors have something for it (fd_sync.h's model extended
 * to the event loops built on them).
 *
 * epoll, as ThreadSanitizer models it: registering a descriptor
 * (epoll_ctl ADD, and MOD, which replaces the event's data) releases the
 * epoll descriptor's key, an epoll_wait that returns events acquires it. An
 * acceptor thread that fills a connection object and registers it with its
 * pointer in event.data.ptr hands the object to the thread that gets it from
 * epoll_wait — before that thread reads anything from the connection.
 *
 * poll and select (not modelled by TSan): a descriptor reported readable (or
 * hung up) acquires its own key, as the read that follows would; a wake-up
 * pipe's reader is ordered after the writer's write even if it looks at the
 * shared state before draining the pipe. For a pipe or socketpair that is
 * the first unread write's clock (fd_channel.h), everything on a hang-up or
 * when nothing is queued (end-of-file). Writability orders nothing.
 *
 * What the kernel writes back — poll's revents, select's sets, epoll_wait's
 * events — is the caller's write, filled as kernel_writes.h's table fills its
 * outputs: libc's window first under backend=mpk (else EFAULT on a buffer the
 * thread's PKRU closes), the bytes checked after. */
#include <poll.h>
#include <signal.h>
#include <sys/epoll.h>
#include <sys/select.h>

#include "buffer_check.h"
#include "fd_sync.h"
#include "fortify.h"
#include "real.h"

HD_REAL_FN(epoll_ctl);
HD_REAL_FN(epoll_wait);
HD_REAL_FN(epoll_pwait);
HD_REAL_FN(epoll_pwait2);
HD_REAL_FN(poll);
HD_REAL_FN(ppoll);
HD_REAL_FN(__poll_chk);
HD_REAL_FN(__ppoll_chk);
HD_REAL_FN(select);
HD_REAL_FN(pselect);

int epoll_ctl(int epfd, int op, int fd, struct epoll_event *ev) {
  if (op == EPOLL_CTL_ADD || op == EPOLL_CTL_MOD) hd_fd_release(epfd);
  return HD_REAL(epoll_ctl)(epfd, op, fd, ev);
}
/* The first n events are written. */
static int epolled(int epfd, struct epoll_event *ev, int n, struct hd_caller c) {
  if (n > 0) {
    hd_kernel_wrote(ev, (size_t)n * sizeof *ev, c);
    hd_fd_acquire(epfd);
  }
  return n;
}
static void epoll_begin(struct epoll_event *ev, int max) {
  hd_kernel_writes(ev, max > 0 ? (size_t)max * sizeof *ev : 0);
}
int epoll_wait(int epfd, struct epoll_event *ev, int max, int timeout) {
  struct hd_caller c = HD_CALLER;
  epoll_begin(ev, max);
  return epolled(epfd, ev, HD_REAL(epoll_wait)(epfd, ev, max, timeout), c);
}
int epoll_pwait(int epfd, struct epoll_event *ev, int max, int timeout, const sigset_t *mask) {
  struct hd_caller c = HD_CALLER;
  epoll_begin(ev, max);
  return epolled(epfd, ev, HD_REAL(epoll_pwait)(epfd, ev, max, timeout, mask), c);
}
int epoll_pwait2(int epfd, struct epoll_event *ev, int max, const struct timespec *timeout, const sigset_t *mask) {
  struct hd_caller c = HD_CALLER;
  epoll_begin(ev, max);
  return epolled(epfd, ev, HD_REAL(epoll_pwait2)(epfd, ev, max, timeout, mask), c);
}

#define POLL_READABLE (POLLIN | POLLPRI | POLLRDNORM | POLLRDBAND | POLLHUP | POLLRDHUP)
/* The writer is gone: the reader is after everything it did (its close). */
#define POLL_HANGUP (POLLHUP | POLLRDHUP | POLLERR)

static void acquire_polled(const struct pollfd *fds, nfds_t n, int ready) {
  for (nfds_t i = 0; i < n && ready > 0; i++)
    if (fds[i].revents) {
      ready--;
      if (fds[i].revents & POLL_READABLE) hd_fd_ready(fds[i].fd, fds[i].revents & POLL_HANGUP);
    }
}
/* Every entry's revents is written (the rest read). */
static void poll_begin(struct pollfd *fds, nfds_t n) { hd_kernel_writes(fds, n * sizeof *fds); }
static int polled(struct pollfd *fds, nfds_t n, int ready, struct hd_caller c) {
  if (ready >= 0) hd_kernel_wrote(fds, n * sizeof *fds, c);
  acquire_polled(fds, n, ready);
  return ready;
}
int poll(struct pollfd *fds, nfds_t n, int timeout) {
  struct hd_caller c = HD_CALLER;
  poll_begin(fds, n);
  return polled(fds, n, HD_REAL(poll)(fds, n, timeout), c);
}
int ppoll(struct pollfd *fds, nfds_t n, const struct timespec *timeout, const sigset_t *mask) {
  struct hd_caller c = HD_CALLER;
  poll_begin(fds, n);
  return polled(fds, n, HD_REAL(ppoll)(fds, n, timeout, mask), c);
}
/* _FORTIFY_SOURCE's forms: glibc checks the array's size, the edges are the same. */
int __poll_chk(struct pollfd *fds, nfds_t n, int timeout, size_t fds_len) {
  struct hd_caller c = HD_CALLER;
  poll_begin(fds, n);
  return polled(fds, n, HD_REAL(__poll_chk)(fds, n, timeout, fds_len), c);
}
int __ppoll_chk(struct pollfd *fds, nfds_t n, const struct timespec *timeout, const sigset_t *mask, size_t fds_len) {
  struct hd_caller c = HD_CALLER;
  poll_begin(fds, n);
  return polled(fds, n, HD_REAL(__ppoll_chk)(fds, n, timeout, mask, fds_len), c);
}

static void acquire_selected(int nfds, const fd_set *readable, int ready) {
  if (!readable || ready <= 0) return;
  for (int fd = 0; fd < nfds && fd < FD_SETSIZE; fd++)
    if (FD_ISSET(fd, readable)) hd_fd_ready(fd, 0);
}
/* The kernel writes nfds bits of each set, in whole longs; Linux's select
 * also the time left (glibc, from its own copy), pselect's stays as it was. */
static size_t set_bytes(int nfds) { return nfds > 0 ? ((size_t)nfds + 63) / 64 * 8 : 0; }
static void select_begin(int nfds, fd_set *r, fd_set *w, fd_set *e) {
  size_t n = set_bytes(nfds);
  if (r) hd_kernel_writes(r, n);
  if (w) hd_kernel_writes(w, n);
  if (e) hd_kernel_writes(e, n);
}
static int selected(int nfds, fd_set *r, fd_set *w, fd_set *e, int ready, struct hd_caller c) {
  if (ready >= 0) {
    size_t n = set_bytes(nfds);
    hd_kernel_wrote(r, n, c); /* a null set is not tracked */
    hd_kernel_wrote(w, n, c);
    hd_kernel_wrote(e, n, c);
  }
  acquire_selected(nfds, r, ready);
  return ready;
}
int select(int nfds, fd_set *r, fd_set *w, fd_set *e, struct timeval *timeout) {
  struct hd_caller c = HD_CALLER;
  select_begin(nfds, r, w, e);
  if (timeout) hd_kernel_writes(timeout, sizeof *timeout);
  int ready = HD_REAL(select)(nfds, r, w, e, timeout);
  if (ready >= 0 && timeout) hd_kernel_wrote(timeout, sizeof *timeout, c);
  return selected(nfds, r, w, e, ready, c);
}
int pselect(int nfds, fd_set *r, fd_set *w, fd_set *e, const struct timespec *timeout, const sigset_t *mask) {
  struct hd_caller c = HD_CALLER;
  select_begin(nfds, r, w, e);
  return selected(nfds, r, w, e, HD_REAL(pselect)(nfds, r, w, e, timeout, mask), c);
}
