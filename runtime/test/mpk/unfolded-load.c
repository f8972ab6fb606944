// A fault on an instruction without a location of its own that does not begin
// a block is reported at its own source line. At -O1, `src[i] + n` while n is
// still needed makes x86's two-address pass unfold the load of src[i] from the
// add it was folded into: the load comes out without a location, in the middle
// of the loop's block, and with line tables alone (heddle-cc's default; -g's
// variable locations often put a label, and with it a line-0 row, there) it
// shares the previous statement's row (line A below). heddle-cc --backend=mpk
// gives such instructions a line-0 row of their own
// (-use-unknown-locations=Enable) and the reporter names the row right after
// it, the add's (runtime/reporter/line_row.c). The accesses are in code the
// instrumentation skips, so the keys alone find the violation: src is private
// to the main thread (strict mode, whose heap objects the keys protect), dst
// to the other. (mix is extern, so n stays a parameter.)
// REQUIRES: backend-mpk
// RUN: %heddle-cc -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
#include <pthread.h>
#include <stdlib.h>

long k3 = 3;

__attribute__((disable_sanitizer_instrumentation, noinline)) long mix(long *dst, const long *src, long n, int m) {
  long s = 0;
  for (int i = 0; i < m; i++) {
    s += dst[i] * k3;   // line A
    dst[i] = src[i] + n; // CHECK: #0 mix {{.*}}unfolded-load.c:[[@LINE]]:
    s ^= n;
  }
  return s;
}

static void *other(void *src) {
  long *dst = calloc(4, sizeof *dst);
  long s = mix(dst, src, 5, 4);
  free(dst);
  return (void *)s;
}

int main(void) {
  long *src = malloc(4 * sizeof *src);
  for (int i = 0; i < 4; i++) src[i] = i;
  pthread_t t;
  pthread_create(&t, 0, other, src);
  pthread_join(t, 0);
  return 0;
}

// CHECK: heddle: 1 report (1 sharing-violation) in 1 process (backend mpk)
// CHECK: exit=66
