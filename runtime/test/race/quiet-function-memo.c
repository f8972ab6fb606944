// A function that cannot synchronise, free or change a policy (QuietCode:
// arithmetic and libm here) runs a whole call in one epoch of its thread, so
// its accesses through one pointer — a struct's fields, loads of one size —
// share one memo for the call: the first field's check decides, the others
// hit the memo while they land in the object it found fine (IR lines: price()
// has no loop, and before it had no memo, every field a full check; race mode
// cost 2.5x native on the benchmark suite's blackscholes, whose price() reads
// six fields of one option per call). A function that can synchronise
// (locked_price(): a mutex) keeps a check per field.
// Nothing is hidden: the worker's reads race with main's later write of the
// first field it read, ordered by nothing but a relaxed flag (race mode), and
// in strict mode each of the four reads of main's private object in price() is a
// violation of its own (two per line) — a check that fails calls the hook and sets no memo.
// RUN: %heddle-cc -O2 -fno-discard-value-names -S -emit-llvm %s -o %t.ll
// RUN: %FileCheck %s --check-prefix=IR < %t.ll
// RUN: %heddle-cc -O2 -g %s -o %t -lm
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=RACE < %t.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.strict.sarif -- %t 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
#include <math.h>
#include <pthread.h>
#include <stdlib.h>

#define N 1024 /* options: a 32 KiB array, race mode's epoch words and granules */

struct option {
  double spot, strike, volatility, years;
};

// IR-LABEL: define {{.*}}@price(
// IR: %heddle.memo.hit{{[0-9]*}} = icmp ult i64
// IR: heddle.memo.set{{[0-9]*}}:
// IR-LABEL: define {{.*}}@locked_price(
// IR-NOT: heddle.memo
// IR-LABEL: define {{.*}}@worker(
__attribute__((noinline)) double price(const struct option *o) {
  double sq = o->volatility * sqrt(o->years); // STRICT-DAG: SUMMARY: heddle: sharing-violation {{.*}}quiet-function-memo.c:[[@LINE]] in price
  // STRICT-DAG: SUMMARY: heddle: sharing-violation {{.*}}quiet-function-memo.c:[[@LINE-1]] in price
  double p = log(o->spot / o->strike) / sq;   // STRICT-DAG: SUMMARY: heddle: sharing-violation {{.*}}quiet-function-memo.c:[[@LINE]] in price
  // STRICT-DAG: SUMMARY: heddle: sharing-violation {{.*}}quiet-function-memo.c:[[@LINE-1]] in price
  return p;
}

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
__attribute__((noinline)) double locked_price(const struct option *o) {
  pthread_mutex_lock(&mu);
  double p = o->spot - o->strike + o->years * o->volatility;
  pthread_mutex_unlock(&mu);
  return p;
}

static struct option *options;
static double result;
static int done;

static void *worker(void *arg) {
  (void)arg;
  double p = price(&options[5]) + locked_price(&options[6]);
  result = p;
  __atomic_store_n(&done, 1, __ATOMIC_RELAXED); // no release: orders nothing
  return NULL;
}

int main(void) {
  options = calloc(N, sizeof *options);
  for (int i = 0; i < N; i++) options[i] = (struct option){100, 90 + i % 20, 0.2, 1};
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  while (!__atomic_load_n(&done, __ATOMIC_RELAXED)) {
  }
  options[5].volatility = 0.3; // RACE: SUMMARY: heddle: data-race {{.*}}quiet-function-memo.c:[[@LINE]] in main
  pthread_join(t, NULL);
  return result > 0 ? 0 : 1;
}

// RACE: heddle: 1 report (1 data-race) in 1 process
// RACE: exit=66
// STRICT: exit=66
