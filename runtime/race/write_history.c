/* write_history.c — the tables of write_history.h: made per thread slot on
 * first use, looked up by other threads' verdicts (race.c judge). */
#include "write_history.h"

#include <sys/mman.h>

/* Where the inline path writes before a thread has its slot's table, or when
 * none could be mapped: shared, never looked up (its entries race, harmlessly). */
static struct hd_race_hist_entry sink[HD_RACE_HIST_LEN];

__thread struct hd_race_hist_entry *__heddle_race_hist = sink;

/* Each slot's table, published once (a thread reusing the slot finds it). */
static struct hd_race_hist_entry *tables[HD_MAX_THREADS];

void hd_race_hist_attach(uint32_t slot) {
  if (slot >= HD_MAX_THREADS) return;
  struct hd_race_hist_entry *t = __atomic_load_n(&tables[slot], __ATOMIC_ACQUIRE);
  if (!t) {
    /* A slot is taken by one thread at a time: no other thread maps it now.
     * NORESERVE: only the pages written become resident. */
    void *p = mmap(0, sizeof sink, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) return; /* this thread writes into the sink: its one-shot races may be missed */
    t = p;
    __atomic_store_n(&tables[slot], t, __ATOMIC_RELEASE);
  }
  __heddle_race_hist = t;
}

void hd_race_hist_note_walk(uintptr_t addr, uint64_t n, uint64_t stride, uint64_t size, uintptr_t pc) {
  if (!n || !size) return;
  int aligned = !((addr | stride | size) & 7);
  uint64_t words = (size + 7) / 8 + !aligned; /* an element's words, at most */
  uint64_t keep = HD_RACE_HIST_LEN / words ? HD_RACE_HIST_LEN / words : 1;
  uint32_t clk = __heddle_race_clock;
  for (uint64_t i = n > keep ? n - keep : 0; i < n; i++) {
    uintptr_t lo = addr + i * stride, first = lo >> 3, last = (lo + size - 1) >> 3;
    if (last - first >= HD_RACE_HIST_LEN) first = last - HD_RACE_HIST_LEN + 1; /* one huge element: its end */
    for (uintptr_t w = first; w <= last; w++)
      hd_race_hist_put(w, hd_race_hist_key(clk, w), hd_race_hist_bytes(lo, lo + size, w), pc);
  }
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
  const struct hd_race_hist_entry *t = __atomic_load_n(&tables[e.slot], __ATOMIC_ACQUIRE);
  if (!t) return 0;
  uintptr_t first = lo >> 3, last = (hi - 1) >> 3;
  for (uintptr_t w = first; w <= last; w++) {
    if (w == first + 4 && last > first + 8) w = last - 3; /* a wide access: its ends */
    if (wrote_word(t, e.clk, w, hd_race_hist_bytes(lo, hi, w), pc)) return 1;
  }
  return 0;
}
