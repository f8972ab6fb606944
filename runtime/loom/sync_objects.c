/* sync_objects.c — see sync_objects.h. */
#include "sync_objects.h"

#include <linux/futex.h>
#include <stdio.h>
#include <time.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "access.h"
#include "live.h"
#include "stack.h"
#include "gate.h"
#include "loom_arena.h"
#include "sync.h"
#include "thread.h"
#include "util.h"

/* Objects are created while threads run: one lock guards the arena and the
 * lists' insertions; lookups walk the lists without it (nodes are published
 * with release stores and never removed). */
static struct loom_arena objects_arena;
static hd_spin_t objects_mu;

struct hd_loom_obj *hd_loom_obj_get(struct hd_loom_keyed *t, uint64_t key) {
  for (struct hd_loom_obj *o = __atomic_load_n(&t->head, __ATOMIC_ACQUIRE); o; o = o->next)
    if (o->key == key) return o;
  hd_spin_lock(&objects_mu);
  struct hd_loom_obj *o;
  for (o = t->head; o; o = o->next)
    if (o->key == key) break;
  if (!o && (o = loom_alloc(&objects_arena, sizeof *o))) {
    o->key = key;
    o->next = t->head;
    __atomic_store_n(&t->head, o, __ATOMIC_RELEASE);
  }
  hd_spin_unlock(&objects_mu);
  return o;
}

long hd_loom_timeout_ms;

long hd_loom_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void hd_loom_futex_wait(uint32_t *word, uint32_t seen, long slice_ms) {
  struct timespec slice = {slice_ms / 1000, (slice_ms % 1000) * 1000000};
  hd_raw_syscall(SYS_futex, (long)word, (long)FUTEX_WAIT_PRIVATE, (long)seen, slice_ms > 0 ? (long)&slice : 0L, 0L, 0L);
}

void hd_loom_remove_deadlocked(struct hd_loom_keyed *t, long waited_ms) {
  if (__atomic_exchange_n(&t->removed, 1, __ATOMIC_ACQ_REL)) return;
  char msg[512];
  snprintf(msg, sizeof msg,
           "heddle: warning: execution filter %s: a thread waited %ld ms in this constraint, so it deadlocks the "
           "program (LOOM 3.3): the constraint is removed and the program goes on without it. Fix the filter "
           "(heddle-lint warns about orders that wait inside exclusions and cycles of orders); "
           "HEDDLE_OPTIONS=filter_timeout_ms sets the limit.\n",
           t->where ? t->where : "(unknown)", waited_ms);
  hd_stderr(msg, hd_strlen(msg));
  for (struct hd_loom_obj *o = __atomic_load_n(&t->head, __ATOMIC_ACQUIRE); o; o = o->next)
    hd_loom_futex_wake_all(&o->seq);
  hd_loom_live_deadlocked(t->filter_id, t->where, waited_ms); /* the whole filter goes (LOOM 3.3) */
}

__thread struct hd_caller hd_loom_slot_caller;

/* This thread waits in t from now: its stack goes into a free waiter slot. */
static struct hd_loom_waiter *begin_waiting(struct hd_loom_keyed *t) {
  uint32_t me = hd_self ? hd_self->tid + 1 : 0;
  for (int i = 0; me && i < HEDDLE_LOG_MAX_WAITERS; i++) {
    uint32_t free_ = 0;
    if (__atomic_compare_exchange_n(&t->waiters[i].tid_plus1, &free_, UINT32_MAX, 0, __ATOMIC_ACQ_REL,
                                    __ATOMIC_RELAXED)) {
      hd_unwind(hd_loom_slot_caller, &t->waiters[i].stack);
      __atomic_store_n(&t->waiters[i].tid_plus1, me, __ATOMIC_RELEASE);
      return &t->waiters[i];
    }
  }
  return 0;
}

void hd_loom_futex_wake_all(uint32_t *word) {
  __atomic_add_fetch(word, 1, __ATOMIC_SEQ_CST);
  hd_raw_syscall(SYS_futex, (long)word, (long)FUTEX_WAKE_PRIVATE, 0x7fffffffL, 0L, 0L, 0L);
}

