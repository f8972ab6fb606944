/* kmeans — Lloyd's k-means on integer 2-D points (Phoenix "kmeans" shape), run
 * to convergence. Each iteration: every thread assigns its slice of points to the nearest
 * centroid and accumulates per-cluster sums in its own partial; a barrier; thread
 * 0 reduces the partials into new centroids; a barrier. Policy changes ride on
 * the barriers: centroids are read-shared while assigning and private to thread 0
 * while it updates them; each partial is handed to thread 0 and back.
 *
 * Seeded bug BUG_MOVED_NO_LOCK: the shared count of points that changed cluster
 * is added to without its lock. */
#include <stdio.h>
#include <string.h>

#include "bench.h"

#define K 16
#define MAX_ITERATIONS 500

struct point {
  int32_t x, y;
};
struct model {
  struct point c[K];
  int iterations, converged; /* set by thread 0 when no centroid moved */
};
struct partial {
  int64_t sx[K], sy[K], n[K];
};

static pthread_mutex_t moved_lock = PTHREAD_MUTEX_INITIALIZER;
static uint64_t moved; /* points that changed cluster, over all iterations */
HEDDLE_GLOBAL_LOCKED(moved, &moved_lock);

/* Written by main before the threads start, then read-only (sticky-read). */
static struct {
  const struct point *points;
  size_t npoints;
  int threads;
  struct model *model;
  struct partial *parts[BENCH_MAX_THREADS];  /* one per thread */
  int32_t *assign;                           /* cluster of each point, sliced per thread */
  pthread_barrier_t *barrier;
} cfg;

struct slice {
  int id;
  size_t lo, hi;
};

static int nearest(const struct point *centroids, struct point p) {
  int best = 0;
  int64_t best_d = INT64_MAX;
  for (int c = 0; c < K; c++) {
    int64_t dx = (int64_t)p.x - centroids[c].x, dy = (int64_t)p.y - centroids[c].y;
    int64_t d = dx * dx + dy * dy;
    if (d < best_d) best_d = d, best = c;
  }
  return best;
}

/* Thread 0, between the barriers: new centroid = mean of its points. */
static void update_centroids(void) {
  struct model *m = cfg.model;
  heddle_acquire_write(m);
  struct partial total;
  memset(&total, 0, sizeof total);
  for (int t = 0; t < cfg.threads; t++) {
    struct partial *p = cfg.parts[t];
    heddle_acquire_write(p);
    for (int c = 0; c < K; c++) total.sx[c] += p->sx[c], total.sy[c] += p->sy[c], total.n[c] += p->n[c];
    memset(p, 0, sizeof *p);
    heddle_release_write(p);
  }
  int same = 1;
  for (int c = 0; c < K; c++)
    if (total.n[c]) {
      struct point p = {(int32_t)(total.sx[c] / total.n[c]), (int32_t)(total.sy[c] / total.n[c])};
      same &= p.x == m->c[c].x && p.y == m->c[c].y;
      m->c[c] = p;
    }
  m->iterations++;
  m->converged = same || m->iterations == MAX_ITERATIONS;
  heddle_release_write(m);
}

static void *worker(void *arg) {
  struct slice *s = arg;
  struct partial *mine = cfg.parts[s->id];
  for (size_t i = s->lo; i < s->hi; i++) cfg.assign[i] = -1;
  for (;;) {
    const struct model *m = cfg.model;
    heddle_acquire_read(m);
    if (m->converged) {
      heddle_release_read(m);
      break;
    }
    heddle_acquire_write(mine);
    uint64_t changed = 0;
    for (size_t i = s->lo; i < s->hi; i++) {
      struct point p = cfg.points[i];
      int c = nearest(m->c, p);
      if (cfg.assign[i] != c) changed++, cfg.assign[i] = c;
      mine->sx[c] += p.x, mine->sy[c] += p.y, mine->n[c]++;
    }
    heddle_release_read(m);
    heddle_release_write(mine);
#ifdef BUG_MOVED_NO_LOCK
    moved += changed; /* [gt:moved-no-lock] */
#else
    pthread_mutex_lock(&moved_lock);
    moved += changed;
    pthread_mutex_unlock(&moved_lock);
#endif
    pthread_barrier_wait(cfg.barrier);
    if (s->id == 0) update_centroids();
    pthread_barrier_wait(cfg.barrier);
  }
  return NULL;
}

int main(int argc, char **argv) {
  struct bench_args args;
  bench_parse_args(argc, argv, "kmeans", &args);
  size_t n = bench_scaled(2u << 20, args.scale, K);

  /* Points scattered around K hidden centres. */
  struct point *points = bench_xmalloc(n * sizeof *points);
  uint64_t seed = 3;
  struct point centre[K];
  for (int c = 0; c < K; c++) centre[c] = (struct point){(int32_t)bench_below(&seed, 1000000), (int32_t)bench_below(&seed, 1000000)};
  for (size_t i = 0; i < n; i++) {
    struct point c = centre[bench_below(&seed, K)];
    points[i].x = c.x + (int32_t)bench_below(&seed, 40001) - 20000;
    points[i].y = c.y + (int32_t)bench_below(&seed, 40001) - 20000;
  }
  struct model *model = calloc(1, sizeof *model);
  for (int c = 0; c < K; c++) model->c[c] = points[c]; /* the first K points seed the clusters */
  heddle_release_write(model); /* inaccessible until a thread acquires it */

  cfg.points = points;
  cfg.npoints = n;
  cfg.threads = args.threads;
  cfg.model = model;
  for (int t = 0; t < args.threads; t++) {
    cfg.parts[t] = calloc(1, sizeof(struct partial));
    heddle_release_write(cfg.parts[t]);
  }
  cfg.assign = heddle_malloc(n * sizeof *cfg.assign, HEDDLE_UNTOUCHED);
  size_t lengths[BENCH_MAX_THREADS];
  struct slice slices[BENCH_MAX_THREADS];
  for (int t = 0; t < args.threads; t++) {
    slices[t] = (struct slice){t, bench_split_lo(n, (size_t)args.threads, (size_t)t),
                               bench_split_lo(n, (size_t)args.threads, (size_t)t + 1)};
    lengths[t] = slices[t].hi - slices[t].lo;
  }
  heddle_slice(cfg.assign, sizeof *cfg.assign, (size_t)args.threads, lengths); /* each slice untouched: its thread takes it */
  pthread_barrier_t barrier;
  pthread_barrier_init(&barrier, NULL, (unsigned)args.threads);
  cfg.barrier = &barrier;
  heddle_set_sticky_read(points);
  heddle_set_sticky_read(&cfg);
  bench_run_threads(args.threads, worker, slices, sizeof slices[0]);

  heddle_acquire_read(model);
  pthread_mutex_lock(&moved_lock);
  uint64_t checksum = bench_hash(bench_hash(BENCH_HASH_INIT, model, sizeof *model), &moved, sizeof moved);
  int ok = moved >= n; /* every point moved at least once: from "none" to its first cluster */
  pthread_mutex_unlock(&moved_lock);
  /* Verify: every centroid is the mean of the points nearest to it. */
  int64_t sx[K] = {0}, sy[K] = {0}, cnt[K] = {0};
  for (size_t i = 0; i < n; i++) {
    int c = nearest(model->c, points[i]);
    sx[c] += points[i].x, sy[c] += points[i].y, cnt[c]++;
  }
  int stable = 0;
  for (int c = 0; c < K; c++) stable += !cnt[c] || (model->c[c].x == sx[c] / cnt[c] && model->c[c].y == sy[c] / cnt[c]);
  bench_finish("kmeans", &args, checksum, ok && stable == K);
}
