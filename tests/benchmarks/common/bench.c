/* bench.c — shared flag parsing, hashing and result reporting (see bench.h). */
#include "bench.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(const char *name) {
  fprintf(stderr,
          "usage: %s [--threads N] [--scale S]\n"
          "  --threads N  worker threads, 1..%d (default 2)\n"
          "  --scale S    input size factor > 0 (default 1.0: about 0.6-3 s natively on 2 cores)\n",
          name, BENCH_MAX_THREADS);
}

static void bad_flag(const char *name, const char *flag, const char *value, const char *why) {
  fprintf(stderr, "%s: bad value '%s' for %s: %s\n", name, value ? value : "(missing)", flag, why);
  usage(name);
  exit(2);
}

/* Returns the value of `--flag V` or `--flag=V` when argv[*i] is that flag, else NULL. */
static const char *flag_value(int argc, char **argv, int *i, const char *flag, const char *name) {
  size_t n = strlen(flag);
  if (strncmp(argv[*i], flag, n) != 0) return NULL;
  if (argv[*i][n] == '=') return argv[*i] + n + 1;
  if (argv[*i][n] != '\0') return NULL;
  if (*i + 1 >= argc) bad_flag(name, flag, NULL, "the flag needs a value");
  return argv[++*i];
}

void bench_parse_args(int argc, char **argv, const char *name, struct bench_args *out) {
  out->threads = 2;
  out->scale = 1.0;
  for (int i = 1; i < argc; i++) {
    const char *v;
    char *end;
    if ((v = flag_value(argc, argv, &i, "--threads", name))) {
      errno = 0;
      long t = strtol(v, &end, 10);
      if (errno || *end || t < 1 || t > BENCH_MAX_THREADS)
        bad_flag(name, "--threads", v, "expected a whole number from 1 to 64");
      out->threads = (int)t;
    } else if ((v = flag_value(argc, argv, &i, "--scale", name))) {
      errno = 0;
      double s = strtod(v, &end);
      if (errno || *end || !(s > 0) || s > 1000) bad_flag(name, "--scale", v, "expected a number in (0, 1000]");
      out->scale = s;
    } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
      usage(name);
      exit(0);
    } else {
      fprintf(stderr, "%s: unknown argument '%s'\n", name, argv[i]);
      usage(name);
      exit(2);
    }
  }
}

int bench_take_switch(int *argc, char **argv, const char *flag) {
  int found = 0, kept = 1;
  for (int i = 1; i < *argc; i++) {
    if (!strcmp(argv[i], flag)) found = 1;
    else argv[kept++] = argv[i];
  }
  argv[kept] = NULL;
  *argc = kept;
  return found;
}

size_t bench_scaled(size_t base, double scale, size_t min) {
  double v = (double)base * scale + 0.5;
  size_t n = v < 1 ? 0 : (size_t)v;
  return n < min ? min : n;
}

uint64_t bench_hash(uint64_t h, const void *data, size_t n) {
  const unsigned char *p = data;
  for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

void *bench_xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p) {
    fprintf(stderr, "out of memory allocating %zu bytes\n", n);
    exit(1);
  }
  return p;
}

void bench_run_threads(int threads, void *(*fn)(void *), void *args, size_t arg_size) {
  pthread_t tid[BENCH_MAX_THREADS];
  for (int i = 0; i < threads; i++) {
    int rc = pthread_create(&tid[i], NULL, fn, (char *)args + (size_t)i * arg_size);
    if (rc) {
      fprintf(stderr, "pthread_create: %s\n", strerror(rc));
      exit(1);
    }
  }
  for (int i = 0; i < threads; i++) pthread_join(tid[i], NULL);
}

void bench_finish(const char *name, const struct bench_args *args, uint64_t checksum, int verified) {
  printf("%s threads=%d scale=%g checksum=%016llx %s\n", name, args->threads, args->scale,
         (unsigned long long)checksum, verified ? "ok" : "WRONG");
  fflush(stdout);
  exit(verified ? 0 : 3);
}
