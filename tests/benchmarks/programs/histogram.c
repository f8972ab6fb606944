/* histogram — per-channel histograms of a synthetic RGB video (Phoenix
 * "histogram" shape). Threads grab blocks of pixels from a shared block counter,
 * count into a stack-local histogram and merge it into the global one under a lock.
 *
 * Seeded bug BUG_UNSYNC_COUNTER: the block counter is bumped without the lock
 * (and without an annotation: the programmer thought `++` was atomic). Two
 * threads can take the same block; heddle sees the second thread touch an object
 * private to the first. */
#include <stdio.h>
#include <string.h>

#include "bench.h"

#define BLOCK_PIXELS 65536

static pthread_mutex_t hist_lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned long long hist[3][256];
HEDDLE_GLOBAL_LOCKED(hist, &hist_lock);

static size_t next_block; /* the next block a thread takes: frames * blocks per frame */
#ifndef BUG_UNSYNC_COUNTER
HEDDLE_GLOBAL_LOCKED(next_block, &hist_lock);
#endif

/* The run's parameters: written by main, then read-only for every thread. */
static struct {
  const unsigned char *image;
  size_t pixels, blocks_per_frame, total_blocks;
} cfg;

static size_t take_block(void) {
#ifdef BUG_UNSYNC_COUNTER
  return next_block++; /* [gt:unsync-counter] */
#else
  pthread_mutex_lock(&hist_lock);
  size_t b = next_block++;
  pthread_mutex_unlock(&hist_lock);
  return b;
#endif
}

static void *worker(void *arg) {
  (void)arg;
  unsigned long long local[3][256];
  memset(local, 0, sizeof local);
  for (size_t b; (b = take_block()) < cfg.total_blocks;) {
    /* Frame f shifts every channel by f: each frame has its own histogram. */
    unsigned char shift = (unsigned char)(b / cfg.blocks_per_frame);
    size_t lo = b % cfg.blocks_per_frame * BLOCK_PIXELS;
    size_t hi = lo + BLOCK_PIXELS < cfg.pixels ? lo + BLOCK_PIXELS : cfg.pixels;
    for (size_t i = lo; i < hi; i++) {
      const unsigned char *px = cfg.image + 3 * i;
      local[0][(unsigned char)(px[0] + shift)]++;
      local[1][(unsigned char)(px[1] + shift)]++;
      local[2][(unsigned char)(px[2] + shift)]++;
    }
  }
  pthread_mutex_lock(&hist_lock);
  for (int c = 0; c < 3; c++)
    for (int v = 0; v < 256; v++) hist[c][v] += local[c][v];
  pthread_mutex_unlock(&hist_lock);
  return NULL;
}

int main(int argc, char **argv) {
  struct bench_args args;
  bench_parse_args(argc, argv, "histogram", &args);
  cfg.pixels = bench_scaled(4u << 20, args.scale > 1 ? 1 : args.scale, 1);
  size_t frames = bench_scaled(384, args.scale, 1);
  cfg.blocks_per_frame = (cfg.pixels + BLOCK_PIXELS - 1) / BLOCK_PIXELS;
  cfg.total_blocks = frames * cfg.blocks_per_frame;

  unsigned char *img = bench_xmalloc(3 * cfg.pixels);
  uint64_t seed = 42;
  for (size_t i = 0; i < 3 * cfg.pixels; i += 8) {
    uint64_t r = bench_rand(&seed);
    memcpy(img + i, &r, 3 * cfg.pixels - i < 8 ? 3 * cfg.pixels - i : 8);
  }
  cfg.image = img;
  /* Read-only from here on; set before any thread starts, as sticky-read requires. */
  heddle_set_sticky_read(img);
  heddle_set_sticky_read(&cfg);

  char unused[BENCH_MAX_THREADS];
  bench_run_threads(args.threads, worker, unused, 1);

  pthread_mutex_lock(&hist_lock);
  unsigned long long sum[3] = {0, 0, 0};
  for (int c = 0; c < 3; c++)
    for (int v = 0; v < 256; v++) sum[c] += hist[c][v];
  uint64_t checksum = bench_hash(BENCH_HASH_INIT, hist, sizeof hist);
  pthread_mutex_unlock(&hist_lock);
  int ok = sum[0] == frames * cfg.pixels && sum[1] == sum[0] && sum[2] == sum[0];
  bench_finish("histogram", &args, checksum, ok);
}
