// The slot-padded copies (F.heddle.loom, runtime/pass/LoomSlots.cpp) carry
// valid debug info: every !dbg location in a copy is scoped in the copy's own
// DISubprogram. The copies' entry slots used to be scoped in the original's,
// which the IR verifier rejects ("!dbg attachment points at wrong subprogram"):
// opt and llc then drop the module's whole debug info, and a clang with
// assertions (or cc1 without -disable-llvm-verifier) aborts the compile. Covered
// here: HEDDLE_GLOBAL's registration constructors (no statement of their own),
// an ordinary function, one with a back-edge twin (the read() loop), main; at
// -O0, -O1 and -O2. The verifier prints nothing for a valid module.
// RUN: %heddle-cc -g -O0 -S -emit-llvm %s -o %t.O0.ll
// RUN: %opt -passes=verify -disable-output %t.O0.ll 2>&1 | %FileCheck %s --allow-empty --check-prefix=VERIFY
// RUN: %heddle-cc -g -O1 -S -emit-llvm %s -o %t.O1.ll
// RUN: %opt -passes=verify -disable-output %t.O1.ll 2>&1 | %FileCheck %s --allow-empty --check-prefix=VERIFY
// RUN: %heddle-cc -g -O2 -S -emit-llvm %s -o %t.O2.ll
// RUN: %opt -passes=verify -disable-output %t.O2.ll 2>&1 | %FileCheck %s --allow-empty --check-prefix=VERIFY
// The copies are there (the check above is not vacuous), each with a DISubprogram of its own.
// RUN: %FileCheck %s --check-prefix=COPIES < %t.O1.ll
// VERIFY-NOT: {{.}}
// COPIES-DAG: define internal void @heddle__register_0.heddle.loom() {{.*}}!dbg ![[REG:[0-9]+]]
// COPIES-DAG: define internal i64 @drain.heddle.loom({{.*}}!dbg ![[DRAIN:[0-9]+]]
// COPIES-DAG: define internal i32 @main.heddle.loom() {{.*}}!dbg ![[MAIN:[0-9]+]]
// COPIES-DAG: ![[REG]] = distinct !DISubprogram(name: "heddle__register_0"
// COPIES-DAG: ![[DRAIN]] = distinct !DISubprogram(name: "drain"
// COPIES-DAG: ![[MAIN]] = distinct !DISubprogram(name: "main"
#include <heddle.h>
#include <pthread.h>
#include <unistd.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int balance;
HEDDLE_GLOBAL_LOCKED(balance, &m);

__attribute__((noinline)) long drain(int fd, char *buf) {
  long total = 0;
  for (ssize_t got; (got = read(fd, buf, 64)) > 0;) total += got;
  return total;
}

__attribute__((noinline)) void deposit(int amount) {
  pthread_mutex_lock(&m);
  balance += amount;
  pthread_mutex_unlock(&m);
}

int main(void) {
  char buf[64];
  deposit(1);
  return (int)drain(0, buf) + balance;
}
