/* lock_graph.c — see lock_graph.h. Nodes live in an open-addressed table
 * by address (runtime memory from ialloc.h, never the user heap), each with
 * its out-edges in a growable array. Everything below the public functions
 * runs under graph_lock. */
#include "lock_graph.h"

#include "ialloc.h"
#include "util.h"

struct edge {
  uintptr_t to;
  uint64_t to_life; /* the lifetime of `to` it was made with (node.life) */
  uint32_t tid, from_stack, to_stack;
  uint32_t ngates;  /* exclusive locks held every time it was made (lock_graph.h) */
  uintptr_t gate[HD_LOCK_GATES];
};

struct node {
  uintptr_t addr;
  uint64_t life; /* a fresh number each time the address starts a new lock */
  struct edge *edges;
  uint32_t nedges, cap;
  /* Cycle search: reached by search number `seen` at `depth` edges from its
   * start, over edge `pred_edge` of node `pred`. */
  uint32_t seen, depth, pred_edge;
  struct node *pred;
};

static hd_spin_t graph_lock;
static void edge_out(const struct node *from, const struct edge *e, struct hd_lock_edge *out);
static struct node **table; /* open addressing, linear probing; NULL = free */
static uint32_t table_cap, nnodes;
static uint64_t lives;
static uint32_t searches;

/* Bumped whenever a lock's lifetime ends, so thread caches drop edges that
 * may have gone with it. */
static uint32_t graph_epoch;

/* Addresses, and 4 KiB pages, that may have a node (a bit per hash, never
 * cleared): init and destroy of a lock that never ordered anything, and a
 * free() of memory that held none, skip the graph lock. */
#define PRESENT_BITS 65536
static uint64_t present[PRESENT_BITS / 64], present_page[PRESENT_BITS / 64];

void hd_lock_graph_fork_lock(int take) { hd_spin_all(&graph_lock, 1, take); }

static uint32_t hash_addr(uintptr_t a) { return (uint32_t)((a * 0x9E3779B97F4A7C15ull) >> 32); }

static int bit_set(const uint64_t *bits, uintptr_t key) {
  uint32_t bit = hash_addr(key) % PRESENT_BITS;
  return (__atomic_load_n(&bits[bit / 64], __ATOMIC_ACQUIRE) >> (bit % 64)) & 1;
}

static void set_bit(uint64_t *bits, uintptr_t key) {
  uint32_t bit = hash_addr(key) % PRESENT_BITS;
  __atomic_fetch_or(&bits[bit / 64], 1ull << (bit % 64), __ATOMIC_RELEASE);
}

static int maybe_present(uintptr_t a) { return bit_set(present, a); }

static struct node *find(uintptr_t addr) {
  if (!table) return 0;
  for (uint32_t i = hash_addr(addr) & (table_cap - 1);; i = (i + 1) & (table_cap - 1)) {
    struct node *n = table[i];
    if (!n || n->addr == addr) return n;
  }
}

static void place(struct node **t, uint32_t cap, struct node *n) {
  uint32_t i = hash_addr(n->addr) & (cap - 1);
  while (t[i]) i = (i + 1) & (cap - 1);
  t[i] = n;
}

/* Doubles the table at half load. 0 when out of memory. */
static int make_room(void) {
  if (table && 2 * (nnodes + 1) <= table_cap) return 1;
  uint32_t cap = table ? 2 * table_cap : 1024;
  struct node **t = hd_ialloc(cap * sizeof *t);
  if (!t) return 0;
  for (uint32_t i = 0; i < table_cap; i++)
    if (table[i]) place(t, cap, table[i]);
  if (table) hd_ifree(table, table_cap * sizeof *table);
  table = t;
  table_cap = cap;
  return 1;
}

