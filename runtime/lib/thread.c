/* thread.c — thread registry (stable ids, reusable slots: see thread.h),
 * current-thread lookup, held locks and the FastTrack clock operations at
 * synchronisation points. */
#include "thread.h"

#include <limits.h> /* PTHREAD_DESTRUCTOR_ITERATIONS */
#include <pthread.h>
#include <sys/resource.h>

#include "arena.h" /* __heddle_private_word */
#include "ialloc.h"
#include "mpk.h"
#include "race.h" /* hd_race_enabled */
#include "write_history.h"
#include "signal_safe.h"
#include "util.h"

__thread struct hd_thread *hd_self;
__thread uint32_t __heddle_private_word;
__thread uint64_t __heddle_reader_bit;
__thread uint32_t __heddle_race_wword, __heddle_race_rword, __heddle_race_wbudget, __heddle_race_rbudget;
__thread uint32_t __heddle_race_slot, __heddle_race_clock;

/* Stamps are drawn from one counter, so two epochs share one only after 2^24
 * epochs in the whole program; a stale word that matches again can only
 * skip a check (a missed report), never invent one. 0 is never used. */
static uint32_t stamp_counter;
/* Each thread takes its stamps in blocks, so ticks do not contend on the counter. */
#define STAMP_BLOCK 256u
static __thread uint32_t stamp_next, stamp_left;

static void new_stamp(struct hd_thread *t) {
  uint32_t s;
  do {
    if (t != hd_self || !stamp_left) { /* another thread's record, or the block is used up */
      s = __atomic_fetch_add(&stamp_counter, STAMP_BLOCK, __ATOMIC_RELAXED);
      if (t == hd_self) {
        stamp_next = s + 1;
        stamp_left = STAMP_BLOCK - 1;
      }
    } else {
      s = stamp_next++;
      stamp_left--;
    }
    s &= HD_NO_OWNER;
  } while (s == 0 || s == HD_NO_OWNER);
  t->race_stamp = s;
  if (t == hd_self) {
    __heddle_race_wword = hd_check_word(HD_POLICY_RACE_WRITE, s);
    __heddle_race_rword = hd_check_word(HD_POLICY_RACE_READ, s);
    __heddle_race_clock = hd_vc_get(&t->vc, t->slot);
    __heddle_race_wbudget = HD_RACE_WLOG_BUDGET;
    __heddle_race_rbudget = HD_RACE_RLOG_BUDGET;
  }
}

void hd_thread_tick(struct hd_thread *t) {
  /* Every release ticks (each sem_post, unlock): the own entry exists once
   * the thread has ticked, so the increment needs no call of hd_vc_set. */
  if (HD_LIKELY(t->slot < t->vc.n)) t->vc.c[t->slot]++;
  else hd_vc_set(&t->vc, t->slot, 1);
  /* Stamps name epochs in race mode's check words only; strict mode
   * (unannotated=private) has none, and ticks at every unlock. */
  if (hd_race_enabled) new_stamp(t);
}
static struct hd_thread *threads[HD_MAX_THREADS]; /* by slot: its current holder */
static uint32_t next_tid;
static uint32_t slots_used; /* slots handed out at least once */
static int table_full_reported;

/* Slots given back by joined threads (a stack: low slots come back first,
 * keeping threads in the 64 slots that have a fast-path reader bit), and
 * each slot's last clock value, where its next holder's clock continues.
 * Slots of detached threads wait apart and serve only when no other slot is
 * left: such a thread ended without anyone synchronising with it, and the
 * next holder of its slot (continuing the slot's clock) would look ordered
 * after it, hiding a race with the finished thread. */
static hd_spin_t slot_lock;
static uint32_t free_slots[HD_MAX_THREADS], nfree;
static uint32_t detached_slots[HD_MAX_THREADS], ndetached;
static uint32_t slot_clock[HD_MAX_THREADS];
static int detached_reuse_reported;
/* What the slot's last holder leaves behind, for questions about it once its
 * record is recycled: its id (slot_clock[] is its last clock value) and where
 * its run of clock values began. */
static uint32_t slot_last_tid[HD_MAX_THREADS];
static uint32_t slot_first[HD_MAX_THREADS];

/* Records of threads that gave their slot back and that nobody holds any
 * more, reused by the next threads created (with their clock's array): the
 * memory of threads is that of the threads alive at once, not of every thread
 * ever created. Records are only ever reused as records, so a thread still
 * reading one it found in threads[] just before it was recycled reads a
 * thread record (another live thread's), never freed memory. */
static struct hd_thread *record_pool;

