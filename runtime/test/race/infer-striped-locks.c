// Lock striping: objects allocated at one line, each protected by a mutex of
// its own (an array of structs holding the locks). One suggestion for the
// site, and no fix: there is no single mutex to name (a fix naming the array
// `&stripes` would lock every object by the first stripe's mutex).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: heddle: suggestion (locked) infer-striped-locks.c:[[#LINE:]]: The objects allocated here were each accessed by several threads, always holding a mutex of their own (not one for all): annotate each with heddle_set_locked and its mutex after it is initialised.
// CHECK-SAME: No fix: heddle found no place where the annotation certainly compiles, runs at the right time and names this object: write it by hand as this message says.{{$}}
// CHECK-NOT: [fix available]
// CHECK: exit=0
#include <pthread.h>
#include <stdlib.h>

#define STRIPES 4
static struct stripe {
  pthread_mutex_t lock;
  long *counts;
} stripes[STRIPES];

static void *worker(void *p) {
  for (int i = 0; i < 1000; i++) {
    struct stripe *s = &stripes[i % STRIPES];
    pthread_mutex_lock(&s->lock);
    s->counts[i % 8]++;
    pthread_mutex_unlock(&s->lock);
  }
  return p;
}

int main(void) {
  for (int s = 0; s < STRIPES; s++) {
    pthread_mutex_init(&stripes[s].lock, 0);
    stripes[s].counts = calloc(8, sizeof(long));
  }
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
