// How a report names an object (runtime/reporter/report_text.c): a global by
// its symbol, a heap object by its size with the right article ("an 8-byte",
// "an 11-byte", "a 16-byte"), an untracked pointer by its address, a stack
// object (race mode's tracked local) by its local and function.
// RUN: %cc-log-writer -I%reporter-src -I%S/../../include %reporter-src/report_text.c %reporter-src/names.c %s -o %t
// RUN: %t | %FileCheck %s --match-full-lines
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report_text.h"

static void heap(unsigned long long size) {
  struct heddle_ev_report r;
  memset(&r, 0, sizeof r);
  r.obj_base = 0x1000;
  r.obj_size = size;
  struct finding f = {.rec = &r};
  char *s = object_phrase(&f);
  puts(s);
  free(s);
}

int main(void) {
  unsigned long long sizes[] = {1, 8, 11, 16, 18, 80, 88, 110, 180, 800, 1100, 8192, 11000, 18432, 110000, 11000000};
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) heap(sizes[i]);
  struct heddle_ev_report r;
  memset(&r, 0, sizeof r);
  strcpy(r.obj_name, "_ZL7counter");
  struct finding f = {.rec = &r, .object_name = "counter"}; // findings_build demangles
  char *s = object_phrase(&f);
  puts(s);
  free(s);
  f.object_name = NULL;
  s = object_phrase(&f);
  puts(s);
  free(s);
  r.obj_name[0] = 0;
  r.access.addr = 0xdead0;
  s = object_phrase(&f);
  puts(s);
  free(s);
  struct frame declared = {.function = "main"};
  r.alloc.kind = HEDDLE_CHANGE_STACK_ALLOC;
  r.obj_base = 0x1000;
  strcpy(r.obj_name, "stats");
  f.alloc = (struct symbolized_stack){1, &declared};
  s = object_phrase(&f);
  puts(s);
  free(s);
  r.obj_name[0] = 0; /* built without -g */
  s = object_phrase(&f);
  puts(s);
  free(s);
  return 0;
}

// CHECK:      a 1-byte heap object
// CHECK-NEXT: an 8-byte heap object
// CHECK-NEXT: an 11-byte heap object
// CHECK-NEXT: a 16-byte heap object
// CHECK-NEXT: an 18-byte heap object
// CHECK-NEXT: an 80-byte heap object
// CHECK-NEXT: an 88-byte heap object
// CHECK-NEXT: a 110-byte heap object
// CHECK-NEXT: a 180-byte heap object
// CHECK-NEXT: an 800-byte heap object
// CHECK-NEXT: a 1100-byte heap object
// CHECK-NEXT: an 8192-byte heap object
// CHECK-NEXT: an 11000-byte heap object
// CHECK-NEXT: an 18432-byte heap object
// CHECK-NEXT: a 110000-byte heap object
// CHECK-NEXT: an 11000000-byte heap object
// CHECK-NEXT: `counter`
// CHECK-NEXT: `_ZL7counter`
// CHECK-NEXT: an untracked pointer 0xdead0
// CHECK-NEXT: stack object `stats` of `main`
// CHECK-NEXT: a stack object of `main`
