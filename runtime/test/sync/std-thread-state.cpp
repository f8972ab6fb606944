// std::thread hands its state object (the callable with its by-value
// captures, allocated by the creating thread) to the new thread: the
// constructor's completion synchronizes with the callable's start (C++
// [thread.thread.constr]), so reading the captures is no violation. A
// reference to the creator's private heap object is not handed over: writing
// it from the new thread still reports, as does a plain pthread_create
// argument (PUSh: private to the allocator unless annotated). Only the state
// object moves: heap memory a by-value capture owns (a std::vector's buffer,
// a long std::string) was allocated by the creating thread and stays private
// to it.
// RUN: %heddle-c++ -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <pthread.h>

#include <array>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

static void *poke(void *p) {
  static_cast<int *>(p)[0] = 1; // CHECK-DAG: sharing-violation std-thread-state.cpp:[[@LINE]] {{.*}} threads=T0,T5
  return nullptr;
}

int main() {
  std::array<int, 3> values{1, 2, 3};
  std::string name = "by value"; // short: its characters live in the capture
  double scale = 2.0;
  long sum = 0;
  // Captures copied into the state object: no report.
  std::thread by_value([values, name, scale, &sum] {
    long s = 0;
    for (int v : values) s += v;
    sum = static_cast<long>(s * scale) + static_cast<long>(name.size());
  });
  by_value.join();
  // Several threads, each with its own state object: no report.
  long out[2] = {0, 0}; // main's stack: never tracked
  std::vector<std::thread> pool;
  for (int i = 0; i < 2; i++) pool.emplace_back([i, values, &out] { out[i] = values[i]; });
  for (auto &t : pool) t.join();

  // A reference to main's private heap object: still main's.
  int *owned = new int[4]();
  std::thread by_ref([owned] { owned[1] = 7; }); // CHECK-DAG: sharing-violation std-thread-state.cpp:[[@LINE]] {{.*}} threads=T0,T4
  by_ref.join();

  // Plain C: the argument stays private to its allocator.
  int *arg = new int[1]();
  pthread_t t;
  pthread_create(&t, nullptr, poke, arg);
  pthread_join(t, nullptr);
  std::printf("%ld %ld %d %d\n", sum, out[0] + out[1], owned[1], arg[0]);
  delete[] owned;
  delete[] arg;
  return 0;
}

// SUM: heddle: 2 reports (2 sharing-violation) in 1 process
// SUM: exit=66
