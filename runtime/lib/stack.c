/* stack.c — frame-pointer unwinder and stack depot (hash-consed stacks, so
 * objects store a 4-byte id instead of 256 bytes of return addresses). */
#include "stack.h"

#include <sys/mman.h>

#include "ialloc.h"
#include "thread.h"
#include "util.h"

uint32_t hd_walk(struct hd_caller from, uint64_t *pc, uintptr_t *frame, uint32_t max) {
  struct hd_thread *t = hd_thread_current();
  struct hd_stack_bounds b = {0, 0, 0};
  if (t) b = (struct hd_stack_bounds){t->stack_lo, t->stack_hi, t->stop_fp};
  return hd_walk_in(b, from, pc, frame, max);
}

void hd_unwind(struct hd_caller from, struct heddle_stack *st) {
  st->nframes = hd_walk(from, st->pc, NULL, HEDDLE_LOG_MAX_FRAMES);
  st->pad = 0;
}

/* ---- depot: open hashing into a fixed table; records live in mmap'd slabs
 *
 * The table is cut into levels filled one after the other: level 0 is slots
 * [0, 1024), level j >= 1 slots [2^(9+j), 2^(10+j)). Stacks go into the
 * newest level until it is half full, then the next one opens. A stack's id
 * is its slot + 1 for good (no rehash), and a small program touches only the
 * first 8 KiB of the table instead of a random page per stack (issue #16:
 * 72 KB of logger's RSS). A lookup probes every open level. */

#define DEPOT_BITS 20 /* up to 1M distinct stacks */
#define DEPOT_SIZE (1u << DEPOT_BITS)
#define LEVEL0_BITS 10
#define NLEVELS (DEPOT_BITS - LEVEL0_BITS + 1)
#define PROBES 64
_Static_assert(DEPOT_BITS < 24, "depot ids must fit struct hd_change_rec.stack (object.h)");

struct depot_rec {
  uint32_t hash, nframes;
  uint64_t pc[];
};

static struct depot_rec **table; /* id - 1 -> record (index = slot) */
static uint32_t open_levels = 1;      /* levels 0 .. open_levels - 1 hold stacks */
static uint32_t level_count[NLEVELS]; /* stacks in each level */
static hd_spin_t stripes[64];
static hd_spin_t init_lock;

void hd_depot_fork_lock(int take) {
  hd_spin_all(&init_lock, 1, take);
  hd_spin_all(stripes, 64, take);
}

static uint32_t hash_stack(const struct heddle_stack *st) {
  uint64_t h = 1469598103934665603ull ^ st->nframes;
  for (uint32_t i = 0; i < st->nframes; i++) h = (h ^ st->pc[i]) * 1099511628211ull;
  return (uint32_t)(h ^ (h >> 32));
}

static int depot_init(void) {
  if (__atomic_load_n(&table, __ATOMIC_ACQUIRE)) return 1;
  hd_spin_lock(&init_lock);
  if (!table) {
    /* Between two inaccessible pages: the kernel never merges the table with
     * a neighbouring anonymous mapping of the same flags, so it stays one
     * mapping of its own size (lit scale/depot-pages.c finds it in smaps by
     * that size; it missed it in 1 of 4 runs when a slab landed next to it). */
    size_t page = 4096, bytes = DEPOT_SIZE * sizeof *table;
    char *p = mmap(NULL, bytes + 2 * page, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p != MAP_FAILED && mprotect(p + page, bytes, PROT_READ | PROT_WRITE) == 0)
      __atomic_store_n(&table, (struct depot_rec **)(p + page), __ATOMIC_RELEASE);
    else if (p != MAP_FAILED)
      munmap(p, bytes + 2 * page);
  }
  hd_spin_unlock(&init_lock);
  return table != NULL;
}

