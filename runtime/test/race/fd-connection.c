// A stream connection whose two ends are both this process's has clocks of
// its own (fd_connection.h): a read from it is ordered after the writes on
// that connection, not after every earlier write to any socket (the sockets'
// one shared key: TSan's io_sync=1, and heddle's before). Found by the
// benchmark kvserver's seeded bug wrong-stripe (docs/runtime.md), missed
// because two server threads were ordered through their own connections' bytes.
// "two": server thread A bumps an unlocked counter and writes a reply on its
// connection; then (after a relaxed flag: no happens-before) the client of
// connection B writes, server thread B reads it and bumps the counter. Only
// the shared key orders A's bump before B's: a race once connections pair.
// "late": a record sent by pointer over one connection and written after the
// send, later sends following (per-write clocks, as fd-per-write.c's pipes).
// Must stay silent: a hand-over over one connection ("handover"), end-of-file
// after the writer's close ("eof"), and a client in a forked child relaying
// bytes between two of the parent's connections ("fork": its ends are not
// this process's, so the shared key still orders them), and the same relay by
// a child that inherited the two client sockets before the parent connected
// them ("fork-late": both ends are this process's, but the child's copies
// read and write them too).
// The connections: TCP on loopback; "two-any": as the benchmark kvserver, a
// listener on every address and clients dialling 0.0.0.0; "nonblock-any-two":
// connection B dialled 0.0.0.0 nonblocking while the listener's queue is full
// (backlog 0, A not yet accepted), so its SYN is dropped and connect returns
// EINPROGRESS with the handshake still to come (the retransmitted SYN, ~1 s
// later): no peer address yet, only connect's target; "unix-*": AF_UNIX
// stream sockets whose clients never bind (both have an empty address; paired
// by the kernel's peer inode); "seqpacket-*": AF_UNIX seqpacket (a read takes
// one message); "socketpair-two": two socketpairs (paired since they were
// made, fd_sync.h).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: for m in handover eof fork fork-late unix-handover unix-eof unix-fork unix-fork-late seqpacket-handover; do %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1 | grep -E '^heddle: [0-9]+ report|data-race /' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: for m in two two-any late nonblock-any-two unix-two unix-late seqpacket-two socketpair-two; do { %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|SUMMARY|exit=' | sed "s/^/$m: /"; done > %t.race
// RUN: %FileCheck %s --check-prefix=RACE < %t.race
// OK: handover: heddle: 0 reports in 1 process
// OK-NEXT: eof: heddle: 0 reports in 1 process
// OK-NEXT: fork: heddle: 0 reports in {{[12]}} process
// OK-NEXT: fork-late: heddle: 0 reports in {{[12]}} process
// OK-NEXT: unix-handover: heddle: 0 reports in 1 process
// OK-NEXT: unix-eof: heddle: 0 reports in 1 process
// OK-NEXT: unix-fork: heddle: 0 reports in {{[12]}} process
// OK-NEXT: unix-fork-late: heddle: 0 reports in {{[12]}} process
// OK-NEXT: seqpacket-handover: heddle: 0 reports in 1 process
// RACE: two: SUMMARY: heddle: data-race {{.*}}fd-connection.c:{{[0-9]+}} in server_{{[ab]}}
// RACE: two: heddle: 1 report
// RACE-NEXT: two: exit=66
// RACE: two-any: SUMMARY: heddle: data-race {{.*}}fd-connection.c:{{[0-9]+}} in server_{{[ab]}}
// RACE: two-any: heddle: 1 report
// RACE-NEXT: two-any: exit=66
// RACE: late: SUMMARY: heddle: data-race {{.*}}fd-connection.c:{{[0-9]+}} in one_connection
// RACE: late: heddle: 1 report
// RACE-NEXT: late: exit=66
// RACE: nonblock-any-two: SUMMARY: heddle: data-race {{.*}}fd-connection.c:{{[0-9]+}} in server_{{[ab]}}
// RACE: nonblock-any-two: heddle: 1 report
// RACE-NEXT: nonblock-any-two: exit=66
// RACE: unix-two: SUMMARY: heddle: data-race {{.*}}fd-connection.c:{{[0-9]+}} in server_{{[ab]}}
// RACE: unix-two: heddle: 1 report
// RACE-NEXT: unix-two: exit=66
// RACE: unix-late: SUMMARY: heddle: data-race {{.*}}fd-connection.c:{{[0-9]+}} in one_connection
// RACE: unix-late: heddle: 1 report
// RACE-NEXT: unix-late: exit=66
// RACE: seqpacket-two: SUMMARY: heddle: data-race {{.*}}fd-connection.c:{{[0-9]+}} in server_{{[ab]}}
// RACE: seqpacket-two: heddle: 1 report
// RACE-NEXT: seqpacket-two: exit=66
// RACE: socketpair-two: SUMMARY: heddle: data-race {{.*}}fd-connection.c:{{[0-9]+}} in server_{{[ab]}}
// RACE: socketpair-two: heddle: 1 report
// RACE-NEXT: socketpair-two: exit=66
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#define N 4
struct rec { long id; long field; };
static const char *mode;  /* the mode without its connections' prefix */
static int domain = AF_INET, type = SOCK_STREAM;
static int nonblock_any;  /* "nonblock-any-" */
static int use_socketpair;
static int listener;
static struct sockaddr_storage where;
static socklen_t where_len;
static long counter;    /* bumped without a lock */
static int a_replied;   /* relaxed: no happens-before */
static int all_sent;    /* relaxed */
static int shared_arr[64];
static int is(const char *m) { return !strcmp(mode, m); }

