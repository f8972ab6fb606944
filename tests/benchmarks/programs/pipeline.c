/* pipeline — a pbzip2-shaped compressor: a reader thread cuts the input into
 * blocks and queues them on `fifo`; compressor threads pop, compress and post the
 * result to the outbox; main writes (verifies) the blocks in order. Block
 * buffers change hands through the queues (release_write / acquire_write); the
 * queues themselves are locked by their mutexes. A compressor that finds the fifo
 * drained reports itself idle in the outbox, lingers until main closes the output,
 * then adds its statistics to the fifo.
 *
 * Seeded bug BUG_UAF_QUEUE (LOOM Fig. 4, pbzip2): once every block is written and
 * every compressor is idle, main closes the output (signalling the compressors) and
 * deletes the fifo before joining them; on their way out they still lock and update
 * it. (Waiting for "idle" keeps every compressor out of queue_pop by then, so the
 * use after free is always the same three lines.) Nothing orders main's delete
 * against the compressors' last use — it is a race, as in pbzip2 — so the variant
 * widens its window: a compressor leaves BUG_UAF_LINGER_MS after being signalled,
 * long after main's delete, and the use after free is hit on every run. With
 * --late (this variant's own switch) a compressor leaves only once main has
 * deleted the fifo — a relaxed flag, no happens-before —, so the use after free
 * is hit whatever the schedule (200 ms is no bound on a loaded machine). The
 * paper's order filter (the compressors' last use {threads} > the delete) makes
 * main wait for them instead: no use after free, right output (without --late,
 * which would deadlock: each side would wait for the other). */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "lz.h"

#define BLOCK (128 * 1024)
#define FIFO_CAP 8
#define BUG_UAF_LINGER_MS 200

struct block {
  size_t index, len;
  uint8_t *data;
};

struct fifo {
  struct block slots[FIFO_CAP];
  size_t head, count;
  int eof;              /* the reader queued every block */
  size_t compressed;    /* blocks compressed, added by each thread as it leaves */
  pthread_mutex_t mut;  /* after the data: a freed fifo's first bytes get reused */
  pthread_cond_t not_empty, not_full;
};

struct outbox {
  struct block *done; /* slot i: compressed block i, data NULL until posted */
  int idle;           /* compressors that found the fifo drained */
  int closed;         /* main wrote every block */
  pthread_mutex_t lock;
  pthread_cond_t posted, closed_cond;
};

#ifdef BUG_UAF_QUEUE
static int fifo_deleted; /* --late's signal: relaxed, orders nothing heddle sees */
#endif

/* Written by main before the threads start, then read-only (sticky-read). */
static struct {
  const uint8_t *input;
  size_t len, nblocks;
  struct fifo *fifo;
  struct outbox *out;
  int late; /* BUG_UAF_QUEUE's --late */
} cfg;

static struct fifo *queue_new(void) {
  struct fifo *q = calloc(1, sizeof *q);
  pthread_mutex_init(&q->mut, NULL);
  pthread_cond_init(&q->not_empty, NULL);
  pthread_cond_init(&q->not_full, NULL);
  heddle_set_locked(q, &q->mut);
  return q;
}

static void queue_delete(struct fifo *q) {
  heddle_acquire_write(q); /* locked -> private to the deleting thread */
  pthread_mutex_destroy(&q->mut);
  pthread_cond_destroy(&q->not_empty);
  pthread_cond_destroy(&q->not_full);
  free(q); /* [gt:uaf-queue related] */
}

static void queue_push(struct fifo *q, struct block b) {
  pthread_mutex_lock(&q->mut);
  while (q->count == FIFO_CAP) pthread_cond_wait(&q->not_full, &q->mut);
  q->slots[(q->head + q->count) % FIFO_CAP] = b;
  q->count++;
  pthread_cond_signal(&q->not_empty);
  pthread_mutex_unlock(&q->mut);
}

/* Returns 0 once the fifo is drained and the reader is done. */
static int queue_pop(struct fifo *q, struct block *b) {
  pthread_mutex_lock(&q->mut);
  while (q->count == 0 && !q->eof) pthread_cond_wait(&q->not_empty, &q->mut);
  int got = q->count > 0;
  if (got) {
    *b = q->slots[q->head];
    q->head = (q->head + 1) % FIFO_CAP;
    q->count--;
    pthread_cond_signal(&q->not_full);
  }
  pthread_mutex_unlock(&q->mut);
  return got;
}

static void *reader(void *arg) {
  (void)arg;
  for (size_t i = 0; i < cfg.nblocks; i++) {
    size_t lo = i * BLOCK, len = cfg.len - lo < BLOCK ? cfg.len - lo : BLOCK;
    uint8_t *data = bench_xmalloc(len);
    memcpy(data, cfg.input + lo, len); /* "reads the file" */
    heddle_release_write(data);        /* handed to whichever compressor pops it */
    queue_push(cfg.fifo, (struct block){i, len, data});
  }
  pthread_mutex_lock(&cfg.fifo->mut);
  cfg.fifo->eof = 1;
  pthread_cond_broadcast(&cfg.fifo->not_empty);
  pthread_mutex_unlock(&cfg.fifo->mut);
  return NULL;
}

