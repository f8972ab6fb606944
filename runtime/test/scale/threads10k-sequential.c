// A thread-per-request program: 10,000 short-lived threads, one after the
// other, each joined before the next starts. Joined threads give their slot
// back (at most 4096 threads are checked at one time), so every thread is
// still checked: each one takes the request object over, reads the read-shared
// config, and hands the request back; the last one also writes main's private
// object, the one seeded violation. Slot reuse must not make the hand-overs
// unordered (the slot's clock continues) nor lose the violation, and the
// report names the last thread by its stable index, T10000.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.out
// RUN: %FileCheck %s < %t.out
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %sarif-validate %t.sarif
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define REQUESTS 10000
static int *request, *config, *main_private;

static void *serve(void *arg) {
  long n = (long)arg;
  heddle_acquire_write(request);
  heddle_acquire_read(config);
  *request += *config;
  heddle_release_read(config);
  heddle_release_write(request);
  if (n == REQUESTS) *main_private = 1; // seeded: main's private object
  return 0;
}

int main(void) {
  request = heddle_malloc(sizeof *request, HEDDLE_PRIVATE);
  config = heddle_malloc(sizeof *config, HEDDLE_PRIVATE);
  main_private = malloc(sizeof *main_private);
  *request = 0;
  *config = 1;
  *main_private = 0;
  heddle_release_write(request);
  heddle_release_write(config);
  heddle_acquire_read(config); // main stays a reader: config is read-shared from here on
  heddle_set_sticky_read(&request); // the pointers themselves: set once, read by every thread
  heddle_set_sticky_read(&config);
  heddle_set_sticky_read(&main_private);
  for (long n = 1; n <= REQUESTS; n++) {
    pthread_t t;
    pthread_create(&t, 0, serve, (void *)n);
    pthread_join(t, 0);
  }
  heddle_acquire_write(request);
  printf("served %d\n", *request);
  return 0;
}

// CHECK: served 10000
// CHECK: exit=66
// SUM-NOT: more than 4096 threads
// SUM: Thread T10000 wrote 4 bytes of a 4-byte heap object, which is private to thread T0.
// SUM: heddle: 1 report (1 sharing-violation) in 1 process