void hd_loom_edge_release(const void *obj) {
  struct hd_thread *t = hd_in_runtime ? 0 : hd_thread_current();
  if (t) hd_sync_release(t, obj);
}

void hd_loom_edge_acquire(const void *obj) {
  struct hd_thread *t = hd_in_runtime ? 0 : hd_thread_current();
  if (t) hd_sync_acquire(t, obj);
}

/* Waits until ready(o, arg) succeeds (it also takes what it waited for): 1;
 * or until the constraint is removed, also by this wait outlasting the
 * timeout: 0. The gate is given up only for an actual wait. */
static int wait_for(struct hd_loom_keyed *t, struct hd_loom_obj *o, int (*ready)(struct hd_loom_obj *, long long),
                    long long arg) {
  int parked = 0, got;
  long start = 0;
  struct hd_loom_waiter *waiting = 0;
  for (;;) {
    uint32_t seen = __atomic_load_n(&o->seq, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&t->removed, __ATOMIC_ACQUIRE)) {
      got = 0;
      break;
    }
    if (ready(o, arg)) {
      got = 1;
      break;
    }
    if (!start) {
      parked = hd_loom_gate_park();
      start = hd_loom_now_ms();
      waiting = begin_waiting(t);
    }
    long waited = hd_loom_now_ms() - start;
    if (hd_loom_timeout_ms > 0 && waited >= hd_loom_timeout_ms) {
      hd_loom_remove_deadlocked(t, waited);
      continue;
    }
    hd_loom_futex_wait(&o->seq, seen, hd_loom_timeout_ms > 0 ? hd_loom_timeout_ms - waited : 0);
  }
  if (waiting) __atomic_store_n(&waiting->tid_plus1, 0, __ATOMIC_RELEASE);
  if (parked) hd_loom_gate_unpark();
  return got;
}

static int take_lock(struct hd_loom_obj *o, long long unused) {
  (void)unused;
  uint32_t free_ = 0;
  return __atomic_compare_exchange_n(&o->locked, &free_, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

int hd_loom_lock(struct hd_loom_keyed *t, struct hd_loom_obj *o) {
  if (!wait_for(t, o, take_lock, 0)) return 0;
  hd_loom_edge_acquire(o);
  return 1;
}

void hd_loom_unlock(struct hd_loom_obj *o) {
  hd_loom_edge_release(o);
  __atomic_store_n(&o->locked, 0, __ATOMIC_RELEASE);
  hd_loom_futex_wake_all(&o->seq);
}

/* Whether a down() of weight 1/n_down fits: ups/n_up >= (downs+1)/n_down. */
static int take_share(struct hd_loom_obj *o, long long n_down) {
  for (;;) {
    long long n_up = __atomic_load_n(&o->n_up, __ATOMIC_ACQUIRE);
    uint64_t ups = __atomic_load_n(&o->ups, __ATOMIC_ACQUIRE);
    uint64_t downs = __atomic_load_n(&o->downs, __ATOMIC_ACQUIRE);
    if (!n_up || (__uint128_t)ups * (uint64_t)n_down < (__uint128_t)(downs + 1) * (uint64_t)n_up) return 0;
    if (__atomic_compare_exchange_n(&o->downs, &downs, downs + 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) return 1;
  }
}

static long long fix_count(long long *slot, long long n) {
  long long none = 0;
  if (n < 1) n = 1; /* a count below 1 could never be reached */
  __atomic_compare_exchange_n(slot, &none, n, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  return __atomic_load_n(slot, __ATOMIC_ACQUIRE);
}

void hd_loom_sem_up(struct hd_loom_obj *o, long long n_up) {
  hd_loom_edge_release(o);
  fix_count(&o->n_up, n_up);
  __atomic_add_fetch(&o->ups, 1, __ATOMIC_ACQ_REL);
  hd_loom_futex_wake_all(&o->seq);
}

void hd_loom_sem_down(struct hd_loom_keyed *t, struct hd_loom_obj *o, long long n_down) {
  if (wait_for(t, o, take_share, fix_count(&o->n_down, n_down))) hd_loom_edge_acquire(o);
}
