/* intercept_sync.c — pthread synchronisation as happens-before edges
 * (FastTrack, PUSh §2.2): unlock/post/signal release the thread's clock into
 * the object's, lock/wait acquire it. Mutex ownership is also recorded so
 * HEDDLE_LOCKED objects can be checked ("lock held?"), and every lock's
 * acquisitions, releases and lifetime go to the lock-order checker
 * (runtime/deadlock/lock_order.h). */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <time.h>

#include "access.h"
#include "arena.h"
#include "barrier_phase.h"
#include "globals.h"
#include "lock_order.h"
#include "real.h"
#include "report.h"
#include "signal_safe.h"
#include "sync.h"
#include "sync_object_race.h"
#include "thread.h"
#include "wait_for.h"
#include "wcp.h"

HD_REAL_FN(pthread_mutex_lock);
HD_REAL_FN(pthread_mutex_trylock);
HD_REAL_FN(pthread_mutex_timedlock);
HD_REAL_FN(pthread_mutex_unlock);
HD_REAL_FN(pthread_rwlock_rdlock);
HD_REAL_FN(pthread_rwlock_tryrdlock);
HD_REAL_FN(pthread_rwlock_timedrdlock);
HD_REAL_FN(pthread_rwlock_wrlock);
HD_REAL_FN(pthread_rwlock_trywrlock);
HD_REAL_FN(pthread_rwlock_timedwrlock);
HD_REAL_FN(pthread_rwlock_unlock);
HD_REAL_FN(pthread_cond_wait);
HD_REAL_FN(pthread_cond_timedwait);
HD_REAL_FN(pthread_cond_signal);
HD_REAL_FN(pthread_cond_broadcast);
HD_REAL_FN(pthread_barrier_init);
HD_REAL_FN(pthread_barrier_destroy);
HD_REAL_FN(pthread_barrier_wait);
HD_REAL_FN(sem_wait);
HD_REAL_FN(sem_trywait);
HD_REAL_FN(sem_timedwait);
HD_REAL_FN(sem_post);
HD_REAL_FN(pthread_spin_lock);
HD_REAL_FN(pthread_spin_trylock);
HD_REAL_FN(pthread_spin_unlock);
HD_REAL_FN(pthread_mutex_clocklock);
HD_REAL_FN(pthread_rwlock_clockrdlock);
HD_REAL_FN(pthread_rwlock_clockwrlock);
HD_REAL_FN(pthread_cond_clockwait);
HD_REAL_FN(sem_clockwait);
HD_REAL_FN(pthread_once);
HD_REAL_FN(pthread_mutex_init);
HD_REAL_FN(pthread_mutex_destroy);
HD_REAL_FN(pthread_rwlock_init);
HD_REAL_FN(pthread_rwlock_destroy);
HD_REAL_FN(pthread_spin_init);
HD_REAL_FN(pthread_spin_destroy);

/* pthread_cond_* have two symbol versions in glibc; use the current one. */
#define COND_VERSION "GLIBC_2.3.2"

/* The runtime's own locking (the log writer's) is not program synchronisation.
 * `s`: obj's clock record if looked up before the wait (NULL: look it up now).
 * `lock`: obj is a lock (held exclusively when is_mutex), whose critical
 * section wcp.h follows; anything else is a hard edge. */
static struct hd_thread *acquired_found(const void *obj, struct hd_sync *s, int is_mutex, int lock) {
  struct hd_thread *t = hd_in_runtime ? 0 : hd_thread_current();
  if (!t) return 0;
  hd_sync_acquire_found(t, s, obj, lock);
  if (is_mutex) hd_thread_lock_acquired(t, obj);
  if (lock && hd_wcp_enabled) hd_wcp_lock_taken(t, s, obj, is_mutex);
  return t;
}

static void acquired(const void *obj, int is_mutex) { acquired_found(obj, 0, is_mutex, 0); }

