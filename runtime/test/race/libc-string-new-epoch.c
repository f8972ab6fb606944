// A string read by libc (strcmp, strlen) in a new epoch at every call — a
// lookup under a mutex, as a hash table's chain walk does — is checked on the
// object the range check found (access.c check_range_rest: no second search,
// race.c's renewal or slow path at once). Two readers compare `key` and
// measure `name` 200 times each, one lock/unlock of m around every call, so
// both strings are read-shared and every read a reader's new epoch; then main,
// ordered after neither reader's last epoch (it waits on a relaxed flag),
// writes one byte of each: both writes race with a reader's read, reported
// with the reader's strcmp or strlen call as the previous access. A check that
// kept an older epoch of the readers, or the wrong bytes, reports nothing.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T0 wrote 1 byte of a 10-byte heap object, not ordered after thread T{{[12]}}'s earlier read of it.
// CHECK: Previous access by thread T{{[12]}} (read):
// CHECK-NEXT: #0 reader {{.*}}libc-string-new-epoch.c:[[#CMP:]]:
// CHECK: SUMMARY: heddle: data-race {{.*}}libc-string-new-epoch.c:[[#CMP+18]] in main
// CHECK: Data race: thread T0 wrote 1 byte of a 6-byte heap object, not ordered after thread T{{[12]}}'s earlier read of it.
// CHECK: Previous access by thread T{{[12]}} (read):
// CHECK-NEXT: #0 reader {{.*}}libc-string-new-epoch.c:[[#CMP+3]]:
// CHECK: SUMMARY: heddle: data-race {{.*}}libc-string-new-epoch.c:[[#CMP+19]] in main
// CHECK: heddle: 2 reports (2 data-race)
// CHECK: exit=66
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *key, *name;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int done[2]; /* relaxed: no happens-before, only the timing */
static long hits[2];

static void *reader(void *arg) {
  long i = (long)arg, n = 0;
  for (int k = 0; k < 200; k++) {
    pthread_mutex_lock(&m);
    n += strcmp(key, "alpha-key") == 0;
    pthread_mutex_unlock(&m);
    pthread_mutex_lock(&m);
    n += (long)strlen(name);
    pthread_mutex_unlock(&m);
  }
  hits[i] = n;
  __atomic_store_n(&done[i], 1, __ATOMIC_RELAXED);
  return 0;
}

int main(void) {
  key = strdup("alpha-key");
  name = strdup("hello");
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, reader, (void *)i);
  while (!__atomic_load_n(&done[0], __ATOMIC_RELAXED) || !__atomic_load_n(&done[1], __ATOMIC_RELAXED))
    usleep(1000);
  key[3] = 'X';
  name[1] = 'E';
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return hits[0] == 1200 && hits[1] == 1200 ? 0 : 1;
}
