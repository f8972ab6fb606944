#include <stdio.h>

#include "counter.h"

pthread_mutex_t hits_lock = PTHREAD_MUTEX_INITIALIZER;
long hits;
HEDDLE_GLOBAL_LOCKED(hits, &hits_lock);

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  pthread_mutex_lock(&hits_lock);
  printf("hits: %ld\n", hits);
  pthread_mutex_unlock(&hits_lock);
  return 0;
}
