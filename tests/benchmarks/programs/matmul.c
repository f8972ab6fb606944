/* matmul — dense C = A x B in doubles (Phoenix "matrix_multiply" shape). C is
 * a sliced array (PUSh §3.4): each thread owns a band of rows. A barrier after
 * every thread has taken its band makes the ownership clear before any writes.
 *
 * Seeded bug BUG_ROW_OVERRUN: an inclusive loop bound makes each thread also
 * compute the first row of the next thread's band, racing with its owner. */
#include <stdio.h>
#include <string.h>
#include <math.h>

#include "bench.h"

/* Written by main before the threads start, then read-only (sticky-read). */
static struct {
  size_t n;
  const double *a, *b;
  double *c;
  pthread_barrier_t *bands_taken;
} cfg;

struct band {
  size_t lo, hi; /* rows [lo, hi) */
};

static void *worker(void *arg) {
  struct band *band = arg;
  size_t n = cfg.n;
  double *mine = cfg.c + band->lo * n;
  heddle_acquire_write(mine);
  pthread_barrier_wait(cfg.bands_taken);
#ifdef BUG_ROW_OVERRUN
  size_t last = band->hi < n ? band->hi : n - 1; /* off by one: should stop before hi */
#else
  size_t last = band->hi - 1;
#endif
  for (size_t i = band->lo; i <= last; i++) {
    double row[4096];
    memset(row, 0, n * sizeof row[0]);
    for (size_t k = 0; k < n; k++) {
      double aik = cfg.a[i * n + k];
      const double *bk = cfg.b + k * n;
      for (size_t j = 0; j < n; j++) row[j] += aik * bk[j];
    }
    memcpy(cfg.c + i * n, row, n * sizeof row[0]); /* [gt:row-overrun] */
  }
  heddle_release_write(mine);
  return NULL;
}

static double *random_matrix(size_t n, uint64_t seed) {
  double *m = bench_xmalloc(n * n * sizeof *m);
  for (size_t i = 0; i < n * n; i++) m[i] = (double)(bench_below(&seed, 2001)) / 1000.0 - 1.0;
  return m;
}

int main(int argc, char **argv) {
  struct bench_args args;
  bench_parse_args(argc, argv, "matmul", &args);
  size_t n = (size_t)(cbrt(args.scale) * 1920 + 0.5);
  if (n < 8) n = 8;
  if (n > 4096) n = 4096;
  if ((size_t)args.threads > n) args.threads = (int)n;

  double *a = random_matrix(n, 11), *b = random_matrix(n, 12);
  double *c = heddle_malloc(n * n * sizeof *c, HEDDLE_UNTOUCHED);
  struct band bands[BENCH_MAX_THREADS];
  size_t lengths[BENCH_MAX_THREADS];
  for (int t = 0; t < args.threads; t++) {
    bands[t].lo = bench_split_lo(n, (size_t)args.threads, (size_t)t);
    bands[t].hi = bench_split_lo(n, (size_t)args.threads, (size_t)t + 1);
    lengths[t] = (bands[t].hi - bands[t].lo) * n;
  }
  heddle_slice(c, sizeof *c, (size_t)args.threads, lengths);
  pthread_barrier_t bands_taken;
  pthread_barrier_init(&bands_taken, NULL, (unsigned)args.threads);
  cfg.n = n, cfg.a = a, cfg.b = b, cfg.c = c, cfg.bands_taken = &bands_taken;
  heddle_set_sticky_read(a);
  heddle_set_sticky_read(b);
  heddle_set_sticky_read(&cfg);
  bench_run_threads(args.threads, worker, bands, sizeof bands[0]);

  for (int t = 0; t < args.threads; t++) heddle_acquire_read(c + bands[t].lo * n);
  /* Freivalds' check: C x == A (B x) for a random vector x. */
  uint64_t seed = 13;
  double *x = bench_xmalloc(n * sizeof *x), *bx = bench_xmalloc(n * sizeof *bx);
  for (size_t j = 0; j < n; j++) x[j] = (double)bench_below(&seed, 1000) / 1000.0;
  for (size_t i = 0; i < n; i++) {
    bx[i] = 0;
    for (size_t j = 0; j < n; j++) bx[i] += b[i * n + j] * x[j];
  }
  int ok = 1;
  for (size_t i = 0; i < n && ok; i++) {
    double cx = 0, abx = 0;
    for (size_t j = 0; j < n; j++) cx += c[i * n + j] * x[j], abx += a[i * n + j] * bx[j];
    ok = fabs(cx - abx) <= 1e-6 * (fabs(abx) + n);
  }
  bench_finish("matmul", &args, bench_hash(BENCH_HASH_INIT, c, n * n * sizeof *c), ok);
}
