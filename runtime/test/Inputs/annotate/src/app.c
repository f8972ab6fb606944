#include <pthread.h>
#include <stdlib.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
long counter;
int *config;

struct job {
  pthread_mutex_t lock;
  int done;
};

static void *worker(void *arg) {
  struct job *job = arg;
  pthread_mutex_lock(&m);
  counter += config[0];
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&job->lock);
  job->done++;
  pthread_mutex_unlock(&job->lock);
  return NULL;
}

int main(void) {
  config = malloc(4 * sizeof *config);
  config[0] = 1;
  struct job *q = malloc(sizeof *q);
  pthread_mutex_init(&q->lock, NULL);
  q->done = 0;
  long *hits = malloc(sizeof *hits);
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, worker, q);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  free(hits);
  free(q);
  free(config);
  return 0;
}
