// OpenMP locks in the lock graph (runtime/openmp/ompt_tool.c, libomp's OMPT
// mutex events): omp locks taken in both orders by the team's two threads,
// which take turns (a barrier between them: no deadlock in this run), are a
// lock-order-inversion with each acquisition's line; so are named `critical`
// sections nested both ways. Taken in one order, with a nest lock taken twice
// by its owner: silent. A cycle closed by omp_test_lock, which cannot wait:
// silent (libomp announces a test lock's attempt as a plain lock's; the
// wrapper says it is a try). Before: no lock-order checking of OpenMP locks.
// REQUIRES: openmp
// RUN: %heddle-cc -g -O1 -fopenmp %s -o %t
// RUN: %heddle run --srcroot %S --out %t.locks.sarif -- %t locks 2> %t.locks; echo "exit=$?" >> %t.locks
// RUN: %FileCheck %s --check-prefix=LOCKS < %t.locks
// RUN: %sarif-validate %t.locks.sarif
// RUN: %heddle run --srcroot %S --out %t.critical.sarif -- %t critical 2> %t.critical; echo "exit=$?" >> %t.critical
// RUN: %FileCheck %s --check-prefix=CRITICAL < %t.critical
// RUN: %heddle run --srcroot %S --out %t.one-order.sarif -- %t one-order 2> %t.one-order; echo "exit=$?" >> %t.one-order
// RUN: %FileCheck %s --check-prefix=SILENT < %t.one-order
// RUN: %heddle run --srcroot %S --out %t.test.sarif -- %t test 2> %t.test; echo "exit=$?" >> %t.test
// RUN: %FileCheck %s --check-prefix=SILENT < %t.test
#include <omp.h>
#include <string.h>

static omp_lock_t la, lb;
static omp_nest_lock_t ln;

__attribute__((noinline)) static void work(void) { __asm__ volatile("" ::: "memory"); }

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "locks";
  omp_init_lock(&la);
  omp_init_lock(&lb);
  omp_init_nest_lock(&ln);
#pragma omp parallel num_threads(2)
  {
    int me = omp_get_thread_num();
    for (int turn = 0; turn < 2; turn++) {
      if (me == turn && !strcmp(mode, "locks")) {
        omp_set_lock(me ? &lb : &la); // locks: first
        omp_set_lock(me ? &la : &lb); // locks: second
        work();
        omp_unset_lock(me ? &la : &lb);
        omp_unset_lock(me ? &lb : &la);
      } else if (me == turn && !strcmp(mode, "critical") && me == 0) {
#pragma omp critical(alpha)
        {
#pragma omp critical(beta)
          work();
        }
      } else if (me == turn && !strcmp(mode, "critical")) {
#pragma omp critical(beta)
        {
#pragma omp critical(alpha)
          work();
        }
      } else if (!strcmp(mode, "one-order")) {
        omp_set_lock(&la);
        omp_set_nest_lock(&ln);
        omp_set_nest_lock(&ln);
        omp_set_lock(&lb);
        work();
        omp_unset_lock(&lb);
        omp_unset_nest_lock(&ln);
        omp_unset_nest_lock(&ln);
        omp_unset_lock(&la);
      } else if (me == turn && !strcmp(mode, "test")) {
        omp_set_lock(me ? &lb : &la);
        if (me)
          while (!omp_test_lock(&la)) continue;
        else
          omp_set_lock(&lb);
        work();
        omp_unset_lock(me ? &la : &lb);
        omp_unset_lock(me ? &lb : &la);
      }
#pragma omp barrier
    }
  }
  return 0;
}

// LOCKS:      WARNING: heddle: lock-order-inversion (pid
// LOCKS-NEXT:   Cycle in lock order: mutex `[[A:la|lb]]` -> mutex `[[B:la|lb]]` -> mutex `[[A]]` (a potential deadlock).
// LOCKS-NEXT:   Mutex `[[B]]` acquired by thread T{{[0-9]+}} while holding mutex `[[A]]`:
// LOCKS-NEXT:     #0 {{.*}}openmp-lock-order.c:39:
// LOCKS-NEXT:   Mutex `[[A]]` acquired earlier by thread T{{[0-9]+}}:
// LOCKS-NEXT:     #0 {{.*}}openmp-lock-order.c:38:
// LOCKS-NEXT:   Mutex `[[A]]` acquired by thread T{{[0-9]+}} while holding mutex `[[B]]`:
// LOCKS-NEXT:     #0 {{.*}}openmp-lock-order.c:39:
// LOCKS-NEXT:   Mutex `[[B]]` acquired earlier by thread T{{[0-9]+}}:
// LOCKS-NEXT:     #0 {{.*}}openmp-lock-order.c:38:
// LOCKS:      SUMMARY: heddle: lock-order-inversion {{.*}}openmp-lock-order.c:39
// LOCKS:      heddle: 1 report (1 lock-order-inversion) in 1 process
// LOCKS:      exit=66

// The critical sections' locks are libomp's own heap objects: named by address, found by their lines.
// CRITICAL:      WARNING: heddle: lock-order-inversion (pid
// CRITICAL-NEXT:   Cycle in lock order: mutex at 0x{{[0-9a-f]+}} -> mutex at 0x{{[0-9a-f]+}} -> mutex at
// CRITICAL-NEXT:   Mutex at 0x{{[0-9a-f]+}} acquired by thread T{{[0-9]+}} while holding mutex at
// CRITICAL-NEXT:     #0 {{.*}}openmp-lock-order.c:{{46|52}}:
// CRITICAL-NEXT:   Mutex at 0x{{[0-9a-f]+}} acquired earlier by thread T{{[0-9]+}}:
// CRITICAL-NEXT:     #0 {{.*}}openmp-lock-order.c:{{44|50}}:
// CRITICAL-NEXT:   Mutex at 0x{{[0-9a-f]+}} acquired by thread T{{[0-9]+}} while holding mutex at
// CRITICAL-NEXT:     #0 {{.*}}openmp-lock-order.c:{{46|52}}:
// CRITICAL-NEXT:   Mutex at 0x{{[0-9a-f]+}} acquired earlier by thread T{{[0-9]+}}:
// CRITICAL-NEXT:     #0 {{.*}}openmp-lock-order.c:{{44|50}}:
// CRITICAL:      heddle: 1 report (1 lock-order-inversion) in 1 process
// CRITICAL:      exit=66

// SILENT: heddle: 0 reports in 1 process
// SILENT: exit=0