void hd_thread_fork_lock(int take) { hd_spin_all(&slot_lock, 1, take); }

static int take_slot(uint32_t *slot) {
  int ok = 1, detached = 0;
  hd_spin_lock(&slot_lock);
  if (nfree) *slot = free_slots[--nfree];
  else if (slots_used < HD_MAX_THREADS) __atomic_store_n(&slots_used, (*slot = slots_used) + 1, __ATOMIC_RELEASE);
  else if (ndetached) *slot = detached_slots[--ndetached], detached = 1;
  else ok = 0;
  hd_spin_unlock(&slot_lock);
  if (detached && !__atomic_exchange_n(&detached_reuse_reported, 1, __ATOMIC_RELAXED))
    hd_stderr_str("heddle: 4096 thread slots in use; slots of finished detached threads are reused from now on, "
                  "so a race with a finished detached thread may go unreported (join threads to avoid this)\n");
  return ok;
}

static void give_back(uint32_t slot, uint32_t last_clock, uint32_t tid, int detached) {
  hd_spin_lock(&slot_lock);
  slot_clock[slot] = last_clock;
  slot_last_tid[slot] = tid;
  if (detached) detached_slots[ndetached++] = slot;
  else free_slots[nfree++] = slot;
  hd_spin_unlock(&slot_lock);
}

/* The last reference is gone: the record leaves its slot's entry (unless a
 * new holder took the slot already) and goes to the pool. */
void hd_thread_put(struct hd_thread *t) {
  if (__atomic_sub_fetch(&t->refs, 1, __ATOMIC_ACQ_REL)) return;
  struct hd_thread *expected = t;
  __atomic_compare_exchange_n(&threads[t->slot], &expected, 0, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED);
  hd_spin_lock(&slot_lock);
  t->next_free = record_pool;
  record_pool = t;
  hd_spin_unlock(&slot_lock);
}

static void started(struct hd_thread *t);

static void release_slot(struct hd_thread *t, int detached) {
  if (__atomic_exchange_n(&t->slot_released, 1, __ATOMIC_ACQ_REL)) return;
  give_back(t->slot, hd_vc_get(&t->vc, t->slot), t->tid, detached);
  hd_thread_put(t); /* the thread's own reference */
}

/* A record for a new thread: a recycled one (its clock's array kept, zeroed)
 * or a fresh one. */
static struct hd_thread *new_record(void) {
  hd_spin_lock(&slot_lock);
  struct hd_thread *t = record_pool;
  if (t) record_pool = t->next_free;
  hd_spin_unlock(&slot_lock);
  if (!t) return hd_ialloc(sizeof *t);
  hd_arena_thread_exit(t); /* a thread that never retired may still cache heap slots */
  struct hd_vclock vc = t->vc, wcp = t->wcp, wcp_strict = t->wcp_strict;
  if (vc.c) hd_memset(vc.c, 0, vc.n * sizeof *vc.c);
  if (wcp.c) hd_memset(wcp.c, 0, wcp.n * sizeof *wcp.c);
  if (wcp_strict.c) hd_memset(wcp_strict.c, 0, wcp_strict.n * sizeof *wcp_strict.c);
  vc.n = wcp.n = wcp_strict.n = 0;
  hd_memset(t, 0, sizeof *t);
  t->vc = vc;
  t->wcp = wcp;
  t->wcp_strict = wcp_strict;
  return t;
}

void hd_thread_release_slot(struct hd_thread *t) {
  started(t); /* a creation that failed: it never ran */
  release_slot(t, 0);
}

/* The thread is done: a detached one's slot goes back (to serve when no other slot is left). */
static void mark_done(struct hd_thread *t) {
  if (__atomic_fetch_or(&t->lifecycle, HD_THREAD_DONE, __ATOMIC_ACQ_REL) & HD_THREAD_DETACHED)
    release_slot(t, 1);
}

void hd_thread_mark_detached(struct hd_thread *t) {
  if (__atomic_fetch_or(&t->lifecycle, HD_THREAD_DETACHED, __ATOMIC_ACQ_REL) & HD_THREAD_DONE)
    release_slot(t, 1);
}

/* ---- retirement. glibc runs a finishing thread's C++ thread_local
 * destructors, then its pthread_key destructors in up to
 * PTHREAD_DESTRUCTOR_ITERATIONS rounds. The runtime's key re-arms itself until
 * the last round, so it retires the thread after (nearly) every destructor
 * of the program — as ThreadSanitizer finishes its threads. Anything the
 * thread does later (libc freeing its own buffers, a destructor re-armed into
 * the last round after the runtime's) is not checked: a retired thread
 * enters the runtime as no thread at all. */
