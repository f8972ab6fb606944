// C++: std::lock_guard<std::mutex> at -O0 takes the mutex three calls below
// the user's line (lock_guard's constructor, std::mutex::lock,
// __gthread_mutex_lock), all returned when the next lock is taken: the held
// mutex's stack still reaches the user's frames and their callers. And a
// std::mutex never calls pthread_mutex_destroy: deleting the object that
// holds one ends the mutex all the same, so a new object at the same address
// (quarantine_size_mb=0 reuses it at once) makes no cycle with the old one.
// Two unrelated inversions are two reports, though every lock_guard takes its
// mutex at the same pc (the runtime's dedup keys on whole stacks and mutexes).
// RUN: %heddle-c++ -O0 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: env HEDDLE_OPTIONS=quarantine_size_mb=0 %heddle run --srcroot %S --out %t.freed.sarif -- %t reuse 2> %t.freed.err; echo "exit=$?" >> %t.freed.err
// RUN: %FileCheck %s --check-prefix=FREED < %t.freed.err
#include <cstring>
#include <mutex>
#include <thread>

struct Account {
  std::mutex m;
};

static std::mutex ledger;

__attribute__((noinline)) static void post(Account *a) {
  std::lock_guard<std::mutex> g(ledger); // ledger
  std::lock_guard<std::mutex> h(a->m);
}

__attribute__((noinline)) static void audit(Account *a) {
  std::lock_guard<std::mutex> h(a->m); // account
  std::lock_guard<std::mutex> g(ledger);
}

__attribute__((noinline)) static void teller(Account *a, bool posting) {
  if (posting) post(a); // teller-post
  else audit(a);
}

static std::mutex journal, catalog;

int main(int argc, char **argv) {
  bool reuse = argc > 1 && !strcmp(argv[1], "reuse");
  Account *a = new Account;
  std::thread(teller, a, true).join();
  if (reuse) {
    delete a;
    Account *b = new Account;
    if (b != a) return 3; // the test needs the same address
    a = b;
  }
  std::thread(teller, a, false).join();
  delete a;
  if (reuse) return 0;
  std::thread([] {
    std::lock_guard<std::mutex> j(journal);
    std::lock_guard<std::mutex> c(catalog);
  }).join();
  std::thread([] {
    std::lock_guard<std::mutex> c(catalog);
    std::lock_guard<std::mutex> j(journal);
  }).join();
  return 0;
}

// CHECK:      WARNING: heddle: lock-order-inversion (pid
// CHECK-NEXT:   Cycle in lock order: mutex `ledger` -> mutex at 0x{{[0-9a-f]+}} -> mutex `ledger` (a potential deadlock).
// CHECK-NEXT:   Mutex at 0x{{[0-9a-f]+}} acquired by thread T1 while holding mutex `ledger`:
// CHECK:        Mutex `ledger` acquired earlier by thread T1:
// CHECK-NEXT:     #0 __gthread_mutex_lock
// CHECK-NEXT:     #1 std::mutex::lock()
// CHECK-NEXT:     #2 std::lock_guard<std::mutex>::lock_guard(std::mutex&)
// CHECK-NEXT:     #3 post(Account*) {{.*}}cxx-lock-guard.cpp:26:31
// CHECK-NEXT:     #4 teller(Account*, bool) {{.*}}cxx-lock-guard.cpp:36:
// CHECK:        SUMMARY: heddle: lock-order-inversion {{.*}}cxx-lock-guard.cpp:32
// CHECK:      Cycle in lock order: mutex `journal` -> mutex `catalog` -> mutex `journal` (a potential deadlock).
// CHECK:      heddle: 2 reports (2 lock-order-inversion) in 1 process
// CHECK:      exit=66

// FREED:      heddle: 0 reports in 1 process
// FREED:      exit=0
