// A read through a pipe or socketpair is ordered after the writes whose bytes
// it got, not after every earlier write (ThreadSanitizer's model, and
// heddle's before: docs/runtime.md). Found by a new-user trial (a pipeline
// passing heap records by pointer, a field written after the record was sent
// and before the next one: heddle and both TSans missed it).
// Each mode sends 4 records by pointer, then NULL; "late-*" writes a field of
// each record after sending it, which is a race with the reader's read of that
// field. All
// sends (and late writes) happen before the reader starts, waiting on a
// relaxed flag (no happens-before): the coarse model orders every record
// after every late write, the per-write clocks only after its own send.
// The other modes must stay silent: partial reads, vector I/O, datagrams, a
// nonblocking read finding the pipe empty, dup'ed and reused descriptors,
// concurrent writers and readers (positions unsure), a forked child reading
// from the pipe too (its reads are unseen here: the pipe goes coarse), poll.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in pipe socketpair dgram seqpacket writev partial nonblock dup reuse many fork poll; do %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1 | grep -E '^heddle: [0-9]+ report|data-race /' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: for m in late-pipe late-socketpair late-dgram late-writev; do { %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|SUMMARY|exit=' | sed "s/^/$m: /"; done > %t.late
// RUN: %FileCheck %s --check-prefix=LATE < %t.late
// OK: pipe: heddle: 0 reports in 1 process
// OK-NEXT: socketpair: heddle: 0 reports in 1 process
// OK-NEXT: dgram: heddle: 0 reports in 1 process
// OK-NEXT: seqpacket: heddle: 0 reports in 1 process
// OK-NEXT: writev: heddle: 0 reports in 1 process
// OK-NEXT: partial: heddle: 0 reports in 1 process
// OK-NEXT: nonblock: heddle: 0 reports in 1 process
// OK-NEXT: dup: heddle: 0 reports in 1 process
// OK-NEXT: reuse: heddle: 0 reports in 1 process
// OK-NEXT: many: heddle: 0 reports in 1 process
// OK-NEXT: fork: heddle: 0 reports in {{[12]}} process
// OK-NEXT: poll: heddle: 0 reports in 1 process
// LATE: late-pipe: SUMMARY: heddle: data-race {{.*}}fd-per-write.c:[[READ:[0-9]+]]
// LATE: late-pipe: heddle: 1 report
// LATE-NEXT: late-pipe: exit=66
// LATE: late-socketpair: SUMMARY: heddle: data-race {{.*}}fd-per-write.c:[[READ]]
// LATE: late-socketpair: heddle: 1 report
// LATE-NEXT: late-socketpair: exit=66
// LATE: late-dgram: SUMMARY: heddle: data-race {{.*}}fd-per-write.c:[[READ]]
// LATE: late-dgram: heddle: 1 report
// LATE-NEXT: late-dgram: exit=66
// LATE: late-writev: SUMMARY: heddle: data-race {{.*}}fd-per-write.c:[[READ]]
// LATE: late-writev: heddle: 1 report
// LATE-NEXT: late-writev: exit=66
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#define N 4
struct rec { long id; long field; char text[48]; };
static const char *mode;
static int rd, wr;
static int all_sent; /* relaxed: the reader starts after the sends without happens-before */
static struct rec *got[3 * N];
static int is(const char *m) { return !strcmp(mode, m); }
static int late(void) { return !strncmp(mode, "late-", 5); }

static void send_ptr(int fd, struct rec *r) {
  ssize_t n = is("socketpair") || is("late-socketpair") ? send(fd, &r, sizeof r, 0) : write(fd, &r, sizeof r);
  if (n != sizeof r) abort();
}

static struct rec *make(long id) {
  struct rec *r = malloc(sizeof *r);
  r->id = id;
  memset(r->text, 'a', sizeof r->text);
  if (!late()) r->field = id;
  return r;
}

