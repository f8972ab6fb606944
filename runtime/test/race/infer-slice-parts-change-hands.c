// Two frames handed back and forth between a producer (main) and a consumer
// thread, each frame's turn told by an atomic owner flag with release/acquire
// (atomwait in the session 14 new-user trials, with C++20 atomic wait/notify).
// Main fills one frame while the consumer reads the other, so race mode split
// the array, and proposed a slice: "used by 2 threads in disjoint parts:
// slice it" — but both threads use both frames, in turns: each part went,
// while its user still ran, to a thread that used a part of its own. That is
// no partition (a slice's part is one thread's, besides a preparer before it
// and a thread taking it over after its thread ended). Now the suggestion
// says the parts changed hands while their threads ran, and has no fix; the
// owner flags are still racy.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/frames.c
// RUN: %heddle-cc -g -O1 %t.dir/frames.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/frames.c %t.fixed/frames.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/frames.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror %t.fixed/frames.c -o %t.strict
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: `frames` was used by 2 threads in disjoint parts
// CHECK-DAG: heddle: suggestion (slice) frames.c:{{[0-9]+}}: `frames` was used by 2 threads in parts that changed hands while their threads ran {{.*}} No fix: hand each part over where its threads take turns {{.*}}{{$}}
// CHECK-DAG: heddle: suggestion (racy) frames.c:{{[0-9]+}}: `owner`
// CHECK-NOT: `frames` was used by 2 threads in disjoint parts
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 1 without a fix
// FIXED: HEDDLE_GLOBAL(owner, HEDDLE_RACY);
// FIXED-NOT: heddle_slice
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

#define FRAMES 200
#define PIXELS 16
enum { PRODUCER, CONSUMER };

struct frame {
  int number;
  float px[PIXELS];
};
static struct frame frames[2];
static atomic_int owner[2];

static void wait_turn(int i, int me) {
  while (atomic_load_explicit(&owner[i], memory_order_acquire) != me) sched_yield();
}

static void *consumer(void *arg) {
  (void)arg;
  long sum = 0;
  for (int n = 0; n < FRAMES; n++) {
    int i = n % 2;
    wait_turn(i, CONSUMER);
    for (int k = 0; k < PIXELS; k++) sum += (long)frames[i].px[k] + frames[i].number;
    atomic_store_explicit(&owner[i], PRODUCER, memory_order_release);
  }
  return (void *)sum;
}

int main(void) {
  pthread_t c;
  pthread_create(&c, NULL, consumer, NULL);
  for (int n = 0; n < FRAMES; n++) {
    int i = n % 2;
    wait_turn(i, PRODUCER);
    frames[i].number = n;
    for (int k = 0; k < PIXELS; k++) frames[i].px[k] = (float)((n + k) % 7);
    atomic_store_explicit(&owner[i], CONSUMER, memory_order_release);
  }
  void *sum;
  pthread_join(c, &sum);
  printf("sum %ld\n", (long)sum);
  return 0;
}
