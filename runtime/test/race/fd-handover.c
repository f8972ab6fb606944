// Data handed over through a file descriptor is ordered by it, as in
// ThreadSanitizer's model: the kernel orders a write before the read that
// returns its bytes. Found by a new-user trial (a producer sending record
// pointers down a pipe; an eventfd "ready" counter), which heddle reported as
// three data races and TSan did not. Each mode hands a heap record or a global
// array over one way; "late" writes the record again after sending it, which
// stays a race.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in pipe eventfd socketpair dup eof socket; do %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1 | grep -E '^heddle: [0-9]+ report|data-race /' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: %heddle run --out %t.late.sarif -- %t late 2> %t.late.err; echo "exit=$?" >> %t.late.err
// RUN: %FileCheck %s --check-prefix=LATE < %t.late.err
// OK: pipe: heddle: 0 reports in 1 process
// OK-NEXT: eventfd: heddle: 0 reports in 1 process
// OK-NEXT: socketpair: heddle: 0 reports in 1 process
// OK-NEXT: dup: heddle: 0 reports in 1 process
// OK-NEXT: eof: heddle: 0 reports in 1 process
// OK-NEXT: socket: heddle: 0 reports in 1 process
// LATE: Data race: thread T{{[01]}} {{read|wrote}} 4 bytes
// LATE: SUMMARY: heddle: data-race {{.*}}fd-handover.c:{{(62|82)}}
// LATE: exit=66
#include <netinet/in.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

struct rec { int id; char payload[60]; };
static const char *mode;
static int wr, rd; /* the two ends */
static int shared_arr[256];

static void send_all(int fd, const void *p, size_t n) {
  if (write(fd, p, n) != (ssize_t)n) abort();
}
static void recv_all(int fd, void *p, size_t n) {
  if (read(fd, p, n) != (ssize_t)n) abort();
}

static void *producer(void *arg) {
  (void)arg;
  if (!strcmp(mode, "eventfd")) {
    for (int i = 0; i < 256; i++) shared_arr[i] = i;
    uint64_t one = 1;
    send_all(wr, &one, sizeof one);
    return NULL;
  }
  if (!strcmp(mode, "eof")) {
    for (int i = 0; i < 256; i++) shared_arr[i] = i;
    close(wr); /* the reader's end-of-file comes after this */
    return NULL;
  }
  struct rec *r = malloc(sizeof *r);
  r->id = 7;
  memset(r->payload, 'x', sizeof r->payload);
  int fd = wr;
  if (!strcmp(mode, "dup")) fd = dup(wr);
  send_all(fd, &r, sizeof r);
  if (!strcmp(mode, "late")) r->id = 8;
  return NULL;
}

static long consume(void) {
  long s = 0;
  if (!strcmp(mode, "eventfd")) {
    uint64_t v;
    recv_all(rd, &v, sizeof v);
    for (int i = 0; i < 256; i++) s += shared_arr[i];
    return s;
  }
  if (!strcmp(mode, "eof")) {
    char c;
    if (read(rd, &c, 1) != 0) abort();
    for (int i = 0; i < 256; i++) s += shared_arr[i];
    return s;
  }
  struct rec *r;
  recv_all(rd, &r, sizeof r);
  s = r->id + r->payload[10];
  if (strcmp(mode, "late")) free(r);
  return s;
}

/* Two sockets of one loopback TCP connection: unrelated descriptor numbers. */
static void tcp_pair(void) {
  int l = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
  socklen_t len = sizeof a;
  if (l < 0 || bind(l, (struct sockaddr *)&a, sizeof a) || listen(l, 1) ||
      getsockname(l, (struct sockaddr *)&a, &len)) abort();
  wr = socket(AF_INET, SOCK_STREAM, 0);
  if (connect(wr, (struct sockaddr *)&a, sizeof a)) abort();
  rd = accept(l, NULL, NULL);
  if (rd < 0) abort();
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "pipe";
  int fds[2];
  if (!strcmp(mode, "eventfd")) {
    wr = rd = eventfd(0, 0);
  } else if (!strcmp(mode, "socketpair")) {
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, fds)) abort();
    rd = fds[0], wr = fds[1];
  } else if (!strcmp(mode, "socket")) {
    tcp_pair();
  } else {
    if (pipe(fds)) abort();
    rd = fds[0], wr = fds[1];
  }
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  long s = consume();
  pthread_join(t, NULL);
  return s == 0;
}
