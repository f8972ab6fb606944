/* call_outcome.h — what the tests of system calls on protected memory
 * (mpk/kernel-*.c) share: a fresh object on the closed key, another thread's
 * private copy, and one line per
 * call saying whether it worked (under backend=mpk a call on memory the
 * thread's PKRU closes fails with EFAULT: "FAIL (Bad address)"). */
#ifndef HEDDLE_TEST_CALL_OUTCOME_H
#define HEDDLE_TEST_CALL_OUTCOME_H
#include <heddle.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* HEDDLE_UNTOUCHED: on the closed key under backend=mpk until its first access. */
static void *fresh(size_t n) { return heddle_malloc(n, HEDDLE_UNTOUCHED); }

/* A copy of n bytes at p, private to the calling thread (strict mode: the
 * program's heap objects are private to their first toucher): a worker
 * passing it to a call is a read of another thread's object. */
static void *owned_copy(const void *p, size_t n) {
  void *copy = malloc(n);
  memcpy(copy, p, n);
  return copy;
}
static char *owned(const char *s) { return owned_copy(s, strlen(s) + 1); }
/* dir + "/" + name, T0's private copy. */
static char *owned_in_dir(const char *dir, const char *name) {
  char buf[4096];
  snprintf(buf, sizeof buf, "%s/%s", dir, name);
  return owned(buf);
}

/* The worker's calls, run to their end: what it reads of T0's objects is
 * the struct `shared` of pointers, made sticky-read first (every thread may
 * read it, no report), then the worker joined. */
static void run_worker(void *(*worker)(void *), const void *shared) {
  heddle_set_sticky_read(shared);
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
}

static void said(const char *call, int ok) {
  int e = errno;
  if (ok) printf("%s: ok\n", call);
  else printf("%s: FAIL (%s)\n", call, strerror(e));
}


/* said(), then libc's window closed: under backend=mpk every domain stays
 * open after a fault in libc or the runtime until the thread's next lock
 * operation (or hooked access), so a lock and an unlock make the next call
 * start with the thread's own PKRU and show its own outcome, not one an
 * earlier call's window lent it. (A thread's own mutex: nothing to check.) */
static void said_alone(const char *call, int ok) {
  said(call, ok);
  static __thread pthread_mutex_t own = PTHREAD_MUTEX_INITIALIZER;
  pthread_mutex_lock(&own);
  pthread_mutex_unlock(&own);
}

#endif
