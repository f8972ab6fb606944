// C++ function names are the same everywhere in a report: heddle-c++ without
// -g gives line tables only: a function with an inlined call gets a DWARF
// subprogram named only `consumer`, while its symbol is `consumer(void*)`. Every
// frame that is not inlined (the access, the previous access, the start
// routine) uses the demangled symbol; the inlined `bump` has no other name.
// REQUIRES: heddle-cc
// RUN: %heddle-c++ -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=race %heddle run --out %t.sarif -- %t 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
#include <pthread.h>

int counter;

static void bump() { counter++; }

void *consumer(void *) {
  bump();
  counter++;
  return nullptr;
}

int main() {
  pthread_t a, b;
  pthread_create(&a, nullptr, consumer, nullptr);
  pthread_create(&b, nullptr, consumer, nullptr);
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  return 0;
}

// CHECK:      WARNING: heddle: data-race
// CHECK-NOT:  {{ consumer }}
// CHECK:        #0 bump {{.*}}cxx-line-tables.cpp:15
// CHECK-NEXT:   #1 consumer(void*) {{.*}}cxx-line-tables.cpp:18
// CHECK-NOT:  {{ consumer }}
// CHECK:      Thread T{{[12]}} (start routine consumer(void*)) created by thread T0 at:
// CHECK-NOT:  {{ consumer }}
// CHECK:      SUMMARY: heddle: data-race {{.*}}cxx-line-tables.cpp:15 in bump
// CHECK:      WARNING: heddle: data-race
// CHECK-NOT:  {{ consumer }}
// CHECK:        #0 consumer(void*) {{.*}}cxx-line-tables.cpp:19
// CHECK-NOT:  {{ consumer }}
// CHECK:      Previous access by thread T{{[12]}} (write):
// CHECK-NEXT:   #0 consumer(void*) {{.*}}cxx-line-tables.cpp:19
// CHECK-NOT:  {{ consumer }}
// CHECK:      SUMMARY: heddle: data-race {{.*}}cxx-line-tables.cpp:19 in consumer(void*)
// SARIF-NOT:  "fullyQualifiedName": "consumer"
// SARIF:      "fullyQualifiedName": "consumer(void*)"
// SARIF-NOT:  "fullyQualifiedName": "consumer"
