// A global whose type has a std::string template argument is mangled with the
// [abi:cxx11] tag (_Z8conc_queB5cxx11), which the demangler prints. A variable's
// name in a report and a suggestion is the one the source spells: without the
// tag, so that the suggestion names `conc_que` and `conc_que.mut`, as the user
// writes them. Before, the new-user trials' (session 21) course queue was
// "`conc_que[abi:cxx11]` … always holding the mutex `conc_que[abi:cxx11]`".
// RUN: %heddle-c++ -std=c++17 -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --implicit-check-not=abi: < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK: heddle: suggestion (locked) infer-abi-tag-name.cpp:[[@LINE+20]]: `conc_que` was accessed by {{[0-9]+}} threads, always holding the mutex `conc_que.mut`
// CHECK: exit=0
#include <mutex>
#include <queue>
#include <string>
#include <thread>

template <class T> struct locked_queue {
  std::mutex mut;
  std::queue<T> que;
  void push(T v) { std::lock_guard<std::mutex> g(mut); que.push(v); }
  bool pop(T &v) {
    std::lock_guard<std::mutex> g(mut);
    if (que.empty()) return false;
    v = que.front();
    que.pop();
    return true;
  }
};

locked_queue<std::string> conc_que;

int main() {
  std::thread w([] { for (int i = 0; i < 100; ++i) conc_que.push("item " + std::to_string(i)); });
  std::thread r([] { std::string s; int n = 0; while (n < 100) if (conc_que.pop(s)) ++n; });
  w.join();
  r.join();
}
