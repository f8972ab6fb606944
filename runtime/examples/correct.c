/* correct.c — a correctly annotated pipeline: heddle reports nothing.
 * The producer fills a job, releases it and hands it over through a
 * condition variable; the consumer acquires it, processes it and hands it
 * back the same way. Results go to a locked counter, the configuration is
 * sticky-read, and each worker owns a slice of the output array. */
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define WORKERS 4
#define PER_WORKER 8

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int *job;   /* handed between producer and consumer */
static int job_full; /* guarded by lock */
static long done;  /* guarded by lock */
HEDDLE_GLOBAL(job, HEDDLE_RACY);
HEDDLE_GLOBAL_LOCKED(job_full, &lock);
HEDDLE_GLOBAL_LOCKED(done, &lock);

static const int scale = 3;
static int factors[WORKERS] = {1, 2, 3, 4};
static int output[WORKERS * PER_WORKER];

static void *worker(void *arg) {
  long id = (long)arg;
  int *mine = &output[id * PER_WORKER];
  heddle_acquire_write(mine);
  for (int i = 0; i < PER_WORKER; i++) mine[i] = factors[id] * i * scale;
  heddle_release_write(mine);
  pthread_mutex_lock(&lock);
  done++;
  pthread_mutex_unlock(&lock);
  return NULL;
}

static void *consumer(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  while (!job_full) pthread_cond_wait(&changed, &lock);
  pthread_mutex_unlock(&lock);
  heddle_acquire_write(job);
  job[0] *= 2;
  heddle_release_write(job);
  pthread_mutex_lock(&lock);
  job_full = 0;
  pthread_cond_signal(&changed);
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  heddle_set_sticky_read(factors);
  size_t slices[WORKERS];
  for (int i = 0; i < WORKERS; i++) slices[i] = PER_WORKER;
  heddle_slice(output, sizeof(int), WORKERS, slices);

  job = malloc(sizeof(int));
  job[0] = 21;
  heddle_release_write(job);
  pthread_t c;
  pthread_create(&c, NULL, consumer, NULL);
  pthread_mutex_lock(&lock);
  job_full = 1;
  pthread_cond_signal(&changed);
  while (job_full) pthread_cond_wait(&changed, &lock);
  pthread_mutex_unlock(&lock);
  pthread_join(c, NULL);
  heddle_acquire_write(job);
  printf("job: %d\n", job[0]);
  free(job);

  pthread_t t[WORKERS];
  for (long i = 0; i < WORKERS; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < WORKERS; i++) pthread_join(t[i], NULL);
  long sum = 0;
  for (int i = 0; i < WORKERS; i++) {
    heddle_acquire_read(&output[i * PER_WORKER]);
    for (int k = 0; k < PER_WORKER; k++) sum += output[i * PER_WORKER + k];
    heddle_release_read(&output[i * PER_WORKER]);
  }
  pthread_mutex_lock(&lock);
  printf("workers: %ld, sum: %ld\n", done, sum);
  pthread_mutex_unlock(&lock);
  return 0;
}