static void releasing(const void *obj, int is_mutex) {
  struct hd_thread *t = hd_in_runtime ? 0 : hd_thread_current();
  if (!t) return;
  if (is_mutex) hd_thread_lock_released(t, obj);
  if (is_mutex && hd_wcp_enabled) hd_wcp_lock_releasing(t, obj);
  if (is_mutex) hd_sync_release_lock(t, obj);
  else hd_sync_release(t, obj);
}

/* What lock_taken took; LOCK_FN's is_mutex argument is one of these (0 or 1
 * for the plain and mutex kinds; rwlocks never return EOWNERDEAD). */
enum lock_kind { LOCK_PLAIN, LOCK_MUTEX, LOCK_RW_WRITE, LOCK_RW_READ };

/* An rwlock's readers release into a clock of their own, which only writers
 * acquire (ThreadSanitizer's model): readers are not ordered among
 * themselves, so two readers writing under a read lock race. Its key is an
 * address inside the rwlock that no other lock can have. */
static const void *rwlock_readers(const void *l) { return (const char *)l + 1; }

/* The locked policy takes an rwlock too: writes need it write-held, reads
 * read- or write-held (access.c). A write lock is in the thread's held list
 * as the rwlock, a read lock as its readers' key (rwlock_readers). */
static void held_for_reading(const void *l) {
  struct hd_thread *t = hd_in_runtime ? 0 : hd_thread_current();
  if (t) hd_thread_lock_acquired(t, rwlock_readers(l));
}

/* An unlock's entry in the held list (NULL: a lock the locked policy does not take). */
static void no_longer_held(struct hd_thread *t, const void *key) {
  if (key) hd_thread_lock_released(t, key);
}

/* Where t took the lock l, and how (sync.h locked_at): what a report of an
 * unlock by another thread, or of a destroy or free racing with this
 * critical section, names. `s`: l's record if found before the lock. */
static void note_locked(struct hd_thread *t, const void *l, struct hd_sync *s, struct hd_caller c, const char *call) {
  if (!t || (!s && !(s = hd_sync_get(l)))) return;
  if (!__atomic_load_n(&s->locked_call, __ATOMIC_RELAXED)) hd_sync_object_lock_born(l);
  hd_sync_note_locked(s, t->tid, c.pc, call);
}

/* ---- locks: a blocking acquisition is ordered after the locks the thread
 * holds before it waits (so a real deadlock is in the log already); a try
 * acquisition never waits and orders nothing into its lock. Either way the
 * lock, once held, orders the locks taken under it. `call` at `c` took it. */
static void lock_taken(const void *l, struct hd_sync *s, enum lock_kind kind, struct hd_site *site,
                       struct hd_caller c, const char *call) {
  struct hd_thread *t = acquired_found(l, s, kind == LOCK_MUTEX || kind == LOCK_RW_WRITE, 1);
  if (kind == LOCK_RW_WRITE) acquired(rwlock_readers(l), 0);
  if (kind == LOCK_RW_READ) held_for_reading(l);
  hd_lock_order_acquired_at(l, site, kind != LOCK_RW_READ, c);
  note_locked(t, l, s, c, call);
}

/* EOWNERDEAD: the locker saw the owner's end, which no reordering of the run
 * moves after this acquisition. For WCP that is a hard edge from the dead
 * owner's exit (intercept_thread.c finish() publishes the locks it held): the
 * lock's own WCP rules get nothing from a section that never closed, and with
 * wcp=1 the repair of the dead owner's state was reported as a race with its
 * writes (lit race/robust-owner-died.c). Happens-before has the edge already. */
static void owner_died(const void *l) {
  if (hd_wcp_enabled) acquired(l, 0);
}

static void lock_releasing(const void *l, int is_mutex) {
  hd_lock_order_released(l);
  releasing(l, is_mutex);
}

/* Every lock function: `wait` 0 for the try variants. EOWNERDEAD (a robust
 * mutex whose owner died) acquires it too. The acquisition's site and the
 * lock's clock record are found before the program takes the lock: whatever
 * the runtime does once it is taken lengthens the program's critical section,
 * which under contention sends the threads waiting for the lock to sleep in
 * the kernel. A lock taken read the lock's `size` bytes, before its acquire
 * (sync_object_race.h). */
