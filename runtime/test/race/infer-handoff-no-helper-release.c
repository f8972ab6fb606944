// A table each thread allocates and fills through a helper that reaches an
// entry through a local pointer, taken over by main after the join (the shape
// of the suite's wordcount): the old owner's last access is in the helper,
// whose end is no hand-over — it returns to the thread, which goes on using
// the table — so no release can be placed there, and the suggestion stays a
// message that says it has no fix (a release at the helper's end would run at every call).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (hand-off) infer-handoff-no-helper-release.c:[[#@LINE+21]]: The 128-byte heap object allocated here moved between {{.*}}before its first (infer-handoff-no-helper-release.c:{{[0-9]+}}). No fix: heddle found no place where the annotation certainly compiles, runs at the right time and names this object: write it by hand as this message says.{{$}}
// CHECK: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct entry {
  long key, count;
};

static void bump(struct entry *table, int k) {
  struct entry *e = &table[k % 8];
  e->key = k % 8;
  e->count++;
}

static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static int registered;

static void *worker(void *arg) {
  (void)arg;
  struct entry *table = calloc(8, sizeof *table);
  pthread_mutex_lock(&registry_lock); /* a new epoch: the table's next access is the helper's */
  registered++;
  pthread_mutex_unlock(&registry_lock);
  for (int k = 0; k < 100; k++) bump(table, k);
  return table;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, NULL);
  long total = 0;
  for (int i = 0; i < 2; i++) {
    void *ret;
    pthread_join(t[i], &ret);
    struct entry *table = ret;
    for (int k = 0; k < 8; k++) total += table[k].count;
    free(table);
  }
  printf("%ld\n", total);
  return 0;
}