static pthread_key_t exit_key;
static int exit_key_ok;
static __thread int retired;
static uint32_t live_threads; /* registered and not retired (hd_thread_live) */

static void retire(struct hd_thread *t) {
  hd_arena_thread_exit(t); /* after the destructors' frees: the cached slots go back */
  hd_deferred_thread_exit();
  retired = 1;
  __atomic_signal_fence(__ATOMIC_SEQ_CST); /* a signal handler sees "retired", never half a thread */
  hd_self = 0;
  __heddle_private_word = 0;
  __heddle_reader_bit = 0;
  mark_done(t);
  __atomic_sub_fetch(&live_threads, 1, __ATOMIC_RELEASE);
}

uint32_t hd_thread_live(void) { return __atomic_load_n(&live_threads, __ATOMIC_ACQUIRE); }

static uint32_t starting_threads; /* created, not yet running (hd_thread_unfinished) */

uint32_t hd_thread_unfinished(void) {
  return __atomic_load_n(&live_threads, __ATOMIC_ACQUIRE) + __atomic_load_n(&starting_threads, __ATOMIC_ACQUIRE);
}

/* t no longer counts as starting: it runs, or its creation failed. */
static void started(struct hd_thread *t) {
  if (__atomic_exchange_n(&t->starting, 0, __ATOMIC_ACQ_REL)) __atomic_sub_fetch(&starting_threads, 1, __ATOMIC_RELEASE);
}

static void exit_destructor(void *round) {
  uintptr_t n = (uintptr_t)round;
  if (n < PTHREAD_DESTRUCTOR_ITERATIONS && pthread_setspecific(exit_key, (void *)(n + 1)) == 0) return;
  if (hd_self) retire(hd_self);
}

static void unchecked(const char *why) {
  if (!__atomic_exchange_n(&table_full_reported, 1, __ATOMIC_RELAXED)) hd_stderr_str(why);
}

extern void *__libc_stack_end;

static void main_stack_bounds(struct hd_thread *t) {
  struct rlimit rl;
  uintptr_t hi = (uintptr_t)__libc_stack_end + 4096;
  uintptr_t size = 1ull << 30;
  if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY) size = rl.rlim_cur;
  t->stack_lo = hi > size ? hi - size : 0;
  t->stack_hi = hi;
}

/* A fork child that has started no thread yet (hd_thread_fork_child_alone). */
static int fork_child_alone;

int hd_thread_fork_child_alone(void) { return __atomic_load_n(&fork_child_alone, __ATOMIC_RELAXED); }

static struct hd_thread *alloc_thread(uint32_t parent) {
  __atomic_store_n(&fork_child_alone, 0, __ATOMIC_RELAXED); /* a second thread: ordinary checks again */
  uint32_t slot;
  if (!take_slot(&slot)) {
    unchecked("heddle: more than 4096 threads alive, or finished but neither joined nor detached, at "
              "once; further threads are not checked (join or detach threads to free their slots)\n");
    return 0;
  }
  uint32_t tid = __atomic_fetch_add(&next_tid, 1, __ATOMIC_RELAXED);
  struct hd_thread *t = tid < HD_MAX_THREAD_IDS ? new_record() : 0;
  if (!t) {
    if (tid >= HD_MAX_THREAD_IDS)
      unchecked("heddle: more than 16777214 threads created; further threads are not checked\n");
    give_back(slot, slot_clock[slot], slot_last_tid[slot], 0); /* never held by a thread: no ordering to lose */
    return 0;
  }
  t->tid = tid;
  t->slot = slot;
  t->slot_first = slot_clock[slot] + 1;
  t->refs = parent == HD_NO_TID ? 1 : 2; /* + its creator's, until pthread_create is done */
  __atomic_store_n(&slot_first[slot], t->slot_first, __ATOMIC_RELEASE);
  t->parent_tid = parent;
  t->private_word = hd_check_word(HEDDLE_PRIVATE, tid);
  hd_vc_set(&t->vc, slot, t->slot_first); /* the slot's clock continues */
  new_stamp(t);
  __atomic_store_n(&threads[slot], t, __ATOMIC_RELEASE);
  return t;
}

struct hd_thread *hd_thread_new(uint32_t parent) {
  struct hd_thread *t = alloc_thread(parent);
  if (t) {
    t->starting = 1;
    __atomic_add_fetch(&starting_threads, 1, __ATOMIC_RELEASE);
  }
  return t;
}

