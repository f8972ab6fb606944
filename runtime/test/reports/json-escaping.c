// Object names and details reach the SARIF through the JSON writer's escaping:
// quotes, backslashes, control characters and invalid UTF-8 (U+FFFD) give
// valid JSON that the SARIF SDK accepts, and the text survives a JSON parser.
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --format none --out %t.sarif -- %t || test $? -eq 66
// RUN: %sarif-validate %t.sarif
// RUN: %python -c "import json; r=json.load(open('%t.sarif'))['runs'][0]['results'][0]; print(ascii(r['properties']['object'])); print(ascii(r['properties']['detail']))" | %FileCheck %s
// CHECK:      'we"ird\\name\t\x01\xe9\ufffd'
// CHECK-NEXT: 'line1\nline2 </script> \u2028'
#include "fake_runtime.h"

static int victim;

int main(void) {
  fake_open_log();
  struct heddle_ev_report r;
  FAKE_REPORT(&r, HEDDLE_RULE_SHARING_VIOLATION, &victim, 4, 0, 1);
  fake_object(&r, &victim, 4, 1, 0, NULL, "we\"ird\\name\t\x01\xc3\xa9\xff");
  strcpy(r.detail, "line1\nline2 </script> \xe2\x80\xa8");
  heddle_log_append(&r.h);
  heddle_log_exit(0);
  return 0;
}
