/* live_threads.h — the kernel's count of this process's threads, for tests that
 * wait until a detached thread is really gone (past every destructor) without
 * synchronising with it. */
#ifndef HEDDLE_TEST_LIVE_THREADS_H
#define HEDDLE_TEST_LIVE_THREADS_H

#include <stdio.h>
#include <string.h>

static int live_threads(void) {
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  int n = -1;
  while (f && fgets(line, sizeof line, f))
    if (strncmp(line, "Threads:", 8) == 0) sscanf(line + 8, "%d", &n);
  if (f) fclose(f);
  return n;
}

#endif
