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

/* ---- depot: open hashing into a fixed table; records live in mmap'd slabs */

#define DEPOT_BITS 20 /* up to 1M distinct stacks */
#define DEPOT_SIZE (1u << DEPOT_BITS)
_Static_assert(DEPOT_BITS < 24, "depot ids must fit struct hd_change_rec.stack (object.h)");

struct depot_rec {
  uint32_t hash, nframes;
  uint64_t pc[];
};

static struct depot_rec **table; /* id - 1 -> record (index = slot) */
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
    void *p = mmap(NULL, DEPOT_SIZE * sizeof *table, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p != MAP_FAILED) __atomic_store_n(&table, (struct depot_rec **)p, __ATOMIC_RELEASE);
  }
  hd_spin_unlock(&init_lock);
  return table != NULL;
}

static int same(const struct depot_rec *r, uint32_t h, const struct heddle_stack *st) {
  if (r->hash != h || r->nframes != st->nframes) return 0;
  for (uint32_t i = 0; i < st->nframes; i++)
    if (r->pc[i] != st->pc[i]) return 0;
  return 1;
}

uint32_t hd_depot_put(const struct heddle_stack *st) {
  if (!st->nframes || !depot_init()) return 0;
  uint32_t h = hash_stack(st);
  /* Probe lock-free for a hit, then insert under the stripe lock of the home slot. */
  for (uint32_t i = 0; i < 64; i++) {
    uint32_t slot = (h + i) & (DEPOT_SIZE - 1);
    struct depot_rec *r = __atomic_load_n(&table[slot], __ATOMIC_ACQUIRE);
    if (!r) break;
    if (same(r, h, st)) return slot + 1;
  }
  hd_spin_t *lk = &stripes[h & 63];
  hd_spin_lock(lk);
  uint32_t id = 0;
  for (uint32_t i = 0; i < 64; i++) {
    uint32_t slot = (h + i) & (DEPOT_SIZE - 1);
    struct depot_rec *r = __atomic_load_n(&table[slot], __ATOMIC_ACQUIRE);
    if (r) {
      if (same(r, h, st)) {
        id = slot + 1;
        break;
      }
      continue;
    }
    r = hd_ialloc(sizeof *r + st->nframes * sizeof r->pc[0]);
    if (!r) break;
    r->hash = h;
    r->nframes = st->nframes;
    for (uint32_t k = 0; k < st->nframes; k++) r->pc[k] = st->pc[k];
    /* Another stripe may have claimed the slot meanwhile: CAS, else keep probing. */
    struct depot_rec *expected = NULL;
    if (__atomic_compare_exchange_n(&table[slot], &expected, r, 0, __ATOMIC_RELEASE,
                                    __ATOMIC_RELAXED)) {
      id = slot + 1;
      break;
    }
    hd_ifree(r, sizeof *r + st->nframes * sizeof r->pc[0]);
    if (same(expected, h, st)) {
      id = slot + 1;
      break;
    }
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
