// The reporter checks every LOCK_CYCLE record before it uses one: a bad edge
// count, a stack with more frames than a record holds, edges that do not form
// a cycle, or a wrong size is damage (exit 70, the records before it kept),
// never a crash. A good record written by hand is reported as usual.
// RUN: %cc-log-writer %s -o %t
// RUN: rm -rf %t.good %t.edges %t.frames %t.chain %t.size
// RUN: mkdir %t.good %t.edges %t.frames %t.chain %t.size
// RUN: env HEDDLE_LOG_DIR=%t.good %t good
// RUN: %heddle report --srcroot %S --out %t.good.sarif %t.good 2> %t.good.err; echo "exit=$?" >> %t.good.err
// RUN: %FileCheck %s --check-prefix=GOOD < %t.good.err
// RUN: %sarif-validate %t.good.sarif
// RUN: env HEDDLE_LOG_DIR=%t.edges %t edges
// RUN: %heddle report --format none --out %t.edges.sarif %t.edges 2> %t.edges.err; echo "exit=$?" >> %t.edges.err
// RUN: %FileCheck %s --check-prefix=EDGES < %t.edges.err
// RUN: %python %inputs/sarif_query.py %t.edges.sarif | %FileCheck %s --check-prefix=KEPT
// RUN: env HEDDLE_LOG_DIR=%t.frames %t frames
// RUN: %heddle report --format none --out %t.frames.sarif %t.frames 2> %t.frames.err; echo "exit=$?" >> %t.frames.err
// RUN: %FileCheck %s --check-prefix=FRAMES < %t.frames.err
// RUN: env HEDDLE_LOG_DIR=%t.chain %t chain
// RUN: %heddle report --format none --out %t.chain.sarif %t.chain 2> %t.chain.err; echo "exit=$?" >> %t.chain.err
// RUN: %FileCheck %s --check-prefix=CHAIN < %t.chain.err
// RUN: env HEDDLE_LOG_DIR=%t.size %t size
// RUN: %heddle report --format none --out %t.size.sarif %t.size 2> %t.size.err; echo "exit=$?" >> %t.size.err
// RUN: %FileCheck %s --check-prefix=SIZE < %t.size.err
// RUN: %sarif-validate %t.edges.sarif %t.frames.sarif %t.chain.sarif %t.size.sarif
#include <pthread.h>

#include "fake_runtime.h"

static pthread_mutex_t first = PTHREAD_MUTEX_INITIALIZER, second = PTHREAD_MUTEX_INITIALIZER;

static void edge(struct heddle_lock_edge *e, const void *from, const void *to, uint32_t tid) {
  e->from_mutex = (uint64_t)(uintptr_t)from;
  e->to_mutex = (uint64_t)(uintptr_t)to;
  e->tid = tid;
  FAKE_CAPTURE(&e->from_stack); // held
  FAKE_CAPTURE(&e->to_stack);   // taken
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "good";
  fake_open_log();
  static struct heddle_ev_lock_cycle c;
  c.h.kind = HEDDLE_EV_LOCK_CYCLE;
  c.h.size = sizeof c;
  c.nedges = 2;
  edge(&c.edge[0], &first, &second, 1);
  edge(&c.edge[1], &second, &first, 2);
  heddle_log_append(&c.h); // the good record
  if (!strcmp(mode, "edges")) c.nedges = HEDDLE_LOG_MAX_CYCLE + 5;
  if (!strcmp(mode, "frames")) c.edge[1].to_stack.nframes = 99;
  if (!strcmp(mode, "chain")) c.edge[1].to_mutex = (uint64_t)(uintptr_t)&c;
  if (!strcmp(mode, "size")) c.h.size = 64;
  if (strcmp(mode, "good")) heddle_log_append(&c.h);
  heddle_log_exit(0);
  return 0;
}

// GOOD:      WARNING: heddle: lock-order-inversion (pid
// GOOD-NEXT:   Cycle in lock order: mutex `first` -> mutex `second` -> mutex `first` (a potential deadlock).
// GOOD-NEXT:   Mutex `second` acquired by thread T1 while holding mutex `first`:
// GOOD-NEXT:     #0 edge {{.*}}corrupt-cycle-record.c:37:3
// GOOD:        Mutex `first` acquired earlier by thread T1:
// GOOD-NEXT:     #0 edge {{.*}}corrupt-cycle-record.c:36:3
// GOOD:      SUMMARY: heddle: lock-order-inversion {{.*}}corrupt-cycle-record.c:37 in edge
// GOOD:      heddle: 1 report (1 lock-order-inversion) in 1 process
// GOOD:      exit=66

// EDGES:      heddle: error: event log {{.*}}: damaged at byte {{[0-9]+}} (lock cycle has a bad number of edges: kind 6, size {{[0-9]+}}, {{[0-9]+}} bytes left); kept the {{[0-9]+}} complete records before it.
// EDGES:      exit=70
// The good record before the damage is still a result.
// KEPT:      lock-order-inversion {{.*}}corrupt-cycle-record.c:37 {{[0-9a-f]+}}:1 related=4 threads=T1,T2
// KEPT-NEXT: process reports=1 exited=False
// KEPT-NEXT: executionSuccessful=False

// FRAMES:     heddle: error: event log {{.*}}: damaged at byte {{[0-9]+}} (a stack has more frames than a record holds: kind 6,
// FRAMES:     exit=70
// CHAIN:      heddle: error: event log {{.*}}: damaged at byte {{[0-9]+}} (lock cycle edges do not form a cycle: kind 6,
// CHAIN:      exit=70
// SIZE:       heddle: error: event log {{.*}}: damaged at byte {{[0-9]+}} (record size does not match its kind: kind 6, size 64,
// SIZE:       exit=70
