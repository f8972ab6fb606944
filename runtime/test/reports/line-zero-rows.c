// A frame whose line-table row says line 0 (an instruction without a location
// of its own: under heddle-cc --backend=mpk, a load x86's two-address pass
// unfolded, docs/mpk.md) takes the line of the nearest rows on both sides in
// its function when they agree, the next row's when that begins within one
// instruction (the unfolded load goes right before the arithmetic it came
// from), and stays line 0 otherwise (runtime/reporter/line_row.c). The rows
// are written here with .loc directives: lines 100 to 102 need not exist in
// this file.
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
#include "fake_runtime.h"

static int shared_counter;
extern char agree_row[], before_row[], far_row[];

__attribute__((noinline)) static void rows(void) {
  __asm__ volatile(".loc 0 100 1\n nop\n"
                   ".loc 0 0 0\n agree_row: nop\n"       /* between two rows of line 100 */
                   ".loc 0 100 2\n nop\n"
                   ".loc 0 0 0\n before_row: nop\n"      /* between lines 100 and 101, right before 101 */
                   ".loc 0 101 1\n nop\n"
                   ".loc 0 0 0\n far_row: nop\n .fill 16, 1, 0x90\n" /* 17 bytes before line 102 */
                   ".loc 0 102 1\n nop\n");
}

/* A report whose only frame is the instruction at pc (logged as a return
 * address is: one past it; the reporter looks up pc - 1). */
static void report_at(const char *pc, const char *name) {
  struct heddle_ev_report r;
  FAKE_REPORT(&r, HEDDLE_RULE_SHARING_VIOLATION, &shared_counter, 4, 1, 0);
  r.access.stack.pc[0] = (uint64_t)(uintptr_t)pc + 1;
  r.access.stack.nframes = 1;
  fake_object(&r, &shared_counter, 4, 1, 0, NULL, name);
  heddle_log_append(&r.h);
}

int main(void) {
  fake_open_log();
  rows();
  report_at(agree_row, "agree");
  report_at(before_row, "before");
  report_at(far_row, "far");
  return 0;
}

// CHECK: #0 rows {{.*}}line-zero-rows.c:100:2
// CHECK: #0 rows {{.*}}line-zero-rows.c:101:1
// CHECK: #0 rows {{.*}}line-zero-rows.c:0
// CHECK: heddle: 3 reports (3 sharing-violation) in 1 process
// CHECK: exit=66
