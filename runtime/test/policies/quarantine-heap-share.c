// The quarantine holds at most quarantine_heap_pct (default 5) of the heap's
// footprint, never less than 1 MiB (issue #16: its memory is a share of the
// heap's, not up to quarantine_size_mb on top of it). A use after free is
// found while the freed object waits there, and missed once it has left.
// RUN: %heddle-cc -O1 %s -o %t
// With 32 MiB live, 5% is about 1.7 MiB: 4 MiB of later frees push the object out.
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.share.sarif -- %t big 2> %t.share
// RUN: %FileCheck %s --check-prefix=GONE < %t.share
// GONE: heddle: 0 reports in 1 process
// quarantine_heap_pct=0: quarantine_size_mb (64) alone still holds it.
// RUN: env HEDDLE_OPTIONS=unannotated=private:quarantine_heap_pct=0 %heddle run --srcroot %S --out %t.size.sarif -- %t big 2> %t.size; test $? = 66
// RUN: %FileCheck %s --check-prefix=HELD < %t.size
// HELD: SUMMARY: heddle: sharing-violation {{.*}}quarantine-heap-share.c:{{[0-9]+}} in read_early
// HELD: heddle: 1 report (1 sharing-violation) in 1 process
// A small heap keeps 1 MiB: 512 KiB of later frees leave the object there, 2 MiB more do not.
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.small.sarif -- %t small 2> %t.small; test $? = 66
// RUN: %FileCheck %s --check-prefix=FLOOR < %t.small
// FLOOR: SUMMARY: heddle: sharing-violation {{.*}}quarantine-heap-share.c:{{[0-9]+}} in read_early
// FLOOR: heddle: 1 report (1 sharing-violation) in 1 process
// The cap still applies: quarantine_size_mb=1 lets it go whatever the share.
// RUN: env HEDDLE_OPTIONS=unannotated=private:quarantine_heap_pct=100:quarantine_size_mb=1 %heddle run --srcroot %S --out %t.cap.sarif -- %t big 2> %t.cap
// RUN: %FileCheck %s --check-prefix=GONE < %t.cap
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KIB 1024

static void churn(size_t kib) { /* frees kib KiB of 32 KiB objects, each allocated just before */
  for (size_t i = 0; i < kib / 32; i++) {
    char *volatile p = malloc(32 * KIB);
    p[0] = 1;
    free(p);
  }
}

/* Two places, so the second read is not deduplicated with the first. */
__attribute__((noinline)) static int read_early(volatile int *v) { return v[0]; }
__attribute__((noinline)) static int read_late(volatile int *v) { return v[0]; }

int main(int argc, char **argv) {
  int small = argc > 1 && strcmp(argv[1], "small") == 0;
  static char *live[512];
  if (!small)
    for (int i = 0; i < 512; i++) live[i] = malloc(64 * KIB); /* 32 MiB live heap */
  int *volatile victim = malloc(3000);
  victim[0] = 1;
  free(victim);
  int sum = 0;
  if (small) {
    churn(512);
    sum += read_early(victim);
    churn(2048);
    sum += read_late(victim);
  } else {
    churn(4096);
    sum += read_early(victim);
  }
  for (int i = 0; i < 512; i++) free(live[i]);
  fprintf(stderr, "done %d\n", sum >= 0);
  return 0;
}
