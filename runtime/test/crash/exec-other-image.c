// A process that exec()s a program without heddle (here /bin/true) leaves a
// log without an EXIT record, like a crash: the runtime records the exec just
// before it happens, and the reporter says the process exec'd, not that it
// crashed. Three of the exec family (variadic, PATH search, the system call).
// A failed exec is no exec: the process went on and exited normally.
// REQUIRES: heddle-cc
// RUN: %heddle-cc -O1 %s -o %t
// RUN: for how in execl execvp execve; do %heddle run --srcroot %S --out %t.$how.sarif -- %t $how 2> %t.$how.err; echo "exit=$?" >> %t.$how.err; %FileCheck %s < %t.$how.err; %python %inputs/sarif_query.py %t.$how.sarif processes | %FileCheck %s --check-prefix=QUERY; done
// RUN: %heddle run --srcroot %S --out %t.fail.sarif -- %t fail 2> %t.fail.err; echo "exit=$?" >> %t.fail.err
// RUN: %FileCheck %s --check-prefix=FAIL < %t.fail.err
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char **environ;

int main(int argc, char **argv) {
  int *p = malloc(sizeof *p);
  *p = 1;
  free(p);
  int v = *(volatile int *)p; /* a report before the exec */
  char *args[] = {"true", NULL};
  const char *how = argc > 1 ? argv[1] : "";
  if (strcmp(how, "execl") == 0) execl("/bin/true", "true", (char *)NULL);
  if (strcmp(how, "execvp") == 0) execvp("true", args);
  if (strcmp(how, "execve") == 0) execve("/bin/true", args, environ);
  if (strcmp(how, "fail") == 0) execl("/nonexistent/program", "program", (char *)NULL);
  return v == 1 ? 0 : 0;
}

// CHECK:      heddle: 1 report (1 sharing-violation) in 1 process
// CHECK-NOT:  crashed
// CHECK:      heddle: process {{[0-9]+}} ({{.*}}exec-other-image.c.tmp) exec'd {{.*}}true; its 1 report record before that is included
// CHECK-NOT:  crashed
// CHECK:      exit=66
// QUERY:      process reports=1 exited=False exec={{.*}}true
// FAIL:       heddle: 1 report (1 sharing-violation) in 1 process
// FAIL-NOT:   exec'd
// FAIL-NOT:   crashed
// FAIL:       exit=66
