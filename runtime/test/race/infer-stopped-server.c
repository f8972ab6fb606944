// A server that never exits on its own, stopped from outside (trial 18 F7:
// `timeout` or a CI time limit sends SIGTERM, a user Ctrl-C's SIGINT, a
// closed terminal SIGHUP). Race mode makes its suggestions when the process
// exits, so such a process had none, only a note saying so. Now the runtime's
// handler of these signals makes them, then the process dies of the same
// signal: `heddle run` still says "killed by SIGTERM" and exits 128+15, and a
// parent waiting for the program itself (timeout --preserve-status, no
// `heddle run`) sees it killed by the signal. The threads, main among them,
// lock and unlock in a loop, so the signal often lands while a thread is
// inside the runtime (the work then waits until that thread leaves it:
// runtime/lib/stop_signals.c).
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: timeout --preserve-status -s TERM 2 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// RUN: %sarif-validate %t.sarif
// SIGINT and SIGHUP (lit ignores SIGINT in its workers, which a child inherits: `env --default-signal` undoes it).
// RUN: timeout --preserve-status -s INT 2 env --default-signal=INT %heddle run --srcroot %S --out %t.int.sarif -- %t 2> %t.int.err; echo "exit=$?" >> %t.int.err
// RUN: %FileCheck %s --check-prefix=INT < %t.int.err
// RUN: timeout --preserve-status -s HUP 2 env --default-signal=HUP %heddle run --srcroot %S --out %t.hup.sarif -- %t 2> %t.hup.err; echo "exit=$?" >> %t.hup.err
// RUN: %FileCheck %s --check-prefix=HUP < %t.hup.err
// The program alone (its log read afterwards): its parent's wait status says killed by SIGTERM (Python: -15).
// RUN: rm -rf %t.logs && mkdir %t.logs
// RUN: env HEDDLE_LOG_DIR=%t.logs %python -c "import subprocess, sys, time; p = subprocess.Popen([sys.argv[1]]); time.sleep(2); p.send_signal(15); print('returncode', p.wait())" %t > %t.alone.out 2>&1
// RUN: %FileCheck %s --check-prefix=ALONE < %t.alone.out
// RUN: %heddle report --srcroot %S --out %t.alone.sarif %t.logs 2> %t.report.err
// RUN: %FileCheck %s --check-prefix=REPORT < %t.report.err
// The program's own SIGTERM handler keeps working: it ends the loop, main returns, and its exit makes the
// suggestions (--foreground: one SIGTERM, forwarded by `heddle run`; a second one, sent to the group, could reach
// `heddle run` after the program ended, which then exits 143 as asked).
// RUN: env OWN_HANDLER=1 timeout --foreground --preserve-status -s TERM 2 %heddle run --srcroot %S --out %t.own.sarif -- %t 2> %t.own.err; echo "exit=$?" >> %t.own.err
// RUN: %FileCheck %s --check-prefix=OWN < %t.own.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-DAG: heddle: suggestion (locked) {{.*}}`stats` was accessed by {{[0-9]+}} threads, always holding the mutex `m`
// CHECK-DAG: heddle: suggestion (locked) {{.*}}The 16-byte heap object allocated here was accessed by {{[0-9]+}} threads, always holding the mutex `m`
// CHECK: heddle: process {{[0-9]+}} ({{.*}}) was killed by SIGTERM; its 0 report records before that are included
// CHECK-NEXT: heddle: process {{[0-9]+}} made its annotation suggestions when SIGTERM stopped it
// CHECK-NOT: made no annotation suggestions
// CHECK: exit=143
// SARIF: was killed by SIGTERM (signal 15): what it would have run after that was not checked; the results are those it logged before. Its annotation suggestions were made as the signal stopped it.
// SARIF: "ruleId": "annotation-suggestion"
// SARIF: "text": "`stats` was accessed by {{[0-9]+}} threads, always holding the mutex `m`: annotate it as locked by that mutex."
// INT: heddle: suggestion (locked) {{.*}}`stats`
// INT: heddle: process {{[0-9]+}} ({{.*}}) was killed by SIGINT
// INT-NEXT: made its annotation suggestions when SIGINT stopped it
// INT: exit=130
// HUP: heddle: suggestion (locked) {{.*}}`stats`
// HUP: heddle: process {{[0-9]+}} ({{.*}}) was killed by SIGHUP
// HUP-NEXT: made its annotation suggestions when SIGHUP stopped it
// HUP: exit=129
// ALONE: returncode -15
// REPORT: heddle: suggestion (locked) {{.*}}`stats`
// REPORT: ended without exiting normally (crashed or killed)
// REPORT-NEXT: made its annotation suggestions when SIGTERM stopped it
// OWN: heddle: suggestion (locked) {{.*}}`stats`
// OWN-NOT: killed by
// OWN-NOT: annotation suggestions when
// OWN: exit=0
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>

struct counters {
  long requests;
  long bytes;
};

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static struct counters stats; /* a global the workers share under m */
static struct counters *per_run; /* and a heap object, the same way */
static atomic_int stop;

static void on_term(int sig) {
  (void)sig;
  atomic_store(&stop, 1);
}

static void *serve(void *arg) {
  (void)arg;
  for (long i = 0; !atomic_load_explicit(&stop, memory_order_relaxed); i++) {
    pthread_mutex_lock(&m);
    stats.requests++;
    stats.bytes += i & 63;
    per_run->requests++;
    pthread_mutex_unlock(&m);
  }
  return NULL;
}

int main(void) {
  if (getenv("OWN_HANDLER")) signal(SIGTERM, on_term);
  per_run = calloc(1, sizeof *per_run);
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], NULL, serve, NULL);
  /* main serves too: running, it is where the kernel delivers the signal, often inside the runtime */
  serve(NULL);
  for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
  free(per_run);
  return 0;
}
