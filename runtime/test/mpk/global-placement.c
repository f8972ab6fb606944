// heddle-cc --backend=mpk puts each global a file defines and annotates on
// pages of its own (runtime/pass/mpk_globals.cpp): a section of its own
// (.bss.heddle.mpk.NAME when zero-filled, .data.heddle.mpk.NAME otherwise),
// page-aligned, padded to whole pages by an unnamed filler, and an entry
// {address, length} in heddle_mpk_pages for the runtime. A global declared
// here but annotated elsewhere, a thread-local one and one the program put in
// a section of its own are left where they are; a default build places none.
// The same binary under backend=check reports what the default build reports.
// An access of a placed global tests its record's HD_OBJ_MPK flag (128) first:
// while the keys protect the global, it needs no inline check (GUARD); one of
// a global left where it was keeps its check alone.
// UNSUPPORTED: backend-mpk
// RUN: %heddle-cc --backend=mpk -O1 -S -emit-llvm %s -o - | %FileCheck %s --check-prefix=IR
// RUN: %heddle-cc --backend=mpk -O1 -S -emit-llvm %s -o - | %FileCheck %s --check-prefix=GUARD
// RUN: %heddle-cc -O1 -S -emit-llvm %s -o - | %FileCheck %s --check-prefix=DEFAULT
// RUN: %heddle-cc --backend=mpk -O1 -g %s -o %t
// RUN: %python %inputs/placed_pages.py %t | %FileCheck %s --check-prefix=PAGES
// RUN: %heddle run --out %t.sarif -- %t 2> %t.err; test $? = 66
// RUN: %python %inputs/sarif_query.py %t.sarif results > %t.mpk-build
// RUN: %FileCheck %s --check-prefix=REPORTS < %t.mpk-build
// RUN: %heddle-cc -O1 -g %s -o %t.check-build
// RUN: %heddle run --out %t.check.sarif -- %t.check-build 2> %t.err; test $? = 66
// RUN: %python %inputs/sarif_query.py %t.check.sarif results | diff - %t.mpk-build
#include <heddle.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static long total;
HEDDLE_GLOBAL_LOCKED(total, &m);
int table[2000] = {1};
HEDDLE_GLOBAL(table, HEDDLE_PRIVATE);
static __thread long per_thread;
__attribute__((section("program_own"))) long placed_by_program;
HEDDLE_GLOBAL(placed_by_program, HEDDLE_RACY);

static void *worker(void *arg) {
  (void)arg;
  total += 1; // REPORTS: lock-not-held {{.*}}global-placement.c:[[@LINE]]
  per_thread++;
  return 0;
}

int main(void) {
  table[1] = 2;
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  placed_by_program = table[0];
  return 0;
}

// IR-DAG: @total = internal global i64 0, section ".bss.heddle.mpk.total", align 4096
// IR-DAG: @total.heddle.fill = private global [4088 x i8] zeroinitializer, section ".bss.heddle.mpk.total"
// IR-DAG: @total.heddle.pages = private global { ptr, i64 } { ptr @total, i64 4096 }, section "heddle_mpk_pages", align 8
// IR-DAG: @table = dso_local global <{ i32, [1999 x i32] }> <{ i32 1, [1999 x i32] zeroinitializer }>, section ".data.heddle.mpk.table", align 4096
// IR-DAG: @table.heddle.fill = private global [192 x i8] zeroinitializer, section ".data.heddle.mpk.table"
// IR-DAG: @table.heddle.pages = private global { ptr, i64 } { ptr @table, i64 8192 }, section "heddle_mpk_pages", align 8
// IR-DAG: @placed_by_program = dso_local global i64 0, section "program_own", align 8
// IR-DAG: @per_thread = internal thread_local global i64 0, align 8
// GUARD-LABEL: define {{.*}} @main(
// GUARD: [[TABLE:%[0-9]+]] = load atomic ptr, ptr @__heddle_grec.table monotonic
// GUARD: getelementptr i8, ptr [[TABLE]], i64 4
// GUARD-NEXT: load atomic i32, ptr %{{[0-9]+}} monotonic
// GUARD-NEXT: and i32 %{{[0-9]+}}, 128
// GUARD: load atomic ptr, ptr @__heddle_grec.placed_by_program monotonic
// GUARD-NOT: and i32 %{{[0-9]+}}, 128
// GUARD-LABEL: define {{.*}} @worker(
// GUARD: [[TOTAL:%[0-9]+]] = load atomic ptr, ptr @__heddle_grec.total monotonic
// GUARD: getelementptr i8, ptr [[TOTAL]], i64 4
// GUARD-NEXT: load atomic i32, ptr %{{[0-9]+}} monotonic
// GUARD-NEXT: and i32 %{{[0-9]+}}, 128
// DEFAULT-NOT: heddle.mpk
// DEFAULT-NOT: , 128{{$}}
// DEFAULT-NOT: heddle_mpk_pages

// Each placed global alone on its pages, in the executable:
// PAGES: table: 8000 bytes at a page boundary, 8192 bytes of pages, nothing else on them
// PAGES: total: 8 bytes at a page boundary, 4096 bytes of pages, nothing else on them
// PAGES: heddle_mpk_pages: 2 entries
