// The stack depot (runtime/lib/stack.c) fills its 8 MiB table level by level
// (slots [0, 1024) first, then [1024, 2048), [2048, 4096), ...), so a program
// with a few hundred allocation stacks touches its first pages only, not one
// random page per stack (issue #16: 72 KB of a small program's RSS), and a
// stack stored in a later level is still found again and read back whole.
// RUN: %heddle-cc -O0 %s -o %t
// 300 distinct stacks: the table's resident part stays within level 0 (8 KiB).
// The table's mapping is found in the host kernel's smaps: in the VM (mpk-lit) none is found, under
// backend=check too, so only the allocation stacks are checked there.
// RUN: %if program-in-vm %{true%} %else %{env HEDDLE_OPTIONS=unannotated=private:filter_control=0 %t few | %FileCheck %s --check-prefix=FEW%}
// FEW: depot table: 1 mapping, resident {{[0-9]}} KiB
// 4096 distinct stacks (levels 0-3), the same ones again (found, not added),
// then a use after free of the object of one late stack: its allocation stack.
// RUN: env HEDDLE_OPTIONS=unannotated=private:filter_control=0 %heddle run --srcroot %S --out %t.sarif -- %t many > %t.out 2> %t.err; test $? = 66
// RUN: %if program-in-vm %{true%} %else %{%FileCheck %s --check-prefix=MANY < %t.out%}
// RUN: %FileCheck %s --check-prefix=REPORT < %t.err
// MANY: depot table: 1 mapping, resident {{([0-9]|[1-9][0-9])}} KiB
// REPORT: Allocated by thread T0 (allocation):
// REPORT-NEXT: #0 leaf {{.*}}depot-pages.c:[[@LINE+17]]
// REPORT-NEXT: #1 path {{.*}}depot-pages.c:[[@LINE+23]]
// REPORT-NEXT: #2 path {{.*}}depot-pages.c:[[@LINE+26]]
// REPORT-NEXT: #3 path {{.*}}depot-pages.c:[[@LINE+27]]
// REPORT-NEXT: #4 path {{.*}}depot-pages.c:[[@LINE+24]]
// REPORT-NEXT: #5 path {{.*}}depot-pages.c:[[@LINE+25]]
// REPORT-NEXT: #6 path {{.*}}depot-pages.c:[[@LINE+22]]
// REPORT: 1 report (1 sharing-violation)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LEVELS 12
static void *objects[1 << LEVELS];
static unsigned current;

__attribute__((noinline)) static void leaf(void) {
  objects[current] = malloc(16);
}

/* Each level calls the next from one of two places, by one bit of `bits`:
 * 2^LEVELS distinct stacks. */
__attribute__((noinline)) static void path(unsigned bits, int level) {
  if (level == LEVELS) {
    leaf();
    return;
  }
  if (bits & (1u << level))
    path(bits, level + 1); /* a one */
  else
    path(bits, level + 1); /* a zero */
}

/* Rss of every anonymous 8 MiB mapping that is not a thread's stack: the depot's table. */
static void depot_rss(void) {
  FILE *f = fopen("/proc/self/smaps", "r");
  char line[512];
  unsigned long lo = 0, hi = 0, kb = 0, total = 0;
  int maps = 0, candidate = 0;
  while (f && fgets(line, sizeof line, f)) {
    char perms[8], name[256] = "";
    if (sscanf(line, "%lx-%lx %7s %*s %*s %*s %255s", &lo, &hi, perms, name) >= 3 && strchr(line, '-') < strchr(line, ' ')) {
      candidate = hi - lo == 8ul << 20 && strcmp(perms, "rw-p") == 0 && !strchr(line, '/') && !strchr(line, '[');
      if (candidate) maps++;
    } else if (candidate && sscanf(line, "Rss: %lu kB", &kb) == 1) {
      total += kb;
    }
  }
  if (f) fclose(f);
  printf("depot table: %d mapping, resident %lu KiB\n", maps, total);
}

int main(int argc, char **argv) {
  int many = argc > 1 && strcmp(argv[1], "many") == 0;
  unsigned n = many ? 1u << LEVELS : 300;
  for (int round = 0; round < (many ? 2 : 1); round++)
    for (current = 0; current < n; current++) path(current, 0);
  depot_rss();
  if (many) {
    volatile char *late = objects[0xAAA]; /* levels 11, 10, 9, ...: one, zero, one, zero, ... */
    free((void *)late);
    return late[0];
  }
  return 0;
}
