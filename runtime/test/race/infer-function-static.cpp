// A C++ function's static variable, locked by a std::mutex through a
// lock_guard, in a namespace: the frames name the function `app::count_hit(int)`,
// DWARF `count_hit`. The fix goes inside the critical section, as in C
// (infer-function-static.c); applied, the program builds with -Wall -Werror
// and runs clean in strict mode, and a read of `hits` without the mutex is
// still reported.
// RUN: rm -rf %t.dir %t.fixed && mkdir -p %t.dir %t.fixed && cp %s %t.dir/statics.cpp
// RUN: %heddle-c++ -g -O1 %t.dir/statics.cpp -o %t
// RUN: cd %t.dir && %heddle run --srcroot %t.dir --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: cp %t.dir/statics.cpp %t.fixed/statics.cpp
// RUN: %heddle annotate --srcroot %t.fixed --apply %t.sarif 2>&1 | %FileCheck %s --check-prefix=APPLY
// RUN: grep -v '^//' %t.fixed/statics.cpp | %FileCheck %s --check-prefix=FIXED
// RUN: %heddle-c++ -g -O1 -Wall -Werror %t.fixed/statics.cpp -o %t.strict
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.strict.sarif -- %t.strict > %t.strict.out 2> %t.strict.err; echo "exit=$?" >> %t.strict.err
// RUN: %FileCheck %s --check-prefix=STRICT < %t.strict.err
// RUN: %heddle-c++ -g -O1 -Wall -Werror -DSEEDED_BUG %t.fixed/statics.cpp -o %t.bug
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (locked) statics.cpp:40: `hits` (a static variable of count_hit()) was accessed by 4 threads, always holding the mutex `m`: annotate it as locked by that mutex. [fix available]
// CHECK: exit=0
// APPLY: 1 fix applied (1 file), 0 refused, 0 without a fix
// FIXED: {{^  }}static long hits;
// FIXED: std::lock_guard<std::mutex> g(m);
// FIXED-NEXT: heddle_set_locked(&hits, &m); /* at every call: m orders them */
// FIXED-NEXT: hits += by;
// STRICT: heddle: 0 reports in 1 process
// STRICT: exit=0
// BUG: SUMMARY: heddle: lock-not-held {{.*}}statics.cpp:{{[0-9]+}} in app::count_hit
// BUG: exit=66
#include <cstdio>
#include <mutex>
#include <thread>
#include <vector>

static std::mutex m;
namespace app {
long count_hit(int by) {
  static long hits;
  long h;
  {
    std::lock_guard<std::mutex> g(m);
    hits += by;
    h = hits;
  }
#ifdef SEEDED_BUG
  h = hits; /* past the guard's scope: without the mutex */
#endif
  return h;
}
} // namespace app

int main() {
  std::vector<std::thread> t;
  for (int i = 0; i < 3; i++) t.emplace_back([] { for (int k = 0; k < 100; k++) app::count_hit(1); });
  for (auto &th : t) th.join();
  std::printf("%ld\n", app::count_hit(0));
}