#define LOCK_FN(name, l, size, kind, wait, ...) LOCK_FN_CALLING(#name, l, size, kind, wait, HD_REAL(name)(__VA_ARGS__))
/* The same with the acquisition itself as an expression (which may use the
 * entry point's caller `c`). */
#define LOCK_FN_CALLING(name, l, size, kind, wait, call)                              \
  {                                                                                    \
    struct hd_caller c = HD_CALLER;                                                    \
    if (wait) hd_lock_order_wait(l, c);                                                \
    struct hd_site spare;                                                              \
    struct hd_site *site = hd_lock_order_mark_next(c, &spare);                         \
    struct hd_sync *s = hd_sync_find_known(l);                                         \
    int rc = call;                                                                     \
    if (rc == 0 || (kind == LOCK_MUTEX && rc == EOWNERDEAD)) {                         \
      hd_sync_object_read(l, size, c, name, 0);                                        \
      lock_taken(l, s, kind, site, c, name);                                           \
    } else {                                                                           \
      hd_lock_order_unmark(site);                                                      \
    }                                                                                  \
    if (kind == LOCK_MUTEX && rc == EOWNERDEAD) owner_died(l);                        \
    return rc;                                                                         \
  }

/* pthread_mutex_lock by a thread that holds other locks: a trylock first,
 * and when the mutex is taken, wait_for.h looks for threads waiting for one
 * another before this one blocks (a deadlock that happens is reported and,
 * by default, ends the run instead of hanging it). A thread holding nothing
 * cannot close such a cycle: it just locks. */
static int mutex_lock_watched(pthread_mutex_t *m, struct hd_caller c) {
  if (!hd_held.n || hd_lock_order_ignored()) return HD_REAL(pthread_mutex_lock)(m);
  int rc = HD_REAL(pthread_mutex_trylock)(m);
  if (rc != EBUSY) return rc;
  hd_wait_for_begin(m, c);
  rc = HD_REAL(pthread_mutex_lock)(m);
  hd_wait_for_end();
  return rc;
}

/* An unlock that cannot block (mutex, rwlock, spin lock; it reads the lock's
 * `size` bytes, sync_object_race.h): inside the critical
 * section only what the next holder needs — the lock leaves the held list and
 * `clock` (the lock's, or an rwlock's readers' clock) absorbs the thread's —; the thread's next epoch and the
 * lock-order bookkeeping follow the program's unlock. With wcp=1 only the readers' clock, which write locks
 * acquire as a hard edge, gets a hard-edge side (sync.h hd_sync_publish). Inside the runtime
 * until the tick, so a signal handler's accesses in between are not taken
 * for the old epoch's. */
