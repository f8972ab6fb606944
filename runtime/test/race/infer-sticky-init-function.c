// Globals written once before the threads start and then only read (OSTEP's
// atomicity_fixed.c `thd` and `p`, written by main; xxyzz's barbershop.c
// `sem_t *` pointers, written by init_sem(), which main calls first); the
// threads start through a wrapper macro from a header. The sticky-read
// suggestions had no fix: main's opening line ends in blanks after its `{`
// and init_sem's body begins with an `#ifdef` at column 1, so neither last
// write was taken for a statement directly in its function's body, and the
// fallback before the first thread start could not see the macro start one.
// Now heddle_set_sticky_read goes right after main's last writes, and for
// `chair` (its write follows an `#else`, no statement's end) before the
// statement of main that starts the first thread, which the header's macro
// and the run's thread creations both show. Applied, the
// program builds with -Werror and runs clean in strict mode; a reader that
// writes (the seeded bug) is still reported there.
// RUN: rm -rf %t.dir %t.inc && mkdir -p %t.dir %t.fixed %t.inc && cp %s %t.dir/shop.c
// RUN: printf '#define Pthread_create(t, a, f, x) assert(pthread_create(t, a, f, x) == 0)\n#define Pthread_join(t, r) assert(pthread_join(t, r) == 0)\n' > %t.inc/wrappers.h
// RUN: %heddle-cc -g -O1 -I%t.inc %t.dir/shop.c -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// RUN: cp %t.dir/shop.c %t.fixed/shop.c
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/shop.c | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-cc -g -O1 -Wall -Werror -I%t.inc %t.fixed/shop.c -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-cc -g -O1 -Wall -Werror -DSEEDED_BUG -I%t.inc %t.fixed/shop.c -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug > %t.bug.out 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (sticky-read) shop.c:{{[0-9]+}}: `chair` was read by {{[23]}} threads {{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) shop.c:{{[0-9]+}}: `info` was read by {{[23]}} threads {{.*}}[fix available]
// CHECK-DAG: heddle: suggestion (sticky-read) shop.c:{{[0-9]+}}: `current` was read by {{[23]}} threads {{.*}}[fix available]
// CHECK: exit=0
// APPLY: 3 fixes applied (1 file), 0 refused, 0 without a fix
// FIXED: #include <heddle.h>
// FIXED: info.id = 100;
// FIXED-NEXT: heddle_set_sticky_read(&info);
// FIXED: current = &t;
// FIXED-NEXT: heddle_set_sticky_read(&current);
// FIXED: heddle_set_sticky_read(&chair);
// FIXED-NEXT: Pthread_create(&a, NULL, customer, NULL);
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: which is sticky-read.
// BUG: SUMMARY: heddle: sharing-violation {{.*}}shop.c:{{[0-9]+}} in customer
// BUG: exit=66
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include "wrappers.h"

struct person {
  int id;
};
struct ticket {
  struct person *who;
};

sem_t *chair;
struct person info;
struct ticket *current;

void init_sem(void) {
#ifdef __APPLE__
  chair = sem_open("/chair", O_CREAT, 0644, 1);
#else
  chair = malloc(sizeof(sem_t));
  sem_init(chair, 0, 1);
#endif
}

static void *customer(void *arg) {
  sem_wait(chair);
  long id = current->who->id + info.id;
#ifdef SEEDED_BUG
  info.id = 1;
#endif
  sem_post(chair);
  return (void *)(id + (long)arg);
}

int main(int argc, char *argv[]) {    
  (void)argv;
  struct ticket t;
  init_sem();
  info.id = 100;
  t.who = &info;
  current = &t;

  pthread_t a, b;
  Pthread_create(&a, NULL, customer, NULL);
  Pthread_create(&b, NULL, customer, NULL);
  Pthread_join(a, NULL);
  Pthread_join(b, NULL);
  printf("done %d\n", argc);
  return 0;
}
