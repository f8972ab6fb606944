// Sticky-read (PUSh §2.2): set before threads exist, every thread may read it
// and none may write. Set while another thread runs (after pthread_create,
// before the join) it is an invalid-policy-change; after the join it is fine.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>

static int config[4] = {1, 2, 3, 4};
static int table[4];
static int later[4];

static void *reader(void *arg) {
  (void)arg;
  int sum = config[0] + config[3];
  config[1] = sum; // CHECK-DAG: sharing-violation sticky-after-create.c:[[@LINE]]
  return 0;
}

static void *idle(void *arg) { return arg; }

int main(void) {
  heddle_set_sticky_read(config); // no other thread yet: fine
  pthread_t t[3];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, reader, 0);
  table[0] = 1;
  pthread_create(&t[2], 0, idle, 0);
  heddle_set_sticky_read(table); // CHECK-DAG: invalid-policy-change sticky-after-create.c:[[@LINE]]
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  later[0] = 1;
  heddle_set_sticky_read(later); // every thread joined: fine
  return config[0] + later[0] - 2;
}

// SUM: heddle: 2 reports (1 sharing-violation, 1 invalid-policy-change) in 1 process