static void *producer(void *arg) {
  long base = (long)arg;
  if (is("writev") || is("late-writev")) {
    for (long i = 0; i < N; i += 2) {
      struct rec *r[2] = {make(i), make(i + 1)};
      struct iovec v[2] = {{&r[0], sizeof r[0]}, {&r[1], sizeof r[1]}};
      if (writev(wr, v, 2) != 2 * sizeof r[0]) abort();
      if (late()) r[0]->field = i, r[1]->field = i + 1;
    }
    send_ptr(wr, NULL);
    __atomic_store_n(&all_sent, 1, __ATOMIC_RELAXED);
    return NULL;
  }
  int fd = wr;
  if (is("dup")) fd = dup(wr);
  long count = is("fork") ? N + 3 : N;
  for (long i = 0; i < count; i++) {
    struct rec *r = make(base + i);
    send_ptr(fd, r);
    if (late()) r->field = i; /* after the send, before the next one */
  }
  if (!is("many")) send_ptr(fd, NULL); /* the end: every late write is followed by a send */
  if (fd != wr) close(fd);
  __atomic_store_n(&all_sent, 1, __ATOMIC_RELAXED);
  return NULL;
}

static void read_all(int fd, void *p, size_t n) {
  for (size_t done = 0; done < n;) {
    ssize_t r = read(fd, (char *)p + done, n - done);
    if (r <= 0) abort();
    done += (size_t)r;
  }
}

static struct rec *receive(void) {
  struct rec *r;
  if (is("partial")) { /* a pointer in two reads of 3 and 5 bytes */
    read_all(rd, &r, 3);
    read_all(rd, (char *)&r + 3, sizeof r - 3);
  } else if (is("socketpair") || is("late-socketpair")) {
    if (recv(rd, &r, sizeof r, MSG_WAITALL) != sizeof r) abort();
  } else if (is("writev") || is("late-writev")) {
    struct iovec v[2] = {{&r, 2}, {(char *)&r + 2, sizeof r - 2}};
    if (readv(rd, v, 2) != sizeof r) abort();
  } else if (is("poll")) {
    struct pollfd p = {.fd = rd, .events = POLLIN};
    if (poll(&p, 1, -1) != 1) abort();
    read_all(rd, &r, sizeof r);
  } else {
    read_all(rd, &r, sizeof r);
  }
  return r;
}

static long consume(int count) {
  long s = 0;
  for (int i = 0; i < count; i++) {
    struct rec *r = receive();
    s += r->field; /* the late writes race with this read */
    got[r->id] = r;
  }
  return s;
}

static void *consumer(void *arg) { return (void *)consume((int)(long)arg); }

static void channel(void) {
  int fds[2];
  if (is("socketpair") || is("late-socketpair")) {
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, fds)) abort();
  } else if (is("dgram") || is("late-dgram")) {
    if (socketpair(AF_UNIX, SOCK_DGRAM, 0, fds)) abort();
  } else if (is("seqpacket")) {
    if (socketpair(AF_UNIX, SOCK_SEQPACKET, 0, fds)) abort();
  } else if (pipe(fds)) {
    abort();
  }
  rd = fds[0], wr = fds[1];
}

/* Several writers and readers at once: which reader got which write is
 * unknown, every reader still ordered after the writes it may have read. */
static void many(void) {
  pthread_t w[3], r[2];
  for (long i = 0; i < 3; i++) pthread_create(&w[i], NULL, producer, (void *)(i * N));
  pthread_create(&r[0], NULL, consumer, (void *)(long)N);
  pthread_create(&r[1], NULL, consumer, (void *)(long)(2 * N));
  for (int i = 0; i < 3; i++) pthread_join(w[i], NULL);
  for (int i = 0; i < 2; i++) pthread_join(r[i], NULL);
}

/* A child process reads the first 3 records: the parent never sees those
 * reads, so its positions would be off by them. */
static void child_reads_first(void) {
  pid_t pid = fork();
  if (pid == 0) {
    struct rec *first[3];
    read_all(rd, first, sizeof first);
    _exit(0);
  }
  waitpid(pid, NULL, 0);
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "pipe";
  if (is("reuse")) { /* the next pipe gets the same numbers; this one's byte is never read */
    channel();
    write(wr, "x", 1);
    close(rd);
    close(wr);
  }
  channel();
  if (is("many")) {
    many();
  } else {
    if (is("nonblock")) {
      fcntl(rd, F_SETFL, O_NONBLOCK);
      struct rec *r;
      if (read(rd, &r, sizeof r) != -1) abort(); /* EAGAIN: nothing there yet */
      fcntl(rd, F_SETFL, 0);
    }
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    while (!__atomic_load_n(&all_sent, __ATOMIC_RELAXED) && !is("poll")) sched_yield();
    if (is("fork")) child_reads_first();
    consume(N);
    if (receive() != NULL) abort();
    pthread_join(t, NULL);
  }
  for (int i = 0; i < 3 * N; i++) free(got[i]);
  return 0;
}
