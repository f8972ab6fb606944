/* unordered_policy_change.c — PUSh Fig. 1. The producer fills a buffer,
 * releases it and raises a flag; the consumer waits for the flag and acquires
 * the buffer. Every access obeys the policies, yet nothing orders the release
 * before the acquire (the flag is a relaxed atomic, not synchronisation): a
 * data race that heddle reports as unordered-policy-change. The fix is a
 * pthread edge (mutex, condition variable, semaphore) between the two. */
#include <heddle.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

static char *buffer;
static atomic_int ready;
HEDDLE_GLOBAL(buffer, HEDDLE_RACY);

static void *producer(void *arg) {
  (void)arg;
  heddle_acquire_write(buffer);
  snprintf(buffer, 64, "hello from the producer");
  heddle_release_write(buffer);
  atomic_store_explicit(&ready, 1, memory_order_relaxed);
  return NULL;
}

static void *consumer(void *arg) {
  (void)arg;
  while (!atomic_load_explicit(&ready, memory_order_relaxed)) sched_yield();
  heddle_acquire_write(buffer); /* unordered after the producer's release */
  buffer[0] = 'H';
  printf("%s\n", buffer);
  heddle_release_write(buffer);
  return NULL;
}

int main(void) {
  buffer = heddle_malloc(64, HEDDLE_INACCESSIBLE);
  pthread_t p, c;
  pthread_create(&c, NULL, consumer, NULL);
  pthread_create(&p, NULL, producer, NULL);
  pthread_join(p, NULL);
  pthread_join(c, NULL);
  return 0;
}