static struct node *find_or_add(uintptr_t addr) {
  struct node *n = find(addr);
  if (n) return n;
  if (!make_room() || !(n = hd_ialloc(sizeof *n))) return 0;
  n->addr = addr;
  n->life = ++lives;
  place(table, table_cap, n);
  __atomic_store_n(&nnodes, nnodes + 1, __ATOMIC_RELEASE);
  set_bit(present, addr);
  set_bit(present_page, addr >> 12);
  return n;
}

/* The node an edge leads to, or NULL when that lock's lifetime has ended. */
static struct node *target(const struct edge *e) {
  struct node *n = find(e->to);
  return n && n->life == e->to_life ? n : 0;
}

/* The live edge from→to, dropping edges into ended lifetimes met on the way. */
static struct edge *edge_to(struct node *from, uintptr_t to) {
  for (uint32_t i = 0; i < from->nedges;) {
    struct edge *e = &from->edges[i];
    if (!target(e)) {
      from->edges[i] = from->edges[--from->nedges];
      continue;
    }
    if (e->to == to) return e;
    i++;
  }
  return 0;
}

static struct edge *append(struct node *from) {
  if (from->nedges == from->cap) {
    uint32_t cap = from->cap ? 2 * from->cap : 4;
    struct edge *grown = hd_ialloc(cap * sizeof *grown);
    if (!grown) return 0;
    for (uint32_t i = 0; i < from->nedges; i++) grown[i] = from->edges[i];
    if (from->edges) hd_ifree(from->edges, from->cap * sizeof *from->edges);
    from->edges = grown;
    from->cap = cap;
  }
  return &from->edges[from->nedges++];
}

/* ---- gates */

static int holds(const struct hd_lock_gates *held, uintptr_t lock) {
  for (uint32_t i = 0; i < held->n; i++)
    if (held->lock[i] == lock) return 1;
  return 0;
}

/* Making e again while holding `held` leaves its gates as they are. */
static int gates_held(const struct edge *e, const struct hd_lock_gates *held) {
  for (uint32_t i = 0; i < e->ngates; i++)
    if (!holds(held, e->gate[i])) return 0;
  return 1;
}

/* A new edge from `from`: every lock held but `from` is a gate. */
static void set_gates(struct edge *e, uintptr_t from, const struct hd_lock_gates *held) {
  e->ngates = 0;
  for (uint32_t i = 0; i < held->n; i++)
    if (held->lock[i] != from) e->gate[e->ngates++] = held->lock[i];
}

/* The edge made again: only the gates held this time too stay. 1 when some went. */
static int narrow_gates(struct edge *e, const struct hd_lock_gates *held) {
  uint32_t kept = 0;
  for (uint32_t i = 0; i < e->ngates; i++)
    if (holds(held, e->gate[i])) e->gate[kept++] = e->gate[i];
  int narrowed = kept < e->ngates;
  e->ngates = kept;
  return narrowed;
}

/* Two edges never made at the same time: a lock both were always made under. */
static int share_gate(const struct edge *a, const struct edge *b) {
  for (uint32_t i = 0; i < a->ngates; i++)
    for (uint32_t j = 0; j < b->ngates; j++)
      if (a->gate[i] == b->gate[j]) return 1;
  return 0;
}

/* ---- cycle search: breadth first from the new edge's target, so the cycle
 * found is the shortest; at most HEDDLE_LOG_MAX_CYCLE - 1 edges back to its
 * source, and at most SEARCH_MAX locks visited (a bound on the time spent
 * under the lock in a huge graph: a longer search misses the cycle). */
#define SEARCH_MAX 65536
static struct node **queue;
static uint32_t queue_cap;

static int queue_room(uint32_t n) {
  if (n < queue_cap) return 1;
  if (queue_cap >= SEARCH_MAX) return 0;
  uint32_t cap = queue_cap ? 2 * queue_cap : 256;
  struct node **q = hd_ialloc(cap * sizeof *q);
  if (!q) return 0;
  for (uint32_t i = 0; i < n; i++) q[i] = queue[i];
  if (queue) hd_ifree(queue, queue_cap * sizeof *queue);
  queue = q;
  queue_cap = cap;
  return 1;
}