static void put(int fd, const void *p, size_t n) {
  if (write(fd, p, n) != (ssize_t)n) abort();
}
static void get(int fd, void *p, size_t n) {
  for (size_t done = 0; done < n;) {
    ssize_t r = read(fd, (char *)p + done, n - done);
    if (r <= 0) abort();
    done += (size_t)r;
  }
}

/* Which connections: the mode's prefix. */
static void choose(const char *m) {
  static const char unix_[] = "unix-", seqpacket[] = "seqpacket-", nonblock[] = "nonblock-any-", pair[] = "socketpair-";
  if (!strncmp(m, unix_, sizeof unix_ - 1)) domain = AF_UNIX, m += sizeof unix_ - 1;
  else if (!strncmp(m, seqpacket, sizeof seqpacket - 1)) domain = AF_UNIX, type = SOCK_SEQPACKET, m += sizeof seqpacket - 1;
  else if (!strncmp(m, nonblock, sizeof nonblock - 1)) nonblock_any = 1, m += sizeof nonblock - 1;
  else if (!strncmp(m, pair, sizeof pair - 1)) use_socketpair = 1, m += sizeof pair - 1;
  mode = m;
}

static void listen_here(void) {
  listener = socket(domain, type, 0);
  if (domain == AF_UNIX) {
    /* autobind: an abstract name of the kernel's choosing, no file left */
    where.ss_family = AF_UNIX;
    where_len = sizeof(sa_family_t);
  } else {
    /* "two-any", "nonblock-any-": as the benchmark kvserver, a listener on
     * every address and clients dialling 0.0.0.0 (the peer address is
     * 127.0.0.1 once connected) */
    in_addr_t host = is("two-any") || nonblock_any ? INADDR_ANY : INADDR_LOOPBACK;
    struct sockaddr_in *in = (struct sockaddr_in *)&where;
    *in = (struct sockaddr_in){.sin_family = AF_INET, .sin_addr.s_addr = htonl(host)};
    where_len = sizeof *in;
  }
  /* backlog 0 holds one connection not yet accepted: nonblock-any's second
   * dial finds the queue full */
  int backlog = nonblock_any ? 0 : 8;
  socklen_t len = sizeof where;
  if (listener < 0 || bind(listener, (struct sockaddr *)&where, where_len) || listen(listener, backlog) ||
      getsockname(listener, (struct sockaddr *)&where, &len)) abort();
  where_len = len;
}

static int dial(void) {
  int fd = socket(domain, type, 0);
  if (fd < 0 || connect(fd, (struct sockaddr *)&where, where_len)) abort();
  return fd;
}

static int answer(void) {
  int fd = accept(listener, NULL, NULL);
  if (fd < 0) abort();
  return fd;
}

static void wait_for(int fd, short events) {
  struct pollfd p = {fd, events, 0};
  if (poll(&p, 1, -1) != 1 || !(p.revents & events)) abort();
}

/* Connection B of nonblock-any-two: dialled while A waits in the listener's
 * full queue, so the kernel drops its SYN and connect returns EINPROGRESS
 * before any handshake; it completes once A is accepted and the SYN is sent
 * again. */
static int dial_in_progress(int *a_server) {
  wait_for(listener, POLLIN); /* A is queued */
  int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
  if (fd < 0 || connect(fd, (struct sockaddr *)&where, where_len) == 0 || errno != EINPROGRESS) abort();
  *a_server = answer();
  wait_for(fd, POLLOUT);
  int err;
  socklen_t len = sizeof err;
  if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) || err) abort();
  return fd;
}

/* One connection: its client end in *client, its server end in *server. */
static void connection(int *client, int *server) {
  int fds[2];
  if (use_socketpair) {
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, fds)) abort();
    *client = fds[0], *server = fds[1];
  } else {
    *client = dial(), *server = answer();
  }
}

static void *server_a(void *arg) {
  int fd = (int)(long)arg;
  counter++;
  put(fd, "r", 1);
  __atomic_store_n(&a_replied, 1, __ATOMIC_RELAXED);
  return NULL;
}

static void *server_b(void *arg) {
  int fd = (int)(long)arg;
  char c;
  get(fd, &c, 1);
  counter++;
  return NULL;
}

