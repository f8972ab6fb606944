// Memory a C++ library allocates inside its headers on behalf of the user's
// code — a std::vector's buffer grown by push_back in one thread, read under
// the same mutex by main — is shared correctly here;
// its proposal is named by the first user frame of the allocation stack (the
// push_back line: location and message), says which library function
// allocated it and why there is no fix (no annotation can go where the
// library allocates; the buffer moves when it grows). Before (session 17) it
// was dropped with no word. A std::thread's own state, which no user code
// touches, still gets nothing. The vector object itself, a global the user
// wrote, is proposed (locked by `m`).
// RUN: %heddle-c++ -g -O2 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: new_allocator.h
// CHECK-NOT: std_thread.h
// CHECK-DAG: heddle: suggestion (locked) infer-library-allocations.cpp:[[@LINE+14]]: The {{[0-9]+}}-byte heap object allocated here was accessed by 2 threads, always holding the mutex `m`{{.*}} It is allocated inside `std::vector<int, std::allocator<int> >::push_back(int const&)` (stl_vector.h), called at infer-library-allocations.cpp:[[@LINE+14]]. No fix: the library allocates it there{{.*}}
// CHECK-DAG: heddle: suggestion (locked) infer-library-allocations.cpp:[[@LINE+7]]: `v` was accessed by 2 threads, always holding the mutex `m`
// CHECK: heddle: 2 annotation suggestions;
// CHECK: exit=0
#include <mutex>
#include <thread>
#include <vector>
std::mutex m;
std::vector<int> v;

int main() {
  std::thread t([] {
    for (int i = 0; i < 100; i++) {
      std::lock_guard<std::mutex> g(m);
      v.push_back(i);
    }
  });
  long sum = 0; // main only reads: every buffer is allocated on the thread's push_back line
  for (size_t n = 0; n < 100;) { // until the last push_back: main reads the final buffer whatever the schedule
    std::lock_guard<std::mutex> g(m);
    if (!v.empty()) sum += v.back();
    n = v.size();
  }
  t.join();
  return v.size() == 100 && sum >= 0 ? 0 : 1;
}
