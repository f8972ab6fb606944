// A local of main captured by reference by std::thread lambdas (the shmutex
// new-user trial: a cache on main's stack, 0 of 3 runs found before, both
// TSans 3 of 3). The instrumentation moves the escaping locals of
// thread-creating functions to tracked memory (runtime/pass/stack_objects.cpp),
// so race mode checks `stats` like a heap object and names it by its local.
// Correct (every access under the struct's own mutex): silent, in race mode,
// at -O0 and in strict mode (which tracks no stack memory). With -DBUG each thread
// bumps `misses` after its last unlock — unordered with the other thread's
// bump whatever the schedule, so reported every run (which of the two
// increments' accesses comes first does depend on it: both threads may read
// before either writes).
// RUN: %heddle-c++ -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=OK < %t.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --srcroot %S --out %t.strict.sarif -- %t 2> %t.strict; echo "exit=$?" >> %t.strict
// RUN: %FileCheck %s --check-prefix=OK < %t.strict
// RUN: %heddle-c++ -g -O1 -DBUG %s -o %t.bug
// RUN: %heddle run --srcroot %S --out %t.bug.sarif -- %t.bug 2> %t.bug.err; echo "exit=$?" >> %t.bug.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug.err
// RUN: %python %inputs/sarif_query.py %t.bug.sarif objects | %FileCheck %s --check-prefix=SARIF
// RUN: %heddle-c++ -g -O0 -DBUG %s -o %t.bug0
// RUN: %heddle run --srcroot %S --out %t.bug0.sarif -- %t.bug0 2> %t.bug0.err; echo "exit=$?" >> %t.bug0.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.bug0.err
// The runtime option turns it off (the stack serves, unchecked, as before):
// RUN: env HEDDLE_OPTIONS=stack_objects=0 %heddle run --srcroot %S --out %t.off.sarif -- %t.bug 2> %t.off; echo "exit=$?" >> %t.off
// RUN: %FileCheck %s --check-prefix=OK < %t.off
// OK: heddle: 0 reports in 1 process
// OK: exit=0
// BUG: Data race: thread T{{[12]}} {{read|wrote}} 8 bytes of stack object `stats` of `main`, not ordered after thread T{{[12]}}'s earlier {{read|write}} of it.
// The text report's object line names it once ("Object stack object `stats` …" before), and the
// threads' start routine is the lambda ("<unknown>" before: libstdc++'s routine has no symbol):
// BUG: Object `stats` (a stack object of `main`, 56 bytes at 0x{{[0-9a-f]+}}) is
// BUG: Thread T{{[12]}} (start routine main::$_0::operator()) created by thread T0 at:
// BUG: SUMMARY: heddle: data-race {{.*}}stack-lambda-capture.cpp:[[@LINE+25]]
// BUG: exit=66
// SARIF: data-race {{.*}}stack-lambda-capture.cpp:[[@LINE+23]]
// SARIF: message: Data race: {{.*}} of stack object `stats` of `main`, {{.*}} The object was [declared here](1) by thread T0.
// SARIF: related 1 declaration {{.*}}stack-lambda-capture.cpp:[[@LINE+12]]
#include <mutex>
#include <thread>
#include <vector>

struct Stats {
  std::mutex m;
  long hits = 0;
  long misses = 0;
};

int main() {
  Stats stats;
  std::vector<std::thread> ts;
  for (int t = 0; t < 2; t++)
    ts.emplace_back([&stats] {
      for (int i = 0; i < 1000; i++) {
        std::lock_guard<std::mutex> l(stats.m);
        stats.hits++;
      }
#ifdef BUG
      stats.misses++;
#endif
    });
  for (auto &th : ts) th.join();
  return stats.hits == 2000 ? 0 : 1;
}
