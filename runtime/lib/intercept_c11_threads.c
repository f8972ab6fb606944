/* intercept_c11_threads.c — C11 <threads.h> (thrd_*, mtx_*, cnd_*, call_once)
 * as the pthread functions they are.
 *
 * glibc implements each C11 function as a thin wrapper around its pthread
 * counterpart, but calls glibc's internal symbols (__pthread_mutex_lock, ...),
 * which no interceptor sees: without these, a thrd_create'd thread was not
 * ordered after its creator, mtx_lock ordered nothing and every access under
 * a mtx_t was a false data race (found by a new-user trial: 12 on a correct
 * mtx_t/cnd_t queue). Here each one calls the pthread function by its public
 * name, which binds to heddle's interceptor (libheddle is linked into the
 * executable), so C11 threads get exactly the pthread edges, lock-order checks
 * and policies. The types are glibc's own aliases: mtx_t and cnd_t are unions
 * of a pthread_mutex_t's / pthread_cond_t's size, thrd_t is pthread_t and
 * once_flag is pthread_once_t, as glibc's own wrappers cast them. Error codes
 * are mapped as glibc's thrd_err_map does.
 *
 * All are weak (HD_C11): a program with a C11-threads shim of its own
 * (tinycthread and the like, vendored where <threads.h> was missing) keeps
 * its definitions, which call the pthread functions and are thereby
 * intercepted; strong ones would not link ("multiple definition"). */
#define HD_C11 __attribute__((weak))
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <threads.h>

#include "ialloc.h"
#include "intercept_thread.h"
#include "stack.h"

_Static_assert(sizeof(mtx_t) == sizeof(pthread_mutex_t), "mtx_t is glibc's pthread_mutex_t");
_Static_assert(sizeof(cnd_t) == sizeof(pthread_cond_t), "cnd_t is glibc's pthread_cond_t");
_Static_assert(sizeof(thrd_t) == sizeof(pthread_t), "thrd_t is pthread_t");
_Static_assert(sizeof(once_flag) == sizeof(pthread_once_t), "once_flag is pthread_once_t");

static int thrd_status(int err) {
  switch (err) {
  case 0: return thrd_success;
  case ENOMEM: return thrd_nomem;
  case ETIMEDOUT: return thrd_timedout;
  case EBUSY: return thrd_busy;
  default: return thrd_error;
  }
}

/* ---- threads: a C11 start routine returns int, a pthread one void *; the
 * adapter carries the int through the pointer as glibc does (thrd_join takes
 * it back). */
struct c11_start {
  thrd_start_t func;
  void *arg;
};

static void *c11_thread_start(void *p) {
  struct c11_start s = *(struct c11_start *)p;
  hd_ifree(p, sizeof s);
  return (void *)(intptr_t)s.func(s.arg);
}

HD_C11 int thrd_create(thrd_t *thr, thrd_start_t func, void *arg) {
  struct c11_start *s = hd_ialloc(sizeof *s);
  if (!s) return thrd_nomem;
  s->func = func;
  s->arg = arg;
  int rc = hd_thread_create(thr, 0, c11_thread_start, s, (uintptr_t)func, HD_CALLER);
  if (rc) hd_ifree(s, sizeof *s);
  return thrd_status(rc);
}

HD_C11 int thrd_join(thrd_t thr, int *res) {
  void *ret;
  int rc = pthread_join(thr, &ret);
  if (rc == 0 && res) *res = (int)(intptr_t)ret;
  return thrd_status(rc);
}

HD_C11 int thrd_detach(thrd_t thr) { return thrd_status(pthread_detach(thr)); }

HD_C11 _Noreturn void thrd_exit(int res) { pthread_exit((void *)(intptr_t)res); }

/* ---- mutexes */
HD_C11 int mtx_init(mtx_t *m, int type) {
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  if (type & mtx_recursive) pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  int rc = pthread_mutex_init((pthread_mutex_t *)m, &attr);
  pthread_mutexattr_destroy(&attr);
  return thrd_status(rc);
}
HD_C11 int mtx_lock(mtx_t *m) { return thrd_status(pthread_mutex_lock((pthread_mutex_t *)m)); }
HD_C11 int mtx_trylock(mtx_t *m) { return thrd_status(pthread_mutex_trylock((pthread_mutex_t *)m)); }
HD_C11 int mtx_timedlock(mtx_t *restrict m, const struct timespec *restrict ts) {
  return thrd_status(pthread_mutex_timedlock((pthread_mutex_t *)m, ts));
}
HD_C11 int mtx_unlock(mtx_t *m) { return thrd_status(pthread_mutex_unlock((pthread_mutex_t *)m)); }
HD_C11 void mtx_destroy(mtx_t *m) { pthread_mutex_destroy((pthread_mutex_t *)m); }

/* ---- condition variables */
HD_C11 int cnd_wait(cnd_t *c, mtx_t *m) {
  return thrd_status(pthread_cond_wait((pthread_cond_t *)c, (pthread_mutex_t *)m));
}
HD_C11 int cnd_timedwait(cnd_t *restrict c, mtx_t *restrict m, const struct timespec *restrict ts) {
  return thrd_status(pthread_cond_timedwait((pthread_cond_t *)c, (pthread_mutex_t *)m, ts));
}
HD_C11 int cnd_signal(cnd_t *c) { return thrd_status(pthread_cond_signal((pthread_cond_t *)c)); }
HD_C11 int cnd_broadcast(cnd_t *c) { return thrd_status(pthread_cond_broadcast((pthread_cond_t *)c)); }

/* ---- call_once: its routine's effects happen before every caller returns */
HD_C11 void call_once(once_flag *flag, void (*func)(void)) { pthread_once((pthread_once_t *)flag, func); }
