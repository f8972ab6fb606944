/* logger — a ctrace-shaped tracing library and a program using it. Each thread
 * registers a trace buffer in a hash table keyed by pthread_self(); every trace
 * call looks the caller up under the table's lock, formats the record into the
 * caller's private buffer and flushes full buffers to a shared sink.
 *
 * Seeded bug BUG_LOOKUP_NO_LOCK: the lookup walks the table without the lock
 * ("it only reads"), while other threads insert their entries. */
#include <stdio.h>
#include <string.h>

#include "bench.h"

#define TABLE_BUCKETS 64
#define BUFFER_BYTES 8192

/* ---- the library ---- */

struct tracer { /* private to its thread */
  size_t used;
  uint64_t records;
  char buf[BUFFER_BYTES];
};

struct node { /* a table entry: locked by table_lock */
  pthread_t thread;
  struct tracer *tracer;
  struct node *next;
};

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static struct node *table[TABLE_BUCKETS];
HEDDLE_GLOBAL_LOCKED(table, &table_lock);

static pthread_mutex_t sink_lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
  uint64_t bytes, records, hash; /* hash: sum of the records' hashes, order-free */
} sink;
HEDDLE_GLOBAL_LOCKED(sink, &sink_lock);

static size_t bucket_of(pthread_t t) { return (size_t)((uint64_t)t * 0x9e3779b97f4a7c15ull >> 58); }

static struct tracer *trace_lookup(pthread_t self) {
#ifndef BUG_LOOKUP_NO_LOCK
  pthread_mutex_lock(&table_lock);
#endif
  /* One line for the whole walk: optimised code attributes the bucket load to the loop. */
  struct node *n;
  for (n = table[bucket_of(self)]; n && !pthread_equal(n->thread, self); n = n->next) continue; /* [gt:lookup-no-lock] */
  struct tracer *t = n ? n->tracer : NULL; /* [gt:lookup-no-lock] */
#ifndef BUG_LOOKUP_NO_LOCK
  pthread_mutex_unlock(&table_lock);
#endif
  return t;
}

static void trace_flush(struct tracer *t) {
  uint64_t hash = 0;
  for (char *rec = t->buf, *end = t->buf + t->used; rec < end;) {
    char *nl = memchr(rec, '\n', (size_t)(end - rec));
    hash += bench_hash(BENCH_HASH_INIT, rec, (size_t)(nl - rec));
    rec = nl + 1;
  }
  pthread_mutex_lock(&sink_lock);
  sink.bytes += t->used;
  sink.records += t->records;
  sink.hash += hash;
  pthread_mutex_unlock(&sink_lock);
  t->used = 0;
  t->records = 0;
}

static void trace_register(void) {
  struct tracer *t = calloc(1, sizeof *t);
  struct node *n = heddle_malloc_locked(sizeof *n, &table_lock);
  pthread_mutex_lock(&table_lock);
  n->thread = pthread_self();
  n->tracer = t;
  size_t b = bucket_of(n->thread);
  n->next = table[b];
  table[b] = n;
  pthread_mutex_unlock(&table_lock);
}

static void trace_unregister(void) {
  struct tracer *t = trace_lookup(pthread_self());
  trace_flush(t);
  pthread_mutex_lock(&table_lock);
  for (struct node **p = &table[bucket_of(pthread_self())]; *p; p = &(*p)->next)
    if (pthread_equal((*p)->thread, pthread_self())) {
      struct node *dead = *p;
      *p = dead->next;
      free(dead);
      break;
    }
  pthread_mutex_unlock(&table_lock);
  free(t);
}

static void trace(const char *event, uint64_t id, uint64_t value) {
  struct tracer *t = trace_lookup(pthread_self());
  if (t->used + 128 > BUFFER_BYTES) trace_flush(t);
  int n = snprintf(t->buf + t->used, BUFFER_BYTES - t->used, "event=%s id=%llu value=%llu\n", event,
                   (unsigned long long)id, (unsigned long long)value);
  t->used += (size_t)n;
  t->records++;
}

/* ---- the program: threads trace a simulated workload ---- */

/* Written by main before the threads start, then read-only (sticky-read). */
static struct {
  uint64_t events;
  int threads;
} cfg;

static void *worker(void *arg) {
  uint64_t id = (uint64_t)(uintptr_t)arg;
  trace_register();
  for (uint64_t e = id; e < cfg.events; e += (uint64_t)cfg.threads) {
    uint64_t seed = e, v = bench_rand(&seed);
    trace(v % 3 ? "step" : "commit", e, v >> 40);
  }
  trace_unregister();
  return NULL;
}

int main(int argc, char **argv) {
  struct bench_args args;
  bench_parse_args(argc, argv, "logger", &args);
  cfg.events = bench_scaled(16u << 20, args.scale, 1);
  cfg.threads = args.threads;
  heddle_set_sticky_read(&cfg);
  pthread_t tid[BENCH_MAX_THREADS];
  for (int t = 0; t < args.threads; t++) pthread_create(&tid[t], NULL, worker, (void *)(uintptr_t)t);
  for (int t = 0; t < args.threads; t++) pthread_join(tid[t], NULL);

  pthread_mutex_lock(&sink_lock);
  int ok = sink.records == cfg.events;
  uint64_t checksum = bench_hash(sink.hash, &sink.bytes, sizeof sink.bytes);
  pthread_mutex_unlock(&sink_lock);
  pthread_mutex_lock(&table_lock);
  for (int b = 0; b < TABLE_BUCKETS; b++) ok &= table[b] == NULL; /* every thread unregistered */
  pthread_mutex_unlock(&table_lock);
  bench_finish("logger", &args, checksum, ok);
}
