/* sync_objects.h — a filter's synchronisation objects (LOOM §3.3): locks and
 * counting semaphores, one per constraint (per order pair) and, where the
 * filter gives `(expr)`, per value of it, created on first use. Waits are
 * futex waits on a per-object sequence word; every wait releases the thread's
 * hold of the unilateral gate while it blocks (a blocked thread counts as
 * paused, docs/filters.md). Each operation is also a happens-before edge for
 * the race detector, so what a filter orders is not reported as a race. */
#ifndef HEDDLE_LOOM_SYNC_OBJECTS_H
#define HEDDLE_LOOM_SYNC_OBJECTS_H

#include <stdint.h>

#include "event_log.h"
#include "stack.h"

struct hd_loom_obj {
  struct hd_loom_obj *next;
  uint64_t key;
  uint32_t seq;      /* futex word: bumped by every change that may end a wait */
  uint32_t locked;   /* lock: 0 free, 1 held */
  uint64_t ups;      /* semaphore: up() calls so far */
  uint64_t downs;    /* semaphore: completed down() calls */
  long long n_up;    /* the up event's {n}, fixed by its first up() (0: none yet) */
  long long n_down;  /* the down event's {n}, fixed by its first down() */
};

/* A thread blocked in a constraint's wait, and where (the deadlock report's stacks). */
struct hd_loom_waiter {
  uint32_t tid_plus1; /* 0: free */
  struct heddle_stack stack;
};

/* The objects of one constraint (or order pair), by key. */
struct hd_loom_keyed {
  struct hd_loom_obj *head;
  /* LOOM §3.3: a wait in this constraint outlasted the timeout, so the filter
   * deadlocks the program: the constraint is removed (its waits and entries do
   * nothing from then on, exits still release what was taken). */
  int removed;
  const char *where; /* "file:line:col" of the constraint, for the message */
  int filter_id;     /* the filter it belongs to (live.c) */
  int holders;       /* threads holding one of its locks or its region now (a removed filter's exits stay until 0) */
  struct hd_loom_waiter waiters[HEDDLE_LOG_MAX_WAITERS];
};

/* How long a filter's wait may last before its constraint counts as a deadlock
 * (milliseconds; 0: forever). Set at install from HEDDLE_OPTIONS filter_timeout_ms. */
extern long hd_loom_timeout_ms;

/* The object for key, created on first use; NULL when out of memory. */
struct hd_loom_obj *hd_loom_obj_get(struct hd_loom_keyed *t, uint64_t key);

/* Takes o's lock; 0 when the constraint was (or got) removed instead: nothing taken. */
int hd_loom_lock(struct hd_loom_keyed *t, struct hd_loom_obj *o);
void hd_loom_unlock(struct hd_loom_obj *o);
/* e1{n_up} > e2{n_down}: each up adds 1/n_up, each down takes 1/n_down (in integers). */
void hd_loom_sem_up(struct hd_loom_obj *o, long long n_up);
void hd_loom_sem_down(struct hd_loom_keyed *t, struct hd_loom_obj *o, long long n_down);
/* Removes constraint t after a wait of `waited_ms` (prints why once) and wakes its waiters. */
void hd_loom_remove_deadlocked(struct hd_loom_keyed *t, long waited_ms);

/* Futex helpers shared with the gate. hd_loom_futex_wait returns after at
 * most `slice_ms` (0: no limit) or a wake; the caller re-checks. */
void hd_loom_futex_wait(uint32_t *word, uint32_t seen, long slice_ms);
/* Milliseconds on the monotonic clock. */
long hd_loom_now_ms(void);
void hd_loom_futex_wake_all(uint32_t *word);

/* Where the program called the slot this thread runs (a waiter's stack starts there). */
extern __thread struct hd_caller hd_loom_slot_caller;

/* Happens-before edges into/out of an object (runtime/lib/sync.h). */
void hd_loom_edge_release(const void *obj);
void hd_loom_edge_acquire(const void *obj);

#endif
