// A fork child is single-threaded until it creates a thread: no other thread
// can hold a mutex or race with it there, so it may use a locked object
// without the mutex (its copy of the mutex is often inherited held, as here,
// and unlocked at once). Before, the child's read and write below were each a
// lock-not-held (the new-user trial forkthr: its children after --apply).
// Once the child has created a thread the ordinary checks apply again: the
// read after its thread is joined, without the mutex, is reported.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s --check-prefix=QUERY
#include <heddle.h>
#include <pthread.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long counter;
HEDDLE_GLOBAL_LOCKED(counter, &m);

static void *bump(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, bump, NULL);
  pthread_join(t, NULL);
  for (int child = 0; child < 2; child++) {
    pthread_mutex_lock(&m);
    pid_t pid = fork();
    if (pid == 0) {
      pthread_mutex_unlock(&m);
      long seen = counter; /* alone: allowed */
      counter = seen + 1;  /* alone: allowed */
      if (child == 1) {
        pthread_t u;
        pthread_create(&u, NULL, bump, NULL);
        pthread_join(u, NULL);
        seen = counter; // QUERY: lock-not-held fork-child-locked.c:[[@LINE]]
      }
      printf("child %d %ld\n", child, seen);
      fflush(stdout);
      _exit(0);
    }
    pthread_mutex_unlock(&m);
    waitpid(pid, NULL, 0);
  }
  pthread_mutex_lock(&m);
  counter = 0;
  pthread_mutex_unlock(&m);
  return 0;
}

// CHECK: heddle: 1 report (1 lock-not-held) in 3 processes
// CHECK: exit=66
// QUERY-NOT: lock-not-held
