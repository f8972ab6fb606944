/* intercept_thread.c — thread lifecycle: create (stable id, creation stack,
 * HEDDLE_EV_THREAD, happens-before parent -> child), join and its try/timed/
 * clock variants (child -> joiner), exit, detach (a detached thread's slot
 * goes back when it is done: thread.c); fork (the child opens its
 * own event log); the C++ std::thread state hand-over. */
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include "access.h"
#include "arena.h"
#include "fd_sync.h"
#include "gone_threads.h"
#include "ialloc.h"
#include "lock_graph.h"
#include "log_writer.h"
#include "malloc.h"
#include "mapped_objects.h"
#include "mpk.h"
#include "policy.h"
#include "quarantine.h"
#include "real.h"
#include "signal_handlers.h"
#include "stack.h"
#include "sync.h"
#include "sync_object_race.h"
#include "race.h"
#include "thread.h"
#include "util.h"
#include "wcp.h"
#include "intercept_thread.h"

HD_REAL_FN(pthread_create);
HD_REAL_FN(pthread_join);
HD_REAL_FN(pthread_tryjoin_np);
HD_REAL_FN(pthread_timedjoin_np);
HD_REAL_FN(pthread_clockjoin_np);
HD_REAL_FN(pthread_exit);
HD_REAL_FN(pthread_detach);
HD_REAL_FN(fork);

struct start {
  void *(*fn)(void *);
  void *arg;
  struct hd_thread *t;
  sigset_t mask; /* the creator's signal mask, the thread's own once it is registered */
};

static void finish(struct hd_thread *t) {
  if (!t || t->finished) return;
  hd_rt_enter(); /* the thread's own clock changes: its signal handlers wait */
  /* A robust mutex the thread ends holding goes to its next locker with
   * EOWNERDEAD, who takes over the state this thread left: as if unlocked
   * here (any other mutex it holds nobody can lock again) — for WCP too,
   * whose rule (a) orders the section's conflicting accesses before the
   * next locker's (without it, wcp=1 reported the repair as a race). */
  if (hd_wcp_enabled)
    for (uint32_t i = t->nheld; i-- > 0;) hd_wcp_lock_releasing(t, (const void *)t->held[i]);
  for (uint32_t i = 0; i < t->nheld; i++) hd_sync_publish(t, (const void *)t->held[i], 1); /* the hard edge intercept_sync.c owner_died() takes */
  hd_thread_tick(t); /* the exit event joiners acquire */
  hd_rt_leave();
  __atomic_store_n(&t->finished, 1, __ATOMIC_RELEASE);
  hd_mpk_thread_finished(t);
}

static void *trampoline(void *p) {
  struct start s = *(struct start *)p;
  hd_ifree(p, sizeof s);
  struct hd_thread *t = s.t;
  hd_thread_set_current(t);
  /* Registered: the program's signal handlers may run here now (the thread
   * started with every signal blocked, hd_thread_create). */
  pthread_sigmask(SIG_SETMASK, &s.mask, 0);
  hd_thread_stack_bounds(t);
  hd_mpk_thread_started(t); /* a new thread inherits its creator's PKRU */
  t->stop_fp = (uintptr_t)__builtin_frame_address(0); /* stacks end at the user's start routine */
  void *ret = s.fn(s.arg);
  finish(t);
  return ret;
}

static void log_thread(struct hd_thread *child, struct hd_caller c) {
  struct heddle_ev_thread ev;
  hd_memset(&ev, 0, sizeof ev);
  ev.h.kind = HEDDLE_EV_THREAD;
  ev.h.size = sizeof ev;
  ev.tid = child->tid;
  ev.parent_tid = child->parent_tid;
  ev.start_routine = child->start_routine;
  hd_unwind(c, &ev.created_at);
  child->create_stack = hd_depot_put(&ev.created_at);
  HD_RUNTIME_CALL(heddle_log_append(&ev.h));
}

/* Does path name libstdc++ (".../libstdc++.so.6")? */
static int is_libstdcxx(const char *path) {
  const char *base = path;
  for (const char *p = path; *p; p++)
    if (*p == '/') base = p + 1;
  return hd_strneq(base, "libstdc++.so", 12);
}

