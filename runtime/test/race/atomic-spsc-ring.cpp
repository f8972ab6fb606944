// A lock-free single-producer single-consumer ring of std::atomic indices
// (new-user trials round 13: flkite/ring-buffer-test's shape, its indices
// published with seq_cst stores and read with seq_cst loads) is race-free:
// each slot is written by the producer before the store of `tail` that
// publishes it and read by the consumer after the load that sees it, and
// handed back by `head` the same way. 20,000 items through 64 slots, so the
// slots change hands hundreds of times each.
// RUN: %heddle-c++ -std=c++17 -g -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=RING < %t.err
// A plain race next to the atomics is still reported: the producer writes
// its last item's slot again after publishing it (no later release orders
// that write before the consumer's read of the slot).
// RUN: %heddle-c++ -std=c++17 -g -O1 -DLATE_WRITE %s -o %t.late
// RUN: %heddle run --srcroot %S --out %t.late.sarif -- %t.late 2> %t.late.err; echo "exit=$?" >> %t.late.err
// RUN: %FileCheck %s --check-prefix=LATE < %t.late.err
// Relaxed indices give no edge: the slots race.
// RUN: %heddle-c++ -std=c++17 -g -O1 -DRELAXED %s -o %t.relaxed
// RUN: %heddle run --srcroot %S --out %t.relaxed.sarif -- %t.relaxed 2> %t.relaxed.err; echo "exit=$?" >> %t.relaxed.err
// RUN: %FileCheck %s --check-prefix=RELAXED < %t.relaxed.err
// RING-NOT: data-race
// RING: heddle: 0 reports in 1 process
// RING: exit=0
// LATE: Data race: thread T{{[12]}} {{read|wrote}} 4 bytes of a 256-byte heap object
// LATE: heddle: 1 report (1 data-race) in 1 process
// LATE: exit=66
// RELAXED: Data race: thread T{{[12]}} {{read|wrote}} 4 bytes of a 256-byte heap object
// RELAXED: exit=66
#include <atomic>
#include <cstdio>
#include <thread>

#ifdef RELAXED
#define STORE_ORDER std::memory_order_relaxed
#define LOAD_ORDER std::memory_order_relaxed
#else
#define STORE_ORDER std::memory_order_seq_cst
#define LOAD_ORDER std::memory_order_seq_cst
#endif

constexpr unsigned SLOTS = 64, ITEMS = 20000;

struct ring {
  int *slot = new int[SLOTS];
  std::atomic<unsigned> head{0}, tail{0}; // free-running counts of items taken and put

  void push(int v) {
    unsigned t = tail.load(std::memory_order_relaxed); // only the producer writes it
    while (t - head.load(LOAD_ORDER) == SLOTS) std::this_thread::yield();
    slot[t % SLOTS] = v;
    tail.store(t + 1, STORE_ORDER);
#ifdef LATE_WRITE
    if (t + 1 == ITEMS) slot[t % SLOTS] = -v; // after its publication: races with the read
#endif
  }

  int pop() {
    unsigned h = head.load(std::memory_order_relaxed); // only the consumer writes it
    while (tail.load(LOAD_ORDER) == h) std::this_thread::yield();
    int v = slot[h % SLOTS];
    head.store(h + 1, STORE_ORDER);
    return v;
  }
};

int main() {
  ring r;
  long sum = 0;
  std::thread producer([&] {
    for (unsigned i = 1; i <= ITEMS; i++) r.push((int)i);
  });
  std::thread consumer([&] {
    for (unsigned i = 1; i <= ITEMS; i++) sum += r.pop();
  });
  producer.join();
  consumer.join();
  std::printf("sum %ld\n", sum);
  delete[] r.slot;
  return 0;
}
