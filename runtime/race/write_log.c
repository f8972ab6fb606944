/* write_log.c — the rings of write_log.h and their lookup. */
#include "write_log.h"

#include "write_history.h"

struct hd_race_wlog hd_race_wlogs[HD_MAX_THREADS];
struct hd_race_wlog hd_race_rlogs[HD_MAX_THREADS];

int hd_race_log_write(uintptr_t lo, uintptr_t hi, struct hd_caller c) {
  if (__heddle_race_wbudget) __heddle_race_wbudget--;
  hd_race_log(hd_race_wlogs, lo, hi, c);
  return 1;
}

int hd_race_log_wide_write(uintptr_t lo, uintptr_t hi, struct hd_caller c, int fresh) {
  hd_race_hist_note_walk(lo, 1, hi - lo, hi - lo, c.pc);
  if (fresh || __heddle_race_wbudget) hd_race_log_write(lo, hi, c);
  return 1;
}

int hd_race_log_read(uintptr_t lo, uintptr_t hi, struct hd_caller c) {
  if (!__heddle_race_rbudget) return 1;
  __heddle_race_rbudget--;
  hd_race_log(hd_race_rlogs, lo, hi, c);
  return 1;
}

/* Each entry is read as a seqlock: seq, then the key (clk, lo, hi), and only
 * for a key that matches the frames and seq again — an entry whose seq moved
 * or was odd was being rewritten (by a newer epoch of that thread) and is
 * skipped, as a torn key would be. Frames only for a match: most entries are
 * other epochs' or other bytes', and copying each one's frames into a stack
 * first made a lookup ~12,600 instructions (issue #11: every lock and unlock
 * of a spin lock built from atomics starts an epoch that asks). */
int hd_race_logged(const struct hd_race_wlog *rings, struct hd_epoch e, uintptr_t lo, uintptr_t hi,
                   uint32_t *where) {
  if (e.slot >= HD_MAX_THREADS || !e.clk) return 0;
  const struct hd_race_wlog *l = &rings[e.slot];
  for (unsigned i = 0; i < HD_RACE_WLOG_LEN; i++) {
    const struct hd_race_wlog_entry *x = &l->e[i];
    uint32_t s = __atomic_load_n(&x->seq, __ATOMIC_ACQUIRE);
    if (s & 1) continue;
    uint32_t clk = __atomic_load_n(&x->clk, __ATOMIC_RELAXED);
    uintptr_t xlo = __atomic_load_n(&x->lo, __ATOMIC_RELAXED), xhi = __atomic_load_n(&x->hi, __ATOMIC_RELAXED);
    if (clk != e.clk || xhi <= lo || hi <= xlo) continue;
    struct heddle_stack st;
    st.nframes = 0;
    st.pad = 0;
    for (unsigned k = 0; k < HD_RACE_WLOG_FRAMES; k++)
      if ((st.pc[st.nframes] = __atomic_load_n(&x->pc[k], __ATOMIC_RELAXED))) st.nframes++;
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
    if (__atomic_load_n(&x->seq, __ATOMIC_RELAXED) != s) continue;
    *where = hd_depot_put(&st);
    return 1;
  }
  return 0;
}
