/* intercept_sync.c — pthread synchronisation as happens-before edges
 * (FastTrack, PUSh §2.2): unlock/post/signal release the thread's clock into
 * the object's, lock/wait acquire it. Mutex ownership is also recorded so
 * HEDDLE_LOCKED objects can be checked ("lock held?"). */
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <time.h>

#include "access.h"
#include "real.h"
#include "signal_safe.h"
#include "sync.h"
#include "thread.h"

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

/* pthread_cond_* have two symbol versions in glibc; use the current one. */
#define COND_VERSION "GLIBC_2.3.2"

/* The runtime's own locking (the log writer's) is not program synchronisation. */
static void acquired(const void *obj, int is_mutex) {
  struct hd_thread *t = hd_in_runtime ? 0 : hd_thread_current();
  if (!t) return;
  hd_sync_acquire(t, obj);
  if (is_mutex) hd_thread_lock_acquired(t, obj);
}

static void releasing(const void *obj, int is_mutex) {
  struct hd_thread *t = hd_in_runtime ? 0 : hd_thread_current();
  if (!t) return;
  if (is_mutex) hd_thread_lock_released(t, obj);
  hd_sync_release(t, obj);
}

/* ---- mutexes */
int pthread_mutex_lock(pthread_mutex_t *m) {
  int rc = HD_REAL(pthread_mutex_lock)(m);
  if (rc == 0 || rc == EOWNERDEAD) acquired(m, 1);
  return rc;
}
int pthread_mutex_trylock(pthread_mutex_t *m) {
  int rc = HD_REAL(pthread_mutex_trylock)(m);
  if (rc == 0 || rc == EOWNERDEAD) acquired(m, 1);
  return rc;
}
int pthread_mutex_timedlock(pthread_mutex_t *m, const struct timespec *ts) {
  int rc = HD_REAL(pthread_mutex_timedlock)(m, ts);
  if (rc == 0 || rc == EOWNERDEAD) acquired(m, 1);
  return rc;
}
int pthread_mutex_clocklock(pthread_mutex_t *m, clockid_t clk, const struct timespec *ts) {
  int rc = HD_REAL(pthread_mutex_clocklock)(m, clk, ts);
  if (rc == 0 || rc == EOWNERDEAD) acquired(m, 1);
  return rc;
}
int pthread_mutex_unlock(pthread_mutex_t *m) {
  releasing(m, 1);
  return HD_REAL(pthread_mutex_unlock)(m);
}

/* ---- rwlocks: every unlock releases into one clock, every lock acquires it
 * (readers thereby order among themselves too: fewer reports, never false ones). */
#define RW_LOCK_FN(name, ...)                    \
  {                                              \
    int rc = HD_REAL(name)(__VA_ARGS__);         \
    if (rc == 0) acquired(l, 0);                 \
    return rc;                                   \
  }
int pthread_rwlock_rdlock(pthread_rwlock_t *l) RW_LOCK_FN(pthread_rwlock_rdlock, l)
int pthread_rwlock_tryrdlock(pthread_rwlock_t *l) RW_LOCK_FN(pthread_rwlock_tryrdlock, l)
int pthread_rwlock_timedrdlock(pthread_rwlock_t *l, const struct timespec *ts)
    RW_LOCK_FN(pthread_rwlock_timedrdlock, l, ts)
int pthread_rwlock_wrlock(pthread_rwlock_t *l) RW_LOCK_FN(pthread_rwlock_wrlock, l)
int pthread_rwlock_trywrlock(pthread_rwlock_t *l) RW_LOCK_FN(pthread_rwlock_trywrlock, l)
int pthread_rwlock_timedwrlock(pthread_rwlock_t *l, const struct timespec *ts)
    RW_LOCK_FN(pthread_rwlock_timedwrlock, l, ts)
int pthread_rwlock_clockrdlock(pthread_rwlock_t *l, clockid_t clk, const struct timespec *ts)
    RW_LOCK_FN(pthread_rwlock_clockrdlock, l, clk, ts)
int pthread_rwlock_clockwrlock(pthread_rwlock_t *l, clockid_t clk, const struct timespec *ts)
    RW_LOCK_FN(pthread_rwlock_clockwrlock, l, clk, ts)
int pthread_rwlock_unlock(pthread_rwlock_t *l) {
  releasing(l, 0);
  return HD_REAL(pthread_rwlock_unlock)(l);
}

/* ---- condition variables: wait = unlock m; (signal ->) wake; lock m */
int pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m) {
  releasing(m, 1);
  int rc = HD_REAL_V(pthread_cond_wait, COND_VERSION)(c, m);
  acquired(m, 1);
  acquired(c, 0);
  return rc;
}
int pthread_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *ts) {
  releasing(m, 1);
  int rc = HD_REAL_V(pthread_cond_timedwait, COND_VERSION)(c, m, ts);
  acquired(m, 1);
  if (rc == 0) acquired(c, 0);
  return rc;
}
int pthread_cond_clockwait(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clk,
                           const struct timespec *ts) {
  releasing(m, 1);
  int rc = HD_REAL(pthread_cond_clockwait)(c, m, clk, ts);
  acquired(m, 1);
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

/* ---- barriers: everyone's arrival happens before anyone's departure */
int pthread_barrier_wait(pthread_barrier_t *b) {
  releasing(b, 0);
  int rc = HD_REAL(pthread_barrier_wait)(b);
  acquired(b, 0);
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

/* ---- spinlocks */
int pthread_spin_lock(pthread_spinlock_t *l) {
  int rc = HD_REAL(pthread_spin_lock)(l);
  if (rc == 0) acquired((const void *)l, 0);
  return rc;
}
int pthread_spin_trylock(pthread_spinlock_t *l) {
  int rc = HD_REAL(pthread_spin_trylock)(l);
  if (rc == 0) acquired((const void *)l, 0);
  return rc;
}
int pthread_spin_unlock(pthread_spinlock_t *l) {
  releasing((const void *)l, 0);
  return HD_REAL(pthread_spin_unlock)(l);
}

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
