// Objects of up to 64 bytes (a small global, a small heap object) are checked
// inline in race mode too (IR lines; a global variable's record is found
// through a slot of its own, bound once): the check word names this thread's
// epoch, or concurrent readers share the object and this thread's reader
// entry is of its epoch, and the masks (byte-exact) already hold the bytes. A
// field read later in the same epoch is not in the masks yet, so it still
// reaches the runtime and is recorded: main's later unordered write of that
// field is a race with the two readers, its write of a field they never
// touched is not.
// RUN: %heddle-cc -O2 -fno-discard-value-names -S -emit-llvm %s -o %t.ll
// RUN: %FileCheck %s --check-prefix=IR < %t.ll
// RUN: %heddle-cc -O2 -g %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
// EVENTS: T{{[12]}} [{{[0-9]}}] read kinds=memory nesting=0 at=reader:[[#LINE:]]
// EVENTS: T{{[12]}} [{{[0-9]}}] read kinds=memory nesting=0 at=reader:[[#LINE]]
#include <pthread.h>
#include <stdlib.h>

struct fields {
  long a, b, c;
};
struct fields g;
static struct fields *h;
static int done;

// IR: @__heddle_grec.g = internal global ptr null
// IR-LABEL: define {{.*}}@reader(
// IR: heddle.global.known{{[0-9]*}}:
// IR: heddle.race.small{{[0-9]*}}:
// IR: heddle.race.small.clock{{[0-9]*}}:
__attribute__((noinline)) long reader(struct fields *p) {
  long s = g.a + p->a; // the epoch's first access: its stack stands for the epoch
  s += g.b;
  s += p->b;
  return s;
}

static void *worker(void *arg) {
  long s = reader(h);
  __atomic_fetch_add(&done, 1, __ATOMIC_RELAXED); // no release: orders nothing
  return (void *)s;
}

int main(void) {
  h = calloc(1, sizeof *h);
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  while (__atomic_load_n(&done, __ATOMIC_RELAXED) < 2) {
  }
  g.b = 1;  // races with the worker's read of g.b
  h->b = 1; // and with its read of h->b
  g.c = 1;  // the worker never touched these: no race
  h->c = 1;
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}

// CHECK: heddle: 2 reports (2 data-race) in 1 process
// CHECK: exit=66