#define UNLOCK_FN(name, l, size, clock, held, ...)                 \
  {                                                                \
    struct hd_thread *t = hd_in_runtime ? 0 : hd_thread_current(); \
    hd_sync_object_read(l, size, HD_CALLER, #name, 0);             \
    if (t) {                                                       \
      no_longer_held(t, held);                                     \
      if (hd_wcp_enabled) hd_wcp_lock_releasing(t, l);             \
      hd_rt_enter();                                               \
      hd_sync_publish(t, clock, (clock) != (l));                   \
    }                                                              \
    int rc = HD_REAL(name)(__VA_ARGS__);                           \
    if (t) {                                                       \
      hd_thread_tick(t);                                           \
      hd_rt_leave();                                               \
    }                                                              \
    hd_lock_order_released(l);                                     \
    return rc;                                                     \
  }

/* A new lock at this address, or none any more: ordered by nothing yet. An
 * init or destroy that succeeded wrote the lock's `size` bytes (sync_object_race.h). */
#define LOCK_LIFETIME_FN(name, l, size, ...)                          \
  {                                                                   \
    struct hd_caller c = HD_CALLER;                                   \
    hd_lock_order_forget(l);                                          \
    int rc = HD_REAL(name)(__VA_ARGS__);                              \
    if (rc == 0) hd_sync_object_written(l, size, c, #name);           \
    return rc;                                                        \
  }

static void report_mutex_misuse(struct hd_thread *t, pthread_mutex_t *m, struct hd_caller c, const char *detail);

/* A lock glibc refuses with EINVAL: the mutex was destroyed (glibc marks it
 * so) or never initialised — TSan's "use of an invalid mutex"; found by a
 * new-user trial on its mutex_lock_destroyed test. A mutex-misuse report
 * (the reporter's text keys on this detail); nothing was acquired. */
#define MUTEX_LOCK_INVALID "pthread_mutex_lock returned EINVAL: the mutex was destroyed or never initialised"
static int lock_checked(int rc, pthread_mutex_t *m, struct hd_caller c) {
  struct hd_thread *t = rc == EINVAL && !hd_in_runtime ? hd_thread_current() : 0;
  if (t) report_mutex_misuse(t, m, c, MUTEX_LOCK_INVALID);
  return rc;
}

/* ---- mutexes */
int pthread_mutex_lock(pthread_mutex_t *m)
    LOCK_FN_CALLING("pthread_mutex_lock", m, sizeof *m, LOCK_MUTEX, 1, lock_checked(mutex_lock_watched(m, c), m, c))
int pthread_mutex_trylock(pthread_mutex_t *m) LOCK_FN(pthread_mutex_trylock, m, sizeof *m, LOCK_MUTEX, 0, m)
int pthread_mutex_timedlock(pthread_mutex_t *m, const struct timespec *ts)
    LOCK_FN(pthread_mutex_timedlock, m, sizeof *m, LOCK_MUTEX, 1, m, ts)
int pthread_mutex_clocklock(pthread_mutex_t *m, clockid_t clk, const struct timespec *ts)
    LOCK_FN(pthread_mutex_clocklock, m, sizeof *m, LOCK_MUTEX, 1, m, clk, ts)
/* An unlock by a thread that does not hold m (its held list says so) is tried
 * first: an error-checking, recursive or robust mutex refuses it with EPERM
 * (a double unlock, or another thread's mutex), which is a mutex-misuse
 * report and no release — it ended nobody's critical section. A mutex that
 * accepted it — a default or adaptive one, which never asks who holds it —
 * is the same misuse (TSan: "unlock of an unlocked mutex"; found by a
 * new-user trial on mbrossard/threadpool's destroy, which unlocks the pool's
 * mutex once more after the workers' last unlock), unless the held list lost
 * locks (thread.h held_lost); it releases after. */
static void report_mutex_misuse_after(struct hd_thread *t, const void *m, struct hd_caller c, const char *detail,
                                      const struct hd_change_rec *last_lock) {
  struct hd_object *o = hd_arena_find((uintptr_t)m);
  if (!o) o = hd_globals_find((uintptr_t)m);
  struct hd_report r = {HEDDLE_RULE_MUTEX_MISUSE, t, c, (uintptr_t)m, 0, 0, o, last_lock, detail};
  hd_report(&r);
}
static void report_mutex_misuse(struct hd_thread *t, pthread_mutex_t *m, struct hd_caller c, const char *detail) {
  report_mutex_misuse_after(t, m, c, detail, 0);
}
/* `call` (pthread_mutex_unlock, pthread_rwlock_unlock) of lock l, which t
 * does not hold: who holds it, and where it was last locked (sync.h
 * locked_at, one frame), go with the report. `refused`: glibc said EPERM;
 * else `how` it went: "returned 0 for" (after the call), "of" (before it). */
static void report_unlock_not_held(struct hd_thread *t, const void *l, struct hd_caller c, const char *call,
                                   int refused, const char *how) {
  struct hd_thread *holder = hd_thread_holder_of((uintptr_t)l);
  char detail[HEDDLE_LOG_DETAIL_MAX];
  if (refused)
    snprintf(detail, sizeof detail, "%s returned EPERM: a double unlock, or an unlock by a thread other than the owner",
             call);
  else if (holder)
    snprintf(detail, sizeof detail, "%s %s a lock this thread does not hold: thread T%u holds it", call, how,
             holder->tid);
  else
    snprintf(detail, sizeof detail, "%s %s a lock no thread holds (unlocked already)", call, how);
  struct hd_sync *s = hd_sync_find(l);
  uintptr_t at = s ? __atomic_load_n(&s->locked_at, __ATOMIC_RELAXED) : 0;
  struct hd_change_rec last = {HEDDLE_CHANGE_LOCK, at ? __atomic_load_n(&s->locked_tid, __ATOMIC_RELAXED) : 0, 0};
  if (at && __atomic_load_n(&s->locked_call, __ATOMIC_RELAXED)) {
    struct heddle_stack st = {.nframes = 1, .pc = {at}};
    last.stack = hd_depot_put(&st);
  }
  report_mutex_misuse_after(t, l, c, detail, last.stack ? &last : 0);
}
int pthread_mutex_unlock(pthread_mutex_t *m) {
  struct hd_thread *t = hd_in_runtime ? 0 : hd_thread_current();
  if (t && !hd_thread_holds(t, (uintptr_t)m)) {
    struct hd_caller c = HD_CALLER;
    hd_sync_object_read(m, sizeof *m, c, "pthread_mutex_unlock", 0);
    int rc = HD_REAL(pthread_mutex_unlock)(m);
    if (rc == EPERM) {
      report_unlock_not_held(t, m, c, "pthread_mutex_unlock", 1, 0);
      return rc;
    }
    if (rc == 0 && !t->held_lost) report_unlock_not_held(t, m, c, "pthread_mutex_unlock", 0, "returned 0 for");
    if (rc == 0) {
      if (hd_wcp_enabled) hd_wcp_lock_releasing(t, m);
      hd_sync_release_lock(t, m);
      hd_lock_order_released(m);
    }
    return rc;
  }
  UNLOCK_FN(pthread_mutex_unlock, m, sizeof *m, m, m, m)
}
int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a)
    LOCK_LIFETIME_FN(pthread_mutex_init, m, sizeof *m, m, a)
/* A locked mutex is not destroyed (glibc: EBUSY): a mutex-misuse report (the
 * reporter's text keys on this detail), and its lock-order edges stay. */
#define MUTEX_DESTROY_LOCKED "pthread_mutex_destroy returned EBUSY: the mutex is locked"
int pthread_mutex_destroy(pthread_mutex_t *m) {
  struct hd_caller c = HD_CALLER;
  int rc = HD_REAL(pthread_mutex_destroy)(m);
  if (rc == EBUSY) {
    struct hd_thread *t = hd_in_runtime ? 0 : hd_thread_current();
    if (t) report_mutex_misuse(t, m, c, MUTEX_DESTROY_LOCKED);
    return rc;
  }
  hd_lock_order_forget(m);
  if (rc == 0) hd_sync_object_written(m, sizeof *m, c, "pthread_mutex_destroy");
  return rc;
}

/* ---- rwlocks: a write unlock releases into the lock's clock, which every
 * lock acquires; a read unlock into its readers' clock, which write locks
 * acquire too (rwlock_readers). Before, readers ordered one another, and a
 * write under a read lock was missed unless both readers held it at once
 * (found by a new-user trial on std::shared_mutex; TSan reported it). */
int pthread_rwlock_rdlock(pthread_rwlock_t *l) LOCK_FN(pthread_rwlock_rdlock, l, sizeof *l, LOCK_RW_READ, 1, l)
int pthread_rwlock_tryrdlock(pthread_rwlock_t *l) LOCK_FN(pthread_rwlock_tryrdlock, l, sizeof *l, LOCK_RW_READ, 0, l)
int pthread_rwlock_timedrdlock(pthread_rwlock_t *l, const struct timespec *ts)
    LOCK_FN(pthread_rwlock_timedrdlock, l, sizeof *l, LOCK_RW_READ, 1, l, ts)
int pthread_rwlock_wrlock(pthread_rwlock_t *l) LOCK_FN(pthread_rwlock_wrlock, l, sizeof *l, LOCK_RW_WRITE, 1, l)
int pthread_rwlock_trywrlock(pthread_rwlock_t *l) LOCK_FN(pthread_rwlock_trywrlock, l, sizeof *l, LOCK_RW_WRITE, 0, l)
int pthread_rwlock_timedwrlock(pthread_rwlock_t *l, const struct timespec *ts)
    LOCK_FN(pthread_rwlock_timedwrlock, l, sizeof *l, LOCK_RW_WRITE, 1, l, ts)
int pthread_rwlock_clockrdlock(pthread_rwlock_t *l, clockid_t clk, const struct timespec *ts)
    LOCK_FN(pthread_rwlock_clockrdlock, l, sizeof *l, LOCK_RW_READ, 1, l, clk, ts)
int pthread_rwlock_clockwrlock(pthread_rwlock_t *l, clockid_t clk, const struct timespec *ts)
    LOCK_FN(pthread_rwlock_clockwrlock, l, sizeof *l, LOCK_RW_WRITE, 1, l, clk, ts)
/* An unlock by a thread holding l neither way (thread.h: a write lock is in
 * the held list as l, a read lock as its readers' key) is a mutex-misuse
 * report, as a mutex's (TSan: "unlock of an unlocked mutex"); glibc returns 0
 * and, with no writer of its own, takes a reader away. Then as below.
 * The caller holds l: glibc sets __cur_writer once a writer holds it and
 * clears it before a writer lets go, so it is non-zero exactly when the
 * caller is that writer (glibc's own unlock asks the same field). */
int pthread_rwlock_unlock(pthread_rwlock_t *l) {
  struct hd_thread *t = hd_in_runtime ? 0 : hd_thread_current();
  if (t && !t->held_lost && !hd_thread_holds_for(t, (uintptr_t)l, 0))
    report_unlock_not_held(t, l, HD_CALLER, "pthread_rwlock_unlock", 0, "of");
  if (__atomic_load_n(&l->__data.__cur_writer, __ATOMIC_RELAXED))
    UNLOCK_FN(pthread_rwlock_unlock, l, sizeof *l, l, l, l)
  UNLOCK_FN(pthread_rwlock_unlock, l, sizeof *l, rwlock_readers(l), rwlock_readers(l), l)
}
int pthread_rwlock_init(pthread_rwlock_t *l, const pthread_rwlockattr_t *a)
    LOCK_LIFETIME_FN(pthread_rwlock_init, l, sizeof *l, l, a)
int pthread_rwlock_destroy(pthread_rwlock_t *l) LOCK_LIFETIME_FN(pthread_rwlock_destroy, l, sizeof *l, l)

/* ---- condition variables: wait = unlock m; (signal ->) wake; lock m. The
 * relock waits for m while the thread holds its other locks: ordered after them. */
static struct hd_site *cond_wait_begins(pthread_mutex_t *m, struct hd_caller c, struct hd_site *spare) {
  lock_releasing(m, 1);
  hd_lock_order_wait(m, c);
  return hd_lock_order_mark_next(c, spare);
}

/* A wait is a cancellation point: a thread cancelled in it gets m back from
 * glibc's own code before its cleanup handlers run (POSIX), and never returns
 * here, so the relock is recorded by a cleanup handler of the interceptor's
 * own (else the program's handlers, which run holding m, raced everyone who
 * used m during the wait — found by a new-user trial). */
struct cond_waiter {
  pthread_mutex_t *m;
  struct hd_site *relock;
  struct hd_caller caller;
};
static void cond_wait_cancelled(void *p) {
  struct cond_waiter *w = p;
  lock_taken(w->m, 0, LOCK_MUTEX, w->relock, w->caller, "pthread_cond_wait");
}
#define COND_WAIT(rc, m, relock, call)                  \
  do {                                                  \
    struct cond_waiter waiter = {m, relock, caller};    \
    pthread_cleanup_push(cond_wait_cancelled, &waiter); \
    rc = call;                                          \
    pthread_cleanup_pop(0);                             \
  } while (0)

/* The wait's relock: a lock, which reads the mutex's bytes before its
 * acquire (sync_object_race.h: a wait woken after another thread destroyed
 * or freed the mutex races with that). */
static void cond_relocked(pthread_mutex_t *m, struct hd_caller c, struct hd_site *relock, const char *call) {
  hd_sync_object_read(m, sizeof *m, c, call, 0);
  lock_taken(m, 0, LOCK_MUTEX, relock, c, call);
}

int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m) {
  struct hd_caller caller = HD_CALLER;
  struct hd_site spare;
  struct hd_site *relock = cond_wait_begins(m, caller, &spare);
  int rc;
  COND_WAIT(rc, m, relock, HD_REAL_V(pthread_cond_wait, COND_VERSION)(c, m));
  cond_relocked(m, caller, relock, "pthread_cond_wait");
  acquired(c, 0);
  return rc;
}
int pthread_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *ts) {
  struct hd_caller caller = HD_CALLER;
  struct hd_site spare;
  struct hd_site *relock = cond_wait_begins(m, caller, &spare);
  int rc;
  COND_WAIT(rc, m, relock, HD_REAL_V(pthread_cond_timedwait, COND_VERSION)(c, m, ts));
  cond_relocked(m, caller, relock, "pthread_cond_timedwait");
  if (rc == 0) acquired(c, 0);
  return rc;
}
int pthread_cond_clockwait(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clk,
                           const struct timespec *ts) {
  struct hd_caller caller = HD_CALLER;
  struct hd_site spare;
  struct hd_site *relock = cond_wait_begins(m, caller, &spare);
  int rc;
  COND_WAIT(rc, m, relock, HD_REAL(pthread_cond_clockwait)(c, m, clk, ts));
  cond_relocked(m, caller, relock, "pthread_cond_clockwait");
  if (rc == 0) acquired(c, 0);
  return rc;
}
int pthread_cond_signal(pthread_cond_t *c) {
  releasing(c, 0);
  return HD_REAL_V(pthread_cond_signal, COND_VERSION)(c);
}
int pthread_cond_broadcast(pthread_cond_t *c) {
  releasing(c, 0);
  return HD_REAL_V(pthread_cond_broadcast, COND_VERSION)(c);
}

