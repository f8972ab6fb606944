// Crash safety with the real runtime (the other crash tests write records by
// hand): a heddle-cc program whose thread violates a policy and then, in the
// very next statement, dies by SIGKILL, SIGSEGV or abort() — or a forked child
// that does so — still gets its complete report in the SARIF; heddle run names
// the signal, exits 128+N (66 when only the forked child died).
// Not under mpk-lit: the log names the program by its pid in the VM, not the stub's that heddle run saw die, so its end is not matched to the signal.
// UNSUPPORTED: program-in-vm
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.kill.sarif -- %t kill 2> %t.kill.err; echo "exit=$?" >> %t.kill.err
// RUN: %FileCheck %s --check-prefixes=TEXT,ONE,KILLED < %t.kill.err
// RUN: %python %inputs/sarif_query.py %t.kill.sarif | %FileCheck %s --check-prefixes=QUERY,KILL
// RUN: %heddle run --srcroot %S --out %t.segv.sarif -- %t segv 2> %t.segv.err; echo "exit=$?" >> %t.segv.err
// RUN: %FileCheck %s --check-prefixes=TEXT,ONE,SEGVED < %t.segv.err
// RUN: %python %inputs/sarif_query.py %t.segv.sarif | %FileCheck %s --check-prefixes=QUERY,SEGV
// RUN: %heddle run --srcroot %S --out %t.abort.sarif -- %t abort 2> %t.abort.err; echo "exit=$?" >> %t.abort.err
// RUN: %FileCheck %s --check-prefixes=TEXT,ONE,ABORTED < %t.abort.err
// RUN: %python %inputs/sarif_query.py %t.abort.sarif | %FileCheck %s --check-prefixes=QUERY,ABORT
// RUN: %heddle run --srcroot %S --out %t.fork.sarif -- %t fork-kill 2> %t.fork.err; echo "exit=$?" >> %t.fork.err
// RUN: %FileCheck %s --check-prefixes=TEXT,TWO,FORKED < %t.fork.err
// RUN: %python %inputs/sarif_query.py %t.fork.sarif | %FileCheck %s --check-prefixes=QUERY,FORK
// RUN: %sarif-validate %t.kill.sarif %t.segv.sarif %t.abort.sarif %t.fork.sarif
#include <heddle.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static const char *how;

static void die(void) {
  if (!strcmp(how, "segv")) *(volatile int *)0 = 1;
  if (!strcmp(how, "abort")) abort();
  raise(SIGKILL); // "kill" and the forked child
}

static void *poke_and_die(void *p) {
  *(volatile int *)p = 1; // the violation: p is private to the main thread
  die();
  return 0;
}

static void violate_and_die(void) {
  int *p = malloc(sizeof *p);
  pthread_t t;
  pthread_create(&t, 0, poke_and_die, p);
  pthread_join(t, 0); // never returns: the thread kills the process
}

int main(int argc, char **argv) {
  how = argc > 1 ? argv[1] : "kill";
  heddle_set_sticky_read(&how); // every thread reads it
  if (strcmp(how, "fork-kill")) violate_and_die();
  pid_t pid = fork();
  if (pid == 0) violate_and_die();
  waitpid(pid, 0, 0);
  return 0; // the parent exits normally
}

// TEXT:      WARNING: heddle: sharing-violation (pid {{[0-9]+}})
// TEXT-NEXT:   Thread T1 wrote 4 bytes of a 4-byte heap object, which is private to thread T0.
// TEXT:      SUMMARY: heddle: sharing-violation {{.*}}real-runtime-crash.c:39 in poke_and_die
// TEXT-NOT:  WARNING: heddle
// ONE:       heddle: 1 report (1 sharing-violation) in 1 process
// TWO:       heddle: 1 report (1 sharing-violation) in 2 processes
// KILLED-NEXT:  heddle: process {{[0-9]+}} ({{.*}}) was killed by SIGKILL; its 1 report record before that is included
// SEGVED-NEXT:  heddle: process {{[0-9]+}} ({{.*}}) was killed by SIGSEGV; its 1 report record before that is included
// ABORTED-NEXT: heddle: process {{[0-9]+}} ({{.*}}) was killed by SIGABRT; its 1 report record before that is included
// FORKED-NEXT:  heddle: process {{[0-9]+}} ({{.*}}) ended without exiting normally (crashed or killed); its 1 report record before that is included
// TEXT-NEXT:    heddle: SARIF written to {{.*}}.sarif
// KILLED-NEXT:  exit=137
// SEGVED-NEXT:  exit=139
// ABORTED-NEXT: exit=134
// FORKED-NEXT:  exit=66

// QUERY:      sharing-violation real-runtime-crash.c:39 {{[0-9a-f]+}}:1 related=1 threads=T0,T1
// KILL-NEXT:  process reports=1 exited=False
// KILL:       programSignalName=SIGKILL
// SEGV-NEXT:  process reports=1 exited=False
// SEGV:       programSignalName=SIGSEGV
// ABORT-NEXT: process reports=1 exited=False
// ABORT:      programSignalName=SIGABRT
// FORK-DAG:   process reports=0 exited=True
// FORK-DAG:   process reports=1 exited=False
// FORK:       programExitCode=0
