/* race_unannotated.c — a program nobody annotated, as heddle sees it on day
 * one (race mode, the default): the unlocked `hits` counter is a data race;
 * the lock-protected `total`, the read-only `weights` table and the per-worker
 * results are shared correctly, so heddle says nothing about them and instead
 * proposes the annotations that describe them (annotation-suggestion results,
 * `heddle annotate` turns them into a diff). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define WORKERS 4

static pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;
static long total;                           /* protected by total_lock */
static long hits;                            /* the race: nobody locks it */
static const int weights_init[4] = {1, 2, 3, 4};
static int weights[4];                       /* written by main, then only read */

static void *worker(void *arg) {
  long *result = arg; /* each worker's own slot of main's array */
  for (int i = 0; i < 1000; i++) {
    *result += weights[i % 4];
    hits++; /* data race */
    pthread_mutex_lock(&total_lock);
    total += weights[i % 4];
    pthread_mutex_unlock(&total_lock);
  }
  return NULL;
}

int main(void) {
  for (int i = 0; i < 4; i++) weights[i] = weights_init[i];
  long *results = calloc(WORKERS, sizeof *results);
  pthread_t t[WORKERS];
  for (int i = 0; i < WORKERS; i++) pthread_create(&t[i], NULL, worker, &results[i]);
  for (int i = 0; i < WORKERS; i++) pthread_join(t[i], NULL);
  long sum = 0;
  for (int i = 0; i < WORKERS; i++) sum += results[i];
  printf("total %ld, results %ld, hits %ld\n", total, sum, hits);
  free(results);
  return 0;
}
