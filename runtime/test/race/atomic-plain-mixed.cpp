// A plain access and an unordered atomic access of the same bytes race (TSan's
// model; two atomics never do): counters updated through C++20 std::atomic_ref by
// workers and read plainly by main while they run is a data race, an atomic read
// or a read after the joins is not. Found by a new-user trial (atomref: both TSans
// reported it, heddle checked atomics against nothing). Main reads after the workers'
// updates by a relaxed flag (no happens-before), so the pair is unordered whatever
// the schedule. Also silent: relaxed atomics from several threads, a plain write
// published by a release store of the same variable and read after its acquire load.
// RUN: %heddle-c++ -std=c++20 -g -O1 %s -o %t
// RUN: for m in atomic-read after-join relaxed-only publish; do %heddle run --format text --out %t.$m.sarif -- %t $m 2>&1 | grep -E '^heddle: [0-9]+ report|data-race /' | sed "s/^/$m: /"; done > %t.out
// RUN: %FileCheck %s --check-prefix=OK < %t.out
// RUN: { %heddle run --format text --out %t.plain.sarif -- %t plain-read 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|Data race|Detail|SUMMARY|exit=' > %t.plain
// RUN: %FileCheck %s --check-prefix=PLAIN < %t.plain
// RUN: { %heddle run --format text --out %t.write.sarif -- %t plain-write 2>&1; echo "exit=$?"; } | grep -E '^heddle: [0-9]+ report|Data race|SUMMARY|exit=' > %t.write
// RUN: %FileCheck %s --check-prefix=WRITE < %t.write
// RUN: %sarif-validate %t.plain.sarif
// OK: atomic-read: heddle: 0 reports in 1 process
// OK-NEXT: after-join: heddle: 0 reports in 1 process
// OK-NEXT: relaxed-only: heddle: 0 reports in 1 process
// OK-NEXT: publish: heddle: 0 reports in 1 process
// PLAIN: Data race: thread T0 read 8 bytes of `counters`, not ordered after thread T{{[123]}}'s earlier atomic write of it.
// PLAIN: SUMMARY: heddle: data-race {{.*}}atomic-plain-mixed.cpp:{{[0-9]+}} in main
// PLAIN: heddle: 1 report
// PLAIN: exit=66
// WRITE: Data race: thread T{{[123]}} wrote 8 bytes of `counters`, not ordered after thread T0's earlier write of it.
// WRITE: SUMMARY: heddle: data-race {{.*}}atomic-plain-mixed.cpp:{{[0-9]+}}
// WRITE: exit=66
#include <atomic>
#include <cstdio>
#include <cstring>
#include <sched.h>
#include <thread>
#include <vector>

static long counters[8];
static long data, published;
static int updated, main_wrote; // relaxed flags: no happens-before

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "atomic-read";
  bool plain_write = !std::strcmp(m, "plain-write");
  std::vector<std::thread> ts;
  for (int t = 0; t < 3; t++)
    ts.emplace_back([t, m, plain_write] {
      if (plain_write) // main writes counters[0] plainly first; the workers' atomics come after, unordered
        while (!__atomic_load_n(&main_wrote, __ATOMIC_RELAXED)) sched_yield();
      for (int i = 0; i < 1000; i++) std::atomic_ref<long>(counters[(t + i) % 8]).fetch_add(1, std::memory_order_relaxed);
      __atomic_fetch_add(&updated, 1, __ATOMIC_RELAXED);
      if (!std::strcmp(m, "publish") && t == 0) {
        data = 5; // plain, then released through `published` itself
        std::atomic_ref<long>(published).store(1, std::memory_order_release);
      }
    });
  long peek = 0;
  if (plain_write) {
    counters[0] = 100; // plain write while the workers may run
    __atomic_store_n(&main_wrote, 1, __ATOMIC_RELAXED);
  }
  while (__atomic_load_n(&updated, __ATOMIC_RELAXED) < 3) sched_yield();
  if (!std::strcmp(m, "plain-read")) peek = counters[0]; // plain read while the workers' atomic writes are unordered
  else if (!std::strcmp(m, "atomic-read") || !std::strcmp(m, "relaxed-only"))
    peek = std::atomic_ref<long>(counters[0]).load(std::memory_order_relaxed);
  else if (!std::strcmp(m, "publish")) {
    while (!std::atomic_ref<long>(published).load(std::memory_order_acquire)) sched_yield();
    peek = data + published; // the plain read of `published` is ordered by its own acquire
  }
  for (auto &t : ts) t.join();
  long s = 0;
  for (long c : counters) s += c; // after the joins: ordered
  std::printf("sum %ld peek>=0 %d\n", s, peek >= 0);
}
