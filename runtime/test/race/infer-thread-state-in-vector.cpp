// A std::thread's own state (its callable: here a lambda capturing `this`)
// is the library's, whichever library function constructed the thread. A
// pool that starts its workers with `workers.emplace_back(lambda)` (the
// new-user trials round 15: progschj/ThreadPool) constructs each thread
// inside std::vector::emplace_back; the state's allocation stack then
// enters the library at emplace_back, not at std::thread's constructor, and
// before (session 23) it got two proposals for one line — a sticky-read and
// a hand-off, both "No fix: the library allocates it there". Nothing to
// propose, as for `std::thread t(f)` (race/infer-library-allocations.cpp).
// The global the workers update under the mutex is still proposed.
// RUN: %heddle-c++ -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: 16-byte heap object
// CHECK: heddle: suggestion (locked) infer-thread-state-in-vector.cpp:[[@LINE+9]]: `done` was accessed by {{[0-9]+}} threads, always holding the mutex `m`
// CHECK-NOT: 16-byte heap object
// CHECK: heddle: 1 annotation suggestion;
// CHECK: exit=0
#include <mutex>
#include <thread>
#include <vector>

std::mutex m;
int done;

struct Pool {
  std::vector<std::thread> workers;
  int step = 1; // read through the captured `this`: the workers read their state
  Pool() {
    for (int i = 0; i < 2; i++)
      workers.emplace_back([this] {
        std::lock_guard<std::mutex> g(m);
        done += step;
      });
  }
  ~Pool() {
    for (auto &t : workers) t.join();
  }
};

int main() {
  {
    Pool p;
  }
  return done == 2 ? 0 : 1;
}
