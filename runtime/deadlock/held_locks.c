/* held_locks.c — see held_locks.h. */
#include "held_locks.h"

__thread struct hd_held_locks hd_held;

/* The last entry fills the gap (edges go from every held lock, in no order),
 * field by field: a struct assignment this size may become a call of memcpy,
 * which is the runtime's own interceptor (util.h). */
void hd_held_close_gap(struct hd_held_locks *h, struct hd_held_lock *gap) {
  const struct hd_held_lock *last = &h->lock[--h->n];
  gap->lock = last->lock;
  gap->count = last->count;
  gap->stack = last->stack;
  gap->site.n = last->site.n;
  for (uint32_t i = 0; i < last->site.n; i++) {
    gap->site.pc[i] = last->site.pc[i];
    gap->site.frame[i] = last->site.frame[i];
  }
}