/* Is fn libstdc++'s std::thread start routine (execute_native_thread_routine)?
 * It is a static function, so no dlsym: the first start routine inside
 * libstdc++ that libstdc++ itself passes to pthread_create is it, and is
 * remembered. Only calls from outside the program's code get here. */
static int is_cxx_thread_start(void *(*fn)(void *)) {
  static uintptr_t known;
  uintptr_t k = __atomic_load_n(&known, __ATOMIC_RELAXED);
  if (k) return k == (uintptr_t)fn;
  Dl_info info;
  if (!dladdr((void *)fn, &info) || !info.dli_fname || !is_libstdcxx(info.dli_fname)) return 0;
  __atomic_store_n(&known, (uintptr_t)fn, __ATOMIC_RELAXED);
  return 1;
}

/* std::thread's constructor completes before the callable starts (C++
 * [thread.thread.constr]) and hands its state object — the callable and its
 * by-value captures, allocated by the creating thread — to the new thread.
 * Plain pthread_create arguments keep PUSh's rule: private to the allocator. */
static void hand_over_cxx_state(struct hd_thread *parent, struct hd_thread *child, void *(*fn)(void *),
                                void *arg, struct hd_caller c) {
  if (hd_from_program(c.pc) || !is_cxx_thread_start(fn)) return;
  struct hd_object *o = hd_arena_find((uintptr_t)arg);
  if (o && o->base == (uintptr_t)arg && !(o->flags & HD_OBJ_FREED))
    hd_policy_hand_over(o, parent, child, child->create_stack);
}

/* What the thread runs, for reports: a std::thread's start routine is
 * libstdc++'s, the same for all; its state's _M_run (the third slot of the
 * state's vtable, after the two destructors: Itanium C++ ABI) runs the
 * program's callable, and its symbol names it (report_text.c). */
static uintptr_t thread_routine(void *(*fn)(void *), void *arg, struct hd_caller c) {
  if (!arg || hd_from_program(c.pc) || !is_cxx_thread_start(fn)) return (uintptr_t)fn;
  const uintptr_t *vtable = *(const uintptr_t *const *)arg;
  return vtable && vtable[2] ? vtable[2] : (uintptr_t)fn;
}

int pthread_create(pthread_t *th, const pthread_attr_t *attr, void *(*fn)(void *), void *arg) {
  struct hd_caller c = HD_CALLER;
  return hd_thread_create(th, attr, fn, arg, thread_routine(fn, arg, c), c);
}

int hd_thread_create(pthread_t *th, const pthread_attr_t *attr, void *(*fn)(void *), void *arg,
                     uintptr_t routine, struct hd_caller c) {
  struct hd_thread *parent = hd_thread_current();
  struct hd_thread *child = parent ? hd_thread_new(parent->tid) : 0;
  struct start *s = child ? hd_ialloc(sizeof *s) : 0;
  if (!s) {
    if (child) { /* out of memory: the record and its slot go back, never held */
      child->finished = 1;
      hd_thread_release_slot(child);
      hd_thread_put(child);
    }
    return HD_REAL(pthread_create)(th, attr, fn, arg); /* thread table full: unchecked */
  }
  s->fn = fn;
  s->arg = arg;
  s->t = child;
  child->start_routine = routine;
  hd_rt_enter(); /* the parent's clock changes: its signal handlers wait */
  hd_hb_acquire(child, &parent->vc); /* everything the parent did happens before the child */
  if (hd_wcp_enabled) hd_wcp_hard_edge(child, parent);
  hd_thread_tick(parent);
  hd_rt_leave();
  log_thread(child, c);
  hand_over_cxx_state(parent, child, fn, arg, c);
  int detach_state;
  if (attr && pthread_attr_getdetachstate(attr, &detach_state) == 0 &&
      detach_state == PTHREAD_CREATE_DETACHED)
    hd_thread_mark_detached(child); /* it gives its slot back when done */
  /* The new thread starts with every signal blocked until it is registered:
   * a handler run before that (a timer's signal, a pthread_kill right after
   * the create) would register it as a thread of its own, ordered after
   * nothing — neither its creator nor the handler's installation. */
  sigset_t all, was;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &was);
  s->mask = was; /* s is the child's once it runs */
  int rc = HD_REAL(pthread_create)(th, attr, trampoline, s);
  pthread_sigmask(SIG_SETMASK, &was, 0);
  if (rc) {
    hd_ifree(s, sizeof *s);
    child->finished = 1; /* never ran: not concurrent with anything */
    hd_thread_release_slot(child);
  } else {
    child->handle = *th;
    hd_gone_handle_reused(*th);
  }
  hd_thread_put(child); /* a detached child may be done already: its record may be recycled now */
  return rc;
}

