// A real program under libheddle: the SARIF thread flows carry one
// threadFlowLocation per event (sarif/README.md, "Threads and events",
// encoding (a)) with the event's own stack; API calls are "access": "call"
// named after the function; a global's registration shows the annotation,
// not the generated constructor.
// RUN: %heddle-cc -O0 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// RUN: %sarif-validate %t.sarif
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long total;
HEDDLE_GLOBAL_LOCKED(total, &lock);

static void finish(char *buf) {
  heddle_release_write(buf);
}

static void *audit(void *arg) {
  (void)arg;
  if (total < 0) puts("negative"); // no lock held: lock-not-held
  return NULL;
}

int main(void) {
  char *buf = malloc(16);
  finish(buf);
  finish(buf); // a second release: api-misuse
  pthread_t t;
  pthread_create(&t, NULL, audit, NULL);
  pthread_join(t, NULL);
  return 0;
}

// TEXT:      WARNING: heddle: api-misuse (pid
// TEXT:        Call to heddle_release_write by thread T0:
// TEXT-NEXT:     #0 finish {{.*}}events.c:22:3
// TEXT-NEXT:     #1 main {{.*}}events.c:34:3
// TEXT:      WARNING: heddle: lock-not-held (pid
// TEXT:        Registered by thread T0 (registration):
// TEXT-NEXT:     #0 HEDDLE_GLOBAL_LOCKED(total) {{.*}}events.c:19:1
// TEXT-NOT:  heddle__register_
// TEXT:      exit=66

// EVENTS:      api-misuse access=call accessSize=-
// EVENTS-NEXT:   T0 [1] allocation kinds=acquire,memory nesting=0 at=main:32 stack=main:32{{(,.*)?$}}
// EVENTS-NEXT:   T0 [2] heddle_release_write kinds=call,function nesting=0 at=finish:22 stack=finish:22,main:33{{(,.*)?$}}
// EVENTS-NEXT:   T0 [3] heddle_release_write (reported call) kinds=call,function,danger nesting=0 at=finish:22 stack=finish:22,main:34{{(,.*)?$}}
// EVENTS-NEXT: lock-not-held access=read accessSize=8
// EVENTS-NEXT:   T0 [1] registration kinds=acquire,memory nesting=0 at=HEDDLE_GLOBAL_LOCKED(total):19 stack=HEDDLE_GLOBAL_LOCKED(total):19,{{.*}}@libc.so.6
// EVENTS-NEXT:   T1 [2] read of 8 bytes (reported) kinds=memory,danger nesting=0 at=audit:27 stack=audit:27{{$|,}}
// EVENTS-NOT:  {{.}}

// The event's location carries the message and the innermost user frame;
// the stack's library frames are module+offset (no unresolvable relative paths).
// SARIF:      "threadFlows": [
// SARIF:        "locations": [
// SARIF-NEXT:     {
// SARIF-NEXT:       "location": {
// SARIF:              "text": "allocation"
// SARIF:            "stack": {
// SARIF-NEXT:         "frames": [
// SARIF:            "kinds": [
// SARIF-NEXT:         "acquire",
// SARIF-NEXT:         "memory"
// SARIF-NEXT:       ],
// SARIF-NEXT:       "nestingLevel": 0,
// SARIF-NEXT:       "executionOrder": 1,
// SARIF-NEXT:       "importance": "essential"
// SARIF:        "access": "call",
// SARIF-NOT:    "accessSize"
// SARIF:        "occurrences": 1
// SARIF:        "uri": "file:///{{.*}}libc.so.6"
// SARIF-NEXT: },
// SARIF-NEXT: "address": {
// SARIF-NEXT:   "relativeAddress": {{[0-9]+}}
// SARIF-NOT:  "uri": "csu/