static void edge_out(const struct node *from, const struct edge *e, struct hd_lock_edge *out) {
  out->from = from->addr;
  out->to = e->to;
  out->tid = e->tid;
  out->from_stack = e->from_stack;
  out->to_stack = e->to_stack;
}

/* A path start → ... → goal of at most HEDDLE_LOG_MAX_CYCLE - 1 edges that,
 * with `closing` (goal → start), could all be waited on at once: no edge
 * sharing a gate with `closing` is followed, and a path two of whose edges
 * share one is no cycle (the search does not look for another: such a cycle
 * may hide a longer feasible one, which is then missed). Written to path in
 * order; returns its length, 0 when there is none. */
static uint32_t shortest_path(struct node *start, struct node *goal, const struct edge *closing,
                              struct hd_lock_edge *path) {
  uint32_t search = ++searches, head = 0, tail = 0;
  if (!queue_room(0)) return 0;
  start->seen = search;
  start->depth = 0;
  queue[tail++] = start;
  while (head < tail) {
    struct node *n = queue[head++];
    if (n->depth == HEDDLE_LOG_MAX_CYCLE - 1) continue;
    for (uint32_t i = 0; i < n->nedges; i++) {
      struct node *next = target(&n->edges[i]);
      if (!next || next->seen == search || share_gate(&n->edges[i], closing)) continue;
      next->seen = search;
      next->depth = n->depth + 1;
      next->pred = n;
      next->pred_edge = i;
      if (next == goal) {
        const struct edge *on[HEDDLE_LOG_MAX_CYCLE];
        uint32_t len = next->depth;
        for (struct node *at = goal; at != start; at = at->pred) {
          on[at->depth - 1] = &at->pred->edges[at->pred_edge];
          edge_out(at->pred, on[at->depth - 1], &path[at->depth - 1]);
        }
        for (uint32_t a = 0; a < len; a++)
          for (uint32_t b = a + 1; b < len; b++)
            if (share_gate(on[a], on[b])) return 0;
        return len;
      }
      if (!queue_room(tail)) return 0;
      queue[tail++] = next;
    }
  }
  return 0;
}

/* ---- the thread's cache of ungated edges known to be in the graph, valid
 * while graph_epoch stays what it was when they were seen. (An edge with
 * gates is asked of the graph each time: making it without one of them
 * narrows it. Its gate serialises the threads that make it, so they do not
 * contend for the graph's lock.) */
#define KNOWN_SIZE 128
static __thread struct {
  uint32_t epoch;
  uintptr_t from[KNOWN_SIZE], to[KNOWN_SIZE];
} known;

static uint32_t known_slot(uintptr_t from, uintptr_t to) {
  return hash_addr(from ^ (to * 0xD6E8FEB86659FD93ull)) % KNOWN_SIZE;
}

static int known_edge(uintptr_t from, uintptr_t to) {
  uint32_t epoch = __atomic_load_n(&graph_epoch, __ATOMIC_ACQUIRE);
  if (known.epoch != epoch) {
    for (uint32_t i = 0; i < KNOWN_SIZE; i++) known.from[i] = known.to[i] = 0;
    known.epoch = epoch;
  }
  uint32_t i = known_slot(from, to);
  return known.from[i] == from && known.to[i] == to;
}

static void remember(uintptr_t from, uintptr_t to, uint32_t epoch) {
  if (known.epoch != epoch) return; /* a lifetime ended meanwhile: ask the graph again next time */
  uint32_t i = known_slot(from, to);
  known.from[i] = from;
  known.to[i] = to;
}

/* ---- public */

int hd_lock_graph_has(uintptr_t from, uintptr_t to, const struct hd_lock_gates *held) {
  if (known_edge(from, to)) return 1;
  if (!__atomic_load_n(&nnodes, __ATOMIC_ACQUIRE)) return 0;
  uint32_t epoch = known.epoch;
  hd_spin_lock(&graph_lock);
  struct node *n = find(from);
  struct edge *e = n && find(to) ? edge_to(n, to) : 0;
  int has = e && gates_held(e, held), ungated = e && !e->ngates;
  hd_spin_unlock(&graph_lock);
  if (has && ungated) remember(from, to, epoch);
  return has;
}

