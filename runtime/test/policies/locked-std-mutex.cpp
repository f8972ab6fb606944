// The locked policy takes a std::mutex in C++ (libstdc++'s is one
// pthread_mutex_t, locked through its own address): race mode's "locked"
// suggestion for a global guarded by a std::mutex wrote
// HEDDLE_GLOBAL_LOCKED(stats, &stats_m), which did not compile (no conversion
// from std::mutex * to pthread_mutex_t *) — a new-user trial's ring buffer.
// Accesses under std::lock_guard are clean; one without it is lock-not-held.
// RUN: %heddle-c++ -g -O1 %s -o %t
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.ok.sarif -- %t 2> %t.ok.err; echo "exit=$?" >> %t.ok.err
// RUN: %FileCheck %s --check-prefix=OK < %t.ok.err
// RUN: env HEDDLE_OPTIONS=unannotated=private %heddle run --out %t.bad.sarif -- %t unlocked 2> %t.bad.err; echo "exit=$?" >> %t.bad.err
// RUN: %FileCheck %s --check-prefix=BAD < %t.bad.err
// OK: heddle: 0 reports in 1 process
// OK: exit=0
// BAD: SUMMARY: heddle: lock-not-held {{.*}}locked-std-mutex.cpp:32
// BAD: exit=66
#include <heddle.h>

#include <cstring>
#include <mutex>
#include <thread>
#include <vector>

static long counter;
static std::mutex counter_m;
HEDDLE_GLOBAL_LOCKED(counter, &counter_m);
int main(int argc, char **argv) {
  bool unlocked = argc > 1 && !strcmp(argv[1], "unlocked");
  long *heap_counter = static_cast<long *>(heddle_malloc_locked(sizeof(long), &counter_m));
  std::vector<std::thread> threads;
  for (int k = 0; k < 4; k++)
    threads.emplace_back([unlocked, heap_counter] {
      if (unlocked && counter >= 0) return;
      std::lock_guard<std::mutex> l(counter_m);
      counter++;
      ++*heap_counter;
    });
  for (auto &t : threads) t.join();
  std::lock_guard<std::mutex> l(counter_m);
  return counter == *heap_counter ? 0 : 1;
}