static void *compressor(void *arg) {
  (void)arg;
  struct fifo *fifo = cfg.fifo;
  struct outbox *out = cfg.out;
  struct lz_scratch scratch;
  lz_scratch_init(&scratch, BLOCK);
  size_t mine = 0;
  struct block in;
  while (queue_pop(fifo, &in)) {
    heddle_acquire_write(in.data);
    uint8_t *packed = bench_xmalloc(lz_bound(in.len));
    size_t n = lz_compress(&scratch, in.data, in.len, packed);
    free(in.data);
    heddle_release_write(packed); /* main takes it from the outbox */
    pthread_mutex_lock(&out->lock);
    out->done[in.index] = (struct block){in.index, n, packed};
    pthread_cond_signal(&out->posted);
    pthread_mutex_unlock(&out->lock);
    mine++;
  }
  lz_scratch_free(&scratch);
  pthread_mutex_lock(&out->lock);
  out->idle++;
  pthread_cond_signal(&out->posted);
  while (!out->closed) pthread_cond_wait(&out->closed_cond, &out->lock);
  pthread_mutex_unlock(&out->lock);
#ifdef BUG_UAF_QUEUE
  if (cfg.late) /* the race window, widened (above) */
    while (!__atomic_load_n(&fifo_deleted, __ATOMIC_RELAXED)) usleep(1000);
  else
    usleep(BUG_UAF_LINGER_MS * 1000);
#endif
  pthread_mutex_lock(&fifo->mut); /* LOOM Fig. 4, line 10 */
  fifo->compressed += mine;       /* [gt:uaf-queue] */
  pthread_mutex_unlock(&fifo->mut);
  return NULL;
}

/* Text-like input: words from a small vocabulary with random noise, so it compresses. */
static uint8_t *make_input(size_t len) {
  uint8_t *buf = bench_xmalloc(len);
  uint64_t seed = 17;
  static const char *const vocab[] = {"the ", "queue ", "thread ", "block ", "compress ", "lock ",
                                      "heddle ", "policy ", "share ", "race "};
  for (size_t i = 0; i < len;) {
    uint64_t r = bench_rand(&seed);
    if (r % 7 == 0) {
      buf[i++] = (uint8_t)(r >> 8);
    } else {
      const char *w = vocab[(r >> 16) % 10];
      for (size_t k = 0; w[k] && i < len; k++) buf[i++] = (uint8_t)w[k];
    }
  }
  return buf;
}

int main(int argc, char **argv) {
  struct bench_args args;
#ifdef BUG_UAF_QUEUE
  cfg.late = bench_take_switch(&argc, argv, "--late");
#endif
  bench_parse_args(argc, argv, "pipeline", &args);
  size_t len = bench_scaled(96u << 20, args.scale, 1);
  uint8_t *input = make_input(len);
  size_t nblocks = (len + BLOCK - 1) / BLOCK;

  struct outbox *out = calloc(1, sizeof *out);
  out->done = calloc(nblocks, sizeof *out->done);
  pthread_mutex_init(&out->lock, NULL);
  pthread_cond_init(&out->posted, NULL);
  pthread_cond_init(&out->closed_cond, NULL);
  heddle_set_locked(out->done, &out->lock);
  heddle_set_locked(out, &out->lock);
  cfg.input = input, cfg.len = len, cfg.nblocks = nblocks, cfg.fifo = queue_new(), cfg.out = out;
  heddle_set_sticky_read(input);
  heddle_set_sticky_read(&cfg);

  pthread_t rd, tid[BENCH_MAX_THREADS];
  pthread_create(&rd, NULL, reader, NULL);
  for (int t = 0; t < args.threads; t++) pthread_create(&tid[t], NULL, compressor, NULL);

  /* The writer: takes the blocks in order, checks each round-trips, hashes the stream. */
  uint8_t *check = bench_xmalloc(BLOCK);
  uint64_t checksum = BENCH_HASH_INIT;
  size_t packed_total = 0;
  int ok = 1;
  for (size_t i = 0; i < nblocks; i++) {
    pthread_mutex_lock(&out->lock);
    while (!out->done[i].data) pthread_cond_wait(&out->posted, &out->lock);
    struct block b = out->done[i];
    pthread_mutex_unlock(&out->lock);
    heddle_acquire_write(b.data);
    size_t want = len - i * BLOCK < BLOCK ? len - i * BLOCK : BLOCK;
    ok &= lz_decompress(b.data, b.len, check, BLOCK) == want && memcmp(check, input + i * BLOCK, want) == 0;
    checksum = bench_hash(checksum, b.data, b.len);
    packed_total += b.len;
    free(b.data);
  }
  pthread_mutex_lock(&out->lock);
  while (out->idle < args.threads) pthread_cond_wait(&out->posted, &out->lock);
  pthread_mutex_unlock(&out->lock);
  pthread_mutex_lock(&out->lock);
  out->closed = 1;
  pthread_cond_broadcast(&out->closed_cond);
  pthread_mutex_unlock(&out->lock);
#ifdef BUG_UAF_QUEUE
  queue_delete(cfg.fifo); /* LOOM Fig. 4, line 5: the fifo looks unused now, but compressors still touch it */
  __atomic_store_n(&fifo_deleted, 1, __ATOMIC_RELAXED);
#endif
  pthread_join(rd, NULL);
  for (int t = 0; t < args.threads; t++) pthread_join(tid[t], NULL);
#ifndef BUG_UAF_QUEUE
  pthread_mutex_lock(&cfg.fifo->mut);
  ok &= cfg.fifo->compressed == nblocks;
  pthread_mutex_unlock(&cfg.fifo->mut);
  queue_delete(cfg.fifo);
#endif
  ok &= packed_total < len; /* it did compress */
  bench_finish("pipeline", &args, checksum, ok);
}