/* The thread a pthread_t names. glibc reuses a handle once its thread is gone;
 * a record that gave its slot back (joined, or detached and done) is no
 * longer a thread the program can name, but may still sit in its old slot
 * until the slot is taken again, so it is skipped — as is one a join has
 * claimed: glibc frees a joined thread's stack, and with it its handle,
 * before the join's bookkeeping gives the slot back, and a thread created in
 * between gets that handle with a lower id than the joined one if its creator
 * took its record first (ids are taken before the real pthread_create); a
 * join of the new thread then found the old record and ordered nothing (a
 * false data race at the frees of a recursive merge sort's arguments,
 * new-user trial round 12 finding 10). Should several records still carry
 * th, the newest (highest id) is the live one. Slots are reused, so slot
 * order is not creation order. */
static struct hd_thread *by_handle(pthread_t th) {
  if (hd_self && pthread_equal(th, pthread_self())) return hd_self; /* its handle may not be stored yet */
  struct hd_thread *found = 0;
  for (uint32_t i = hd_thread_count(); i-- > 0;) {
    struct hd_thread *t = hd_thread_get(i);
    if (t && !__atomic_load_n(&t->slot_released, __ATOMIC_ACQUIRE) &&
        !__atomic_load_n(&t->join_claimed, __ATOMIC_ACQUIRE) && pthread_equal(t->handle, th) &&
        (!found || t->tid > found->tid))
      found = t;
  }
  return found;
}

/* A successful join: everything the child did happens before the joiner goes on. */
static void joined(struct hd_thread *me, struct hd_thread *child) {
  if (!child) return;
  child->finished = 1;
  child->joined = 1;
  if (me) {
    hd_rt_enter(); /* the joiner's clock changes: its signal handlers wait */
    hd_hb_acquire(me, &child->vc);
    if (hd_wcp_enabled) hd_wcp_hard_edge(me, child);
    hd_rt_leave();
  }
  hd_thread_release_slot(child); /* it has terminated: its slot can serve the next thread */
}

/* Every join flavour: look the child up and claim it first (once joined, its
 * handle may be reused), then order it before the joiner if the join
 * succeeded; a join that failed (busy, timed out, refused) gives the claim back. */
#define JOIN_FN(name, ...)                                                  \
  {                                                                         \
    struct hd_thread *me = hd_thread_current(), *child = by_handle(th);     \
    if (child) __atomic_store_n(&child->join_claimed, 1, __ATOMIC_RELEASE); \
    int rc = HD_REAL(name)(__VA_ARGS__);                                    \
    if (rc && child) __atomic_store_n(&child->join_claimed, 0, __ATOMIC_RELEASE); \
    if (rc == 0 && child) hd_gone_thread(th, child->tid, HD_GONE_JOINED);  \
    if (rc == 0) joined(me, child);                                         \
    return rc;                                                              \
  }
int pthread_join(pthread_t th, void **ret) JOIN_FN(pthread_join, th, ret)
int pthread_tryjoin_np(pthread_t th, void **ret) JOIN_FN(pthread_tryjoin_np, th, ret)
int pthread_timedjoin_np(pthread_t th, void **ret, const struct timespec *abstime)
    JOIN_FN(pthread_timedjoin_np, th, ret, abstime)
int pthread_clockjoin_np(pthread_t th, void **ret, clockid_t clk, const struct timespec *abstime)
    JOIN_FN(pthread_clockjoin_np, th, ret, clk, abstime)

void pthread_exit(void *ret) {
  finish(hd_self);
  HD_REAL(pthread_exit)(ret);
  __builtin_unreachable();
}

/* A detach of a thread that was joined, or detached before, is undefined
 * (glibc may read a freed descriptor: TSan's "pthread_detach was called on
 * thread T but it is dead"; found by a new-user trial on its double_detach
 * and join_detach tests): an api-misuse report — its detail names the call
 * first, the reporter's title keys on it — and no glibc call. EINVAL, as
 * glibc answers a detach of a detached thread. A thread heddle never saw
 * (created while the thread table was full) goes to glibc. */
