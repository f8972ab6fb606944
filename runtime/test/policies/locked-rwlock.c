// The locked policy with a pthread_rwlock_t (PUSh names a mutex; a table
// behind an rwlock is the other common lock-protected object): reads need the
// rwlock held for reading or writing, writes need it held for writing.
// Before, an rwlock was no held lock at all: every access below was a
// lock-not-held, and race mode proposed such a table as read-shared phases
// (the new-user trial rwpref). Reported: a write under the read lock and a
// read with no lock.
// RUN: %heddle-cc -g -O1 -Wall -Werror %s -o %t
// C++ takes it too (heddle.h's adapter: a pthread_rwlock_t, or a std::shared_mutex, one in libstdc++):
// RUN: %heddle-c++ -x c++ -fsyntax-only -Wall -Werror %s
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>

static pthread_rwlock_t lock = PTHREAD_RWLOCK_INITIALIZER;
static int table[16];
HEDDLE_GLOBAL_LOCKED(table, &lock);
static int flag; /* relaxed: the order of the two threads, no happens-before */

static void *reader(void *arg) {
  (void)arg;
  long sum = 0;
  pthread_rwlock_rdlock(&lock);
  for (int i = 0; i < 16; i++) sum += table[i];
  pthread_rwlock_unlock(&lock);
  pthread_rwlock_wrlock(&lock);
  sum += table[3]; /* a read under the write lock */
  pthread_rwlock_unlock(&lock);
  pthread_rwlock_rdlock(&lock);
  table[0] = (int)sum; // CHECK-DAG: lock-not-held locked-rwlock.c:[[@LINE]]
  pthread_rwlock_unlock(&lock);
  __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, reader, NULL);
  while (!__atomic_load_n(&flag, __ATOMIC_RELAXED)) ;
  pthread_rwlock_wrlock(&lock);
  for (int i = 0; i < 16; i++) table[i] = i;
  pthread_rwlock_unlock(&lock);
  pthread_join(t, NULL);
  return table[5] == 5 ? 0 : 1; // CHECK-DAG: lock-not-held locked-rwlock.c:[[@LINE]]
}

// SUM: heddle: 2 reports (2 lock-not-held) in 1 process
// CHECK-NOT: lock-not-held
