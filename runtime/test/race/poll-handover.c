// Readiness orders memory as the read after it would: an object registered
// with epoll_ctl (its pointer in event.data.ptr) is the epoll_wait caller's,
// as in ThreadSanitizer's model (TSan: ADD only; MOD, which replaces the
// pointer, too here); a descriptor that poll/ppoll/select report
// readable orders its reader after the writer's write even before the reader
// drains it (TSan does not model these two). Found by a new-user trial (an
// acceptor thread registering connection objects for an I/O thread: a false
// data race on the first field the I/O thread read). "late" writes the
// object after registering it, which stays a race.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in epoll epoll-mod poll ppoll select pselect; do %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1 | grep -E '^heddle: [0-9]+ report|data-race /' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: %heddle run --out %t.late.sarif -- %t late 2> %t.late.err; echo "exit=$?" >> %t.late.err
// RUN: %FileCheck %s --check-prefix=LATE < %t.late.err
// OK: epoll: heddle: 0 reports in 1 process
// OK-NEXT: epoll-mod: heddle: 0 reports in 1 process
// OK-NEXT: poll: heddle: 0 reports in 1 process
// OK-NEXT: ppoll: heddle: 0 reports in 1 process
// OK-NEXT: select: heddle: 0 reports in 1 process
// OK-NEXT: pselect: heddle: 0 reports in 1 process
// LATE: Data race: thread T{{[01]}} {{read|wrote}} 4 bytes
// LATE: SUMMARY: heddle: data-race {{.*}}poll-handover.c:{{(59|83)}}
// LATE: exit=66
#define _GNU_SOURCE
#include <poll.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/select.h>
#include <unistd.h>

struct conn { int fd; int generation; char name[24]; };
static const char *mode;
static int ep, fds[2];
static int table[64]; /* filled before the wake-up byte (poll modes) */
static int started;   /* __atomic: the waiter is in its wait */

static int is(const char *m) { return !strcmp(mode, m); }
static int epoll_mode(void) { return is("epoll") || is("epoll-mod") || is("late"); }

/* The producer: fill, then announce by registration or by one byte. */
static void *producer(void *arg) {
  (void)arg;
  while (!__atomic_load_n(&started, __ATOMIC_ACQUIRE)) usleep(100);
  usleep(20000); /* the waiter is blocked by now: only the wait can order it */
  if (epoll_mode()) {
    struct conn *c = malloc(sizeof *c);
    c->fd = fds[0];
    c->generation = 1;
    strcpy(c->name, "conn0");
    struct epoll_event ev = {.events = EPOLLIN, .data.ptr = c};
    if (is("epoll-mod")) {
      /* Registered earlier with no object; MOD attaches it. */
      if (epoll_ctl(ep, EPOLL_CTL_MOD, fds[0], &ev)) abort();
    } else if (epoll_ctl(ep, EPOLL_CTL_ADD, fds[0], &ev)) {
      abort();
    }
    if (is("late")) c->generation = 2;
    /* Wake the loop through a descriptor it does not read first. */
    if (write(fds[1], "x", 1) != 1) abort();
    return NULL;
  }
  for (int i = 0; i < 64; i++) table[i] = i + 1;
  if (write(fds[1], "x", 1) != 1) abort();
  return NULL;
}

static long waiter(void) {
  long s = 0;
  fd_set r;
  FD_ZERO(&r);
  FD_SET(fds[0], &r);
  struct pollfd p = {.fd = fds[0], .events = POLLIN};
  __atomic_store_n(&started, 1, __ATOMIC_RELEASE);
  if (epoll_mode()) {
    struct epoll_event ev;
    for (;;) {
      int n = is("epoll-mod") ? epoll_pwait(ep, &ev, 1, -1, NULL) : epoll_wait(ep, &ev, 1, -1);
      if (n == 1 && ev.data.ptr) break;
    }
    struct conn *c = ev.data.ptr;
    s = c->fd + c->generation + c->name[0]; /* before any read of the descriptor */
    char b;
    if (read(c->fd, &b, 1) != 1) abort();
    if (!is("late")) free(c);
    return s;
  }
  if (is("poll")) {
    if (poll(&p, 1, -1) != 1) abort();
  } else if (is("ppoll")) {
    if (ppoll(&p, 1, NULL, NULL) != 1) abort();
  } else if (is("select")) {
    if (select(fds[0] + 1, &r, NULL, NULL, NULL) != 1) abort();
  } else {
    if (pselect(fds[0] + 1, &r, NULL, NULL, NULL, NULL) != 1) abort();
  }
  for (int i = 0; i < 64; i++) s += table[i]; /* before draining the byte */
  char b;
  if (read(fds[0], &b, 1) != 1) abort();
  return s;
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "epoll";
  if (pipe(fds)) abort();
  ep = epoll_create1(0);
  if (is("epoll-mod")) {
    struct epoll_event ev = {.events = EPOLLIN, .data.ptr = NULL};
    if (epoll_ctl(ep, EPOLL_CTL_ADD, fds[0], &ev)) abort();
  }
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  long s = waiter();
  pthread_join(t, NULL);
  return s == 0;
}
