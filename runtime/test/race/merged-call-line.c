// Two identical calls in the two branches of an `if`, at the same column on
// different lines: LLVM's SimplifyCFG sinks them into one call whose location
// is line 0 (DILocation::getMergedLocation), and a report at it had no line —
// the SARIF location was the binary (docs/benchmarks.md round 12 finding 9,
// Parallel-Merge-Sort's two memcpy of a merge's branches). heddle-cc keeps
// every call where the program wrote it (runtime/pass/call_lines.cpp): the
// race through the memcpy names its own line.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif | %FileCheck %s --check-prefix=SARIF
// RUN: %heddle-cc -g -O1 -S -emit-llvm %s -o - | %FileCheck %s --check-prefix=IR
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static char from_a[64] = "a", from_b[64] = "b";
char shared_buf[64];

__attribute__((noinline)) void fill(int which, size_t n)
{
  if (which)
    memcpy(shared_buf, from_a, n);
  else
    memcpy(shared_buf, from_b, n);
}

static void *worker(void *arg)
{
  fill((int)(long)arg, 32);
  return NULL;
}

int main(void)
{
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  printf("%c\n", shared_buf[0]);
  return 0;
}
// CHECK: Data race: thread T{{[12]}} wrote 32 bytes of `shared_buf`
// CHECK: #0 fill {{.*}}merged-call-line.c:{{23|25}}:5
// CHECK: SUMMARY: heddle: data-race {{.*}}merged-call-line.c:{{23|25}} in fill
// CHECK-NOT: merged-call-line.c:0:
// CHECK: exit=66
// SARIF: data-race {{.*}}merged-call-line.c:{{23|25}}
// IR-LABEL: define {{.*}}void @fill(
// IR: call {{.*}}@__heddle_memcpy(
// IR: call {{.*}}@__heddle_memcpy(
// IR: ret void
