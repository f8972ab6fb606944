// unordered-policy-change on an ACCESS (the first access under a lock not
// ordered after heddle_set_locked): reported as a write with its size, not a
// call; its last change IS the conflicting change, shown once (one event, one
// related location), not twice.
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif all | %FileCheck %s --check-prefix=QUERY
// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
// RUN: %sarif-validate %t.sarif
#include <pthread.h>

#include "fake_runtime.h"

static struct heddle_change allocated, set_locked;
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;

int main(void) {
  fake_open_log();
  int *obj = malloc(sizeof *obj);
  FAKE_CHANGE(&allocated, HEDDLE_CHANGE_ALLOC, 0);
  FAKE_CHANGE(&set_locked, HEDDLE_CHANGE_SET_LOCKED, 1);
  struct heddle_ev_report r;
  FAKE_REPORT(&r, HEDDLE_RULE_UNORDERED_POLICY_CHANGE, obj, 4, 1, 2); // the access
  fake_object(&r, obj, sizeof *obj, 6, UINT32_MAX, &mutex, NULL);
  r.alloc = allocated;
  r.last_change = set_locked;
  r.other = set_locked;
  strcpy(r.detail, "first access under the lock is not ordered after heddle_set_locked");
  heddle_log_append(&r.h);
  heddle_log_exit(0);
  return 0;
}

// TEXT:      WARNING: heddle: unordered-policy-change (pid
// TEXT-NEXT:   Thread T2 wrote 4 bytes of a 4-byte heap object without being ordered after thread T1's heddle_set_locked.
// TEXT:        Write of size 4 at 0x{{[0-9a-f]+}} by thread T2:
// TEXT-NOT:    Policy last changed
// TEXT:        Conflicting change by thread T1 (heddle_set_locked):
// TEXT-NEXT:     #0 main {{.*}}unordered-access.c:22:3
// TEXT-NOT:    Policy last changed
// TEXT:      exit=66

// QUERY: unordered-policy-change unordered-access.c:24 {{[0-9a-f]+}}:1 related=2 threads=T0,T1,T2

// EVENTS:      unordered-policy-change access=write accessSize=4
// EVENTS-NEXT:   T0 [1] allocation kinds=acquire,memory nesting=0 at=main:21
// EVENTS-NEXT:   T1 [2] heddle_set_locked kinds=call,function nesting=0 at=main:22
// EVENTS-NEXT:   T2 [3] write of 4 bytes (reported) kinds=memory,danger nesting=0 at=main:24 stack=main:24,{{.*$}}
// EVENTS-NOT:  {{.}}
