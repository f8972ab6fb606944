/* kvserver — a memcached-shaped key-value server: a hash table of many heap
 * items under striped locks (every item and bucket array is locked by its
 * stripe's mutex), one server thread per connection, and client threads talking
 * to it over loopback TCP with a get/set workload.
 *
 * Every set of a key is sent by one client (the key's owner) in a fixed order,
 * so the final table, and the checksum over it, do not depend on the thread count.
 *
 * Seeded bug BUG_WRONG_STRIPE: `get` locks the stripe of the raw key instead of
 * the stripe of its hash, so it reads buckets and items under someone else's lock. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "bench.h"

#define NSTRIPES 64
#define BUCKETS_PER_STRIPE 1024
#define MAX_VALUE 256
enum { OP_GET = 1, OP_SET = 2, OP_QUIT = 3 };

struct item {
  struct item *next;
  uint32_t key, version, vlen;
  uint8_t value[];
};

struct stripe {
  pthread_mutex_t lock;
  struct item **heads; /* BUCKETS_PER_STRIPE chains, locked by `lock` */
};
static struct stripe stripes[NSTRIPES]; /* sticky-read once built; the locks change only inside libc */

struct request {
  uint32_t op, key, version, vlen;
};
struct reply {
  uint32_t found, version, vlen;
};
/* A message and its value go out in one write: two small writes would wait on
 * Nagle's algorithm and the peer's delayed ACK. */
struct request_msg {
  struct request rq;
  uint8_t value[MAX_VALUE];
};
struct reply_msg {
  struct reply r;
  uint8_t value[MAX_VALUE];
};

/* Written by main before the client threads start, then read-only (sticky-read). */
static struct {
  uint32_t nkeys, nrequests;
  int clients;
  uint16_t port;
} cfg;

static uint32_t mix(uint32_t key) { return key * 2654435761u ^ (key >> 13); }
static struct stripe *stripe_of(uint32_t key) { return &stripes[mix(key) % NSTRIPES]; }

/* The link that points at the key's item, or at the NULL ending its chain. */
static struct item **find(struct stripe *s, uint32_t key) {
  struct item **p = &s->heads[mix(key) / NSTRIPES % BUCKETS_PER_STRIPE];
  while (*p && (*p)->key != key) p = &(*p)->next; /* [gt:wrong-stripe] */
  return p;
}

static size_t value_len(uint32_t key, uint32_t version) { return 32 + (key * 7 + version) % (MAX_VALUE - 32); }
static void fill_value(uint8_t *v, uint32_t key, uint32_t version, size_t n) {
  for (size_t i = 0; i < n; i++) v[i] = (uint8_t)(key * 31 + version * 7 + i);
}

static void set(uint32_t key, uint32_t version, const uint8_t *value, uint32_t vlen) {
  struct stripe *s = stripe_of(key);
  pthread_mutex_lock(&s->lock);
  struct item **p = find(s, key), *it = *p;
  if (!it || it->vlen != vlen) {
    struct item *fresh = heddle_malloc_locked(sizeof *fresh + vlen, &s->lock);
    fresh->key = key, fresh->vlen = vlen;
    fresh->next = it ? it->next : NULL;
    *p = fresh;
    free(it);
    it = fresh;
  }
  it->version = version;
  memcpy(it->value, value, vlen);
  pthread_mutex_unlock(&s->lock);
}

/* Copies the item into reply/value; returns 0 when absent. */
static int get(uint32_t key, struct reply *r, uint8_t *value) {
#ifdef BUG_WRONG_STRIPE
  struct stripe *held = &stripes[key % NSTRIPES];
#else
  struct stripe *held = stripe_of(key);
#endif
  pthread_mutex_lock(&held->lock);
  struct item *it = *find(stripe_of(key), key);
  if (it) {
    *r = (struct reply){1, it->version, it->vlen}; /* [gt:wrong-stripe] */
    memcpy(value, it->value, it->vlen);          /* [gt:wrong-stripe] */
  }
  pthread_mutex_unlock(&held->lock);
  return it != NULL;
}

static int read_full(int fd, void *buf, size_t n) {
  for (size_t got = 0; got < n;) {
    ssize_t k = read(fd, (char *)buf + got, n - got);
    if (k <= 0) return 0;
    got += (size_t)k;
  }
  return 1;
}

static void write_full(int fd, const void *buf, size_t n) {
  for (size_t put = 0; put < n;) {
    ssize_t k = write(fd, (const char *)buf + put, n - put);
    if (k <= 0) {
      perror("kvserver: write");
      exit(1);
    }
    put += (size_t)k;
  }
}

static void *server(void *arg) {
  int fd = (int)(intptr_t)arg;
  struct request rq;
  struct reply_msg m;
  while (read_full(fd, &rq, sizeof rq) && rq.op != OP_QUIT) {
    if (rq.op == OP_SET && rq.vlen <= MAX_VALUE && read_full(fd, m.value, rq.vlen)) {
      set(rq.key, rq.version, m.value, rq.vlen);
      continue; /* sets are not acknowledged, as with memcached's noreply */
    }
    m.r = (struct reply){0, 0, 0};
    get(rq.key, &m.r, m.value);
    write_full(fd, &m, sizeof m.r + m.r.vlen);
  }
  close(fd);
  return NULL;
}

