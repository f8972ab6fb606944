/* pfscan — a parallel file scanner (pfscan shape): main writes a directory of
 * text files, then feeds their paths through a bounded work queue (mutex and
 * condition variables) to threads that count occurrences of a few words.
 *
 * Seeded bug BUG_PEEK_QUEUE: a "fast path" reads the queue's count without
 * holding the queue's lock before deciding to wait. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"

#define QUEUE_CAP 32
#define PATH_MAX_LEN 256
#define FILE_BYTES (48 * 1024)
#define NWORDS 6

static const char *const words[NWORDS] = {"hello", "world", "heddle", "thread", "mutex", "race"};
/* Letters none of the words use, so the only matches are the inserted ones. */
static const char filler[] = "bfgijknpqsvyz";

struct queue {
  char paths[QUEUE_CAP][PATH_MAX_LEN];
  size_t head, count;
  int done;
  uint64_t found[NWORDS]; /* matches, summed by the workers */
  pthread_mutex_t lock;
  pthread_cond_t not_empty, not_full;
};

static struct queue *queue_new(void) {
  struct queue *q = calloc(1, sizeof *q);
  pthread_mutex_init(&q->lock, NULL);
  pthread_cond_init(&q->not_empty, NULL);
  pthread_cond_init(&q->not_full, NULL);
  heddle_set_locked(q, &q->lock);
  return q;
}

static void queue_push(struct queue *q, const char *path) {
  pthread_mutex_lock(&q->lock);
  while (q->count == QUEUE_CAP) pthread_cond_wait(&q->not_full, &q->lock);
  snprintf(q->paths[(q->head + q->count) % QUEUE_CAP], PATH_MAX_LEN, "%s", path);
  q->count++;
  pthread_cond_signal(&q->not_empty);
  pthread_mutex_unlock(&q->lock);
}

/* Copies the next path into `out`; returns 0 when the queue is drained and closed. */
static int queue_pop(struct queue *q, char *out) {
#ifdef BUG_PEEK_QUEUE
  if (q->count == 0 && q->done) return 0; /* [gt:peek-queue] */
#endif
  pthread_mutex_lock(&q->lock);
  while (q->count == 0 && !q->done) pthread_cond_wait(&q->not_empty, &q->lock);
  int got = q->count > 0;
  if (got) {
    memcpy(out, q->paths[q->head], PATH_MAX_LEN);
    q->head = (q->head + 1) % QUEUE_CAP;
    q->count--;
    pthread_cond_signal(&q->not_full);
  }
  pthread_mutex_unlock(&q->lock);
  return got;
}

static void *worker(void *arg) {
  struct queue *q = arg;
  char path[PATH_MAX_LEN];
  char *buf = bench_xmalloc(FILE_BYTES);
  while (queue_pop(q, path)) {
    int fd = open(path, O_RDONLY);
    ssize_t n = fd < 0 ? -1 : read(fd, buf, FILE_BYTES);
    if (fd >= 0) close(fd);
    if (n < 0) {
      perror(path);
      exit(1);
    }
    uint64_t found[NWORDS] = {0};
    for (int w = 0; w < NWORDS; w++) {
      size_t len = strlen(words[w]);
      for (ssize_t i = 0; i + (ssize_t)len <= n; i++)
        if (buf[i] == words[w][0] && memcmp(buf + i, words[w], len) == 0) found[w]++;
    }
    pthread_mutex_lock(&q->lock);
    for (int w = 0; w < NWORDS; w++) q->found[w] += found[w];
    pthread_mutex_unlock(&q->lock);
  }
  free(buf);
  return NULL;
}

static void file_path(char out[PATH_MAX_LEN], const char *dir, size_t f) {
  snprintf(out, PATH_MAX_LEN, "%.200s/f%05zu.txt", dir, f);
}

/* Writes `nfiles` files into `dir`; counts the words it inserts into `expect`. */
static void write_files(const char *dir, size_t nfiles, uint64_t expect[NWORDS]) {
  char *buf = bench_xmalloc(FILE_BYTES);
  uint64_t seed = 5;
  for (size_t f = 0; f < nfiles; f++) {
    for (size_t i = 0; i < FILE_BYTES; i++) buf[i] = filler[bench_below(&seed, sizeof filler - 1)];
    for (size_t i = 0; i + 8 < FILE_BYTES; i += 16 + bench_below(&seed, 256)) {
      int w = (int)bench_below(&seed, NWORDS);
      memcpy(buf + i, words[w], strlen(words[w]));
      expect[w]++;
    }
    char path[PATH_MAX_LEN];
    file_path(path, dir, f);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0 || write(fd, buf, FILE_BYTES) != FILE_BYTES) {
      perror(path);
      exit(1);
    }
    close(fd);
  }
  free(buf);
}

int main(int argc, char **argv) {
  struct bench_args args;
  bench_parse_args(argc, argv, "pfscan", &args);
  size_t nfiles = bench_scaled(4096, args.scale, 1);
  const char *tmp = getenv("TMPDIR");
  char dir[PATH_MAX_LEN];
  snprintf(dir, sizeof dir, "%.200s/pfscan.XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    perror(dir);
    return 1;
  }
  uint64_t expect[NWORDS] = {0};
  write_files(dir, nfiles, expect);

  struct queue *q = queue_new();
  pthread_t tid[BENCH_MAX_THREADS];
  for (int t = 0; t < args.threads; t++) pthread_create(&tid[t], NULL, worker, q);
  char path[PATH_MAX_LEN];
  for (size_t f = 0; f < nfiles; f++) {
    file_path(path, dir, f);
    queue_push(q, path);
  }
  pthread_mutex_lock(&q->lock);
  q->done = 1;
  pthread_cond_broadcast(&q->not_empty);
  pthread_mutex_unlock(&q->lock);
  for (int t = 0; t < args.threads; t++) pthread_join(tid[t], NULL);

  pthread_mutex_lock(&q->lock);
  int ok = memcmp(q->found, expect, sizeof expect) == 0;
  uint64_t checksum = bench_hash(BENCH_HASH_INIT, q->found, sizeof q->found);
  pthread_mutex_unlock(&q->lock);
  for (size_t f = 0; f < nfiles; f++) {
    file_path(path, dir, f);
    unlink(path);
  }
  rmdir(dir);
  bench_finish("pfscan", &args, checksum, ok);
}
