/* live_kvserver.c — the kvserver benchmark's wrong-stripe race
 * (tests/benchmarks/programs/kvserver.c, BUG_WRONG_STRIPE), small and with a
 * wide window, for installing a filter into it while its clients run: `get`
 * locks the stripe of the raw key instead of the stripe of its hash, so it
 * reads an item while a `set` under the right stripe's lock rewrites it (the
 * version first, then the value), and a client gets a value that does not
 * match its version: a wrong reply.
 *
 * Clients talk to one server thread each over loopback TCP. The program prints
 * "listening PID" and serves until the file named by argv[1] exists (the test
 * creates it once `heddle filter add` has returned); from then on each client
 * sends AFTER more requests and counts the wrong replies among them, which
 * the filter must make 0. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#define NSTRIPES 8
#define NKEYS 16
#define VALUE 32
#define CLIENTS 4
#define AFTER 2500

struct item {
  uint32_t version;
  uint8_t value[VALUE];
};
static struct {
  pthread_mutex_t lock;
  struct item items[NKEYS];
} stripes[NSTRIPES];

static const char *go_file;
static uint16_t port;

static uint32_t mix(uint32_t key) { return (key * 2654435761u) >> 24; }
static struct item *item_of(uint32_t key) { return &stripes[mix(key) % NSTRIPES].items[key]; }
static uint8_t pattern(uint32_t key, uint32_t version, int i) { return (uint8_t)(key * 31 + version * 7 + i); }

static void set(uint32_t key, uint32_t version) {
  pthread_mutex_t *lock = &stripes[mix(key) % NSTRIPES].lock;
  pthread_mutex_lock(lock);
  struct item *it = item_of(key); /* SET-BEGIN */
  it->version = version;
  sched_yield(); /* the window: a reader sees the new version with the old value */
  for (int i = 0; i < VALUE; i++) it->value[i] = pattern(key, version, i);
  pthread_mutex_unlock(lock); /* SET-END */
}

static void get(uint32_t key, struct item *out) {
  pthread_mutex_t *lock = &stripes[key % NSTRIPES].lock; /* the bug: the raw key's stripe */
  pthread_mutex_lock(lock);
  struct item *it = item_of(key); /* GET-BEGIN */
  out->version = it->version;
  sched_yield();
  memcpy(out->value, it->value, VALUE);
  pthread_mutex_unlock(lock); /* GET-END */
}

struct request {
  uint32_t op, key, version;
};

static int read_full(int fd, void *buf, size_t n) {
  for (size_t got = 0; got < n;) {
    ssize_t k = read(fd, (char *)buf + got, n - got);
    if (k <= 0) return 0;
    got += (size_t)k;
  }
  return 1;
}

static void *server(void *arg) {
  int fd = (int)(intptr_t)arg;
  struct request rq;
  struct item reply;
  while (read_full(fd, &rq, sizeof rq) && rq.op != 0) {
    if (rq.op == 2) {
      set(rq.key, rq.version);
      continue;
    }
    get(rq.key, &reply);
    if (write(fd, &reply, sizeof reply) != sizeof reply) break;
  }
  close(fd);
  return NULL;
}

static int wrong(uint32_t key, const struct item *r) {
  for (int i = 0; i < VALUE; i++)
    if (r->value[i] != pattern(key, r->version, i)) return 1;
  return 0;
}

struct client {
  int id;
  unsigned long after, bad_after;
};

static void *client(void *arg) {
  struct client *c = arg;
  int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;
  struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons(port)};
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (fd < 0 || connect(fd, (struct sockaddr *)&addr, sizeof addr) < 0) {
    perror("connect");
    exit(1);
  }
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  int after = 0;
  uint64_t seed = (uint64_t)c->id * 7919 + 1;
  for (uint32_t i = 1; !after || c->after < AFTER; i++) {
    if (!after && i % 64 == 0) after = access(go_file, F_OK) == 0;
    seed = seed * 6364136223846793005u + 1442695040888963407u;
    uint32_t key = (uint32_t)(seed >> 33) % NKEYS;
    if (key % CLIENTS == (uint32_t)c->id && (seed >> 20) % 2 == 0) { /* each key has one writer: versions grow */
      struct request rq = {2, key, i};
      if (write(fd, &rq, sizeof rq) != sizeof rq) exit(1);
      continue;
    }
    struct request rq = {1, key, 0};
    struct item r;
    if (write(fd, &rq, sizeof rq) != sizeof rq || !read_full(fd, &r, sizeof r)) {
      fprintf(stderr, "connection lost\n");
      exit(1);
    }
    if (after) {
      c->after++;
      c->bad_after += wrong(key, &r);
    }
  }
  struct request quit = {0, 0, 0};
  if (write(fd, &quit, sizeof quit) != sizeof quit) exit(1);
  close(fd);
  return NULL;
}

int main(int argc, char **argv) {
  if (argc != 2) return 2;
  go_file = argv[1];
  for (int s = 0; s < NSTRIPES; s++) pthread_mutex_init(&stripes[s].lock, NULL);
  for (uint32_t k = 0; k < NKEYS; k++)
    for (int i = 0; i < VALUE; i++) item_of(k)->value[i] = pattern(k, 0, i);
  int lfd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = 0};
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof addr;
  if (lfd < 0 || bind(lfd, (struct sockaddr *)&addr, sizeof addr) < 0 || listen(lfd, CLIENTS) < 0 ||
      getsockname(lfd, (struct sockaddr *)&addr, &len) < 0)
    return 1;
  port = ntohs(addr.sin_port);
  pthread_t ct[CLIENTS], st[CLIENTS];
  struct client clients[CLIENTS];
  for (int t = 0; t < CLIENTS; t++) {
    clients[t] = (struct client){t, 0, 0};
    pthread_create(&ct[t], NULL, client, &clients[t]);
  }
  for (int t = 0; t < CLIENTS; t++) {
    int fd = accept(lfd, NULL, NULL);
    if (fd < 0) return 1;
    pthread_create(&st[t], NULL, server, (void *)(intptr_t)fd);
  }
  printf("listening %d\n", (int)getpid());
  fflush(stdout);
  unsigned long after = 0, bad = 0;
  for (int t = 0; t < CLIENTS; t++) {
    pthread_join(ct[t], NULL);
    after += clients[t].after;
    bad += clients[t].bad_after;
  }
  for (int t = 0; t < CLIENTS; t++) pthread_join(st[t], NULL);
  printf("after the install: %lu replies, %lu wrong\n", after, bad);
  return 0;
}
