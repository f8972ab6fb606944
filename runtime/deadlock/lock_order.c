/* lock_order.c — see lock_order.h. */
#include "lock_order.h"

#include "ialloc.h"
#include "lock_graph.h"
#include "report.h"
#include "util.h"

/* The cycle's edges — mutex pairs and both acquisitions' whole stacks (depot
 * ids), summed so that a rotation of a cycle is the same cycle: what makes two
 * cycles one report for dedup=1 (the same locks' next lifetime, after a
 * destroy, closing it at the same code). Not the innermost pcs alone: every
 * std::lock_guard acquisition has the same one, inside libstdc++. */
static uint64_t cycle_site(const struct hd_lock_edge *cycle, uint32_t n) {
  uint64_t site = 0;
  for (uint32_t i = 0; i < n; i++) {
    uint64_t h = (cycle[i].from * 0x9E3779B97F4A7C15ull) ^ (cycle[i].to * 0xC2B2AE3D27D4EB4Full) ^
                 ((uint64_t)cycle[i].from_stack << 32 | cycle[i].to_stack);
    site += (h ^ (h >> 29)) * 0xBF58476D1CE4E5B9ull;
  }
  return site;
}

/* The record is 11 KiB (20 edges, two whole stacks each): from the runtime's
 * allocator, not the stack of a thread that may have been given a small one. */
HD_NOINLINE void hd_lock_order_report(const struct hd_lock_edge *cycle, uint32_t n, uint32_t flags) {
  struct heddle_ev_lock_cycle *ev = hd_ialloc(sizeof *ev); /* zeroed */
  if (!ev) return;
  ev->h.kind = HEDDLE_EV_LOCK_CYCLE;
  ev->h.size = sizeof *ev;
  ev->nedges = n;
  ev->flags = flags;
  for (uint32_t i = 0; i < n; i++) {
    struct heddle_lock_edge *e = &ev->edge[i];
    e->from_mutex = cycle[i].from;
    e->to_mutex = cycle[i].to;
    e->tid = cycle[i].tid;
    hd_depot_get(cycle[i].from_stack, &e->from_stack);
    hd_depot_get(cycle[i].to_stack, &e->to_stack);
  }
  hd_report_lock_cycle(ev, cycle_site(cycle, n));
  hd_ifree(ev, sizeof *ev);
}

/* This acquisition's stack (the `to` end of its edges), walked now. */
static uint32_t stack_now(struct hd_caller from, struct hd_site_walk *now) {
  struct heddle_stack st;
  hd_site_walk(from, now);
  st.nframes = now->n;
  st.pad = 0;
  for (uint32_t i = 0; i < now->n; i++) st.pc[i] = now->pc[i];
  return hd_depot_put(&st);
}

/* Where a held lock was acquired (the `from` end), rebuilt from its site
 * while its frames are still on the stack, once. */
static uint32_t held_stack(struct hd_held_lock *held, const struct hd_site_walk *now) {
  if (!held->stack) {
    struct heddle_stack st;
    hd_site_stack(&held->site, now, &st);
    held->stack = hd_depot_put(&st);
  }
  return held->stack;
}

/* The held locks in `missing` (a bit per entry) have no edge to lock yet:
 * the stacks are needed now — this acquisition's, and each held lock's. */
static HD_NOINLINE void add_edges(struct hd_held_locks *h, uintptr_t lock, struct hd_caller from,
                                  uint32_t missing, const struct hd_lock_gates *gates) {
  struct hd_thread *t = hd_thread_current();
  if (!t) return;
  struct hd_site_walk now;
  uint32_t to_stack = stack_now(from, &now);
  for (uint32_t i = 0; i < h->n; i++) {
    if (!(missing & (1u << i))) continue;
    struct hd_lock_edge edge = {h->lock[i].lock, lock, t->tid, held_stack(&h->lock[i], &now), to_stack};
    struct hd_lock_edge cycle[HEDDLE_LOG_MAX_CYCLE];
    uint32_t n = hd_lock_graph_add(&edge, gates, cycle);
    if (n) hd_lock_order_report(cycle, n, 0);
  }
}

int hd_lock_order_self_edge(uintptr_t lock, struct hd_caller from, struct hd_lock_edge *out) {
  struct hd_thread *t = hd_thread_current();
  struct hd_held_lock *held = hd_held_find(&hd_held, lock);
  if (!t || !held) return 0;
  struct hd_site_walk now;
  uint32_t to_stack = stack_now(from, &now);
  *out = (struct hd_lock_edge){lock, lock, t->tid, held_stack(held, &now), to_stack};
  return 1;
}

/* The exclusive locks held, outermost first: the gates of the edges made now. */
static void gates_now(const struct hd_held_locks *h, struct hd_lock_gates *gates) {
  gates->n = 0;
  for (uint32_t i = 0; i < h->n && gates->n < HD_LOCK_GATES; i++)
    if (h->lock[i].exclusive) gates->lock[gates->n++] = h->lock[i].lock;
}

void hd_lock_order_edges(struct hd_held_locks *h, uintptr_t lock, struct hd_caller from) {
  if (hd_held_find(h, lock)) return; /* taken again (recursive, or a read lock): orders nothing new */
  hd_rt_enter();
  struct hd_lock_gates gates;
  gates_now(h, &gates);
  uint32_t missing = 0;
  for (uint32_t i = 0; i < h->n; i++)
    if (!hd_lock_graph_has(h->lock[i].lock, lock, &gates)) missing |= 1u << i;
  if (missing) add_edges(h, lock, from, missing, &gates);
  hd_rt_leave();
}

void hd_lock_order_forget(const void *lock) {
  if (hd_lock_order_ignored()) return;
  hd_lock_graph_forget((uintptr_t)lock);
}

void hd_lock_order_freed(const void *base, size_t size) {
  if (hd_lock_order_ignored()) return;
  hd_lock_graph_forget_range((uintptr_t)base, size);
}
