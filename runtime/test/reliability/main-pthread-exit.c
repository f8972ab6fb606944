// main ends with pthread_exit (the LLNL pthreads tutorial's style) after
// joining its threads: the process must end as it does natively, with status
// 0 and its reports — the runtime's own filter control thread must not keep
// it alive (it did: the program hung as a zombie holding "heddle-control").
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: timeout 30 %heddle run --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: SUMMARY: heddle: {{sharing-violation|data-race}} {{.*}}main-pthread-exit.c:16 in add
// CHECK: heddle: 1 report ({{.*}}) in 1 process
// CHECK: exit=66
#include <pthread.h>

long total;

static void *add(void *arg) {
  total += (long)arg;
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, add, (void *)(i + 1));
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  pthread_exit(0);
}
