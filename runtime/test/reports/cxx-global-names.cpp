// The runtime's own stderr line (a program run without `heddle run`) names a
// C++ global by its readable name, as the summary and the SARIF do: the
// runtime demangles the executable's symbols once, at start-up. A C-linkage
// global keeps its plain name. Each global is private to main (it touched it
// first), so the worker's write of each is one sharing-violation.
// RUN: %heddle-c++ -O1 %s -o %t
// RUN: %t 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s < %t.err
// The reporter keeps the runtime's names (the SARIF's "object" is the same):
// RUN: %heddle run --out %t.sarif -- %t 2> %t.summary || test $? -eq 66
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
// RUN: %sarif-validate %t.sarif
#include <pthread.h>

namespace app {
int counter;
struct Stats {
  static long hits;
};
long Stats::hits;
}  // namespace app
static int file_local;
extern "C" int plain_c;
int plain_c;

static void *worker(void *) {
  app::counter = 1;
  app::Stats::hits = 2;
  file_local = 3;
  plain_c = 4;
  return nullptr;
}

int main() {
  app::counter = app::Stats::hits = file_local = plain_c = 0;
  pthread_t t;
  pthread_create(&t, nullptr, worker, nullptr);
  pthread_join(t, nullptr);
  return file_local == 3 ? 0 : 1; // read, so the compiler keeps the static
}

// CHECK-NOT: '_Z
// CHECK-DAG: heddle: sharing-violation: write of size 4 {{.*}} on 'app::counter'
// CHECK-DAG: heddle: sharing-violation: write of size 8 {{.*}} on 'app::Stats::hits'
// CHECK-DAG: heddle: sharing-violation: write of size {{[0-9]+}} {{.*}} on 'file_local'
// CHECK-DAG: heddle: sharing-violation: write of size 4 {{.*}} on 'plain_c'
// CHECK-NOT: '_Z
// At exit the reporter prints them in full (symbolized) and counts them:
// CHECK: heddle: 4 reports (4 sharing-violation) in 1 process
// SARIF-DAG: "object": "app::counter"
// SARIF-DAG: "object": "app::Stats::hits"
// SARIF-DAG: "object": "file_local"
// SARIF-DAG: "object": "plain_c"
