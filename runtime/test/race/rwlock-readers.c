// Readers of an rwlock are not ordered among themselves (ThreadSanitizer's
// model): a read unlock releases into the readers' clock, which only write
// locks acquire. So a counter bumped under a read lock races even when the
// two readers never hold the lock at once. Found by a new-user trial
// (std::shared_mutex, a miss counter written under shared_lock: TSan reported
// it, heddle did not — every unlock released into one clock that every lock
// acquired). Each thread waits for the previous one through a relaxed atomic,
// which orders nothing: the rwlock is the only synchronisation, whatever the
// schedule. "ok": a writer, a reader, a second writer and a second reader in
// turn, each ordered after the previous one by the rwlock: no report.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --out %t.ok.sarif -- %t ok 2>&1 | %FileCheck %s --check-prefix=OK
// RUN: %heddle run --out %t.bad.sarif -- %t readers-write 2> %t.bad.err; echo "exit=$?" >> %t.bad.err
// RUN: %FileCheck %s --check-prefix=BAD < %t.bad.err
// OK: data=2 misses=0
// OK: heddle: 0 reports in 1 process
// BAD: SUMMARY: heddle: data-race {{.*}}rwlock-readers.c:38 in reader
// BAD-NOT: SUMMARY
// BAD: exit=66
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
static int data, seen, turn, readers_write;
static long misses;

static void wait_turn(int me) {
  while (__atomic_load_n(&turn, __ATOMIC_RELAXED) != me) ;
}
static void next_turn(int me) { __atomic_store_n(&turn, me + 1, __ATOMIC_RELAXED); }

static void *reader(void *arg) {
  int me = (int)(long)arg;
  wait_turn(me);
  pthread_rwlock_rdlock(&l);
  seen += 0 * data; /* a read of what the writer before wrote */
  if (readers_write) misses++;
  pthread_rwlock_unlock(&l);
  next_turn(me);
  return NULL;
}

static void *writer(void *arg) {
  int me = (int)(long)arg;
  wait_turn(me);
  pthread_rwlock_wrlock(&l);
  data++; /* ordered after the readers before it */
  pthread_rwlock_unlock(&l);
  next_turn(me);
  return NULL;
}

int main(int argc, char **argv) {
  readers_write = argc > 1 && !strcmp(argv[1], "readers-write");
  void *(*order[4])(void *) = {writer, reader, writer, reader};
  if (readers_write) order[2] = reader; /* two readers in a row */
  pthread_t t[4];
  for (long i = 0; i < 4; i++) pthread_create(&t[i], NULL, order[i], (void *)i);
  for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
  printf("data=%d misses=%ld\n", data, readers_write ? 0 : misses);
  return 0;
}