void hd_thread_set_current(struct hd_thread *t) {
  hd_self = t;
  __heddle_private_word = t->private_word;
  __heddle_reader_bit = t->slot < 64 ? 1ull << t->slot : 0;
  __heddle_race_wword = hd_check_word(HD_POLICY_RACE_WRITE, t->race_stamp);
  __heddle_race_rword = hd_check_word(HD_POLICY_RACE_READ, t->race_stamp);
  __heddle_race_slot = t->slot;
  __heddle_race_clock = hd_vc_get(&t->vc, t->slot);
  __heddle_race_wbudget = HD_RACE_WLOG_BUDGET;
  __heddle_race_rbudget = HD_RACE_RLOG_BUDGET;
  if (hd_race_enabled) hd_race_hist_attach(t->slot);
  if (exit_key_ok) pthread_setspecific(exit_key, (void *)1); /* retire it when it finishes */
  __atomic_add_fetch(&live_threads, 1, __ATOMIC_RELEASE);
  started(t);
}

struct hd_thread *hd_thread_register_current(void) {
  struct hd_thread *t;
  if (retired) return 0; /* a finished thread's last steps: not checked */
  /* First runtime call of a thread heddle did not see created (or of main).
   * A signal handler arriving before hd_self is set would register the
   * thread a second time: it waits (signal_safe.h). */
  hd_rt_enter();
  t = alloc_thread(HD_NO_TID);
  if (t) hd_thread_set_current(t);
  hd_rt_leave();
  if (!t) return 0;
  if (t->tid == 0) main_stack_bounds(t);
  else hd_thread_stack_bounds(t);
  return t;
}

void hd_thread_stack_bounds(struct hd_thread *t) {
  pthread_attr_t a;
  void *lo;
  size_t sz;
  if (pthread_getattr_np(pthread_self(), &a) != 0) return;
  if (pthread_attr_getstack(&a, &lo, &sz) == 0) {
    t->stack_lo = (uintptr_t)lo;
    t->stack_hi = (uintptr_t)lo + sz;
  }
  pthread_attr_destroy(&a);
}

void hd_thread_init_main(void) {
  exit_key_ok = pthread_key_create(&exit_key, exit_destructor) == 0;
  (void)hd_thread_current();
}

struct hd_thread *hd_thread_get(uint32_t slot) {
  return slot < HD_MAX_THREADS ? __atomic_load_n(&threads[slot], __ATOMIC_ACQUIRE) : 0;
}

uint32_t hd_thread_count(void) { return __atomic_load_n(&slots_used, __ATOMIC_ACQUIRE); }

void hd_thread_after_fork_child(void) {
  /* Only the forking thread survives; the others can no longer run concurrently. */
  __atomic_store_n(&live_threads, 1, __ATOMIC_RELEASE);
  __atomic_store_n(&starting_threads, 0, __ATOMIC_RELEASE);
  __atomic_store_n(&fork_child_alone, 1, __ATOMIC_RELAXED);
  for (uint32_t i = 0; i < hd_thread_count(); i++) {
    struct hd_thread *t = hd_thread_get(i);
    if (t && t != hd_self) t->finished = 1;
  }
}

/* The last two mutexes of t->held, as the instrumentation's inline check of
 * a locked object reads them (runtime/pass); UINTPTR_MAX: none (an object
 * locked by a null mutex still calls the hook). */
__thread uintptr_t __heddle_held_locks[2] = {UINTPTR_MAX, UINTPTR_MAX};

static void publish_held(const struct hd_thread *t) {
  if (t != hd_self) return;
  __heddle_held_locks[0] = t->nheld > 0 ? t->held[t->nheld - 1] : UINTPTR_MAX;
  __heddle_held_locks[1] = t->nheld > 1 ? t->held[t->nheld - 2] : UINTPTR_MAX;
}

void hd_thread_lock_acquired(struct hd_thread *t, const void *mutex) {
  if (t->nheld < HD_MAX_HELD_LOCKS) t->held[t->nheld++] = (uintptr_t)mutex;
  else t->held_lost = 1;
  publish_held(t);
  hd_mpk_locks_changed(t); /* backend=mpk: the lock's domain opens */
}

void hd_thread_lock_released(struct hd_thread *t, const void *mutex) {
  for (uint32_t i = t->nheld; i-- > 0;)
    if (t->held[i] == (uintptr_t)mutex) {
      t->held[i] = t->held[--t->nheld];
      publish_held(t); /* before the mutex is released */
      hd_mpk_locks_changed(t); /* closed before the mutex is released */
      return;
    }
}

