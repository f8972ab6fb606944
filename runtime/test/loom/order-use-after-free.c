// LOOM Fig. 4 (PBZip2): main frees the queue once every block is consumed but
// before joining the consumers, which still lock and update it on their way
// out. The paper's order filter — the consumers' last use {numCPU} times
// before the free — given at start-up removes the use after free: the output
// is right and nothing is reported. `numCPU` is a global, read the first time
// the consumer's last use (LAST-USE) completes (LOOM §3.3).
// RUN: %heddle-cc -g -O1 %s -o %t
// Without the filter: the use after free (the consumers' last lines), exit 66.
// "late": the consumers leave only once main has freed (a relaxed flag, no
// synchronisation), so that the run shows the bug whatever the schedule (200 ms
// alone was no guarantee: main could wake later still on a loaded machine).
// RUN: %heddle run --out %t.plain.sarif -- %t late > %t.plain.out 2> %t.plain.err; echo "exit=$?" >> %t.plain.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.plain.err
// With it, for several runs: no report, the same output.
// The filter's lines are found by their markers, so editing this file keeps the test right.
// RUN: printf 'order-use-after-free.c:%%s {numCPU} > order-use-after-free.c:%%s\n' $(grep -n 'LAST-USE' %s | tail -1 | cut -d: -f1) $(grep -n 'THE-FREE' %s | tail -1 | cut -d: -f1) > %t.hfilter
// RUN: rm -f %t.out %t.err; for i in 1 2 3 4 5; do %heddle run --out %t.sarif --filter %t.hfilter -- %t >> %t.out 2>> %t.err || echo "exit=$?" >> %t.err; done
// RUN: grep -v '^//' %t.err | %FileCheck %s --check-prefix=FIXED
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// BUG: Use after free: thread T{{[0-9]+}} {{read|wrote}} {{[0-9]+}} bytes of a {{[0-9]+}}-byte heap object after thread T0 freed it.
// BUG: SUMMARY: heddle: use-after-free {{.*}}order-use-after-free.c:{{[0-9]+}} in consumer
// BUG: exit=66
// FIXED-COUNT-5: heddle: 0 reports in 1 process
// FIXED-NOT: exit=
// FIXED-NOT: Use after free
// OUT-COUNT-5: consumed 300
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct fifo {
  pthread_mutex_t mut;
  int items, consumed, stats;
};
struct fifo *fifo;
int numCPU = 3;
static int late, freed; /* freed: relaxed, no happens-before */

static void *consumer(void *arg) {
  int mine = 0;
  for (;;) {
    pthread_mutex_lock(&fifo->mut);
    if (fifo->items == 0) {
      pthread_mutex_unlock(&fifo->mut);
      break;
    }
    fifo->items--;
    fifo->consumed++;
    pthread_mutex_unlock(&fifo->mut);
    mine++;
  }
  /* Leaves late, as a decompress thread finishing its block. */
  if (late)
    while (!__atomic_load_n(&freed, __ATOMIC_RELAXED)) usleep(1000);
  else
    usleep(200000);
  pthread_mutex_lock(&fifo->mut);
  fifo->stats += mine;
  pthread_mutex_unlock(&fifo->mut); /* LAST-USE: the consumer's last use */
  return arg;
}

int main(int argc, char **argv) {
  late = argc > 1 && !strcmp(argv[1], "late");
  fifo = calloc(1, sizeof *fifo);
  pthread_mutex_init(&fifo->mut, NULL);
  fifo->items = 300;
  pthread_t t[8];
  for (int i = 0; i < numCPU; i++) pthread_create(&t[i], NULL, consumer, NULL);
  for (;;) {
    pthread_mutex_lock(&fifo->mut);
    int done = fifo->consumed == 300;
    pthread_mutex_unlock(&fifo->mut);
    if (done) break;
    usleep(1000);
  }
  int consumed = fifo->consumed;
  free(fifo); /* THE-FREE: LOOM Fig. 4's free */
  __atomic_store_n(&freed, 1, __ATOMIC_RELAXED);
  for (int i = 0; i < numCPU; i++) pthread_join(t[i], NULL);
  printf("consumed %d\n", consumed);
  return 0;
}
