/* thread.h — per-thread runtime state, the stable thread index and the
 * reusable thread slot.
 *
 * Thread ids are dense and stable: 0 is the main thread, then 1, 2, ... in
 * pthread_create order (assigned by the creating thread, so the order is the
 * program's creation order, not the scheduler's start order). Threads the
 * runtime did not see created (e.g. started by an uninstrumented library)
 * get the next id when they first enter the runtime. Reports, owners of
 * private objects and change records use the id; it is never reused.
 *
 * A slot is the thread's index in vector clocks, epochs and reader sets. At
 * most HD_MAX_THREADS threads hold one at a time; a joined thread's slot goes
 * to the next thread created, whose clock entry for the slot continues from
 * the joined thread's last value (as ThreadSanitizer reuses its tids), so the
 * old thread's epochs stay ordered before the new one's events and a
 * comparison never goes backwards. A detached thread gives its slot back
 * when it is done (after its TLS and thread-specific-data destructors) or,
 * if it is detached only later, at pthread_detach; from then on the thread
 * is "retired": the runtime ignores whatever it still does (its record no
 * longer writes clocks or epochs of a slot someone else may hold). */
#ifndef HEDDLE_THREAD_H
#define HEDDLE_THREAD_H
#include <pthread.h>
#include <stdint.h>

#include "object.h"
#include "vclock.h"

#define HD_MAX_THREADS 4096    /* slots: threads alive or not yet joined at one time */
#define HD_MAX_THREAD_IDS 0xFFFFFEu /* ids fit the 24-bit owner field of a check word */
#define HD_MAX_HELD_LOCKS 32
#define HD_NO_TID UINT32_MAX

/* Bits of hd_thread.lifecycle: whoever sets the second one gives the slot back. */
#define HD_THREAD_DETACHED 1u /* pthread_detach succeeded, or created detached */
#define HD_THREAD_DONE 2u     /* retired: no more code of the thread runs under the runtime */

struct hd_thread {
  uint32_t tid;          /* stable id (reports, owners, change records) */
  uint32_t slot;         /* vector-clock / epoch / reader-set index, reused after join */
  uint32_t slot_first;   /* the slot's clock value when this thread took it: its own epochs start here */
  uint32_t parent_tid;
  uint32_t private_word; /* hd_check_word(HEDDLE_PRIVATE, tid): the fast-path compare */
  int finished;          /* returned, exited, or joined */
  int joined;
  int slot_released;     /* joined, or detached and done: the slot went back for reuse */
  int join_claimed;      /* a join of it is under way: glibc may hand its handle to a new thread
                          * before the join's bookkeeping releases the slot (intercept_thread.c) */
  uint32_t lifecycle;    /* HD_THREAD_DETACHED | HD_THREAD_DONE, set atomically */
  uint32_t refs;         /* the thread's own (until its slot goes back) + its creator's (until
                          * pthread_create is done with it); the record is recycled at 0 */
  struct hd_thread *next_free; /* in the pool of recycled records */
  pthread_t handle;      /* for pthread_join's lookup */
  struct hd_vclock vc;   /* FastTrack clock C_t */
  struct hd_vclock wcp;  /* race mode with wcp=1: what a race check counts as ordered: P_t and the hard edges' order (runtime/race/wcp.h) */
  struct hd_vclock wcp_strict; /* race mode with wcp=1: P_t alone, what a lock's release passes on (wcp.h) */
  uint32_t race_stamp;   /* race mode: names the current epoch C_t[t] in check words (race.c) */
  uintptr_t stack_lo, stack_hi, stop_fp;
  /* Mutexes currently held (for HEDDLE_LOCKED checks). */
  uintptr_t held[HD_MAX_HELD_LOCKS];
  uint32_t nheld;
  /* Set for good once a lock did not fit in held[]: an unlock of a mutex
   * missing from the list may then be of that one (no "not held" report). */
  uint32_t held_lost;
  /* The mutex the thread is blocked locking while it holds others, 0 when
   * none (runtime/deadlock/wait_for.h; read by other threads). */
  uintptr_t waiting_for;
  uint32_t create_stack; /* depot id of the pthread_create call */
  int starting;          /* created (hd_thread_new), not yet running: hd_thread_unfinished counts it */
  uintptr_t start_routine;
  /* Per-class cache of freed heap slots (arena.c). */
  void *slot_cache[40];
  uint32_t slot_cache_n[40];
};

/* The calling thread's record (NULL until it first enters the runtime). */
extern __thread struct hd_thread *hd_self;

/* A record for a thread about to be created by `parent` (next stable id).
 * The creator holds a reference until hd_thread_put: the thread may finish
 * and give its slot back before pthread_create returns. */
struct hd_thread *hd_thread_new(uint32_t parent);
/* The creator is done with the record hd_thread_new gave it. */
void hd_thread_put(struct hd_thread *t);
void hd_thread_set_current(struct hd_thread *t);
/* Records the calling (non-main) thread's stack bounds for the unwinder. */
void hd_thread_stack_bounds(struct hd_thread *t);

/* The calling thread's state; registers an unknown thread on first use.
 * NULL only when the thread table is full. Inline: every interceptor asks. */
