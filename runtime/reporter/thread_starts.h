/* thread_starts.h — the source lines the run saw start a thread: every user
 * frame of each logged thread's creation stack (the pthread_create call and
 * the calls that led to it). A fix placed "before the threads start" asks
 * this as well as the lexical reading (c_statements.c), which cannot see
 * through a wrapper macro defined in a header it does not read — OSTEP's
 * `Pthread_create` from common_threads.h, found through the compiler's -I. */
#ifndef HEDDLE_THREAD_STARTS_H
#define HEDDLE_THREAD_STARTS_H

#include <stddef.h>

struct process_log;
struct symbolizer;

struct thread_start_line {
  char *file; /* normalized absolute path, as symbolize.h gives */
  int line;
};

struct thread_starts {
  struct thread_start_line *at;
  size_t n;
};

/* Collects log's thread creations (each distinct creation stack once).
 * 0, or -1 when out of memory (then *out holds what was collected). */
int thread_starts_build(const struct process_log *log, struct symbolizer *sym, struct thread_starts *out);
void thread_starts_free(struct thread_starts *t);

/* Did the run see a thread start from a line in [first, last] of path? */
int thread_starts_within(const struct thread_starts *t, const char *path, int first, int last);

#endif /* HEDDLE_THREAD_STARTS_H */
