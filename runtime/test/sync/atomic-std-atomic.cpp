// C++ std::atomic<bool> with release/acquire orders a hand-over between two
// std::threads: the producer writes the object, releases it and sets the flag
// with memory_order_release; the consumer spins with memory_order_acquire,
// then acquires the object. No report. With memory_order_relaxed on both
// sides (-DRELAXED) the consumer's acquire is unordered.
// RUN: %heddle-c++ -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=EDGE < %t.err
// RUN: %heddle-c++ -O1 -DRELAXED %s -o %t.relaxed
// RUN: %heddle run --srcroot %S --out %t.relaxed.sarif -- %t.relaxed 2> %t.relaxed.err; echo "exit=$?" >> %t.relaxed.err
// RUN: %FileCheck %s --check-prefix=NO-EDGE < %t.relaxed.err
// RUN: %python %inputs/sarif_query.py %t.relaxed.sarif results | %FileCheck %s --check-prefix=AT
#include <heddle.h>

#include <atomic>
#include <thread>

#ifdef RELAXED
constexpr std::memory_order publish = std::memory_order_relaxed, observe = std::memory_order_relaxed;
#else
constexpr std::memory_order publish = std::memory_order_release, observe = std::memory_order_acquire;
#endif

int main() {
  int *data = static_cast<int *>(heddle_malloc(sizeof(int), HEDDLE_INACCESSIBLE));
  std::atomic<bool> ready{false};
  int result = 0;
  std::thread producer([data, &ready] {
    heddle_acquire_write(data);
    *data = 41;
    heddle_release_write(data);
    ready.store(true, publish);
  });
  std::thread consumer([data, &ready, &result] {
    while (!ready.load(observe)) std::this_thread::yield();
    heddle_acquire_write(data); // AT: unordered-policy-change atomic-std-atomic.cpp:[[@LINE]]
    result = *data + 1;
  });
  producer.join();
  consumer.join();
  return result == 42 ? 0 : 1;
}

// EDGE: heddle: 0 reports in 1 process
// EDGE: exit=0
// NO-EDGE: heddle: 1 report (1 unordered-policy-change) in 1 process
// NO-EDGE: exit=66
