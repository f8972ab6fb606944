// C++ function names are the same everywhere in a report: heddle-c++ without
// -g gives line tables only: a function with an inlined call gets a DWARF
// subprogram named only `consumer`, while its symbol is `consumer(void*)`. Every
// frame that is not inlined (the access, the previous access, the start
// routine) uses the demangled symbol; the inlined `bump` has no other name.
// The second consumer starts its accesses once the first is done (a relaxed
// flag: no happens-before, the race stays), so the reports, their order and
// the previous access are the same every run: with the two interleaved, the
// first report could be the write at `counter++` racing with the other's read.
// REQUIRES: heddle-cc
// RUN: %heddle-c++ -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=race %heddle run --out %t.sarif -- %t 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
#include <pthread.h>
#include <sched.h>

int counter;
static int first_done; // relaxed: the order, no happens-before

static void bump() { counter++; }

void *consumer(void *second) {
  if (second) while (!__atomic_load_n(&first_done, __ATOMIC_RELAXED)) sched_yield();
  bump();
  counter++;
  __atomic_store_n(&first_done, 1, __ATOMIC_RELAXED);
  return nullptr;
}

int main() {
  pthread_t a, b;
  pthread_create(&a, nullptr, consumer, nullptr);
  pthread_create(&b, nullptr, consumer, &b);
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  return 0;
}

// CHECK:      WARNING: heddle: data-race
// CHECK-NOT:  {{ consumer }}
// CHECK:        #0 bump {{.*}}cxx-line-tables.cpp:21
// CHECK-NEXT:   #1 consumer(void*) {{.*}}cxx-line-tables.cpp:25
// CHECK-NOT:  {{ consumer }}
// CHECK:      Thread T{{[12]}} (start routine consumer(void*)) created by thread T0 at:
// CHECK-NOT:  {{ consumer }}
// CHECK:      SUMMARY: heddle: data-race {{.*}}cxx-line-tables.cpp:21 in bump
// CHECK:      WARNING: heddle: data-race
// CHECK-NOT:  {{ consumer }}
// CHECK:        #0 consumer(void*) {{.*}}cxx-line-tables.cpp:26
// CHECK-NOT:  {{ consumer }}
// CHECK:      Previous access by thread T{{[12]}} (write):
// CHECK-NEXT:   #0 consumer(void*) {{.*}}cxx-line-tables.cpp:26
// CHECK-NOT:  {{ consumer }}
// CHECK:      SUMMARY: heddle: data-race {{.*}}cxx-line-tables.cpp:26 in consumer(void*)
// SARIF-NOT:  "fullyQualifiedName": "consumer"
// SARIF:      "fullyQualifiedName": "consumer(void*)"
// SARIF-NOT:  "fullyQualifiedName": "consumer"
