/* sync.h — the vector clock of each synchronisation object (mutex, rwlock,
 * cond, barrier, semaphore, spinlock, atomic), found by its address. */
#ifndef HEDDLE_SYNC_H
#define HEDDLE_SYNC_H
#include "signal_safe.h"
#include "thread.h"
#include "util.h"
#include "vclock.h"
#include "wcp.h"

struct hd_sync {
  uintptr_t addr;
  struct hd_sync *next;
  hd_spin_t mu; /* guards vc */
  struct hd_vclock vc;
  /* The last release into vc, read without the lock (sync.c): its epoch, and
   * whether vc is exactly the releasing thread's clock at that epoch. */
  uint64_t last_release;
  /* Counts the releases into vc (written under mu, read without it): a thread
   * that absorbed vc when it stood at this count has nothing new to acquire
   * while it stays there (sync.c's per-thread memo of acquires). */
  uint64_t releases;
  /* The thread (its tid: never reused) whose clock vc is exactly, as of that
   * thread's last release into it, and the `changes` count of that thread's
   * clock then (vclock.h); HD_NO_TID when vc is a join of several clocks. A
   * thread re-releasing a lock whose clock is its own, with no join into its
   * clock since (a thread taking its lock again and again), writes its own
   * entry instead of joining (sync.c hd_sync_publish). Under mu. */
  uint32_t released_by;
  uint32_t released_changes;
  /* A lock's weak-causal-precedence state (runtime/race/wcp.c), made at its
   * first acquire with wcp=1; NULL otherwise. */
  struct wcp_lock *wcp;
  /* With wcp=1, what its releases pass on to a hard edge's acquirer (wcp.h; under mu). */
  struct hd_wcp_hard wcp_hard;
  /* A lock's last acquisition (any lock call, a condition wait's relock),
   * written by the thread that took it while it holds it (hd_sync_note_locked),
   * read without a lock, by reports only: an unlock by a thread that does not
   * hold the lock names it (intercept_sync.c), and so does a destroy or free
   * not ordered after the critical section it began (sync_object_race.h).
   * locked_call NULL: not locked in the memory's current life. */
  uintptr_t locked_at;     /* the lock call's return address */
  const char *locked_call; /* its name, a string literal */
  uint32_t locked_tid;
  /* `releases` when the object's bytes were last written (init, destroy, free:
   * sync_object_race.c); the releases since are its current life's. */
  uint64_t written_releases;
};

/* Thread `tid` took the lock s is the record of, by `call` at `pc`. Three
 * stores into a line the acquire has just read: every lock comes here. */
static inline void hd_sync_note_locked(struct hd_sync *s, uint32_t tid, uintptr_t pc, const char *call) {
  __atomic_store_n(&s->locked_at, pc, __ATOMIC_RELAXED);
  __atomic_store_n(&s->locked_call, call, __ATOMIC_RELAXED);
  __atomic_store_n(&s->locked_tid, tid, __ATOMIC_RELAXED);
}

/* The record for addr, created on first use (NULL only when out of memory). */
struct hd_sync *hd_sync_get(const void *addr);
/* The record for addr if one exists: nothing was ever released into it otherwise. */
struct hd_sync *hd_sync_find(const void *addr);

/* Release: the object's clock absorbs the thread's (post, signal); with
 * wcp=1 its hard-edge side too (wcp_hard). */
void hd_sync_release(struct hd_thread *t, const void *addr);
/* The same for a lock's own clock (a mutex's unlock before a condition wait):
 * happens-before only. Its acquirers take it as a lock (hd_sync_acquire_found
 * with `lock`), whose WCP side is runtime/race/wcp.c's, so a hard-edge side
 * would be read by nobody (it cost two clock joins per unlock: session 20). */
