/* write_history.c — the tables of write_history.h: made per thread slot on
 * first use, looked up by other threads' verdicts (race.c judge). */
#include "write_history.h"

#include <sys/mman.h>

/* A slot's tables: the words (indexed by address) and the walks (a ring,
 * `next` its next index, written by the slot's thread only). */
struct hist_tables {
  struct hd_race_hist_entry words[HD_RACE_HIST_LEN];
  struct hd_race_hist_walk walks[HD_RACE_WALK_LEN];
  uint64_t next;
};

/* Where a thread writes before it has its slot's tables, or when none could
 * be mapped: shared, never looked up (its entries race, harmlessly). */
static struct hist_tables sink;

__thread struct hd_race_hist_entry *__heddle_race_hist = sink.words;
static __thread struct hist_tables *own = &sink;

/* Each slot's tables, published once (a thread reusing the slot finds them). */
static struct hist_tables *tables[HD_MAX_THREADS];

void hd_race_hist_attach(uint32_t slot) {
  if (slot >= HD_MAX_THREADS) return;
  struct hist_tables *t = __atomic_load_n(&tables[slot], __ATOMIC_ACQUIRE);
  if (!t) {
    /* A slot is taken by one thread at a time: no other thread maps it now.
     * NORESERVE: only the pages written become resident. */
    void *p = mmap(0, sizeof sink, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) return; /* this thread writes into the sink: its one-shot races may be missed */
    t = p;
    __atomic_store_n(&tables[slot], t, __ATOMIC_RELEASE);
  }
  own = t;
  __heddle_race_hist = t->words;
}

void hd_race_hist_note_walk(uintptr_t addr, uint64_t n, uint64_t stride, uint64_t size, uintptr_t pc) {
  if (!n || !size) return;
  if (stride < size) { /* overlapping elements: one span */
    size = (n - 1) * stride + size;
    stride = size, n = 1;
  }
  struct hist_tables *t = own;
  uint32_t clk = __heddle_race_clock;
  struct hd_race_hist_walk *last = &t->walks[(t->next - 1) & (HD_RACE_WALK_LEN - 1)];
  /* the same loop entered again in this epoch (a row walked per outer iteration) */
  if (last->clk == clk && last->addr == addr && last->n == n && last->stride == stride && last->size == size) return;
  struct hd_race_hist_walk *w = &t->walks[t->next++ & (HD_RACE_WALK_LEN - 1)];
  uint64_t seq = w->seq + 1;
  __atomic_store_n(&w->seq, seq, __ATOMIC_RELAXED); /* odd: being written */
  __atomic_thread_fence(__ATOMIC_RELEASE);
  __atomic_store_n(&w->clk, clk, __ATOMIC_RELAXED);
  __atomic_store_n(&w->addr, addr, __ATOMIC_RELAXED);
  __atomic_store_n(&w->n, n, __ATOMIC_RELAXED);
  __atomic_store_n(&w->stride, stride, __ATOMIC_RELAXED);
  __atomic_store_n(&w->size, size, __ATOMIC_RELAXED);
  __atomic_store_n(&w->pc, pc, __ATOMIC_RELAXED);
  __atomic_store_n(&w->seq, seq + 1, __ATOMIC_RELEASE);
}

/* Does walk w (copied out) write a byte of [lo, hi)? Its elements are in
 * address order and do not overlap (stride >= size). */
static int walk_covers(const struct hd_race_hist_walk *w, uintptr_t lo, uintptr_t hi) {
  uint64_t end = w->addr + (w->n - 1) * w->stride + w->size;
  if (hi <= w->addr || lo >= end) return 0;
  uint64_t i = lo <= w->addr ? 0 : (lo - w->addr) / w->stride;
  for (uint64_t k = i; k < w->n && k <= i + 1; k++) {
    uint64_t a = w->addr + k * w->stride;
    if (a < hi && a + w->size > lo) return 1;
  }
  return 0;
}

/* Did the thread of tables t write a byte of [lo, hi) by a walk of epoch clk? */
static int walk_wrote(struct hist_tables *t, uint32_t clk, uintptr_t lo, uintptr_t hi, uintptr_t *pc) {
  for (unsigned i = 0; i < HD_RACE_WALK_LEN; i++) {
    struct hd_race_hist_walk *s = &t->walks[i], w;
    uint64_t seq = __atomic_load_n(&s->seq, __ATOMIC_ACQUIRE);
    if ((seq & 1) || __atomic_load_n(&s->clk, __ATOMIC_RELAXED) != clk) continue;
    w.addr = __atomic_load_n(&s->addr, __ATOMIC_RELAXED);
    w.n = __atomic_load_n(&s->n, __ATOMIC_RELAXED);
    w.stride = __atomic_load_n(&s->stride, __ATOMIC_RELAXED);
    w.size = __atomic_load_n(&s->size, __ATOMIC_RELAXED);
    w.pc = __atomic_load_n(&s->pc, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
    if (__atomic_load_n(&s->seq, __ATOMIC_RELAXED) != seq || !w.n || !w.size) continue; /* rewritten meanwhile */
    if (walk_covers(&w, lo, hi)) {
      *pc = (uintptr_t)w.pc;
      return 1;
    }
  }
  return 0;
}

static int wrote_word(const struct hd_race_hist_entry *t, uint32_t clk, uintptr_t word, uint64_t bytes,
                      uintptr_t *pc) {
  const struct hd_race_hist_entry *h = &t[word & (HD_RACE_HIST_LEN - 1)];
  uint64_t key = __atomic_load_n(&h->key, __ATOMIC_RELAXED);
  if ((key & ~0xffull) != hd_race_hist_key(clk, word) || !(key & bytes)) return 0;
  *pc = (uintptr_t)__atomic_load_n(&h->pc, __ATOMIC_RELAXED);
  return 1;
}

int hd_race_hist_wrote(struct hd_epoch e, uintptr_t lo, uintptr_t hi, uintptr_t *pc) {
  if (e.slot >= HD_MAX_THREADS || !e.clk || hi <= lo) return 0;
  struct hist_tables *t = __atomic_load_n(&tables[e.slot], __ATOMIC_ACQUIRE);
  if (!t) return 0;
  uintptr_t first = lo >> 3, last = (hi - 1) >> 3;
  for (uintptr_t w = first; w <= last; w++) {
    if (w == first + 4 && last > first + 8) w = last - 3; /* a wide access: its ends */
    if (wrote_word(t->words, e.clk, w, hd_race_hist_bytes(lo, hi, w), pc)) return 1;
  }
  return walk_wrote(t, e.clk, lo, hi, pc);
}
