// One report of every rule, each with the related locations it carries:
// exact result set, titles, links in the message, validator (both rule kinds).
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
// RUN: %FileCheck %s --check-prefix=MSG < %t.sarif
// RUN: %sarif-validate --deny SARIF2005 %t.sarif
#include <pthread.h>

#include "fake_runtime.h"

static struct heddle_change allocated, released, racy;
static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;

int main(void) {
  fake_open_log();
  char *obj = malloc(64);
  FAKE_CHANGE(&allocated, HEDDLE_CHANGE_ALLOC, 0);
  FAKE_CHANGE(&released, HEDDLE_CHANGE_RELEASE_WRITE, 1);
  FAKE_CHANGE(&racy, HEDDLE_CHANGE_SET_RACY, 2);
  struct heddle_ev_report r;

  FAKE_REPORT(&r, HEDDLE_RULE_UNORDERED_POLICY_CHANGE, obj, 0, 1, 2); // unordered
  fake_object(&r, obj, 64, 4, UINT32_MAX, NULL, NULL);
  r.alloc = allocated;
  r.last_change = racy;
  r.other = released;
  heddle_log_append(&r.h);

  FAKE_REPORT(&r, HEDDLE_RULE_INVALID_POLICY_CHANGE, obj, 0, 1, 2); // invalid
  fake_object(&r, obj, 64, 1, 1, NULL, NULL);
  r.alloc = allocated;
  strcpy(r.detail, "release_write by a thread that is not the owner");
  heddle_log_append(&r.h);

  FAKE_REPORT(&r, HEDDLE_RULE_LOCK_NOT_HELD, obj + 8, 8, 0, 3); // lock not held
  fake_object(&r, obj, 64, 6, UINT32_MAX, &mutex, NULL);
  r.alloc = allocated;
  heddle_log_append(&r.h);

  FAKE_REPORT(&r, HEDDLE_RULE_API_MISUSE, (void *)0x1234, 0, 0, 0); // misuse
  strcpy(r.detail, "heddle_acquire_write on an untracked pointer");
  heddle_log_append(&r.h);

  heddle_log_exit(0);
  return 0;
}

// TEXT:      WARNING: heddle: unordered-policy-change (pid
// TEXT-NEXT:   Thread T2 changed the policy of a 64-byte heap object without being ordered after thread T1's heddle_release_write.
// TEXT-NEXT:   Call by thread T2:
// TEXT:        Conflicting change by thread T1 (heddle_release_write):
// TEXT-NEXT:     #0 main {{.*}}each-rule.c:20:3
// TEXT:      WARNING: heddle: invalid-policy-change (pid
// TEXT-NEXT:   Thread T2 made an invalid policy change of a 64-byte heap object, which is private to thread T1.
// TEXT-NEXT:   Detail: release_write by a thread that is not the owner
// TEXT:      WARNING: heddle: lock-not-held (pid
// TEXT-NEXT:   Thread T3 read 8 bytes of a 64-byte heap object without holding its lock `mutex`.
// TEXT-NEXT:   Read of size 8 at 0x{{[0-9a-f]+}} by thread T3:
// TEXT:        A 64-byte heap object at 0x{{[0-9a-f]+}} is locked by the mutex `mutex` at 0x{{[0-9a-f]+}}.
// TEXT:      WARNING: heddle: api-misuse (pid
// TEXT-NEXT:   Thread T0 misused the heddle API on an untracked pointer 0x1234.
// TEXT-NEXT:   Detail: heddle_acquire_write on an untracked pointer
// TEXT-NEXT:   Call to heddle_acquire_write by thread T0:
// TEXT:      heddle: 4 reports (1 unordered-policy-change, 1 invalid-policy-change, 1 lock-not-held, 1 api-misuse) in 1 process
// TEXT:      exit=66

// QUERY:      unordered-policy-change each-rule.c:24 {{[0-9a-f]+}}:1 related=3 threads=T0,T1,T2
// QUERY-NEXT: invalid-policy-change each-rule.c:31 {{[0-9a-f]+}}:1 related=1 threads=T0,T2
// QUERY-NEXT: lock-not-held each-rule.c:37 {{[0-9a-f]+}}:1 related=1 threads=T0,T3
// QUERY-NEXT: api-misuse each-rule.c:42 {{[0-9a-f]+}}:1 related=0 threads=T0
// QUERY-NOT:  {{.}}

// MSG: "text": "Thread T2 changed the policy of a 64-byte heap object without being ordered after thread T1's heddle_release_write. The object was [allocated here](1) by thread T0. Its policy last changed by thread T2's [heddle_set_racy](2). The conflicting change is thread T1's [heddle_release_write](3)."
// MSG: "text": "Thread T2 made an invalid policy change of a 64-byte heap object, which is private to thread T1. Detail: release_write by a thread that is not the owner. The object was [allocated here](1) by thread T0."
// MSG: "level": "warning",
// MSG-NEXT: "message": {
// MSG-NEXT: "text": "Thread T0 misused the heddle API on an untracked pointer 0x1234. Detail: heddle_acquire_write on an untracked pointer."

// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
// One threadFlowLocation per event, numbered across threads in the order they
// happened; calls are "access": "call", named when the log says which function.
// EVENTS:      unordered-policy-change access=call accessSize=-
// EVENTS-NEXT:   T0 [1] allocation kinds=acquire,memory nesting=0 at=main:19 stack=main:19,{{.*}}@libc.so.6,
// EVENTS-NEXT:   T1 [2] heddle_release_write kinds=call,function nesting=0 at=main:20 stack=main:20,
// EVENTS-NEXT:   T2 [3] heddle_set_racy kinds=call,function nesting=0 at=main:21 stack=main:21,
// EVENTS-NEXT:   T2 [4] reported call kinds=call,function,danger nesting=0 at=main:24 stack=main:24,
// EVENTS-NEXT: invalid-policy-change access=call accessSize=-
// EVENTS-NEXT:   T0 [1] allocation
// EVENTS-NEXT:   T2 [2] reported call kinds=call,function,danger nesting=0 at=main:31
// EVENTS-NEXT: lock-not-held access=read accessSize=8
// EVENTS-NEXT:   T0 [1] allocation
// EVENTS-NEXT:   T3 [2] read of 8 bytes (reported) kinds=memory,danger nesting=0 at=main:37
// EVENTS-NEXT: api-misuse access=call accessSize=-
// EVENTS-NEXT:   T0 [1] heddle_acquire_write (reported call) kinds=call,function,danger nesting=0 at=main:42 stack=main:42,{{.*$}}
// EVENTS-NOT:  {{.}}
