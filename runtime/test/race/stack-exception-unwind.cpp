// A thread-creating function left by an exception: its landing pad (the
// std::string's destructor) ends in `resume`, where the instrumentation frees
// the stack objects too, so a thread still using a local afterwards is a use
// after return, as after a plain return. The thread waits for main's relaxed
// flag (no happens-before) until start() has been left. Before stack objects
// were tracked: 0 reports.
// RUN: %heddle-c++ -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// CHECK: Use after return: thread T1 read 4 bytes of stack object `config` of `start(char const*)` after its function returned.
// CHECK: SUMMARY: heddle: use-after-free {{.*}}stack-exception-unwind.cpp:[[@LINE+14]]
// CHECK: exit=66
#include <atomic>
#include <string>
#include <thread>

static std::atomic<int> left{0};
static std::thread *worker;

__attribute__((noinline)) static void start(const char *why) {
  int config = 42;
  std::string reason(why); // its destructor: a landing pad on the way out
  worker = new std::thread([&config] {
    while (!left.load(std::memory_order_relaxed)) std::this_thread::yield();
    volatile int v = config;
    (void)v;
  });
  if (!reason.empty()) throw reason.size();
}

int main() {
  try {
    start("give up");
  } catch (unsigned long) {
  }
  left.store(1, std::memory_order_relaxed);
  worker->join();
  delete worker;
  return 0;
}