/* Request i of the workload: 10% sets, keys skewed towards small numbers. */
static struct request request_at(uint32_t i) {
  uint64_t seed = i, r = bench_rand(&seed);
  uint32_t key = (uint32_t)(((r & 0xffffff) * ((r >> 24) & 0xffffff) >> 24) % cfg.nkeys);
  return (struct request){(r >> 60) < 2 ? OP_SET : OP_GET, key, i + 1, 0};
}

struct client {
  int id;
  uint64_t bad; /* gets whose value did not match its key and version */
};

static void *client(void *arg) {
  struct client *c = arg;
  int fd = socket(AF_INET, SOCK_STREAM, 0), one = 1;
  struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons(cfg.port)};
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (fd < 0 || connect(fd, (struct sockaddr *)&addr, sizeof addr) < 0) {
    perror("kvserver: connect");
    exit(1);
  }
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  uint8_t value[MAX_VALUE], want[MAX_VALUE];
  for (uint32_t i = 0; i < cfg.nrequests; i++) {
    struct request rq = request_at(i);
    if (rq.op == OP_SET && rq.key % (uint32_t)cfg.clients == (uint32_t)c->id) {
      struct request_msg m = {rq, {0}};
      m.rq.vlen = (uint32_t)value_len(rq.key, rq.version);
      fill_value(m.value, rq.key, rq.version, m.rq.vlen);
      write_full(fd, &m, sizeof m.rq + m.rq.vlen);
    } else if (rq.op == OP_GET && i % (uint32_t)cfg.clients == (uint32_t)c->id) {
      struct reply r;
      write_full(fd, &rq, sizeof rq);
      if (!read_full(fd, &r, sizeof r) || r.vlen > MAX_VALUE || !read_full(fd, value, r.vlen)) {
        fprintf(stderr, "kvserver: connection lost\n");
        exit(1);
      }
      fill_value(want, rq.key, r.version, r.vlen);
      c->bad += !r.found || r.vlen != value_len(rq.key, r.version) || memcmp(value, want, r.vlen) != 0;
    }
  }
  struct request quit = {OP_QUIT, 0, 0, 0};
  write_full(fd, &quit, sizeof quit);
  close(fd);
  return NULL;
}

static int listen_loopback(uint16_t *port) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = 0};
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof addr;
  if (fd < 0 || bind(fd, (struct sockaddr *)&addr, sizeof addr) < 0 || listen(fd, BENCH_MAX_THREADS) < 0 ||
      getsockname(fd, (struct sockaddr *)&addr, &len) < 0) {
    perror("kvserver: listen on 127.0.0.1");
    exit(1);
  }
  *port = ntohs(addr.sin_port);
  return fd;
}

int main(int argc, char **argv) {
  struct bench_args args;
  bench_parse_args(argc, argv, "kvserver", &args);
  for (int s = 0; s < NSTRIPES; s++) {
    pthread_mutex_init(&stripes[s].lock, NULL);
    stripes[s].heads = heddle_malloc_locked(BUCKETS_PER_STRIPE * sizeof(struct item *), &stripes[s].lock);
    pthread_mutex_lock(&stripes[s].lock);
    memset(stripes[s].heads, 0, BUCKETS_PER_STRIPE * sizeof(struct item *));
    pthread_mutex_unlock(&stripes[s].lock);
  }
  heddle_set_sticky_read(stripes);
  cfg.nkeys = (uint32_t)bench_scaled(100000, args.scale, 16);
  cfg.nrequests = (uint32_t)bench_scaled(100000, args.scale, 64);
  cfg.clients = args.threads;
  uint8_t value[MAX_VALUE];
  for (uint32_t k = 0; k < cfg.nkeys; k++) { /* preload: version 0 of every key */
    size_t n = value_len(k, 0);
    fill_value(value, k, 0, n);
    set(k, 0, value, (uint32_t)n);
  }
  int lfd = listen_loopback(&cfg.port);
  heddle_set_sticky_read(&cfg);

  pthread_t ct[BENCH_MAX_THREADS], st[BENCH_MAX_THREADS];
  struct client clients[BENCH_MAX_THREADS];
  for (int t = 0; t < args.threads; t++) {
    clients[t] = (struct client){t, 0};
    pthread_create(&ct[t], NULL, client, &clients[t]);
  }
  for (int t = 0; t < args.threads; t++) {
    int fd = accept(lfd, NULL, NULL);
    if (fd < 0) {
      perror("kvserver: accept");
      return 1;
    }
    pthread_create(&st[t], NULL, server, (void *)(intptr_t)fd);
  }
  uint64_t bad = 0;
  for (int t = 0; t < args.threads; t++) {
    pthread_join(ct[t], NULL);
    bad += clients[t].bad;
  }
  for (int t = 0; t < args.threads; t++) pthread_join(st[t], NULL);
  close(lfd);

  uint64_t checksum = 0, items = 0;
  for (int s = 0; s < NSTRIPES; s++) {
    pthread_mutex_lock(&stripes[s].lock);
    for (int b = 0; b < BUCKETS_PER_STRIPE; b++)
      for (struct item *it = stripes[s].heads[b]; it; it = it->next, items++)
        checksum += mix(it->key) * (uint64_t)(it->version + 1) + bench_hash(BENCH_HASH_INIT, it->value, it->vlen);
    pthread_mutex_unlock(&stripes[s].lock);
  }
  bench_finish("kvserver", &args, checksum, bad == 0 && items == cfg.nkeys);
}
