/* live_threads.h — the kernel's count of this process's threads, for tests that
 * wait until a detached thread is really gone (past every destructor) without
 * synchronising with it. The runtime's own threads are not the program's and
 * are not counted: the execution-filter control channel (heddle-control,
 * runtime/loom/control.c) and backend=mpk's rehash timer (heddle-rehash,
 * runtime/mpk/rehash.c, from the first shared protection key to the end of the
 * run: counted, it kept scale/detached-threads-reuse.c's wait for a batch's end
 * from ever ending once more of its threads had been alive at once than the
 * pool has keys). */
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
    n += strcmp(comm, "heddle-control\n") != 0 && strcmp(comm, "heddle-rehash\n") != 0;
  }
  if (d) closedir(d);
  return d ? n : -1;
}

#endif
