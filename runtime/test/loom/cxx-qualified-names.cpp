// C++: a function region names a member function by its qualified name
// (LOOM Fig. 3's `MYSQL_LOG::is_open`), and a code region is keyed by the
// address of a global (`(&log_a)`). The function region has no key, so the
// constraint has one lock (a key applies only when every region gives one).
// RUN: %heddle-c++ -g -O1 %s -o %t
// RUN: %heddle run --out %t.plain.sarif -- %t > %t.plain.out 2> %t.plain.err; echo "exit=$?" >> %t.plain.err
// RUN: %FileCheck %s --check-prefix=BUG < %t.plain.err
// RUN: B=$(grep -n 'ROTATE-BEGIN' %s | tail -1 | cut -d: -f1); E=$(grep -n 'ROTATE-END' %s | tail -1 | cut -d: -f1); printf 'db::Log::append <> {cxx-qualified-names.cpp:%%s (&log_a), cxx-qualified-names.cpp:%%s (&log_a)}\n' $B $E > %t.hfilter
// RUN: %heddle run --out %t.sarif --filter %t.hfilter -- %t > %t.out 2> %t.err; echo "exit=$?" >> %t.err
// RUN: grep -v '^//' %t.err | %FileCheck %s --check-prefix=FIXED
// RUN: %FileCheck %s --check-prefix=OUT < %t.out
// A name that is not qualified the way the program has it is refused.
// RUN: printf 'Log::append <> *\n' > %t.bad.hfilter
// RUN: env HEDDLE_OPTIONS=filters=%t.bad.hfilter %t > %t.bad.out 2>&1; echo "exit=$?" >> %t.bad.out
// RUN: %FileCheck %s --check-prefix=UNQUALIFIED < %t.bad.out
// BUG: Data race
// BUG: exit=66
// FIXED: heddle: 0 reports in 1 process
// FIXED: exit=0
// OUT: records=1200 lost=0
// UNQUALIFIED: error: no instrumented function of the program is named 'Log::append'
// UNQUALIFIED-NOT: records=
// UNQUALIFIED: exit=2
#include <pthread.h>
#include <sched.h>
#include <cstdio>

namespace db {
struct Log {
  long records = 0, generation = 0;
  void append() {
    long r = records;
    sched_yield();
    records = r + 1;
  }
  void rotate() {
    long r = records; /* ROTATE-BEGIN */
    sched_yield();
    records = r;
    generation++; /* ROTATE-END */
  }
};
} // namespace db

db::Log log_a;

static void *writer(void *) {
  for (int i = 0; i < 400; i++) log_a.append();
  return nullptr;
}

static void *rotator(void *) {
  for (int i = 0; i < 200; i++) log_a.rotate();
  return nullptr;
}

int main() {
  pthread_t t[4];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], nullptr, writer, nullptr);
  pthread_create(&t[3], nullptr, rotator, nullptr);
  for (auto &x : t) pthread_join(x, nullptr);
  std::printf("records=%ld lost=%ld\n", log_a.records, 1200 - log_a.records);
  return 0;
}
