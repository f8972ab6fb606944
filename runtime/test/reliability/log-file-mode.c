// Event logs are created 0600 (readable by their owner only: reports carry the
// program's addresses, paths and stacks), also under a permissive umask and in
// a forked child, which opens its own log.
// RUN: %heddle-cc -O1 %s -o %t
// RUN: rm -rf %t.dir && mkdir %t.dir
// RUN: sh -c 'umask 000 && env HEDDLE_LOG_DIR=%t.dir %t'
// RUN: stat -c 'mode=%%a' %t.dir/heddle.*.hlog | sort | uniq -c | %FileCheck %s
#include <sys/wait.h>
#include <unistd.h>

int main(void) {
  pid_t pid = fork();
  if (pid == 0) _exit(0);
  waitpid(pid, 0, 0);
  return 0;
}

// CHECK: {{^ *}}2 mode=600
// CHECK-NOT: mode=