int hd_thread_holds(const struct hd_thread *t, uintptr_t mutex) {
  for (uint32_t i = 0; i < t->nheld; i++)
    if (t->held[i] == mutex) return 1;
  return 0;
}

/* Other threads' lists are read without their owners' help: a list in the
 * middle of a change can miss an entry (nothing is found) but never names a
 * mutex its thread does not hold. */
struct hd_thread *hd_thread_holder_of(uintptr_t mutex) {
  uint32_t n = hd_thread_count();
  for (uint32_t slot = 0; slot < n; slot++) {
    struct hd_thread *t = hd_thread_get(slot);
    if (!t || __atomic_load_n(&t->finished, __ATOMIC_ACQUIRE)) continue;
    uint32_t nheld = __atomic_load_n(&t->nheld, __ATOMIC_ACQUIRE);
    for (uint32_t i = 0; i < nheld && i < HD_MAX_HELD_LOCKS; i++)
      if (__atomic_load_n(&t->held[i], __ATOMIC_RELAXED) == mutex) return t;
  }
  return 0;
}

int hd_thread_holds_for(const struct hd_thread *t, uintptr_t lock, int is_write) {
  for (uint32_t i = 0; i < t->nheld; i++)
    if (t->held[i] == lock || (!is_write && t->held[i] == lock + 1)) return 1;
  return 0;
}

int hd_hb_release(struct hd_thread *t, struct hd_vclock *sync_clock) {
  int sync_was_covered = hd_vc_join(sync_clock, &t->vc);
  hd_thread_tick(t);
  return sync_was_covered;
}

void hd_hb_acquire(struct hd_thread *t, const struct hd_vclock *sync_clock) {
  hd_vc_join(&t->vc, sync_clock);
}

/* Slot i's holder, or — when its record was recycled and nobody holds the
 * slot yet — what its last holder left: its id and last clock value, so a
 * recycled record answers like the record that stayed in the slot used to. */
static struct hd_thread *holder_or_last(uint32_t i, uint32_t *tid, uint32_t *last_clock) {
  struct hd_thread *u = hd_thread_get(i);
  if (u) return u;
  /* No lock: a new holder may be taking the slot right now, and then either
   * answer is as good as the other (as with records replaced in threads[]). */
  *tid = __atomic_load_n(&slot_last_tid[i], __ATOMIC_RELAXED);
  *last_clock = __atomic_load_n(&slot_clock[i], __ATOMIC_RELAXED);
  return 0;
}

uint32_t hd_thread_concurrent(const struct hd_thread *t) {
  uint32_t n = hd_thread_count();
  for (uint32_t i = 0; i < n; i++) {
    uint32_t tid = HD_NO_TID, last = 0;
    struct hd_thread *u = holder_or_last(i, &tid, &last);
    if (u == t) continue;
    if (!u) {
      if (last > hd_vc_get(&t->vc, i)) return tid; /* exited, not joined by t */
      continue;
    }
    if (!__atomic_load_n(&u->finished, __ATOMIC_ACQUIRE)) return u->tid;
    if (hd_vc_get(&u->vc, u->slot) > hd_vc_get(&t->vc, u->slot)) return u->tid; /* exited, not joined */
  }
  return HD_NO_TID;
}

int hd_thread_done_before(uint32_t owner, const struct hd_thread *t) {
  uint32_t n = hd_thread_count();
  for (uint32_t i = 0; i < n; i++) {
    uint32_t tid = HD_NO_TID, last = 0;
    struct hd_thread *u = holder_or_last(i, &tid, &last);
    if (!u) {
      if (tid == owner && last) return last <= hd_vc_get(&t->vc, i); /* 0: no holder yet */
      continue;
    }
    if (u->tid != owner) continue;
    return __atomic_load_n(&u->finished, __ATOMIC_ACQUIRE) &&
           hd_vc_get(&u->vc, u->slot) <= hd_vc_get(&t->vc, u->slot);
  }
  return 1;
}

/* Clock values of a slot are handed out in increasing, disjoint runs, one
 * per holder: e belongs to the slot's current holder exactly when that
 * holder's run began at or before e. A value t holds for the slot then came
 * from that holder's clock by joins of whole clocks. */
int hd_thread_has_seen(const struct hd_thread *t, struct hd_epoch e) {
  if (e.clk == 0) return 1;
  if (e.slot >= HD_MAX_THREADS || hd_vc_get(&t->vc, e.slot) < e.clk) return 0;
  return __atomic_load_n(&slot_first[e.slot], __ATOMIC_ACQUIRE) <= e.clk; /* the record may be recycled */
}
