/* slot.c — what runs at a slot (LOOM Fig. 12: the slot function interprets
 * the operations installed at this program point), and the hooks around calls
 * out of instrumented code.
 *
 * Order at a statement slot: first what the thread's previous statement left
 * to do once it completed (an order's up(), a code region's exit: the exit
 * statement is inside its region), then this site's waits and entries, and
 * this site's own after-operations are queued. "Completed" is judged by frame:
 * an after-operation runs at the thread's next slot in the same function
 * activation or a caller's, never inside a function the statement calls. */
#include "loom.h"

#include "gate.h"
#include "stack.h"
#include "sync_objects.h"
#include "program.h"
#include "sites.h"
#include "util.h"
#include "where.h"

uint8_t __heddle_loom_on;

#define MAX_PENDING 32
#define MAX_HELD 32

struct pending {
  struct hd_loom_op *op;
  uint64_t key;
  uintptr_t frame;
};

/* A lock or exclusive gate this thread holds through a filter. */
struct held {
  struct hd_loom_op *entry; /* the op that took it (its constraint's objects) */
  struct hd_loom_obj *obj;  /* NULL: the gate */
  int depth;
};

static __thread struct pending pending[MAX_PENDING];
static __thread int npending;
static __thread struct held held[MAX_HELD];
static __thread int nheld;

static uint64_t key_of(const struct hd_loom_op *op, void *const *vars) {
  return op->key ? hd_loom_value_eval(op->key, vars) : 0;
}

