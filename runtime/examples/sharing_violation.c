/* sharing_violation.c — a worker updates a statistics block that the main
 * thread allocated and still owns (plain malloc memory is private to the
 * allocating thread). heddle reports the worker's write as a
 * sharing-violation; the fix is to hand the block over with
 * heddle_release_write (main) and heddle_acquire_write (worker). */
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct stats {
  long requests;
  long errors;
};

static void *worker(void *arg) {
  struct stats *s = arg;
  for (int i = 0; i < 1000; i++) s->requests++; /* the violation: s is private to main */
  return NULL;
}

int main(void) {
  struct stats *s = calloc(1, sizeof *s);
  pthread_t t;
  pthread_create(&t, NULL, worker, s);
  pthread_join(t, NULL);
  printf("requests: %ld\n", s->requests);
  free(s);
  return 0;
}