void hd_sync_release_lock(struct hd_thread *t, const void *addr);
/* The first half of a release, for a lock's unlock: the object's clock
 * absorbs the thread's, but the thread's next epoch does not begin yet. The
 * caller begins it (hd_thread_tick) after the program's own unlock, before the
 * thread's next event, and stays inside the runtime (signal_safe.h) until
 * then: the tick is not part of the program's critical section. `hard`: with
 * wcp=1 also what a hard edge passes on, for a key some acquirer takes as one
 * (an rwlock's readers' key; the locks a dead thread held, which an
 * EOWNERDEAD locker acquires so); 0 for a lock's own clock (above). */
void hd_sync_publish(struct hd_thread *t, const void *addr, int hard);
/* The calling thread's memo of its acquires (sync.c): per object (a few, by
 * address), the release count at which the thread had absorbed its clock.
 * Read and written inside hd_rt_enter, so a signal handler's hooks stay out
 * and never rewrite an entry half read. */
#define HD_ACQUIRE_MEMO 8 /* a power of two: a spin loop waits on one or two atomics */
struct hd_acquire_memo {
  uintptr_t addr;
  struct hd_sync *s;
  uint64_t releases; /* s->releases when the thread had all of s->vc */
};
extern __thread struct hd_acquire_memo hd_acquire_memo[HD_ACQUIRE_MEMO];

static inline struct hd_acquire_memo *hd_acquire_memo_of(uintptr_t a) {
  return &hd_acquire_memo[(a >> 3 ^ a >> 9) & (HD_ACQUIRE_MEMO - 1)];
}

/* The record for addr, as hd_sync_find, through the calling thread's memo
 * first: a lock the thread took or released before (a lock's acquire and its
 * release look the record up once each, not in the map). */
static inline struct hd_sync *hd_sync_find_known(const void *addr) {
  const struct hd_acquire_memo *m = hd_acquire_memo_of((uintptr_t)addr);
  hd_rt_enter();
  struct hd_sync *s = m->addr == (uintptr_t)addr ? m->s : 0;
  hd_rt_leave();
  return s ? s : hd_sync_find(addr);
}

/* Acquire: the thread's clock absorbs the object's (lock, wait). Costs no
 * lock and no join when the thread has already seen all of it. */
void hd_sync_acquire_slow(struct hd_thread *t, const void *addr);
/* The same, first asking the memo: the calling thread's repeat acquire of an
 * object released nothing since (a spin loop of acquire loads) costs no
 * lookup either. Inline: every iteration of such a loop asks. */
static inline void hd_sync_acquire(struct hd_thread *t, const void *addr) {
  if (t && t == hd_self) {
    const struct hd_acquire_memo *m = hd_acquire_memo_of((uintptr_t)addr);
    hd_rt_enter();
    int seen = m->addr == (uintptr_t)addr && m->s &&
               __atomic_load_n(&m->s->releases, __ATOMIC_ACQUIRE) == m->releases;
    hd_rt_leave();
    if (seen) return;
  }
  hd_sync_acquire_slow(t, addr);
}
/* The same with the record looked up beforehand (a lock's, before the program
 * waited for it: the lookup is not part of its critical section); NULL: none
 * then, looked up again now. `lock`: a lock's acquire, whose edge joins the
 * happens-before clock only (with wcp=1 its weak-causal-precedence side is
 * runtime/race/wcp.c's); any other is a hard edge in both clocks. */
void hd_sync_acquire_found(struct hd_thread *t, struct hd_sync *s, const void *addr, int lock);
/* The object's clock absorbs `clock`, a clock the thread in `slot` had
 * earlier and released then (a release fence's); no tick. */
void hd_sync_release_clock(const void *addr, const struct hd_vclock *clock, uint32_t slot);
/* Acquires that joined a clock (took the object's lock), counted only at
 * verbosity >= 1 for its exit line (init.c). */
uint64_t hd_sync_join_count(void);
/* Releases that joined the thread's clock into the object's (hd_sync_publish:
 * not those that wrote the thread's own entry alone), counted the same way. */
uint64_t hd_sync_release_join_count(void);
/* fork(): takes or releases the map's bucket locks (intercept_thread.c). */
void hd_sync_fork_lock(int take);

#endif