/* ---- barriers: everyone's arrival happens before anyone's departure from
 * the same round, and from no other (barrier_phase.h). Init and destroy write
 * the barrier's bytes, a wait reads them on its way out, before its acquire
 * (TSan's model: a destroy by the serial thread races with a waiter still
 * leaving; sync_object_race.h). */
int pthread_barrier_init(pthread_barrier_t *b, const pthread_barrierattr_t *attr, unsigned count) {
  struct hd_caller c = HD_CALLER;
  int rc = HD_REAL(pthread_barrier_init)(b, attr, count);
  if (rc == 0) hd_barrier_init(b, count);
  if (rc == 0) hd_sync_object_written(b, sizeof *b, c, "pthread_barrier_init");
  return rc;
}
int pthread_barrier_destroy(pthread_barrier_t *b) {
  struct hd_caller c = HD_CALLER;
  hd_barrier_destroy(b);
  int rc = HD_REAL(pthread_barrier_destroy)(b);
  if (rc == 0) hd_sync_object_written(b, sizeof *b, c, "pthread_barrier_destroy");
  return rc;
}
int pthread_barrier_wait(pthread_barrier_t *b) {
  struct hd_caller c = HD_CALLER;
  const void *round = hd_barrier_arrive(b);
  releasing(round, 0);
  int rc = HD_REAL(pthread_barrier_wait)(b);
  hd_sync_object_read(b, sizeof *b, c, "pthread_barrier_wait", 1);
  acquired(round, 0);
  return rc;
}

