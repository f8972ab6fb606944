// Race mode makes its annotation suggestions when the process exits, or as
// SIGTERM, SIGINT or SIGHUP stops it (trial 18 F7: runtime/lib/stop_signals.c,
// race/infer-stopped-server.c). A process killed otherwise (SIGKILL, which no
// handler can catch; a crash) has none, and the summary and the SARIF
// notification say why instead of staying silent. Stopped by SIGTERM, or
// exiting, the same program gets its suggestion.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: env KILL_WITH_SIGKILL=1 %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// RUN: %sarif-validate %t.sarif
// RUN: %heddle run --srcroot %S --out %t.term.sarif -- %t 2> %t.term.err; echo "exit=$?" >> %t.term.err
// RUN: %FileCheck %s --check-prefix=TERM < %t.term.err
// RUN: %FileCheck %s --check-prefix=TERM-SARIF < %t.term.sarif
// RUN: %sarif-validate %t.term.sarif
// RUN: env EXIT_NORMALLY=1 %heddle run --srcroot %S --out %t.exit.sarif -- %t 2> %t.exit.err; echo "exit=$?" >> %t.exit.err
// RUN: %FileCheck %s --check-prefix=EXITED < %t.exit.err
// Strict mode makes no suggestions: nothing to explain.
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// CHECK-NOT: suggestion (
// CHECK: heddle: process {{[0-9]+}} ({{.*}}) was killed by SIGKILL; its 0 report records before that are included
// CHECK-NEXT: heddle: process {{[0-9]+}} made no annotation suggestions: they are made when the process exits or SIGTERM, SIGINT or SIGHUP stops it, and it ended otherwise (let it exit, or stop it with SIGTERM rather than SIGKILL)
// CHECK: exit=137
// SARIF: was killed by SIGKILL (signal 9): what it would have run after that was not checked; the results are those it logged before. No annotation suggestions: they are made when the process exits or SIGTERM, SIGINT or SIGHUP stops it, and it ended otherwise
// TERM: heddle: suggestion (locked) {{.*}}`counter`
// TERM: heddle: process {{[0-9]+}} ({{.*}}) was killed by SIGTERM; its 0 report records before that are included
// TERM-NEXT: heddle: process {{[0-9]+}} made its annotation suggestions when SIGTERM stopped it
// TERM-NOT: made no annotation suggestions
// TERM: exit=143
// TERM-SARIF: was killed by SIGTERM (signal 15): what it would have run after that was not checked; the results are those it logged before. Its annotation suggestions were made as the signal stopped it.
// EXITED: heddle: suggestion (locked) {{.*}}`counter`
// EXITED-NOT: annotation suggestions when
// EXITED-NOT: made no annotation suggestions
// EXITED: exit=0
// STRICT-NOT: annotation suggestions
// STRICT: was killed by SIGTERM
// STRICT-NOT: annotation suggestions
// STRICT: exit=143
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
long counter;

static void *count(void *arg) {
  (void)arg;
  for (int i = 0; i < 100; i++) {
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
  }
  return NULL;
}

int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, count, NULL);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  /* as `timeout` would; SIGKILL as its -k would after that */
  if (!getenv("EXIT_NORMALLY")) raise(getenv("KILL_WITH_SIGKILL") ? SIGKILL : SIGTERM);
  return 0;
}
