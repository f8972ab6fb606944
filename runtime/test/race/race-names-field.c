// A data race on part of a global names that part as C spells it: an element of
// an array of structs and its field, a two-dimensional array's cell, and
// bit-fields sharing a storage unit (two threads writing *different* bit-fields
// of one element race, because each write rewrites the whole byte: the message
// says so, else the user sees two unrelated fields). The two threads never
// synchronise, so each pair is unordered whichever runs first.
// RUN: %heddle-cc -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif objects | %FileCheck %s --check-prefix=SARIF
// CHECK-DAG: of `ports`, not ordered after thread T{{[12]}}'s earlier {{read|write}} of it. The bytes are `ports[5]`'s bit-fields `link_up` and `errors` (bit-fields share their storage unit: a write of one rewrites the others).
// CHECK-DAG: of `stats`, not ordered after thread T{{[12]}}'s earlier {{read|write}} of it. The bytes are `stats[2].misses`.
// CHECK-DAG: of `grid`, not ordered after thread T{{[12]}}'s earlier {{read|write}} of it. The bytes are `grid[1][2]`.
// CHECK-DAG: of `total`, not ordered after thread T{{[12]}}'s earlier {{read|write}} of it.{{$}}
// CHECK: exit=66
// SARIF: message: {{.*}} The bytes are `stats[2].misses`.
#include <pthread.h>

struct port { unsigned link_up : 1; unsigned errors : 7; unsigned char temp; };
struct stat { long hits, misses; };

struct port ports[8];
struct stat stats[4];
int grid[4][4];
long total;

/* one function per object: -O1 would otherwise merge the accesses of one line into another's */
__attribute__((noinline)) static void flip_port(long id) {
  if (id == 1) ports[5].link_up = !ports[5].link_up;
  else ports[5].errors++;
}
__attribute__((noinline)) static void count_miss(void) { stats[2].misses++; }
__attribute__((noinline)) static void mark_cell(void) { grid[1][2]++; }
__attribute__((noinline)) static void add_total(void) { total++; }

static void *work(void *arg) {
  for (int i = 0; i < 3; i++) {
    flip_port((long)arg);
    count_miss();
    mark_cell();
    add_total();
  }
  return 0;
}

int main(void) {
  pthread_t t[2];
  for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, work, (void *)(i + 1));
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
