/* blackscholes — Black-Scholes option pricing over a portfolio (PARSEC
 * "blackscholes" shape). The output prices are a sliced array (PUSh §3.4): each
 * thread owns its slice; the options and the risk-free rate are read-only.
 *
 * Seeded bug BUG_RATE_WRITE: the rate arrives in percent and each thread
 * converts it in place on first use (check-then-act on a shared global). */
#include <math.h>
#include <stdio.h>

#include "bench.h"

#define RUNS 100 /* the whole portfolio is priced this many times, as PARSEC does (NUM_RUNS) */

struct option {
  double spot, strike, volatility, years;
  int call;
};

static double riskfree = 2.0; /* percent as configured; threads need a fraction */

/* Written by main before the threads start, then read-only (sticky-read). */
static struct {
  const struct option *options;
  double *prices; /* sliced: one slice per thread */
  size_t n;
} cfg;

struct slice {
  size_t lo, hi;
};

/* Cumulative normal distribution (Abramowitz-Stegun 26.2.17, as PARSEC's CNDF). */
static double cndf(double x) {
  double k = 1.0 / (1.0 + 0.2316419 * fabs(x));
  double poly = k * (0.319381530 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429))));
  double n = 1.0 - exp(-0.5 * x * x) * 0.3989422804014327 * poly;
  return x < 0 ? 1.0 - n : n;
}

static double price(const struct option *o, double r) {
  double sq = o->volatility * sqrt(o->years);
  double d1 = (log(o->spot / o->strike) + (r + 0.5 * o->volatility * o->volatility) * o->years) / sq;
  double d2 = d1 - sq;
  double disc = o->strike * exp(-r * o->years);
  return o->call ? o->spot * cndf(d1) - disc * cndf(d2) : disc * cndf(-d2) - o->spot * cndf(-d1);
}

static void *worker(void *arg) {
  struct slice *s = arg;
  double *mine = cfg.prices + s->lo;
  heddle_acquire_write(mine);
#ifdef BUG_RATE_WRITE
  if (riskfree > 1) riskfree /= 100; /* [gt:rate-write] */
#endif
  for (int run = 0; run < RUNS; run++)
    for (size_t i = s->lo; i < s->hi; i++) cfg.prices[i] = price(&cfg.options[i], riskfree);
  heddle_release_write(mine);
  return NULL;
}

int main(int argc, char **argv) {
  struct bench_args args;
  bench_parse_args(argc, argv, "blackscholes", &args);
  size_t n = bench_scaled(640000, args.scale, 16);
  if ((size_t)args.threads > n) args.threads = (int)n;

  struct option *options = bench_xmalloc(n * sizeof *options);
  uint64_t seed = 23;
  for (size_t i = 0; i < n; i++) {
    options[i].spot = 50 + (double)bench_below(&seed, 10000) / 100;
    options[i].strike = 50 + (double)bench_below(&seed, 10000) / 100;
    options[i].volatility = 0.05 + (double)bench_below(&seed, 600) / 1000;
    options[i].years = 0.25 + (double)bench_below(&seed, 300) / 100;
    options[i].call = (int)bench_below(&seed, 2);
  }
  double *prices = heddle_malloc(n * sizeof *prices, HEDDLE_UNTOUCHED);
  struct slice slices[BENCH_MAX_THREADS];
  size_t lengths[BENCH_MAX_THREADS];
  for (int t = 0; t < args.threads; t++) {
    slices[t] = (struct slice){bench_split_lo(n, (size_t)args.threads, (size_t)t),
                               bench_split_lo(n, (size_t)args.threads, (size_t)t + 1)};
    lengths[t] = slices[t].hi - slices[t].lo;
  }
  heddle_slice(prices, sizeof *prices, (size_t)args.threads, lengths);
#ifndef BUG_RATE_WRITE
  riskfree /= 100;
#endif
  cfg.options = options, cfg.prices = prices, cfg.n = n;
  heddle_set_sticky_read(&riskfree);
  heddle_set_sticky_read(options);
  heddle_set_sticky_read(&cfg);
  bench_run_threads(args.threads, worker, slices, sizeof slices[0]);

  for (int t = 0; t < args.threads; t++) heddle_acquire_read(prices + slices[t].lo);
  /* Verify: put-call parity, C - P = S - K e^{-rT}, on every 97th option. */
  int ok = 1;
  for (size_t i = 0; i < n; i += 97) {
    struct option other = options[i];
    other.call = !other.call;
    double mine = prices[i], flip = price(&other, 0.02);
    double parity = (options[i].call ? mine - flip : flip - mine) - (other.spot - other.strike * exp(-0.02 * other.years));
    ok &= fabs(parity) < 1e-6;
  }
  bench_finish("blackscholes", &args, bench_hash(BENCH_HASH_INIT, prices, n * sizeof *prices), ok);
}