/* ---- semaphores. sem_post is async-signal-safe (POSIX): a signal handler
 * that interrupted its own thread inside the runtime must not wait for a
 * runtime lock that thread holds, so it defers the post together with its
 * edge (signal_safe.h) until the thread leaves the runtime, microseconds
 * later. The post and its edge stay together: posting at once and releasing
 * later would let a waiter go on without the poster's clock. */
static void post_with_edge(void *s) {
  struct hd_thread *t = hd_thread_current();
  if (t) hd_sync_release(t, s);
  HD_REAL(sem_post)(s);
}

int sem_post(sem_t *s) {
  if (HD_UNLIKELY(hd_rt_depth)) {
    if (hd_defer(post_with_edge, s)) return 0;
    /* No memory left to queue it: post now, without the edge, and say so once. */
    static int said;
    if (!__atomic_exchange_n(&said, 1, __ATOMIC_RELAXED))
      hd_stderr_str("heddle: warning: out of memory while a signal handler's sem_post waited for its "
                    "thread; posted without its happens-before edge (later reports may be false)\n");
    return HD_REAL(sem_post)(s);
  }
  releasing(s, 0);
  return HD_REAL(sem_post)(s);
}
int sem_wait(sem_t *s) {
  int rc = HD_REAL(sem_wait)(s);
  if (rc == 0) acquired(s, 0);
  return rc;
}
int sem_trywait(sem_t *s) {
  int rc = HD_REAL(sem_trywait)(s);
  if (rc == 0) acquired(s, 0);
  return rc;
}
int sem_timedwait(sem_t *s, const struct timespec *ts) {
  int rc = HD_REAL(sem_timedwait)(s, ts);
  if (rc == 0) acquired(s, 0);
  return rc;
}