static int detach_refused(uint32_t tid, struct hd_caller c, const char *why) {
  char detail[96];
  snprintf(detail, sizeof detail, "pthread_detach of thread T%u, which %s", tid, why);
  hd_api_misuse(hd_thread_current(), c, 0, 0, detail);
  return EINVAL;
}

/* Look the thread up first: once detached, a finished thread's handle may be
 * reused at once. Detached, it gives its slot back when it is done — now, if
 * it already is. */
int pthread_detach(pthread_t th) {
  struct hd_caller c = HD_CALLER;
  struct hd_thread *t = by_handle(th);
  uint32_t tid = 0;
  enum hd_gone_how how = t ? HD_GONE_NONE : hd_gone_thread_find(th, &tid);
  if (t && (__atomic_load_n(&t->lifecycle, __ATOMIC_ACQUIRE) & HD_THREAD_DETACHED))
    return detach_refused(t->tid, c, "was detached already");
  if (how == HD_GONE_JOINED) return detach_refused(tid, c, "was joined already");
  if (how == HD_GONE_DETACHED) return detach_refused(tid, c, "was detached already and has ended");
  int rc = HD_REAL(pthread_detach)(th);
  if (rc == 0 && t) {
    hd_gone_thread(th, t->tid, HD_GONE_DETACHED);
    hd_thread_mark_detached(t);
  }
  return rc;
}

/* ---- fork safety. Every global runtime lock, outermost first (the depot,
 * the sync map and the lock graph allocate from ialloc while holding theirs), is taken right
 * before fork() and released after it in parent and child: a child never
 * inherits a lock held by a thread that does not exist there (its first
 * malloc would spin forever). pthread_atfork handlers registered at start-up:
 * the prepare handler runs after the program's own (which may still malloc),
 * the parent/child handlers before the program's. */
static void (*const fork_lockers[])(int) = {hd_sigaction_fork_lock,  hd_gone_threads_fork_lock,
                                            hd_quarantine_fork_lock, hd_race_fork_lock,
                                            hd_sync_object_fork_lock, hd_depot_fork_lock,
                                            hd_sync_fork_lock,       hd_arena_fork_lock,
                                            hd_malloc_fork_lock,     hd_thread_fork_lock,
                                            hd_lock_graph_fork_lock, hd_fd_fork_lock,
                                            hd_ialloc_fork_lock,     hd_mpk_fork_lock,
                                            hd_mapping_fork_lock};
static void fork_lock_all(int take) {
  for (unsigned i = 0; i < sizeof fork_lockers / sizeof fork_lockers[0]; i++) fork_lockers[i](take);
}
static void fork_prepare(void) { fork_lock_all(1); }
static void fork_release(void) { fork_lock_all(0); }

void hd_fork_handlers_install(void) { pthread_atfork(fork_prepare, fork_release, fork_release); }

/* A fork child's memory is the parent's at the fork: whatever any thread wrote
 * before it, the child's one thread sees as a copy no other thread can touch
 * again. So it is ordered after all of them (happens-before and WCP's hard
 * edge). Before, only the forking thread's own order held: with wcp=1, a
 * child reading what another thread wrote under a mutex the forker held at
 * the fork was a predicted race (lit race/infer-fork-child.c; a lock edge is
 * no WCP order when the sections touch nothing in common). */
static void child_after_every_thread(void) {
  struct hd_thread *me = hd_self;
  if (!me) return;
  for (uint32_t i = 0; i < hd_thread_count(); i++) {
    struct hd_thread *t = hd_thread_get(i);
    if (!t || t == me) continue;
    hd_hb_acquire(me, &t->vc);
    if (hd_wcp_enabled) hd_wcp_hard_edge(me, t);
  }
}

pid_t fork(void) {
  hd_fd_before_child(); /* before: the child may write into a pipe as soon as it runs */
  pid_t pid = HD_REAL(fork)();
  if (pid == 0) {
    hd_thread_after_fork_child();
    child_after_every_thread();
    HD_RUNTIME_CALL(heddle_log_after_fork());
  }
  return pid;
}