int hd_lock_graph_edge(uintptr_t from, uintptr_t to, struct hd_lock_edge *out) {
  if (!__atomic_load_n(&nnodes, __ATOMIC_ACQUIRE)) return 0;
  hd_spin_lock(&graph_lock);
  struct node *n = find(from);
  struct edge *e = n && find(to) ? edge_to(n, to) : 0;
  if (e) edge_out(n, e, out);
  hd_spin_unlock(&graph_lock);
  return e != 0;
}

static void made_by(struct edge *edge, const struct hd_lock_edge *e) {
  edge->tid = e->tid;
  edge->from_stack = e->from_stack;
  edge->to_stack = e->to_stack;
}

uint32_t hd_lock_graph_add(const struct hd_lock_edge *e, const struct hd_lock_gates *held,
                           struct hd_lock_edge cycle[HEDDLE_LOG_MAX_CYCLE]) {
  if (e->from == e->to) return 0;
  (void)known_edge(e->from, e->to); /* brings the cache up to the current epoch */
  uint32_t epoch = known.epoch, len = 0;
  hd_spin_lock(&graph_lock);
  struct node *from = find_or_add(e->from), *to = find_or_add(e->to);
  struct edge *edge = from && to ? edge_to(from, e->to) : 0;
  int search = 0;
  if (edge && narrow_gates(edge, held)) {
    made_by(edge, e); /* the making that could wait at the same time as more */
    search = 1;
  } else if (from && to && !edge && (edge = append(from))) {
    edge->to = e->to;
    edge->to_life = to->life;
    made_by(edge, e);
    set_gates(edge, e->from, held);
    search = 1;
  }
  if (search) {
    len = shortest_path(to, from, edge, cycle);
    if (len) edge_out(from, edge, &cycle[len++]);
  }
  int ungated = edge && !edge->ngates;
  hd_spin_unlock(&graph_lock);
  if (ungated) remember(e->from, e->to, epoch);
  return len;
}

/* Ends the lifetime of the node at lock, if any (under graph_lock). */
static void end_life(uintptr_t lock) {
  struct node *n = find(lock);
  if (!n) return;
  n->life = ++lives; /* edges into the old lifetime no longer lead here */
  if (n->edges) hd_ifree(n->edges, n->cap * sizeof *n->edges);
  n->edges = 0;
  n->nedges = n->cap = 0;
  __atomic_fetch_add(&graph_epoch, 1, __ATOMIC_RELEASE);
}

void hd_lock_graph_forget(uintptr_t lock) {
  if (!maybe_present(lock)) return;
  hd_spin_lock(&graph_lock);
  end_life(lock);
  hd_spin_unlock(&graph_lock);
}

/* Locks are 4-byte aligned at least (a spin lock is an int). */
#define LOCK_ALIGN 4

void hd_lock_graph_forget_range(uintptr_t lo, size_t size) {
  if (!size || !__atomic_load_n(&nnodes, __ATOMIC_ACQUIRE)) return;
  uintptr_t hi = lo + size;
  for (uintptr_t page = lo >> 12; page <= (hi - 1) >> 12; page++) {
    if (!bit_set(present_page, page)) continue;
    uintptr_t from = page << 12 > lo ? page << 12 : lo, to = (page + 1) << 12 < hi ? (page + 1) << 12 : hi;
    for (uintptr_t a = (from + LOCK_ALIGN - 1) & ~(uintptr_t)(LOCK_ALIGN - 1); a < to; a += LOCK_ALIGN) {
      if (!maybe_present(a)) continue;
      hd_spin_lock(&graph_lock);
      end_life(a);
      hd_spin_unlock(&graph_lock);
    }
  }
}
