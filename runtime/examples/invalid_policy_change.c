/* invalid_policy_change.c — a configuration table is made sticky-read (read
 * by every thread, never written again), and later a reload tries to take it
 * back for writing. A sticky-read object never changes policy: heddle reports
 * invalid-policy-change at the acquire. */
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>

static int config[4] = {8, 16, 32, 64};

static void *reader(void *arg) {
  long sum = 0;
  for (int i = 0; i < 4; i++) sum += config[i];
  *(long *)arg = sum;
  return NULL;
}

static void reload(void) {
  heddle_acquire_write(config); /* invalid: config is sticky-read */
}

int main(void) {
  heddle_set_sticky_read(config);
  long sums[2];
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, reader, &sums[i]);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  reload();
  printf("sums: %ld %ld\n", sums[0], sums[1]);
  return 0;
}
