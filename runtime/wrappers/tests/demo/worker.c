#include "counter.h"

void *worker(void *arg) {
  (void)arg;
  for (int i = 0; i < 100; i++) {
    pthread_mutex_lock(&hits_lock);
    hits++;
    pthread_mutex_unlock(&hits_lock);
  }
  hits--; /* seeded bug: the lock is not held */
  return NULL;
}
