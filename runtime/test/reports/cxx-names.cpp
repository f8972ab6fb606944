// C++ frames are demangled (qualified names with parameter types).
// RUN: %cc-log-writer -x c++ %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err || test $? -eq 66
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=SARIF < %t.sarif
#include "one_violation.h"

namespace app {
struct Widget {
  __attribute__((noinline)) void touch(int times) {
    for (int i = 0; i < times; i++) REPORT_ONE_VIOLATION(0); // member function
  }
};
}  // namespace app

int main() {
  fake_open_log();
  app::Widget w;
  w.touch(1);
  heddle_log_exit(0);
  return 0;
}

// CHECK:      #0 app::Widget::touch(int) {{.*}}cxx-names.cpp:11
// CHECK-NEXT: #1 main {{.*}}cxx-names.cpp:19
// CHECK:      SUMMARY: heddle: sharing-violation {{.*}}cxx-names.cpp:11 in app::Widget::touch(int)
// SARIF: "fullyQualifiedName": "app::Widget::touch(int)",
