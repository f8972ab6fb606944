// A frame whose line-table row says line 0 (an instruction without a location
// of its own: under heddle-cc --backend=mpk, a load x86's two-address pass
// unfolded, docs/mpk.md) takes the line of the nearest rows on both sides in
// its function when they agree, and stays line 0 when they do not
// (runtime/reporter/line_row.c). The rows are written here with .loc
// directives: lines 100 and 101 need not exist in this file.
// RUN: %cc-log-writer %s -o %t
// RUN: %heddle run --srcroot %S --out %t.sarif -- %t 2> %t.err; echo "exit=$?" >> %t.err
// RUN: %FileCheck %s < %t.err
#include "fake_runtime.h"

static int shared_counter;
extern char agree_row[], disagree_row[];

__attribute__((noinline)) static void rows(void) {
  __asm__ volatile(".loc 0 100 1\n nop\n"
                   ".loc 0 0 0\n agree_row: nop\n"       /* between two rows of line 100 */
                   ".loc 0 100 2\n nop\n"
                   ".loc 0 0 0\n disagree_row: nop\n"    /* between lines 100 and 101 */
                   ".loc 0 101 1\n nop\n");
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
  report_at(disagree_row, "disagree");
  return 0;
}

// CHECK: #0 rows {{.*}}line-zero-rows.c:100:2
// CHECK: #0 rows {{.*}}line-zero-rows.c:0
// CHECK: heddle: 2 reports (2 sharing-violation) in 1 process
// CHECK: exit=66
