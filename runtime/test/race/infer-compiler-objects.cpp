// Objects the compiler made, not the user, get no annotation proposal: a
// class's vtable (the user's `Square`, libstdc++'s future state), and a
// function-local static's guard variable. No source declares them and no
// annotation can name them; before, they were proposed sticky-read and racy at
// `?:0` (new-user trials futures, call_once). The user's own globals still are.
// RUN: %heddle-c++ -g -O1 %s -o %t
// RUN: %heddle run --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %sarif-validate %t.sarif
// CHECK: heddle: 0 reports in 1 process
// CHECK-NOT: vtable for
// CHECK-NOT: guard variable for
// CHECK-NOT: typeinfo
// CHECK: heddle: suggestion (sticky-read) infer-compiler-objects.cpp:[[@LINE+29]]: `shape` was read by 5 threads and never written once they shared it
// CHECK-NOT: vtable for
// CHECK-NOT: guard variable for
// CHECK-NOT: typeinfo
// CHECK: exit=0
#include <cstdio>
#include <future>
#include <thread>
#include <vector>

struct Shape {
  virtual ~Shape() {}
  virtual double area() const = 0;
};
struct Square : Shape {
  double side;
  explicit Square(double s) : side(s) {}
  double area() const override { return side * side; }
};

static const std::vector<int> &squares() {
  static const std::vector<int> v = [] {
    std::vector<int> r;
    for (int i = 0; i < 100; i++) r.push_back(i * i);
    return r;
  }();
  return v;
}

static Shape *shape;
static double sums[4];

int main() {
  shape = new Square(3);
  std::promise<void> go;
  std::shared_future<void> gate = go.get_future().share();
  std::vector<std::thread> t;
  for (int k = 0; k < 4; k++)
    t.emplace_back([k, gate] {
      gate.wait();
      double s = 0;
      for (int i = 0; i < 1000; i++) s += shape->area() + squares()[i % 100];
      sums[k] = s;
    });
  go.set_value();
  for (auto &th : t) th.join();
  std::printf("%f\n", sums[0] + sums[1] + sums[2] + sums[3]);
}
