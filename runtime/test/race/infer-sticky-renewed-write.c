// A sticky-read proposal whose last write was renewed without the slow path
// (race.c `renew`): main allocates `cfg` and fills it in three epochs (each
// log_line's unlock starts one): the allocation's (its writes pass the inline
// check), a second whose write the slow path notes, and a third whose write
// is renewed — the object its own, nothing new for inference (the verbosity
// line counts it). Then two threads read it. The fix puts
// heddle_set_sticky_read after the last write, which the record's stack
// names: the renewal must keep the renewed access's stack (`cfg->depth = 5`),
// not the earlier epoch's (`cfg->width = 4`: a fix there would be refused by
// the strict run, the write after it a sharing violation).
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/cfg.c
// RUN: %heddle-cc -g -O1 %t.dir/cfg.c -o %t
// RUN: cd %t.dir && env HEDDLE_OPTIONS=verbosity=1 %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: race mode renewed {{[1-9][0-9]*}} epochs without the slow path
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (sticky-read) cfg.c:[[#@LINE+25]]: The 24-byte heap object allocated here was read by 3 threads and never written once they shared it: call heddle_set_sticky_read on it after its last write at cfg.c:[[#@LINE+30]], before the threads start.
// CHECK: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct config {
  long rounds, width, depth;
};
static struct config *cfg;
static pthread_mutex_t log_m = PTHREAD_MUTEX_INITIALIZER;
static long lines;

__attribute__((noinline)) static void log_line(void) {
  pthread_mutex_lock(&log_m);
  lines++;
  pthread_mutex_unlock(&log_m);
}

static void *reader(void *arg) {
  (void)arg;
  return (void *)(cfg->rounds * cfg->width * cfg->depth);
}

int main(void) {
  cfg = malloc(sizeof *cfg);
  cfg->rounds = 3;
  log_line();
  cfg->width = 4;
  log_line();
  cfg->depth = 5;
  pthread_t a, b;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, reader, 0);
  void *ra, *rb;
  pthread_join(a, &ra);
  pthread_join(b, &rb);
  printf("%ld %ld\n", (long)ra + (long)rb, lines);
  free(cfg);
  return 0;
}
