// A variable a library defines for itself — here `__w`, the static waiter
// table of libstdc++'s std::atomic wait/notify (bits/atomic_wait.h) — gets no
// annotation proposal: its definition is in a system header, where a user
// cannot annotate it, as memory a library allocates there gets none
// (infer-library-allocations.cpp). Before, the atomwait new-user trial's `__w`
// was proposed racy. The user's own atomic is still proposed.
// RUN: %heddle-c++ -std=c++20 -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: __w
// CHECK-NOT: atomic_wait.h
// CHECK: heddle: suggestion (racy) infer-library-statics.cpp:[[@LINE+6]]: `turn` was accessed by 2 threads
// CHECK-NOT: __w
// CHECK: exit=0
#include <atomic>
#include <thread>

std::atomic<int> turn{0};

// Two threads take turns through wait/notify: each waits until `turn` names it.
static void play(int me, int rounds) {
  for (int i = 0; i < rounds; i++) {
    int seen;
    while ((seen = turn.load(std::memory_order_acquire)) % 2 != me) turn.wait(seen);
    turn.store(seen + 1, std::memory_order_release);
    turn.notify_one();
  }
}

int main() {
  std::thread other(play, 1, 50);
  play(0, 50);
  other.join();
  return turn.load() == 100 ? 0 : 1;
}
