/* logger — a ctrace-shaped tracing library and a program using it. Each thread
 * registers a trace buffer in a hash table keyed by pthread_self(); every trace
 * call looks the caller up under the table's lock (the entry count first: no walk
 * while no thread traces), formats the record into the caller's private buffer
 * and flushes full buffers to a shared sink. main traces too: a record for every
 * worker it starts.
 *
 * Seeded bug BUG_LOOKUP_NO_LOCK: the lookup reads the count and walks the table
 * without the lock ("it only reads"), while other threads insert their entries.
 * The count makes it a race in every run, whatever the schedule: main traces a
 * worker's start right after creating it, and nothing orders that read of the
 * count with the worker's insert (main takes no lock in between, the worker
 * releases nothing main acquires; the insert waits for the read through a
 * relaxed flag, which orders nothing either). The walk alone is not
 * one at 2 threads: pthread_self() values (stack addresses) sit a fixed
 * distance apart, so two threads' buckets always differ and neither walk reads
 * a word the other thread's insert writes. */
#include <sched.h>
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
static size_t table_entries; /* the nodes in the table */
HEDDLE_GLOBAL_LOCKED(table_entries, &table_lock);

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
  /* The count first: no walk while no thread traces. One line for the whole walk: optimised
   * code attributes the bucket load to the loop. */
  struct node *n = NULL;
  if (table_entries > 0) /* [gt:lookup-no-lock] */
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
  table_entries++;
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
      table_entries--;
      free(dead);
      break;
    }
  pthread_mutex_unlock(&table_lock);
  free(t);
}

static void trace(const char *event, uint64_t id, uint64_t value) {
  struct tracer *t = trace_lookup(pthread_self());
  if (!t) return; /* a thread that never registered does not trace */
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

/* Workers whose start record main has written. Relaxed: it orders nothing a race detector counts. */
static int started;

static void *worker(void *arg) {
  uint64_t id = (uint64_t)(uintptr_t)arg;
  /* Register only after main traced this worker's start. In the seeded bug that puts main's unlocked
   * read of the count before this insert in every run, with little of main's history after it: clang's
   * ThreadSanitizer drops a race whose earlier access has left its thread's history, which an insert
   * had when main's read came long after it (found in 12 of 20 runs at load 16 without this). */
  while (__atomic_load_n(&started, __ATOMIC_RELAXED) <= (int)id) sched_yield();
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
  trace_register(); /* main traces too: a record for each worker it starts */
  pthread_t tid[BENCH_MAX_THREADS];
  for (int t = 0; t < args.threads; t++) {
    pthread_create(&tid[t], NULL, worker, (void *)(uintptr_t)t);
    trace("start", (uint64_t)t, 0);
    __atomic_store_n(&started, t + 1, __ATOMIC_RELAXED);
  }
  for (int t = 0; t < args.threads; t++) pthread_join(tid[t], NULL);
  trace_unregister();

  pthread_mutex_lock(&sink_lock);
  int ok = sink.records == cfg.events + (uint64_t)args.threads; /* and main's start records */
  uint64_t checksum = bench_hash(sink.hash, &sink.bytes, sizeof sink.bytes);
  pthread_mutex_unlock(&sink_lock);
  pthread_mutex_lock(&table_lock);
  ok &= table_entries == 0;
  for (int b = 0; b < TABLE_BUCKETS; b++) ok &= table[b] == NULL; /* every thread unregistered */
  pthread_mutex_unlock(&table_lock);
  bench_finish("logger", &args, checksum, ok);
}
