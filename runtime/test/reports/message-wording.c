// Wording: one byte is "1 byte" (title, SARIF event), a heap object is named
// once ("A 32-byte heap object at 0x…", not "(32 bytes at 0x…)" after it, nor
// "Object a 32-byte heap object": "object" twice), every report line of a process is singular when there is one, an empty
// --out is a usage error naming the option, and the runtime names an errno
// (ENOENT: No such file or directory), not its number.
// REQUIRES: heddle-cc
// RUN: %heddle-cc -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif events | %FileCheck %s --check-prefix=EVENTS
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// RUN: %heddle run --out '' -- %t 2> %t.empty.err; echo "exit=$?" >> %t.empty.err
// RUN: %heddle report --out '' %t.nowhere 2>> %t.empty.err; echo "exit=$?" >> %t.empty.err
// RUN: %FileCheck %s --check-prefix=EMPTY < %t.empty.err
// RUN: env HEDDLE_LOG_DIR=%t.nonexistent/dir %t 2> %t.direct.err || true
// RUN: %FileCheck %s --check-prefix=ERRNO < %t.direct.err
#include <pthread.h>
#include <stdlib.h>

static char *buffer;

static void *writer(void *arg) {
  (void)arg;
  buffer[3] = 'x'; /* one byte of main's private buffer */
  return NULL;
}

int main(void) {
  buffer = malloc(32);
  buffer[0] = 0;
  pthread_t t;
  pthread_create(&t, NULL, writer, NULL);
  pthread_join(t, NULL);
  free(buffer);
  return 0;
}

// CHECK:      Thread T1 wrote 1 byte of a 32-byte heap object, which is private to thread T0.
// CHECK:      A 32-byte heap object at 0x{{[0-9a-f]+}} is private to thread T0.
// CHECK:      exit=66
// EVENTS:     T1 [{{[0-9]+}}] write of 1 byte (reported)
// SARIF:      "text": "Thread T1 wrote 1 byte of a 32-byte heap object, which is private to thread T0.
// EMPTY:      heddle: --out needs a file name (it was empty); e.g. --out heddle-results.sarif
// EMPTY-NEXT: exit=64
// EMPTY-NEXT: heddle: --out needs a file name (it was empty); e.g. --out heddle-results.sarif
// EMPTY-NEXT: exit=64
// ERRNO:      heddle: warning: cannot open the event log in '{{.*}}nonexistent/dir' (ENOENT: No such file or directory); reports go to stderr, symbolized at exit
