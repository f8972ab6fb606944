// The JSON writer (runtime/reporter/json_writer.c): nesting, empty containers,
// commas, numbers, escaping of every control character and invalid UTF-8 —
// parsed back by Python's json module.
// RUN: %cc-log-writer -I%reporter-src %reporter-src/json_writer.c %s -o %t
// RUN: %t > %t.json
// RUN: %python -c "import json; print(json.dumps(json.load(open('%t.json')), sort_keys=True, ensure_ascii=True))" | %FileCheck %s
#include <stdio.h>

#include "json_writer.h"

int main(void) {
  struct json_writer w;
  json_init(&w, stdout);
  json_begin_object(&w);
  json_key(&w, "empty_array");
  json_begin_array(&w);
  json_end_array(&w);
  json_key(&w, "empty_object");
  json_begin_object(&w);
  json_end_object(&w);
  json_key(&w, "nested");
  json_begin_array(&w);
  json_begin_array(&w);
  json_int(&w, -9007199254740993LL);
  json_bool(&w, 1);
  json_string(&w, NULL);
  json_end_array(&w);
  json_begin_object(&w);
  json_member_bool(&w, "f", 0);
  json_end_object(&w);
  json_end_array(&w);
  char controls[33];
  for (int i = 1; i < 32; i++) controls[i - 1] = (char)i;
  controls[31] = 0x7f;
  controls[32] = 0;
  json_member_string(&w, "controls", controls);
  json_member_string(&w, "utf8", "\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80");
  json_member_string(&w, "invalid", "\xc0\xaf \xed\xa0\x80 \xf4\x90\x80\x80 \xe2\x82 end");
  json_member_string(&w, "quote\"key", "back\\slash");
  json_end_object(&w);
  return 0;
}

// CHECK: {"controls": "\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f\u007f", "empty_array": [], "empty_object": {}, "invalid": "\ufffd\ufffd \ufffd\ufffd\ufffd \ufffd\ufffd\ufffd\ufffd \ufffd\ufffd end", "nested": {{\[\[}}-9007199254740993, true, null], {"f": false}], "quote\"key": "back\\slash", "utf8": "\u00e9 \u20ac \ud83d\ude00"}
