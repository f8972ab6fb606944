/* bench.h — what every benchmark program shares: flags, deterministic input,
 * the result line. One copy here so the ten programs stay about their own
 * computation (and so annotation counts in docs/benchmarks.md are per program).
 *
 * Every program prints exactly one result line on stdout:
 *     <name> threads=<n> scale=<s> checksum=<16 hex digits> <ok|WRONG>
 * The checksum depends only on the input (the scale), never on the thread count
 * or the interleaving, so the ground truth can pin it. Exit status: 0 when the
 * program verified its own output, 3 when it did not, 2 on bad flags.
 */
#ifndef BENCH_H
#define BENCH_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "heddle.h"

#define BENCH_MAX_THREADS 64

struct bench_args {
  int threads;  /* --threads N (1..BENCH_MAX_THREADS), default 2 */
  double scale; /* --scale S (> 0), default 1.0: sized for 1-3 s natively on 2 cores */
};

/* Parses --threads/--scale (also --threads=N); on bad input prints what was
 * wrong and the usage, then exits 2. */
void bench_parse_args(int argc, char **argv, const char *name, struct bench_args *out);

/* Removes a program's own switch `flag` (a seeded bug's "--late") from argv,
 * wherever it is, before bench_parse_args sees it; returns whether it was
 * given. */
int bench_take_switch(int *argc, char **argv, const char *flag);

/* base * scale, rounded, at least `min`. */
size_t bench_scaled(size_t base, double scale, size_t min);

/* splitmix64: a fast, well-mixed deterministic generator (seeded per use). */
static inline uint64_t bench_rand(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Uniform in [0, n). */
static inline uint64_t bench_below(uint64_t *state, uint64_t n) { return bench_rand(state) % n; }

/* FNV-1a over a buffer, continuing from h (start with BENCH_HASH_INIT). */
#define BENCH_HASH_INIT 0xcbf29ce484222325ull
uint64_t bench_hash(uint64_t h, const void *data, size_t n);

/* Splits `total` items into `parts` contiguous ranges as evenly as possible:
 * range i is [bench_split_lo(total, parts, i), bench_split_lo(total, parts, i + 1)). */
static inline size_t bench_split_lo(size_t total, size_t parts, size_t i) {
  return total / parts * i + (i < total % parts ? i : total % parts);
}

/* malloc that exits with a message instead of returning NULL. */
void *bench_xmalloc(size_t n);

/* Creates `threads` threads running fn(&args[i * arg_size]) and joins them. */
void bench_run_threads(int threads, void *(*fn)(void *), void *args, size_t arg_size);

/* Prints the result line and exits (0 verified, 3 not). */
void bench_finish(const char *name, const struct bench_args *args, uint64_t checksum, int verified)
    __attribute__((noreturn));

#endif /* BENCH_H */