/* {n}: evaluated the first time the op runs (LOOM §3.3), later changes ignored. */
static long long count_of(struct hd_loom_op *op, void *const *vars) {
  long long n = __atomic_load_n(&op->count_value, __ATOMIC_ACQUIRE);
  if (n) return n;
  n = op->count ? (long long)hd_loom_value_eval(op->count, vars) : 1;
  if (n < 1) n = 1;
  long long none = 0;
  __atomic_compare_exchange_n(&op->count_value, &none, n, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  return __atomic_load_n(&op->count_value, __ATOMIC_ACQUIRE);
}

static struct held *find_held(const struct hd_loom_op *op, struct hd_loom_obj *obj, int any_key) {
  for (int i = nheld - 1; i >= 0; i--) {
    if (held[i].entry->objects != op->objects) continue;
    if (obj == held[i].obj || any_key) return &held[i];
  }
  return 0;
}

static void drop_held(struct held *h) {
  int i = (int)(h - held);
  for (; i + 1 < nheld; i++) held[i] = held[i + 1];
  nheld--;
}

static void enter_region(struct hd_loom_op *op, uint64_t key) {
  struct hd_loom_obj *obj = 0;
  if (op->kind == HD_LOOM_OP_LOCK && !(obj = hd_loom_obj_get(op->objects, key))) return;
  struct held *h = find_held(op, obj, 0);
  if (h) {
    if (op->nested) h->depth++; /* recursion; a code region's entry run again changes nothing */
    return;
  }
  if (nheld == MAX_HELD) return; /* (a filter nesting 32 regions deep in one thread) */
  if (obj ? !hd_loom_lock(op->objects, obj) : !hd_loom_gate_enter_exclusive(op->objects)) return;
  held[nheld++] = (struct held){op, obj, 1};
  __atomic_add_fetch(&op->objects->holders, 1, __ATOMIC_ACQ_REL); /* a removed filter keeps its exits until 0 */
}

/* An exit this thread did not enter (it started inside the region) is ignored, as LOOM checks. */
static void exit_region(struct hd_loom_op *op, uint64_t key) {
  struct hd_loom_obj *obj = 0;
  if (op->kind == HD_LOOM_OP_UNLOCK && op->key && !(obj = hd_loom_obj_get(op->objects, key))) return;
  struct held *h = find_held(op, obj, op->kind == HD_LOOM_OP_UNLOCK && !op->key);
  if (!h || --h->depth > 0) return;
  struct hd_loom_obj *o = h->obj;
  struct hd_loom_keyed *constraint = h->entry->objects;
  drop_held(h);
  if (o) hd_loom_unlock(o);
  else hd_loom_gate_exit_exclusive();
  __atomic_sub_fetch(&constraint->holders, 1, __ATOMIC_ACQ_REL);
}

/* `vars`: the slot's variable array, for a count read the first time ({n} over a local). */
static void run(struct hd_loom_op *op, uint64_t key, void *const *vars) {
  struct hd_loom_obj *o;
  /* A removed constraint (it deadlocked): its exits still release what was taken. */
  if (__atomic_load_n(&op->objects->removed, __ATOMIC_ACQUIRE) && op->kind != HD_LOOM_OP_UNLOCK &&
      op->kind != HD_LOOM_OP_GATE_EXIT)
    return;
  switch (op->kind) {
    case HD_LOOM_OP_DOWN:
      if ((o = hd_loom_obj_get(op->objects, key))) hd_loom_sem_down(op->objects, o, count_of(op, vars));
      return;
    case HD_LOOM_OP_UP:
      if ((o = hd_loom_obj_get(op->objects, key))) hd_loom_sem_up(o, count_of(op, vars));
      return;
    case HD_LOOM_OP_LOCK:
    case HD_LOOM_OP_GATE_ENTER: enter_region(op, key); return;
    case HD_LOOM_OP_UNLOCK:
    case HD_LOOM_OP_GATE_EXIT: exit_region(op, key); return;
  }
}

/* After-operations of statements that completed: queued in a frame at or above this one. */
static void run_pending(uintptr_t frame) {
  int kept = 0;
  for (int i = 0; i < npending; i++) {
    if (pending[i].frame <= frame) run(pending[i].op, pending[i].key, 0);
    else pending[kept++] = pending[i];
  }
  npending = kept;
}

/* `vars`: the slot-padded copy's variable addresses (loom_vars.cpp), NULL at a twin's or an entry slot. */
__attribute__((noinline)) void __heddle_loom_slot(struct hd_loom_site *site, void *const *vars) {
  /* The instrumented caller's frame (frame pointers: heddle-cc builds with them). */
  uintptr_t frame = *(uintptr_t *)__builtin_frame_address(0);
  struct hd_loom_where *w = &hd_loom_where;
  hd_loom_slot_caller = HD_CALLER;
  /* Where this thread is, before it may stop at the gate: a live install reads it (where.h). */
  if (site->kind == HD_LOOM_ENTRY) hd_loom_where_entry(frame, site);
  else if (site->kind == HD_LOOM_STATEMENT) hd_loom_where_statement(frame, site);
  else if (site->kind == HD_LOOM_LOOP && (!w->depth || (w->depth <= HD_LOOM_MAX_FRAMES && w->frames[w->depth - 1].frame != frame)))
    hd_loom_where_statement(frame, site); /* a twin entered at its loop header */
  w->inside = 1;
  w->at_slot = 1;
  if (hd_loom_gate_installed) hd_loom_gate_pass();
  w->at_slot = 0;
  if (npending) run_pending(frame);
  struct hd_loom_ops *ops = __atomic_load_n(&site->ops, __ATOMIC_ACQUIRE);
  for (int i = 0; ops && i < ops->n; i++) {
    struct hd_loom_op *op = ops->op[i];
    uint64_t key = key_of(op, vars);
    if (op->after && site->kind == HD_LOOM_STATEMENT && npending < MAX_PENDING) {
      if (op->count) count_of(op, vars); /* the pending up() runs where this frame's variables are gone */
      pending[npending++] = (struct pending){op, key, frame};
    } else {
      run(op, key, vars);
    }
  }
  /* The outermost slot-padded frame returns to optimised code: no update checks there. */
  if (site->kind == HD_LOOM_EXIT && hd_loom_where_exit(frame)) {
    w->inside = 0;
    hd_loom_gate_leave();
  }
}

void __heddle_loom_block_enter(void) {
  if (hd_loom_gate_installed) hd_loom_gate_park();
}

void __heddle_loom_block_exit(void) {
  if (hd_loom_gate_installed) hd_loom_gate_unpark();
}

/* After a call out of optimised code (loom_late.cpp), once filters are on:
 * a live install in progress counted on this thread staying where it was. */
void __heddle_loom_call_exit(void) { hd_loom_gate_wait_installer(); }
