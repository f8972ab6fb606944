// Races through the libc interceptors: memcpy into a buffer another thread reads.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Data race: thread T{{[12]}} {{read|wrote}} {{[0-9]+}} bytes of `buffer`
// CHECK: SUMMARY: heddle: data-race {{.*}}memcpy-race.c:{{17|21}} in {{filler|printer}}
// CHECK: exit=66
#include <pthread.h>
#include <stdio.h>
#include <string.h>

char buffer[64];
static const char text[] = "hello from a thread that nobody waited for";
static char copy[64];

static void *filler(void *p) {
  memcpy(buffer, text, sizeof text);
  return 0;
}
static void *printer(void *p) {
  memcpy(copy, buffer, sizeof copy);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, filler, 0);
  pthread_create(&b, 0, printer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return copy[0] == 'x';
}
