// A report's location is never one of heddle's own frames. libheddle is linked
// into the program, so its frames are the program's module; a race inside a
// std::call_once routine that is a library function (here vector::clear) has
// only header frames above pthread_once's interceptor (`once_trampoline`), and
// the unwinder stops in libc's pthread_once below it: the SUMMARY named
// runtime/lib/intercept_sync.c (found by a new-user trial's std::future code).
// Now it names the routine's own frame.
// RUN: %heddle-c++ -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=race %heddle run --out %t.sarif -- %t 2> %t.err || true
// RUN: %FileCheck %s < %t.err
// CHECK-NOT: SUMMARY: {{.*}}runtime/lib/
// CHECK: SUMMARY: heddle: data-race {{.*}}stl_vector.h:{{[0-9]+}} in std::vector<int, std::allocator<int> >::
// CHECK-NOT: SUMMARY: {{.*}}runtime/lib/
#include <atomic>
#include <mutex>
#include <thread>
#include <unistd.h>
#include <vector>

static std::vector<int> v(16);
static std::once_flag flag;

static std::atomic<int> pushed; /* relaxed: no happens-before, only the order */

int main() {
  std::thread t([] {
    v.push_back(1);
    pushed.store(1, std::memory_order_relaxed);
  });
  /* The thread's write first (a sleep gave that order only if the thread got a core
   * within it): the call_once routine's access is the later one, reported. */
  while (!pushed.load(std::memory_order_relaxed)) usleep(1000);
  std::call_once(flag, &std::vector<int>::clear, &v);
  t.join();
  return 0;
}
