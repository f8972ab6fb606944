// sem_post -> sem_wait is a happens-before edge: an object handed over
// through a semaphore is acquired in order; spinlocks and rwlocks order the
// same way. No report expected.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
#include <heddle.h>
#include <pthread.h>
#include <semaphore.h>

static sem_t sem;
static pthread_spinlock_t spin;
static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int *a, *b, *c;
HEDDLE_GLOBAL(a, HEDDLE_RACY);
HEDDLE_GLOBAL(b, HEDDLE_RACY);
HEDDLE_GLOBAL(c, HEDDLE_RACY);
static volatile int b_ready, c_ready;
HEDDLE_GLOBAL(b_ready, HEDDLE_RACY);
HEDDLE_GLOBAL(c_ready, HEDDLE_RACY);

static void *first(void *arg) {
  (void)arg;
  heddle_acquire_write(a);
  *a = 1;
  heddle_release_write(a);
  sem_post(&sem);

  heddle_acquire_write(b);
  *b = 1;
  heddle_release_write(b);
  pthread_spin_lock(&spin);
  b_ready = 1;
  pthread_spin_unlock(&spin);

  heddle_acquire_write(c);
  *c = 1;
  heddle_release_write(c);
  pthread_rwlock_wrlock(&rw);
  c_ready = 1;
  pthread_rwlock_unlock(&rw);
  return 0;
}

static void *second(void *arg) {
  (void)arg;
  sem_wait(&sem);
  heddle_acquire_write(a);
  *a += 1;
  for (int ok = 0; !ok;) {
    pthread_spin_lock(&spin);
    ok = b_ready;
    pthread_spin_unlock(&spin);
  }
  heddle_acquire_write(b);
  *b += 1;
  for (int ok = 0; !ok;) {
    pthread_rwlock_rdlock(&rw);
    ok = c_ready;
    pthread_rwlock_unlock(&rw);
  }
  heddle_acquire_read(c);
  return (void *)(long)*c;
}

int main(void) {
  sem_init(&sem, 0, 0);
  pthread_spin_init(&spin, 0);
  a = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  b = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  c = heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE);
  pthread_t t1, t2;
  pthread_create(&t2, 0, second, 0);
  pthread_create(&t1, 0, first, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}

// CHECK: heddle: 0 reports in 1 process
// CHECK: exit=0
