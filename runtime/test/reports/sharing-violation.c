// A sharing violation written through the real log writer: checks the text
// summary, every part of the SARIF result, and the SDK validator.
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=TEXT < %t.err
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// RUN: %python %inputs/sarif_query.py %t.sarif | %FileCheck %s --check-prefix=QUERY
// RUN: %sarif-validate %t.sarif
#include <pthread.h>

#include "fake_runtime.h"

static int counter;
static struct heddle_change registered, acquired;

static void *worker(void *arg) {
  (void)arg;
  struct heddle_ev_report r;
  FAKE_REPORT(&r, HEDDLE_RULE_SHARING_VIOLATION, &counter, 4, 1, 1); // the access
  fake_object(&r, &counter, sizeof counter, 1, 0, NULL, "counter");
  r.alloc = registered;
  r.last_change = acquired;
  heddle_log_append(&r.h);
  return NULL;
}

int main(void) {
  fake_open_log();
  FAKE_CHANGE(&registered, HEDDLE_CHANGE_REGISTER_GLOBAL, 0);
  FAKE_CHANGE(&acquired, HEDDLE_CHANGE_ACQUIRE_WRITE, 0);
  pthread_t t;
  FAKE_THREAD(1, 0, worker); // thread creation site
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  heddle_log_exit(0);
  return 0;
}

// TEXT:      ==================
// TEXT-NEXT: WARNING: heddle: sharing-violation (pid {{[0-9]+}})
// TEXT-NEXT:   Thread T1 wrote 4 bytes of `counter`, which is private to thread T0.
// TEXT-NEXT:   Write of size 4 at 0x{{[0-9a-f]+}} by thread T1:
// TEXT-NEXT:     #0 worker {{.*}}sharing-violation.c:19:3 ({{.*}}+0x{{[0-9a-f]+}})
// TEXT:        Object `counter` (4 bytes at 0x{{[0-9a-f]+}}) is private to thread T0.
// TEXT-NEXT:   Registered by thread T0 (registration):
// TEXT-NEXT:     #0 main {{.*}}sharing-violation.c:29:3
// TEXT:        Policy last changed by thread T0 (heddle_acquire_write):
// TEXT-NEXT:     #0 main {{.*}}sharing-violation.c:30:3
// TEXT:        Thread T1 (start routine worker) created by thread T0 at:
// TEXT-NEXT:     #0 main {{.*}}sharing-violation.c:32:3
// TEXT:        Thread T0 is the main thread.
// TEXT-NEXT: SUMMARY: heddle: sharing-violation {{.*}}sharing-violation.c:19 in worker
// TEXT-NEXT: ==================
// TEXT-NEXT: heddle: 1 report (1 sharing-violation) in 1 process
// TEXT-NEXT: heddle: SARIF written to {{.*}}.sarif
// TEXT-NEXT: exit=66

// SARIF:      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
// SARIF-NEXT: "version": "2.1.0",
// SARIF:      "name": "heddle",
// SARIF:      "id": "sharing-violation",
// SARIF:      "fullDescription": {
// SARIF:      "help": {
// SARIF-NEXT:   "text": "Each object has a sharing policy
// SARIF-NEXT:   "markdown": "# Sharing violation
// SARIF:      "defaultConfiguration": {
// SARIF-NEXT:   "level": "error"
// SARIF:      "tags": [
// SARIF-NEXT:   "concurrency",
// SARIF:      "precision": "very-high",
// SARIF-NEXT: "problem.severity": "error"
// SARIF:      "id": "unordered-policy-change",
// SARIF:      "id": "invalid-policy-change",
// SARIF:      "id": "lock-not-held",
// SARIF:      "id": "api-misuse",
// SARIF:      "executionSuccessful": true,
// SARIF:      "programExitCode": 0
// SARIF:      "originalUriBaseIds": {
// SARIF-NEXT:   "SRCROOT": {
// SARIF-NEXT:     "uri": "file:///{{.*}}/reports/"
// SARIF:      "results": [
// SARIF:        "ruleId": "sharing-violation",
// SARIF-NEXT:   "ruleIndex": 0,
// SARIF-NEXT:   "level": "error",
// SARIF-NEXT:   "message": {
// SARIF-NEXT:     "text": "Thread T1 wrote 4 bytes of `counter`, which is private to thread T0. The object was [registered here](1) by thread T0. Its policy last changed by thread T0's [heddle_acquire_write](2)."
// SARIF:        "locations": [
// SARIF:            "uri": "sharing-violation.c",
// SARIF-NEXT:       "uriBaseId": "SRCROOT"
// SARIF:          "region": {
// SARIF-NEXT:       "startLine": 19,
// SARIF-NEXT:       "startColumn": 3,
// SARIF-NEXT:       "snippet": {
// SARIF-NEXT:         "text": "  FAKE_REPORT(&r, HEDDLE_RULE_SHARING_VIOLATION, &counter, 4, 1, 1); // the access"
// SARIF:        "fullyQualifiedName": "worker",
// SARIF:        "relatedLocations": [
// SARIF:          "id": 1,
// SARIF:          "startLine": 29,
// SARIF:          "text": "registration"
// SARIF:          "id": 2,
// SARIF:          "startLine": 30,
// SARIF:          "text": "last policy change"
// SARIF:        "codeFlows": [
// SARIF:          "threadFlows": [
// SARIF:            "id": "T0",
// SARIF:            "text": "Thread T0, the main thread"
// SARIF:            "id": "T1",
// SARIF:            "text": "Thread T1, created by thread T0 at sharing-violation.c:32"
// SARIF:        "partialFingerprints": {
// SARIF-NEXT:     "primaryLocationLineHash": "{{[0-9a-f]+}}:1"
// SARIF:        "properties": {
// SARIF-NEXT:     "pid": {{[0-9]+}},
// SARIF-NEXT:     "thread": 1,
// SARIF-NEXT:     "access": "write",
// SARIF-NEXT:     "accessSize": 4,
// SARIF:          "object": "counter",
// SARIF-NEXT:     "objectSize": 4,
// SARIF-NEXT:     "policy": "private",
// SARIF-NEXT:     "owner": 0,
// SARIF-NEXT:     "occurrences": 1

// QUERY:      sharing-violation sharing-violation.c:19 {{[0-9a-f]+}}:1 related=2 threads=T0,T1
// QUERY-NEXT: process reports=1 exited=True
// QUERY-NEXT: executionSuccessful=True
// QUERY-NEXT: programExitCode=0

// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
// EVENTS:      sharing-violation access=write accessSize=4
// EVENTS-NEXT:   T0 [1] registration kinds=acquire,memory nesting=0 at=main:29 stack=main:29,
// EVENTS-NEXT:   T0 [2] heddle_acquire_write kinds=call,function nesting=0 at=main:30 stack=main:30,
// EVENTS-NEXT:   T1 [3] write of 4 bytes (reported) kinds=memory,danger nesting=0 at=worker:19 stack=worker:19,{{.*}}@libc.so.6
// EVENTS-NOT:  {{.}}
