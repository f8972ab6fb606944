/* vclock.h — vector clocks for FastTrack (PUSh §2.2): used only at
 * synchronisation operations and policy changes, never at plain accesses. */
#ifndef HEDDLE_VCLOCK_H
#define HEDDLE_VCLOCK_H
#include <stdint.h>

struct hd_vclock {
  uint32_t n;   /* entries in use: index = thread slot */
  uint32_t cap;
  uint32_t *c;  /* hd_ialloc'd; missing entries are 0 */
  /* Counts the calls below that may have changed the clock (join, copy,
   * set). A thread's tick increments its own entry directly and is not
   * counted, so while a thread's count stays, its clock moved in its own
   * entry only: what lets a lock's release write one entry instead of
   * joining (sync.c hd_sync_publish). */
  uint32_t changes;
};

/* An epoch c@s: the clock value c of the thread in slot s. Slots are reused
 * after a join, and the slot's clock continues (thread.c), so an old epoch of
 * the slot stays ordered before every later one. */
struct hd_epoch {
  uint32_t slot;
  uint32_t clk; /* 0: none (no event yet) */
};

/* Inline: every synchronisation reads the thread's own entry (has_seen, tick). */
static inline uint32_t hd_vc_get(const struct hd_vclock *vc, uint32_t slot) {
  return slot < vc->n ? vc->c[slot] : 0;
}
void hd_vc_set(struct hd_vclock *vc, uint32_t slot, uint32_t value);
/* dst ⊔= src. Nonzero when dst was ≤ src, so that dst now equals src (what
 * lets a sync clock say it is exactly one thread's clock: sync.c). */
int hd_vc_join(struct hd_vclock *dst, const struct hd_vclock *src);
void hd_vc_copy(struct hd_vclock *dst, const struct hd_vclock *src);
void hd_vc_free(struct hd_vclock *vc);

/* e happens before (or is) the point described by vc. */
static inline int hd_epoch_leq(struct hd_epoch e, const struct hd_vclock *vc) {
  return e.clk == 0 || e.clk <= hd_vc_get(vc, e.slot);
}

#endif
