// A thread writes many words of its own heap table in one epoch, then another
// thread — ordered after those writes by nothing (a relaxed flag only orders
// them in time) — reads one of them once. The table is far bigger than 64
// granules' worth of exact records, so only the per-thread write history
// (runtime/race/write_history.h) remembers that word: without it race mode
// split the table and lost the race (the benchmark wordcount's peek-neighbour
// in the runs where the write came first). TSan reports each mode every run.
// Modes: a walk writing one field of every entry (the loop at -O0 and at -O2,
// where the pass may check it once, strided); a hash table's scattered inserts;
// a memset of the whole table; and the same walk with the read ordered after it
// by a release/acquire flag (no race: silent). LONG: the walk writes 196,608
// words, more than the history's word table holds, and the read is of an
// early one (a walk is kept whole, in the thread's ring of walks).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck --check-prefix=SARIF %s < %t.sarif
// RUN: %heddle-cc -g -O0 %s -o %t.O0
// RUN: %heddle run -- %t.O0 2> %t.O0.err; echo "exit=$?" >> %t.O0.err
// RUN: %FileCheck %s < %t.O0.err
// RUN: %heddle-cc -g -O2 %s -o %t.O2
// RUN: %heddle run -- %t.O2 2> %t.O2.err; echo "exit=$?" >> %t.O2.err
// RUN: %FileCheck %s < %t.O2.err
// RUN: %heddle-cc -g -O1 -DSCATTERED %s -o %t.hash
// RUN: %heddle run -- %t.hash 2> %t.hash.err; echo "exit=$?" >> %t.hash.err
// RUN: %FileCheck %s < %t.hash.err
// RUN: %heddle-cc -g -O1 -DMEMSET %s -o %t.memset
// RUN: %heddle run -- %t.memset 2> %t.memset.err; echo "exit=$?" >> %t.memset.err
// RUN: %FileCheck %s < %t.memset.err
// RUN: %heddle-cc -g -O2 -DLONG %s -o %t.long
// RUN: %heddle run -- %t.long 2> %t.long.err; echo "exit=$?" >> %t.long.err
// RUN: %FileCheck %s < %t.long.err
// RUN: %heddle-cc -g -O1 -DORDERED %s -o %t.ordered
// RUN: %heddle run -- %t.ordered 2> %t.ordered.err; echo "exit=$?" >> %t.ordered.err
// RUN: %FileCheck --check-prefix=ORDERED %s < %t.ordered.err
// CHECK: SUMMARY: heddle: data-race {{.*}}owner-walk-then-read.c:{{[0-9]+}} in worker
// CHECK: heddle: 1 report (1 data-race)
// CHECK: exit=66
// SARIF: "ruleId": "data-race"
// SARIF: "previous access"
// ORDERED: heddle: 0 reports
// ORDERED: exit=0
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef LONG
#define ENTRIES 65536
#else
#define ENTRIES 4096
#endif
struct entry {
  size_t off, len, count;
};
static struct entry *tables[2];
static pthread_mutex_t tables_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_barrier_t registered;
static int written;

static void fill(struct entry *table) {
#if defined(SCATTERED)
  for (int i = 0; i < ENTRIES / 2; i++) table[(i * 2654435761u) % ENTRIES].len = (size_t)i + 1;
  table[77].len = 1;
#elif defined(MEMSET)
  memset(table, 1, ENTRIES * sizeof *table);
#else
  for (int i = 0; i < ENTRIES; i++) table[i].len = (size_t)i;
#endif
}

static void *worker(void *arg) {
  int id = (int)(long)arg;
  struct entry *table = calloc(ENTRIES, sizeof *table);
  pthread_mutex_lock(&tables_lock);
  tables[id] = table;
  pthread_mutex_unlock(&tables_lock);
  pthread_barrier_wait(&registered);
  if (id == 0) {
    fill(table);
#ifdef ORDERED
    __atomic_store_n(&written, 1, __ATOMIC_RELEASE);
#else
    __atomic_store_n(&written, 1, __ATOMIC_RELAXED);
#endif
  } else {
#ifdef ORDERED
    while (!__atomic_load_n(&written, __ATOMIC_ACQUIRE)) {
    }
#else
    while (!__atomic_load_n(&written, __ATOMIC_RELAXED)) {
    }
#endif
    pthread_mutex_lock(&tables_lock);
    struct entry *left = tables[0];
    pthread_mutex_unlock(&tables_lock);
    printf("%zu\n", left[77].len);
  }
  return 0;
}

int main(void) {
  pthread_barrier_init(&registered, 0, 2);
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
