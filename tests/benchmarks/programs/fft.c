/* fft — a four-step 1-D complex FFT (SPLASH-2 "fft" shape): the N = M*M points
 * are an M x M matrix; each thread owns a band of rows of two matrices, x and y.
 * Per repetition: fill and FFT own rows of x; barrier; transpose all of x into
 * own rows of y with twiddles, FFT them; barrier. The bands change policy at the
 * barriers: x rows are private to their owner, then read-shared by everyone.
 *
 * Seeded bug BUG_UNORDERED_HANDOFF (PUSh Fig. 1): the first barrier is replaced
 * by a relaxed atomic counter. Each thread waits until every band is released,
 * but nothing orders the owner's release before the reader's acquire, so the
 * transpose races with the owner's last writes. */
#include <complex.h>
#include <math.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "bench.h"

typedef double complex cplx;

/* Written by main before the threads start, then read-only (sticky-read). */
static struct {
  size_t m, n;          /* N = M * M */
  int threads, reps;
  const cplx *w;        /* w[j] = exp(-2 pi i j / N), j < N */
  cplx *x, *y;          /* M x M, row-major, sliced into bands of rows */
  pthread_barrier_t *barrier;
} cfg;

#ifdef BUG_UNORDERED_HANDOFF
static atomic_uint released; /* bands released so far, over all repetitions */
#endif

struct band {
  size_t lo, hi; /* rows */
  int id;
};

/* In-place radix-2 FFT of one row of length M (twiddles w_M^j = w_N^(j*M)). */
static void fft_row(cplx *a) {
  size_t m = cfg.m;
  for (size_t i = 1, j = 0; i < m; i++) {
    size_t bit = m >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      cplx t = a[i];
      a[i] = a[j], a[j] = t;
    }
  }
  for (size_t len = 2; len <= m; len <<= 1) {
    size_t step = cfg.n / len;
    for (size_t i = 0; i < m; i += len)
      for (size_t k = 0; k < len / 2; k++) {
        cplx u = a[i + k], v = a[i + k + len / 2] * cfg.w[k * step];
        a[i + k] = u + v;
        a[i + k + len / 2] = u - v;
      }
  }
}

/* The input of repetition `rep`: x[n] for n = M*n1 + n2. */
static cplx input(size_t n, int rep) {
  double t = (double)n;
  return sin(t * 0.001 * (rep + 1)) + 0.5 * cos(t * 0.0173) + I * (double)(n % 7) * 0.1;
}

static void handoff(const struct band *b, int rep) {
#ifdef BUG_UNORDERED_HANDOFF
  (void)b;
  atomic_fetch_add_explicit(&released, 1, memory_order_relaxed);
  while (atomic_load_explicit(&released, memory_order_relaxed) < (unsigned)(cfg.threads * (rep + 1))) sched_yield();
#else
  (void)b, (void)rep;
  pthread_barrier_wait(cfg.barrier);
#endif
}

static void *worker(void *arg) {
  struct band *b = arg;
  size_t m = cfg.m;
  cplx *my_x = cfg.x + b->lo * m, *my_y = cfg.y + b->lo * m;
  size_t starts[BENCH_MAX_THREADS];
  for (int t = 0; t < cfg.threads; t++) starts[t] = bench_split_lo(m, (size_t)cfg.threads, (size_t)t) * m;
  for (int rep = 0; rep < cfg.reps; rep++) {
    /* Row n2 of x holds column n2 of the input; its FFT is over n1. */
    heddle_acquire_write(my_x);
    for (size_t r = b->lo; r < b->hi; r++) {
      for (size_t c = 0; c < m; c++) cfg.x[r * m + c] = input(m * c + r, rep);
      fft_row(cfg.x + r * m);
    }
    heddle_release_write(my_x); /* [gt:unordered-handoff related] */
    handoff(b, rep);

    for (int t = 0; t < cfg.threads; t++) heddle_acquire_read(cfg.x + starts[t]); /* [gt:unordered-handoff] */
    heddle_acquire_write(my_y);
    for (size_t k1 = b->lo; k1 < b->hi; k1++) {
      for (size_t n2 = 0; n2 < m; n2++) cfg.y[k1 * m + n2] = cfg.x[n2 * m + k1] * cfg.w[n2 * k1];
      fft_row(cfg.y + k1 * m);
    }
    for (int t = 0; t < cfg.threads; t++) heddle_release_read(cfg.x + starts[t]);
    heddle_release_write(my_y);
    pthread_barrier_wait(cfg.barrier);
  }
  return NULL;
}

int main(int argc, char **argv) {
  struct bench_args args;
  bench_parse_args(argc, argv, "fft", &args);
  size_t m = args.scale >= 0.25 ? 1024 : 64, n = m * m;
  int reps = (int)bench_scaled(30, args.scale, 1);
  if ((size_t)args.threads > m) args.threads = (int)m;

  cplx *w = bench_xmalloc(n * sizeof *w);
  for (size_t j = 0; j < n; j++) w[j] = cexp(-2 * M_PI * I * (double)j / (double)n);
  cplx *x = heddle_malloc(n * sizeof *x, HEDDLE_UNTOUCHED), *y = heddle_malloc(n * sizeof *y, HEDDLE_UNTOUCHED);
  struct band bands[BENCH_MAX_THREADS];
  size_t lengths[BENCH_MAX_THREADS];
  for (int t = 0; t < args.threads; t++) {
    bands[t] = (struct band){bench_split_lo(m, (size_t)args.threads, (size_t)t),
                             bench_split_lo(m, (size_t)args.threads, (size_t)t + 1), t};
    lengths[t] = (bands[t].hi - bands[t].lo) * m;
  }
  heddle_slice(x, sizeof *x, (size_t)args.threads, lengths);
  heddle_slice(y, sizeof *y, (size_t)args.threads, lengths);
  pthread_barrier_t barrier;
  pthread_barrier_init(&barrier, NULL, (unsigned)args.threads);
  cfg.m = m, cfg.n = n, cfg.threads = args.threads, cfg.reps = reps;
  cfg.w = w, cfg.x = x, cfg.y = y, cfg.barrier = &barrier;
  heddle_set_sticky_read(w);
  heddle_set_sticky_read(&cfg);
  bench_run_threads(args.threads, worker, bands, sizeof bands[0]);

  for (int t = 0; t < args.threads; t++) heddle_acquire_read(y + bands[t].lo * m);
  /* Verify a few bins against the direct DFT: X[k1 + M k2] sits at y[k1][k2]. */
  int ok = 1;
  uint64_t seed = 29;
  for (int probe = 0; probe < 4; probe++) {
    size_t k = bench_below(&seed, n);
    cplx direct = 0;
    for (size_t j = 0; j < n; j++) direct += input(j, reps - 1) * w[j * k % n];
    cplx got = y[(k % m) * m + k / m];
    ok &= cabs(got - direct) <= 1e-6 * (1 + cabs(direct));
  }
  bench_finish("fft", &args, bench_hash(BENCH_HASH_INIT, y, n * sizeof *y), ok);
}
