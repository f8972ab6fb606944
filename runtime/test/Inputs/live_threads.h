/* live_threads.h — the kernel's count of this process's threads, for tests that
 * wait until a detached thread is really gone (past every destructor) without
 * synchronising with it. The runtime's own thread (the execution-filter control
 * channel, named heddle-control: runtime/loom/control.c) is not the program's
 * and is not counted. */
#ifndef HEDDLE_TEST_LIVE_THREADS_H
#define HEDDLE_TEST_LIVE_THREADS_H

#include <dirent.h>
#include <stdio.h>
#include <string.h>

static int live_threads(void) {
  DIR *d = opendir("/proc/self/task");
  int n = 0;
  for (struct dirent *e; d && (e = readdir(d));) {
    if (e->d_name[0] == '.') continue;
    char path[64], comm[32] = "";
    snprintf(path, sizeof path, "/proc/self/task/%s/comm", e->d_name);
    FILE *f = fopen(path, "r");
    if (!f) continue; /* gone meanwhile */
    if (!fgets(comm, sizeof comm, f)) comm[0] = 0;
    fclose(f);
    n += strcmp(comm, "heddle-control\n") != 0;
  }
  if (d) closedir(d);
  return d ? n : -1;
}

#endif
