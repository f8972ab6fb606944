/* lock_graph.h — the process's lock-acquisition graph: an edge A→B says a
 * thread began a blocking acquisition of B while holding A. A cycle
 * A→B→...→A means threads that run those paths at the same time can each
 * wait for a lock another holds: a potential deadlock, whether or not this
 * run deadlocked.
 *
 * A node is a lock by address, for one lifetime: a lock initialised or
 * destroyed at that address again (hd_lock_graph_forget) is a new node, and
 * the edges of its old lifetime no longer count, so a reused address never
 * closes a cycle with its predecessor's edges.
 *
 * Gate locks: an edge also keeps the exclusive locks held whenever it was
 * made, other than `from` (its gates: the intersection over every time any
 * thread made it). Two edges with a common gate were never made at the same
 * time, so a cycle whose edges share one cannot deadlock (OSTEP's
 * main-deadlock-global: one global lock around both orders of two locks) and
 * is not reported; an edge made once more without its gate loses it, and the
 * cycles it then closes are searched again.
 *
 * One spin lock guards the graph; "is A→B in it, with no gate the thread does
 * not hold now?" — asked for every held lock at every blocking acquisition —
 * is answered from a per-thread cache of ungated edges seen, mostly without
 * it. Edges are added rarely (once per pair of locks and lifetime, again when
 * their gates shrink), and only then is the graph searched. */
#ifndef HEDDLE_LOCK_GRAPH_H
#define HEDDLE_LOCK_GRAPH_H
#include <stddef.h>
#include <stdint.h>

#include "event_log.h" /* HEDDLE_LOG_MAX_CYCLE */

struct hd_lock_edge {
  uintptr_t from, to;
  uint32_t tid;                  /* the thread that made the edge first (or last widened it) */
  uint32_t from_stack, to_stack; /* depot ids: where it acquired `from`, and `to` */
};

/* The exclusive locks a thread holds at an acquisition: the gates of the
 * edges it makes then (each edge's own `from` left out). Beyond
 * HD_LOCK_GATES the outermost are kept: fewer gates only report more. */
#define HD_LOCK_GATES 4
struct hd_lock_gates {
  uint32_t n;
  uintptr_t lock[HD_LOCK_GATES];
};

/* 1 when from→to is in the graph and every gate it has is in `held`: making
 * it again changes nothing. */
int hd_lock_graph_has(uintptr_t from, uintptr_t to, const struct hd_lock_gates *held);

/* Adds e made while holding `held` — or, when from→to is in the graph
 * already, narrows its gates to those in `held` (the first edge keeps its
 * thread and stacks unless its gates shrink). When the edge, new or
 * narrowed, closes a cycle of at most HEDDLE_LOG_MAX_CYCLE locks with no gate
 * shared by two of its edges, writes the shortest one to cycle — in cycle
 * order, e last — and returns its length; 0 otherwise. */
uint32_t hd_lock_graph_add(const struct hd_lock_edge *e, const struct hd_lock_gates *held,
                           struct hd_lock_edge cycle[HEDDLE_LOG_MAX_CYCLE]);

/* Copies the edge from→to to out and returns 1, or 0 when the graph has
 * none (wait_for.c: the edges of a cycle of threads that deadlocked). */
int hd_lock_graph_edge(uintptr_t from, uintptr_t to, struct hd_lock_edge *out);

/* The lock at this address was initialised or destroyed: what follows is a
 * new lock, ordered by nothing yet. */
void hd_lock_graph_forget(uintptr_t lock);

/* The memory [lo, lo + size) was freed: every lock in it is gone (a mutex
 * freed without pthread_mutex_destroy, a C++ std::mutex, whose destructor
 * does not call it). */
void hd_lock_graph_forget_range(uintptr_t lo, size_t size);

/* fork(): takes or releases the graph's lock (intercept_thread.c). */
void hd_lock_graph_fork_lock(int take);

#endif