struct hd_thread *hd_thread_register_current(void);
static inline struct hd_thread *hd_thread_current(void) {
  struct hd_thread *t = hd_self;
  return __builtin_expect(t != 0, 1) ? t : hd_thread_register_current();
}
/* The thread holding slot (NULL if none). */
struct hd_thread *hd_thread_get(uint32_t slot);
/* Program threads registered and not yet retired (the runtime's own threads,
 * such as the filter control thread, are not counted). 0 once every thread
 * the runtime knew has finished: after main's pthread_exit and its last
 * joined or detached thread, nothing of the program runs any more. */
uint32_t hd_thread_live(void);
/* hd_thread_live plus the threads created and not yet running (a thread
 * becomes live only when it first runs): one load each, for a question asked
 * at every allocation in race mode — might another thread run now? */
uint32_t hd_thread_unfinished(void);
/* Number of slots handed out so far (every live thread's slot is below it). */
uint32_t hd_thread_count(void);
/* A joined thread gives its slot back for the next thread created. */
void hd_thread_release_slot(struct hd_thread *t);
/* t is detached: its slot goes back now if it is done, else when it is. */
void hd_thread_mark_detached(struct hd_thread *t);
/* fork(): takes or releases the slot lock (intercept_thread.c). */
void hd_thread_fork_lock(int take);
/* Registers the main thread (tid 0); called once at start-up. */
void hd_thread_init_main(void);
/* In a forked child: the caller becomes the only live thread. */
void hd_thread_after_fork_child(void);
/* Is this process a fork child that has created no thread since the fork?
 * Its one thread may then use a locked object without the mutex (access.c):
 * no other thread exists to hold it or to race (docs/runtime.md, fork). */
int hd_thread_fork_child_alone(void);
/* Registers the pthread_atfork handlers that hold the runtime's global locks
 * across fork() (intercept_thread.c); called once at start-up. */
void hd_fork_handlers_install(void);

/* A thread that may run concurrently with t (alive, or exited but not
 * joined by t), or HD_NO_TID when t is alone (PUSh §2.2, sticky-read). */
uint32_t hd_thread_concurrent(const struct hd_thread *t);
/* Has thread `tid` finished with all its events ordered before t (t joined
 * it, directly or through others)? Also 1 for a thread long gone (its slot
 * served another thread since). */
int hd_thread_done_before(uint32_t tid, const struct hd_thread *t);

/* Held-lock bookkeeping (called by the mutex interceptors). */
void hd_thread_lock_acquired(struct hd_thread *t, const void *mutex);
void hd_thread_lock_released(struct hd_thread *t, const void *mutex);
int hd_thread_holds(const struct hd_thread *t, uintptr_t mutex);
/* The live thread whose held list names mutex (a mutex, or an rwlock held
 * for writing), or NULL. */
struct hd_thread *hd_thread_holder_of(uintptr_t mutex);
/* Does t hold the lock of a locked object for this access? A mutex, or an
 * rwlock held for writing, is in the held list as its address; an rwlock
 * held for reading as its address + 1 (intercept_sync.c rwlock_readers: no
 * lock has that address), which lets reads only. */
int hd_thread_holds_for(const struct hd_thread *t, uintptr_t lock, int is_write);

/* Race mode's fast-path words for the calling thread's current epoch
 * (hd_check_word(HD_POLICY_RACE_WRITE / _READ, stamp)): an object whose word
 * equals one was written / read by this thread in this epoch already. Not
 * invariant (they change at every release), unlike __heddle_private_word. */
extern __thread uint32_t __heddle_race_wword, __heddle_race_rword;
/* Race mode: how many more writes into pieces over 64 bytes the calling
 * thread's current epoch logs exactly whatever their granule (write_log.h);
 * reset to HD_RACE_WLOG_BUDGET at every new epoch. */
extern __thread uint32_t __heddle_race_wbudget;
#define HD_RACE_WLOG_BUDGET 4
/* Race mode: how many more first reads of a granule of a piece over 64 bytes
 * the current epoch logs exactly (write_log.h); reset to HD_RACE_RLOG_BUDGET
 * at every new epoch. Once spent, the inline check no longer looks at the
 * granule (a ring keeps no more than its length anyway). */
extern __thread uint32_t __heddle_race_rbudget;
#define HD_RACE_RLOG_BUDGET 32
/* The calling thread's slot and its clock C_t[t] (the epoch), for the
 * instrumentation's inline check of concurrently read objects. */
extern __thread uint32_t __heddle_race_slot, __heddle_race_clock;

/* A new epoch of t: C_t[t]++ (and a new race stamp). Every release does it. */
void hd_thread_tick(struct hd_thread *t);

/* FastTrack clock operations at synchronisation points. */
/* sync ⊔= C_t; C_t[t]++. Nonzero when sync was ≤ C_t: it is now exactly C_t before the tick. */
int hd_hb_release(struct hd_thread *t, struct hd_vclock *sync_clock);
/* C_t ⊔= sync (happens-before only: with wcp=1 a hard edge's WCP side is hd_wcp_hard_acquire's) */
void hd_hb_acquire(struct hd_thread *t, const struct hd_vclock *sync_clock);

/* Is t ordered after event e, and therefore after everything e's thread had
 * seen by then? Exact also when e's slot has changed holders since: only an
 * entry for the slot's holder at e vouches for the rest of that holder's
 * clock (a new holder continues the slot's clock without inheriting it). */
int hd_thread_has_seen(const struct hd_thread *t, struct hd_epoch e);

#endif