static void two(void) {
  int ca, sa, cb, sb;
  if (nonblock_any) {
    ca = dial();
    cb = dial_in_progress(&sa);
    sb = answer();
  } else {
    connection(&ca, &sa);
    connection(&cb, &sb);
  }
  pthread_t a, b;
  pthread_create(&a, NULL, server_a, (void *)(long)sa);
  pthread_create(&b, NULL, server_b, (void *)(long)sb);
  while (!__atomic_load_n(&a_replied, __ATOMIC_RELAXED)) sched_yield();
  put(cb, "q", 1);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  char c;
  get(ca, &c, 1);
  close(ca), close(sa), close(cb), close(sb);
}

static void *producer(void *arg) {
  int fd = (int)(long)arg;
  if (is("eof")) {
    for (int i = 0; i < 64; i++) shared_arr[i] = i;
    close(fd); /* the reader's end-of-file comes after this */
    return NULL;
  }
  long count = is("late") ? N : 1;
  for (long i = 0; i < count; i++) {
    struct rec *r = malloc(sizeof *r);
    r->id = i;
    if (!is("late")) r->field = i;
    put(fd, &r, sizeof r);
    if (is("late")) r->field = i; /* after the send, before the next one */
  }
  struct rec *end = NULL;
  put(fd, &end, sizeof end);
  __atomic_store_n(&all_sent, 1, __ATOMIC_RELAXED);
  return NULL;
}

static long one_connection(void) {
  int c, s;
  connection(&c, &s);
  pthread_t t;
  pthread_create(&t, NULL, producer, (void *)(long)c);
  long sum = 0;
  if (is("eof")) {
    char ch;
    if (read(s, &ch, 1) != 0) abort();
    for (int i = 0; i < 64; i++) sum += shared_arr[i];
  } else {
    if (is("late")) while (!__atomic_load_n(&all_sent, __ATOMIC_RELAXED)) sched_yield();
    for (;;) {
      struct rec *r;
      get(s, &r, sizeof r);
      if (!r) break;
      sum += r->field; /* the late writes race with this read */
      if (!is("late")) free(r); /* late: kept, so only the read races */
    }
  }
  pthread_join(t, NULL);
  if (!is("eof")) close(c);
  close(s);
  return sum;
}

/* The child connects twice and relays a byte from the first connection to
 * the second: the parent's two accepted ends have no peer in this process. */
static void *relay_writer(void *arg) {
  int fd = (int)(long)arg;
  for (int i = 0; i < 64; i++) shared_arr[i] = i;
  put(fd, "x", 1);
  return NULL;
}

static long forked_client(void) {
  pid_t pid = fork();
  if (pid == 0) {
    int x = dial(), y = dial();
    char c;
    get(x, &c, 1);
    put(y, &c, 1);
    _exit(0);
  }
  int x = answer(), y = answer(); /* the child's dials arrive in order */
  pthread_t t;
  pthread_create(&t, NULL, relay_writer, (void *)(long)x);
  char c;
  get(y, &c, 1);
  long sum = 0;
  for (int i = 0; i < 64; i++) sum += shared_arr[i];
  pthread_join(t, NULL);
  waitpid(pid, NULL, 0);
  close(x), close(y);
  return sum;
}

/* The child inherits the two client sockets before the parent connects them
 * to its own listener, waits for the go on a pipe, and relays a byte from the
 * first to the second through its copies. A parent thread writes a byte of
 * its own to the second a moment later; main reads the second connection
 * until the relayed byte came. Where the relayed byte comes first, a
 * connection taken as this process's alone charges it to the parent thread's
 * write, not ordered after relay_writer's: a false race (3 of 3 runs before
 * sockets made before a fork were unsure). */
static int second_client;
static void *own_byte(void *arg) {
  (void)arg;
  usleep(300 * 1000);
  put(second_client, "q", 1);
  return NULL;
}

static long inherited_sockets(void) {
  int x = socket(domain, type, 0), y = socket(domain, type, 0), go[2];
  if (x < 0 || y < 0 || pipe(go)) abort();
  pid_t pid = fork();
  if (pid == 0) {
    char c;
    get(go[0], &c, 1);
    get(x, &c, 1);
    put(y, &c, 1);
    _exit(0);
  }
  if (connect(x, (struct sockaddr *)&where, where_len) || connect(y, (struct sockaddr *)&where, where_len)) abort();
  int xs = answer(), ys = answer();
  second_client = y;
  put(go[1], "g", 1);
  pthread_t t, q;
  pthread_create(&t, NULL, relay_writer, (void *)(long)xs);
  pthread_create(&q, NULL, own_byte, NULL);
  pthread_join(q, NULL);
  char c;
  do get(ys, &c, 1);
  while (c != 'x');
  long sum = 0;
  for (int i = 0; i < 64; i++) sum += shared_arr[i];
  pthread_join(t, NULL);
  waitpid(pid, NULL, 0);
  close(x), close(y), close(xs), close(ys), close(go[0]), close(go[1]);
  return sum;
}

int main(int argc, char **argv) {
  choose(argc > 1 ? argv[1] : "two");
  listen_here();
  long s = 0;
  if (is("two") || is("two-any")) two();
  else if (is("fork")) s = forked_client();
  else if (is("fork-late")) s = inherited_sockets();
  else s = one_connection();
  close(listener);
  return s < 0;
}