/* Level j's first slot and size (a power of two). */
static inline uint32_t level_base(uint32_t j) { return j ? 1u << (LEVEL0_BITS - 1 + j) : 0; }
static inline uint32_t level_size(uint32_t j) { return 1u << (j ? LEVEL0_BITS - 1 + j : LEVEL0_BITS); }
/* The i-th probe of hash h in level j. */
static inline uint32_t probe(uint32_t j, uint32_t h, uint32_t i) {
  return level_base(j) + ((h + i) & (level_size(j) - 1));
}

static int same(const struct depot_rec *r, uint32_t h, const struct heddle_stack *st) {
  if (r->hash != h || r->nframes != st->nframes) return 0;
  for (uint32_t i = 0; i < st->nframes; i++)
    if (r->pc[i] != st->pc[i]) return 0;
  return 1;
}

/* The id of st in levels 0 .. n - 1, or 0. */
static uint32_t find(uint32_t n, uint32_t h, const struct heddle_stack *st) {
  for (uint32_t j = 0; j < n; j++)
    for (uint32_t i = 0; i < PROBES; i++) {
      uint32_t slot = probe(j, h, i);
      struct depot_rec *r = __atomic_load_n(&table[slot], __ATOMIC_ACQUIRE);
      if (!r) break;
      if (same(r, h, st)) return slot + 1;
    }
  return 0;
}

/* A stack went into level j: the next level opens once j is half full. */
static void counted(uint32_t j) {
  uint32_t n = __atomic_add_fetch(&level_count[j], 1, __ATOMIC_RELAXED);
  uint32_t expected = j + 1;
  if (n > level_size(j) / 2 && j + 1 < NLEVELS)
    __atomic_compare_exchange_n(&open_levels, &expected, j + 2, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED);
}

uint32_t hd_depot_put(const struct heddle_stack *st) {
  if (!st->nframes || !depot_init()) return 0;
  uint32_t h = hash_stack(st);
  /* Probe lock-free for a hit, then insert under the stripe lock of the hash:
   * the same stack always takes the same stripe, so it is inserted once. */
  uint32_t id = find(__atomic_load_n(&open_levels, __ATOMIC_ACQUIRE), h, st);
  if (id) return id;
  hd_spin_t *lk = &stripes[h & 63];
  hd_spin_lock(lk);
  uint32_t levels = __atomic_load_n(&open_levels, __ATOMIC_ACQUIRE);
  id = find(levels, h, st);
  for (uint32_t i = 0, j = levels - 1; !id && i < PROBES; i++) {
    uint32_t slot = probe(j, h, i);
    if (__atomic_load_n(&table[slot], __ATOMIC_ACQUIRE)) continue;
    struct depot_rec *r = hd_ialloc(sizeof *r + st->nframes * sizeof r->pc[0]);
    if (!r) break;
    r->hash = h;
    r->nframes = st->nframes;
    for (uint32_t k = 0; k < st->nframes; k++) r->pc[k] = st->pc[k];
    /* Another stripe may have claimed the slot meanwhile: CAS, else keep probing. */
    struct depot_rec *expected = NULL;
    if (__atomic_compare_exchange_n(&table[slot], &expected, r, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED)) {
      id = slot + 1;
      counted(j);
      break;
    }
    hd_ifree(r, sizeof *r + st->nframes * sizeof r->pc[0]);
  }
  hd_spin_unlock(lk);
  return id;
}

void hd_depot_get(uint32_t id, struct heddle_stack *st) {
  st->nframes = 0;
  st->pad = 0;
  if (!id || !table || id > DEPOT_SIZE) return;
  struct depot_rec *r = __atomic_load_n(&table[id - 1], __ATOMIC_ACQUIRE);
  if (!r) return;
  st->nframes = r->nframes;
  for (uint32_t i = 0; i < r->nframes; i++) st->pc[i] = r->pc[i];
}

uint32_t hd_stack_id(struct hd_caller from) {
  struct heddle_stack st;
  hd_unwind(from, &st);
  return hd_depot_put(&st);
}
