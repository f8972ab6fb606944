// A program that replaces the global operator new/delete links and keeps its
// own (libheddle's are weak); the memory still comes from the interposed
// malloc, so it is tracked: another thread's write is still reported.
// RUN: %heddle-c++ -O1 %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// RUN: %FileCheck %s < %t.err
#include <pthread.h>

#include <cstdio>
#include <cstdlib>
#include <new>

static int own_news;

void *operator new(std::size_t n) {
  own_news++;
  if (void *p = std::malloc(n)) return p;
  throw std::bad_alloc();
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }

static void *poke(void *p) {
  *static_cast<int *>(p) = 2; // main's object
  return nullptr;
}

int main() {
  int *x = new int(1);
  pthread_t t;
  pthread_create(&t, nullptr, poke, x);
  pthread_join(t, nullptr);
  std::printf("own operator new calls: %d\n", own_news);
  delete x;
  return 0;
}

// OUT: own operator new calls: 1
// CHECK: SUMMARY: heddle: sharing-violation {{.*}}cxx-own-new.cpp:25 in poke(void*)
// CHECK: heddle: 1 report (1 sharing-violation) in 1 process
// CHECK: exit=66