int sem_clockwait(sem_t *s, clockid_t clk, const struct timespec *ts) {
  int rc = HD_REAL(sem_clockwait)(s, clk, ts);
  if (rc == 0) acquired(s, 0);
  return rc;
}

/* ---- spinlocks: held like mutexes, so the locked policy takes one (heddle.h) and race mode proposes it
 * (the spinlist trial's free list got hand-offs; never EOWNERDEAD, so LOCK_MUTEX only adds the held list) */
int pthread_spin_lock(pthread_spinlock_t *l) LOCK_FN(pthread_spin_lock, (const void *)l, sizeof *l, LOCK_MUTEX, 1, l)
int pthread_spin_trylock(pthread_spinlock_t *l) LOCK_FN(pthread_spin_trylock, (const void *)l, sizeof *l, LOCK_MUTEX, 0, l)
int pthread_spin_unlock(pthread_spinlock_t *l)
    UNLOCK_FN(pthread_spin_unlock, (const void *)l, sizeof *l, (const void *)l, (const void *)l, l)
int pthread_spin_init(pthread_spinlock_t *l, int pshared)
    LOCK_LIFETIME_FN(pthread_spin_init, (const void *)l, sizeof *l, l, pshared)
int pthread_spin_destroy(pthread_spinlock_t *l) LOCK_LIFETIME_FN(pthread_spin_destroy, (const void *)l, sizeof *l, l)

/* ---- pthread_once: the init routine happens before every return from
 * pthread_once on the same control. The routine takes no argument, so the
 * calling thread passes it and its control through thread-locals (saved and
 * restored: an init routine may itself call pthread_once). */
static __thread void (*once_routine)(void);
static __thread pthread_once_t *once_control;

static void once_trampoline(void) {
  pthread_once_t *control = once_control;
  once_routine();
  releasing(control, 0);
}

int pthread_once(pthread_once_t *control, void (*routine)(void)) {
  void (*saved_routine)(void) = once_routine;
  pthread_once_t *saved_control = once_control;
  once_routine = routine;
  once_control = control;
  int rc = HD_REAL(pthread_once)(control, once_trampoline);
  once_routine = saved_routine;
  once_control = saved_control;
  if (rc == 0) acquired(control, 0);
  return rc;
}
