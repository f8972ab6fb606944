// A hard edge (here a pipe's bytes) passes on thread order and weak causal
// precedence, not happens-before (wcp=1, docs/runtime.md "Predicted races
// (WCP)"): happens-before holds every unlock → lock edge a thread crossed,
// which WCP means to question. `echo` relays one byte between two pipes, so
// a round trip through it orders a thread after itself, like kvserver's
// request/reply. Until session 17 the round trip made every lock edge the
// thread had crossed a WCP ordering, and both races below went unreported.
// - own:     the worker writes `x` under a, makes a round trip, then takes b
//            for something else; main, forced after it by a relaxed flag,
//            reads `x` under b: a predicted race (b's sections share nothing);
// - launder: the worker writes `x` under a, then takes b; main takes b for
//            something else (happens-before now orders the write), makes a
//            round trip, then reads `x` without a lock: a predicted race;
// - chain:   the worker writes `x`, sends a byte through echo to main, which
//            reads `x`: ordered by the bytes, silent.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --srcroot %S --out %t.own.sarif -- %t own 2> %t.own.err; echo "exit=$?" >> %t.own.err
// RUN: %FileCheck --check-prefix=OWN %s < %t.own.err
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --srcroot %S --out %t.launder.sarif -- %t launder 2> %t.launder.err; echo "exit=$?" >> %t.launder.err
// RUN: %FileCheck --check-prefix=LAUNDER %s < %t.launder.err
// RUN: env HEDDLE_OPTIONS=wcp=1 %heddle run --srcroot %S --out %t.chain.sarif -- %t chain 2> %t.chain.err; echo "exit=$?" >> %t.chain.err
// RUN: %FileCheck --check-prefix=CHAIN %s < %t.chain.err
// OWN: Data race: thread T0 read 4 bytes of `x`, not ordered after thread T2's earlier write of it.
// OWN: predicted
// OWN: SUMMARY: heddle: data-race {{.*}}wcp-hard-edge-order.c:[[#]] in main
// OWN-NOT: data-race
// OWN: heddle: 1 report (1 data-race)
// OWN: exit=66
// LAUNDER: Data race: thread T0 read 4 bytes of `x`, not ordered after thread T2's earlier write of it.
// LAUNDER: predicted
// LAUNDER: SUMMARY: heddle: data-race {{.*}}wcp-hard-edge-order.c:[[#]] in main
// LAUNDER-NOT: data-race
// LAUNDER: heddle: 1 report (1 data-race)
// LAUNDER: exit=66
// CHAIN-NOT: data-race
// CHAIN: exit=0
#include <pthread.h>
#include <sched.h>
#include <string.h>
#include <unistd.h>

int x, worker_other, main_other;
static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
static int to_echo[2], from_echo[2];
static int flag; /* relaxed: no happens-before, only the order */
static const char *mode;

static void *echo(void *p) {
  char c;
  if (read(to_echo[0], &c, 1) == 1) write(from_echo[1], &c, 1);
  return p;
}

static void round_trip(void) {
  char c = 1;
  write(to_echo[1], &c, 1);
  read(from_echo[0], &c, 1);
}

static void *worker(void *p) {
  if (!strcmp(mode, "chain")) {
    x = 1;
    char c = 1;
    write(to_echo[1], &c, 1);
    return p;
  }
  pthread_mutex_lock(&a);
  x = 1;
  pthread_mutex_unlock(&a);
  if (!strcmp(mode, "own")) round_trip();
  pthread_mutex_lock(&b);
  worker_other = 2;
  pthread_mutex_unlock(&b);
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  return p;
}

int main(int argc, char **argv) {
  mode = argc > 1 ? argv[1] : "own";
  pipe(to_echo);
  pipe(from_echo);
  pthread_t e, t;
  pthread_create(&e, 0, echo, 0);
  pthread_create(&t, 0, worker, 0);
  int v;
  if (!strcmp(mode, "chain")) {
    char c;
    read(from_echo[0], &c, 1);
    v = x;
  } else {
    while (!__atomic_load_n(&flag, __ATOMIC_RELAXED)) sched_yield();
    if (!strcmp(mode, "launder")) {
      pthread_mutex_lock(&b);
      main_other = 3;
      pthread_mutex_unlock(&b);
      round_trip();
      v = x;
    } else {
      pthread_mutex_lock(&b);
      v = x;
      pthread_mutex_unlock(&b);
    }
  }
  pthread_join(t, 0);
  pthread_join(e, 0);
  return v == 1 ? 0 : 1;
}
