// Stacks, thread-locals, read-only data and memory the program maps itself
// are not tracked (issue 2 §1): another thread may read and write them through
// a pointer without a report. Unannotated writable globals are tracked as
// untouched — private to the first thread that touches them — so the one
// expected report is the second thread's write of `plain_global`.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --implicit-check-not=untracked-memory.c
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>

static __thread int tls_counter;
static const int rodata_table[4] = {1, 2, 3, 4};
static int plain_global;

struct shared {
  int *stack_array;  // in main's stack frame
  int *tls;          // main's thread-local
  char *mapped;      // from mmap, not malloc
};

static void *other(void *arg) {
  struct shared s = *(struct shared *)arg;
  s.stack_array[0] += 1;
  *s.tls += 1;
  memcpy(s.mapped, "hello", 6);
  volatile int sum = 0;
  for (int i = 0; i < 4; i++) sum += rodata_table[i];
  sum += (int)strlen("a string literal");
  plain_global = sum; // CHECK: sharing-violation untracked-memory.c:[[@LINE]]
  return 0;
}

int main(void) {
  int stack_array[4] = {0};
  plain_global = 1; // main touches it first: private to main
  char *mapped = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  struct shared s = {stack_array, &tls_counter, mapped};
  pthread_t t;
  pthread_create(&t, 0, other, &s);
  pthread_join(t, 0);
  return stack_array[0] + tls_counter + mapped[0] == 1 + 1 + 'h' && plain_global ? 0 : 1;
}

// SUM: Thread T1 wrote 4 bytes of `plain_global`, which is private to thread T0.
// SUM: heddle: 1 report (1 sharing-violation) in 1 process
// SUM: exit=66
