/* wordcount — word frequencies of a synthetic text (Phoenix "word_count"
 * shape). Each thread counts its slice of the text into its own hash table;
 * main merges the tables after joining the threads.
 *
 * Seeded bug BUG_PEEK_NEIGHBOUR: to skip a word that straddles the slice
 * boundary, a thread looks it up in its left neighbour's table while the
 * neighbour is still filling it: a read of another thread's private object. */
#include <stdio.h>
#include <string.h>

#include "bench.h"

#define VOCABULARY 4096
#define TABLE_SIZE 16384 /* open addressing, power of two, > 2 * VOCABULARY */

struct entry {
  uint32_t off, len; /* the word, as a span of the text; len 0: empty slot */
  uint64_t count;
};

/* The text: written by main, then read-only for every thread (sticky-read). */
static struct {
  const char *text;
  size_t len;
} cfg;

static pthread_mutex_t tables_lock = PTHREAD_MUTEX_INITIALIZER;
static struct entry *tables[BENCH_MAX_THREADS]; /* each thread's table, registered at start */
HEDDLE_GLOBAL_LOCKED(tables, &tables_lock);
static pthread_barrier_t registered;

struct slice {
  int id;
  size_t lo, hi; /* words that start in [lo, hi) */
};

static uint64_t word_hash(const char *w, size_t n) { return bench_hash(BENCH_HASH_INIT, w, n); }

/* The slot holding the word, or the empty slot where it belongs. */
static struct entry *lookup(struct entry *table, const char *w, size_t n) {
  for (size_t i = word_hash(w, n) & (TABLE_SIZE - 1);; i = (i + 1) & (TABLE_SIZE - 1)) {
    struct entry *e = &table[i];
    if (e->len == 0 || (e->len == n && memcmp(cfg.text + e->off, w, n) == 0)) return e;
  }
}

static void count_word(struct entry *table, size_t off, size_t n, uint64_t times) {
  struct entry *e = lookup(table, cfg.text + off, n);
  if (e->len == 0) {
    e->off = (uint32_t)off;
    e->len = (uint32_t)n;
  }
  e->count += times;
}

static struct entry *my_table(int id) {
  pthread_mutex_lock(&tables_lock);
  struct entry *t = tables[id];
  pthread_mutex_unlock(&tables_lock);
  return t;
}

static void *worker(void *arg) {
  struct slice *s = arg;
  struct entry *table = calloc(TABLE_SIZE, sizeof *table); /* private to this thread [gt:peek-neighbour related] */
  pthread_mutex_lock(&tables_lock);
  tables[s->id] = table;
  pthread_mutex_unlock(&tables_lock);
  pthread_barrier_wait(&registered);

  size_t i = s->lo;
#ifdef BUG_PEEK_NEIGHBOUR
  if (s->id > 0) {
    struct entry *left = my_table(s->id - 1);
    size_t n = strcspn(cfg.text + i, " ");
    struct entry *e = &left[word_hash(cfg.text + i, n) & (TABLE_SIZE - 1)];
    if (e->len == n && memcmp(cfg.text + e->off, cfg.text + i, n) == 0) /* [gt:peek-neighbour] */
      i += n + 1;
  }
#endif
  while (i < s->hi) {
    size_t n = strcspn(cfg.text + i, " ");
    count_word(table, i, n, 1);
    i += n + 1;
  }
  heddle_release_write(table); /* main takes it over after the join */
  return NULL;
}

/* Builds `words` words from a Zipf-like vocabulary, space separated. */
static char *make_text(size_t words, size_t *len) {
  static char vocab[VOCABULARY][12];
  uint64_t seed = 7;
  for (int w = 0; w < VOCABULARY; w++) {
    int n = 3 + (int)bench_below(&seed, 8);
    for (int c = 0; c < n; c++) vocab[w][c] = (char)('a' + bench_below(&seed, 26));
    vocab[w][n] = '\0';
  }
  char *buf = bench_xmalloc(words * 12 + 1), *p = buf;
  for (size_t i = 0; i < words; i++) {
    uint64_t r = bench_rand(&seed);
    /* The product of two uniforms favours small ranks, like word frequencies. */
    size_t rank = (size_t)((r & 0xffff) * (r >> 48) * VOCABULARY >> 32);
    size_t n = strlen(vocab[rank]);
    memcpy(p, vocab[rank], n);
    p += n;
    *p++ = ' ';
  }
  *p = '\0';
  *len = (size_t)(p - buf);
  return buf;
}

int main(int argc, char **argv) {
  struct bench_args args;
  bench_parse_args(argc, argv, "wordcount", &args);
  size_t words = bench_scaled(24u << 20, args.scale, 1);
  char *buf = make_text(words, &cfg.len);
  cfg.text = buf;
  heddle_set_sticky_read(buf);
  heddle_set_sticky_read(&cfg);

  /* Slices start at word boundaries. */
  struct slice slices[BENCH_MAX_THREADS];
  for (int t = 0; t < args.threads; t++) {
    size_t lo = bench_split_lo(cfg.len, (size_t)args.threads, (size_t)t);
    while (lo > 0 && lo < cfg.len && cfg.text[lo - 1] != ' ') lo++;
    slices[t].id = t;
    slices[t].lo = lo;
    if (t > 0) slices[t - 1].hi = lo;
  }
  slices[args.threads - 1].hi = cfg.len;
  pthread_barrier_init(&registered, NULL, (unsigned)args.threads);
  bench_run_threads(args.threads, worker, slices, sizeof slices[0]);

  struct entry *total = calloc(TABLE_SIZE, sizeof *total);
  uint64_t counted = 0, checksum = 0;
  for (int t = 0; t < args.threads; t++) {
    struct entry *table = my_table(t);
    heddle_acquire_write(table); /* ordered after the worker's release by the join */
    for (size_t i = 0; i < TABLE_SIZE; i++)
      if (table[i].len) count_word(total, table[i].off, table[i].len, table[i].count);
    free(table);
  }
  for (size_t i = 0; i < TABLE_SIZE; i++)
    if (total[i].len) {
      counted += total[i].count;
      checksum += word_hash(cfg.text + total[i].off, total[i].len) * total[i].count;
    }
  bench_finish("wordcount", &args, checksum, counted == words);
}
