// The hooks get the record the inline check found (runtime/pass
// access_check.cpp, runtime/lib/access.c check_found): a heap object's slot
// record, a global's record through its slot, or the global the per-thread
// cache holds when the access lies inside it; null where the check found no
// record (outside that global, before its slot is bound). The hook then
// looks nothing up again: in lock-heavy code every object's first access
// after an unlock takes it.
// The IR of the default build: heddle-cc --backend=mpk (mpk-lit) puts its guard before the inline
// check, so the blocks these phis join differ there (mpk/build-option.c checks that build's IR).
// UNSUPPORTED: backend-mpk
// RUN: %heddle-cc -O1 -fno-discard-value-names -S -emit-llvm %s -o %t.ll
// RUN: %opt -passes=verify -disable-output %t.ll 2>&1 | %FileCheck %s --allow-empty --check-prefix=VERIFY
// RUN: %FileCheck %s < %t.ll
// VERIFY-NOT: {{.}}
// CHECK-LABEL: define {{.*}}@heap_read(
// CHECK: %[[TABLE:.*]] = load ptr, ptr %{{.*}}, align 8{{.*}}!invariant.load
// CHECK: %[[REC:.*]] = getelementptr i8, ptr %[[TABLE]], i64
// CHECK: %heddle.hook.rec = phi ptr [ null, %heddle.global ], {{.*}}[ %[[REC]], %heddle.locked ], [ %[[CACHED:[0-9]+]], %heddle.global.locked ]
// CHECK: call void @__heddle_load8(ptr %n, ptr %heddle.hook.rec)
// CHECK: %[[CACHED]] = load ptr, ptr @__heddle_global_rec
// CHECK-LABEL: define {{.*}}@global_write(
// CHECK: %heddle.hook.rec = phi ptr [ null, %heddle.global.bind ], [ null, %heddle.global.known ], {{.*}}[ %heddle.global.slot, %heddle.global.locked ]
// CHECK: call void @__heddle_store8(ptr @g, ptr %heddle.hook.rec)
struct node {
  long key;
  struct node *next;
};
long g;

long heap_read(struct node *n) { return n->key; }
void global_write(long v) { g = v; }
