// C++ new and delete are the malloc family: `new` memory is private to the
// allocating thread, `delete` by another thread is a sharing-violation, and
// the allocation site is the program's `new` expression (not libstdc++'s
// operator new, whose frame has no frame pointer). Every replaceable form is
// covered: new[], aligned new, nothrow new, sized and aligned delete; a failed
// throwing new still throws std::bad_alloc (C++ semantics), no report.
// RUN: %heddle-c++ -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: grep -x bad_alloc %t.out
// RUN: %FileCheck %s --check-prefix=SUM < %t.err
// RUN: %python %inputs/sarif_query.py %t.sarif results | %FileCheck %s
#include <heddle.h>
#include <pthread.h>

#include <cstdio>
#include <new>

struct Point {
  int x, y;
};
struct alignas(64) Line {
  int data[4];
};

// Runs fn(arg) on a new thread and joins it: only the create/join edges order it.
static void on_other_thread(void *(*fn)(void *), void *arg) {
  pthread_t t;
  pthread_create(&t, 0, fn, arg);
  pthread_join(t, 0);
}

static void *delete_point(void *p) {
  delete static_cast<Point *>(p); // CHECK-DAG: sharing-violation cxx-new-delete.cpp:[[@LINE]]
  return 0;
}
static void *write_array(void *a) {
  static_cast<int *>(a)[3] = 1; // CHECK-DAG: sharing-violation cxx-new-delete.cpp:[[@LINE]]
  return 0;
}
static void *write_line(void *l) {
  static_cast<Line *>(l)->data[0] = 1; // CHECK-DAG: sharing-violation cxx-new-delete.cpp:[[@LINE]]
  return 0;
}
static void *read_point(void *q) {
  std::printf("%d\n", static_cast<Point *>(q)->x); // CHECK-DAG: sharing-violation cxx-new-delete.cpp:[[@LINE]]
  return 0;
}
static void *take_and_delete(void *q) {
  heddle_acquire_write(q);
  delete static_cast<Point *>(q); // handed over first: no report
  return 0;
}

// Each report names the `new` line in main as the allocation site.
int main() {
  // SUM: Allocated by thread T0 (allocation):
  Point *p = new Point{1, 2}; // SUM-NEXT: #0 main {{.*}}cxx-new-delete.cpp:[[@LINE]]
  on_other_thread(delete_point, p);

  // SUM: Allocated by thread T0 (allocation):
  int *a = new int[8](); // SUM-NEXT: #0 main {{.*}}cxx-new-delete.cpp:[[@LINE]]
  on_other_thread(write_array, a);
  delete[] a;

  // SUM: Allocated by thread T0 (allocation):
  Line *l = new Line(); // SUM-NEXT: #0 main {{.*}}cxx-new-delete.cpp:[[@LINE]]
  on_other_thread(write_line, l);
  delete l;

  // SUM: Allocated by thread T0 (allocation):
  Point *q = new (std::nothrow) Point{3, 4}; // SUM-NEXT: #0 main {{.*}}cxx-new-delete.cpp:[[@LINE]]
  on_other_thread(read_point, q);
  heddle_release_write(q);
  on_other_thread(take_and_delete, q);

  try {
    char *volatile huge = new char[(size_t)1 << 60];
    huge[0] = 1;
  } catch (const std::bad_alloc &) {
    std::puts("bad_alloc");
  }
  return 0;
}

// SUM-NOT:  WARNING: heddle
// SUM:      heddle: 4 reports (4 sharing-violation) in 1 process
// SUM:      exit=66
