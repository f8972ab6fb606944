// A heap object allocated in one function and last written in another that
// its allocating function does not call (SysProgC lab4's lock-free queue:
// lf_queue_init allocates the dummy node, main's first lf_queue_enqueue sets
// its `next` through `prev`, in a loop; docs/benchmarks.md round 14 finding 5).
// Before, the sticky-read fix went right after that write, in list_set,
// naming list_init's `node`: `heddle annotate` refused it ("`node` is not
// declared before line N"). A call through list_set's own pointer would run at
// every call, on every object it writes, and no function that names the node
// starts the threads after its filling: no fix, and the message says why and
// what to write by hand.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %s %t.dir/elsewhere.c
// RUN: %heddle-cc -g -O1 %t.dir/elsewhere.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: %heddle annotate --srcroot %t.dir %t.sarif 2>&1 >/dev/null | %FileCheck %s --check-prefix=ANNOTATE
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (sticky-read) elsewhere.c:[[#@LINE+19]]: The 16-byte heap object allocated here was read by {{[0-9]+}} threads and never written once they shared it: {{.*}} No fix: its last write is in another function than its allocation, where the variable that points to it does not exist, {{.*}}: call heddle_set_sticky_read on it yourself where its filling is done, before the first thread that reads it starts.{{$}}
// CHECK: exit=0
// ANNOTATE-NOT: refused
// ANNOTATE: note: elsewhere.c:[[#@LINE+16]]: no fix to apply: The 16-byte heap object
// ANNOTATE: 0 refused
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

static _Atomic(struct node *) head;

static void list_init(void)
{
  struct node *node = calloc(1, sizeof *node);
  atomic_store(&head, node);
}

static void list_set(struct node *prev, int v)
{
  prev->value = v;
}

static void *reader(void *p)
{
  (void)p;
  return (void *)(long)atomic_load(&head)->value;
}

int main(void)
{
  list_init();
  for (int i = 0; i < 3; i++)
    list_set(atomic_load(&head), i);
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], NULL, reader, NULL);
  long sum = 0;
  for (int i = 0; i < 2; i++) {
    void *r;
    pthread_join(t[i], &r);
    sum += (long)r;
  }
  printf("sum=%ld\n", sum);
  free(atomic_load(&head));
  return 0;
}
