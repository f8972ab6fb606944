/* events.c — see events.h. */
#include "events.h"

#include <time.h>

#include "access.h"
#include "log_writer.h"
#include "util.h"

static void copy_str(char *dst, size_t cap, const char *src) {
  size_t i = 0;
  for (; src && src[i] && i + 1 < cap; i++) dst[i] = src[i];
  dst[i] = 0;
}

void hd_loom_event_filter(enum hd_loom_event_kind kind, int id, const char *name, int at_startup, const char *where,
                          long waited_ms, struct hd_loom_keyed *const *constraints, int nconstraints) {
  static struct heddle_ev_filter ev; /* 5 KB: not on a program thread's stack; one writer at a time */
  static hd_spin_t mu;
  hd_spin_lock(&mu);
  hd_memset(&ev, 0, sizeof ev);
  ev.h.kind = HEDDLE_EV_FILTER;
  ev.h.size = sizeof ev;
  ev.action = (uint32_t)kind;
  ev.id = (uint32_t)id;
  ev.at_startup = (uint32_t)at_startup;
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  ev.time_ns = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
  ev.waited_ms = waited_ms;
  copy_str(ev.name, sizeof ev.name, name);
  copy_str(ev.constraint, sizeof ev.constraint, where);
  for (int c = 0; c < nconstraints; c++)
    for (int i = 0; i < HEDDLE_LOG_MAX_WAITERS && ev.nwaiters < HEDDLE_LOG_MAX_WAITERS; i++) {
      struct hd_loom_waiter *w = &constraints[c]->waiters[i];
      uint32_t tid = __atomic_load_n(&w->tid_plus1, __ATOMIC_ACQUIRE);
      if (tid == 0 || tid == UINT32_MAX) continue;
      ev.waiter_tid[ev.nwaiters] = tid - 1;
      ev.waiter[ev.nwaiters] = w->stack;
      ev.nwaiters++;
    }
  HD_RUNTIME_CALL(heddle_log_append(&ev.h));
  hd_spin_unlock(&mu);
}
