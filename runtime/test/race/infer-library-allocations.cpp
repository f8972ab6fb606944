// Memory a C++ library allocates for itself — a std::vector's buffer grown by
// push_back, a std::thread's state — is shared correctly here but gets no
// annotation proposal: its allocation is inside the library's headers, where a
// user cannot annotate it. The vector object itself, a global the user wrote,
// is proposed (locked by `m`). Before, the buffer's proposal pointed into
// new_allocator.h (no user frame) and std::thread's state drew a sticky-read one.
// RUN: %heddle-c++ -g -O2 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: new_allocator.h
// CHECK-NOT: std_thread.h
// CHECK-NOT: heap object allocated here
// CHECK: heddle: suggestion (locked) infer-library-allocations.cpp:[[@LINE+7]]: `v` was accessed by 2 threads, always holding the mutex `m`
// CHECK: heddle: 1 annotation suggestion;
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
  for (int i = 0; i < 100; i++) {
    std::lock_guard<std::mutex> g(m);
    v.push_back(i);
  }
  t.join();
  return v.size() == 200 ? 0 : 1;
}
