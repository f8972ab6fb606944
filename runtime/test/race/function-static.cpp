// A function-local static's initialisation happens before every thread's use
// of it: libstdc++'s __cxa_guard_release (uninstrumented) publishes it and the
// inline guard check or __cxa_guard_acquire sees it. Found by a new-user
// trial (a `static std::vector<int> p = [] { ... }();` table read by 4
// std::threads: a false data race between the initialiser's writes and the
// other threads' reads; TSan intercepts the guard functions too). "late": a
// thread bumps the static's counter without a lock after the initialisation,
// which stays a race.
// RUN: %heddle-c++ -g -O1 %s -o %t
// RUN: for i in 1 2 3; do %heddle run --format text --out %t.$i.sarif -- %t 2>&1 | grep -E '^heddle: [0-9]+ report|data-race /'; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: %heddle run --out %t.late.sarif -- %t late 2> %t.late.err; echo "exit=$?" >> %t.late.err
// RUN: %FileCheck %s --check-prefix=LATE < %t.late.err
// OK: heddle: 0 reports in 1 process
// OK-NEXT: heddle: 0 reports in 1 process
// OK-NEXT: heddle: 0 reports in 1 process
// LATE: SUMMARY: heddle: data-race {{.*}}function-static.cpp:43
// LATE: exit=66
#include <cstring>
#include <thread>
#include <vector>

struct Table {
  std::vector<int> squares;
  int uses = 0;
  Table() {
    for (int i = 0; i < 512; i++) squares.push_back(i * i);
  }
};

static Table &table() {
  static Table t; /* built by whichever thread comes first */
  return t;
}

int main(int argc, char **argv) {
  bool late = argc > 1 && !strcmp(argv[1], "late");
  std::vector<std::thread> threads;
  long sums[4] = {};
  for (int k = 0; k < 4; k++)
    threads.emplace_back([k, late, &sums] {
      for (int i = 0; i < 512; i++) sums[k] += table().squares[(i + k) % 512];
      if (late) table().uses++;
    });
  for (auto &t : threads) t.join();
  return sums[0] == 0;
}
