/* rehash.c — PUSh §3.3: with more threads and locks than pool keys, some
 * share a key (keys.c hashes them onto the pool), and a collision can hide a
 * violation between two holders of one key. While any key is shared, the
 * hash changes every mpk_rehash_ms: the thread that reaches a safe point (a
 * lock operation outside the runtime) stops every other thread with a signal,
 * draws a new function of the family, moves every protected object whose
 * domain's key changed, and lets the threads go; each reloads its PKRU as it
 * returns from the signal (the kernel restores PKRU from the signal frame).
 * A thread holding the pool's lock when asked stops as it lets go of it. A
 * thread that does not stop within 200 ms (it blocks the signal) is not
 * waited for: its objects and PKRU heal at its next fault, which recomputes
 * its domain (fault.c).
 *
 * Periodically, not only at lock operations: threads that share a key and
 * never lock would otherwise never be rehashed, and the violation their
 * collision hides never found. From the first sharing on, a runtime thread of
 * its own (heddle-rehash, every signal blocked, not the program's) wakes every
 * mpk_rehash_ms and rehashes — PUSh's timer (§3.3). It holds none of the
 * runtime's locks, so it is always at a safe point; a program thread at a lock
 * operation may still come first (the same period, whoever is first).
 *
 * Bounded: a rehash moves every object whose domain's key changed, so its
 * cost grows with the objects, and a run slowed down (emulation, a loaded
 * machine) makes each one take longer while the period stays — kvserver in
 * the VM once spent most of its time rehashing, and the more it did the
 * slower it got. So the next rehash also waits until the last one's own
 * duration times (100 / mpk_rehash_max_pct - 1) has passed since it ended:
 * rehashing takes at most about mpk_rehash_max_pct percent of the run. */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "access.h"
#include "arena.h"
#include "globals.h"
#include "domain.h"
#include "flags.h"
#include "keys.h"
#include "mpk.h"
#include "mpk_internal.h"
#include "pkru.h"
#include "real.h"
#include "signal_safe.h"
#include "stats.h"
#include "thread.h"

#define STOP_SIGNAL SIGRTMAX
#define STOP_WAIT_NS 200000000ull

static pid_t running[HD_MAX_THREADS]; /* kernel thread id by slot, 0: none */
static int rehashing;                  /* a rehash is under way */
static unsigned generation;            /* bumped as each rehash ends */
static int stopped;                    /* threads stopped for the current one */
static uint64_t next_ns;                /* no rehash before this (CLOCK_MONOTONIC) */
static __thread int stop_asked;
static int timer_started; /* heddle-rehash runs (in this process: a forked child starts its own) */

HD_REAL_FN(pthread_create);

static uint64_t period_ns(void) { return (uint64_t)hd_flags.mpk_rehash_ms * 1000000ull; }

/* When the rehash that began at `began` and ended at `ended` lets the next one
 * come: a period after its start, and no sooner than its own duration times
 * (100 / mpk_rehash_max_pct - 1) after its end. */
static uint64_t next_after(uint64_t began, uint64_t ended) {
  uint64_t pct = (uint64_t)hd_flags.mpk_rehash_max_pct, took = ended - began;
  uint64_t by_period = began + period_ns(), by_share = ended + took * (100 - pct) / pct;
  return by_period > by_share ? by_period : by_share;
}

static uint64_t now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void stop_here(void) {
  unsigned g = __atomic_load_n(&generation, __ATOMIC_ACQUIRE);
  __atomic_add_fetch(&stopped, 1, __ATOMIC_ACQ_REL);
  while (__atomic_load_n(&generation, __ATOMIC_ACQUIRE) == g) sched_yield();
}

void hd_mpk_stop_if_asked(void) {
  if (!stop_asked) return;
  stop_asked = 0;
  /* That rehash may be over (it waits 200 ms at most): stopping now would
   * wait for the next one. */
  if (!__atomic_load_n(&rehashing, __ATOMIC_ACQUIRE)) return;
  stop_here();
  if (hd_self) hd_mpk_refresh_self(hd_self, 0);
}

static void on_stop(int sig, siginfo_t *si, void *ucv) {
  (void)sig;
  (void)si;
  if (!__atomic_load_n(&rehashing, __ATOMIC_ACQUIRE)) return; /* late: that rehash is over */
  int saved = errno;
  if (hd_mpk_in_keys_lock) {
    stop_asked = 1; /* keys.c stops it as it lets go of the lock the rehash needs */
  } else {
    stop_here();
    uint32_t *pkru = hd_pkru_in_context(ucv);
    if (hd_self && pkru) *pkru = hd_mpk_refresh_self(hd_self, *pkru);
  }
  errno = saved;
}

void hd_mpk_rehash_init(void) {
  struct sigaction sa = {0};
  sa.sa_sigaction = on_stop;
  sa.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&sa.sa_mask);
  sigaction(STOP_SIGNAL, &sa, 0);
  next_ns = now_ns() + period_ns();
}

void hd_mpk_rehash_thread(struct hd_thread *t, int running_now) {
  if (running_now)
    while (__atomic_load_n(&rehashing, __ATOMIC_ACQUIRE)) sched_yield(); /* not half-way into one */
  if (t->slot < HD_MAX_THREADS)
    __atomic_store_n(&running[t->slot], running_now ? (pid_t)syscall(SYS_gettid) : 0, __ATOMIC_RELEASE);
}

void hd_mpk_maybe_rehash(struct hd_thread *t) {
  if (!hd_flags.mpk_rehash_ms || !hd_mpk_keys_shared() || hd_rt_depth || hd_in_runtime) return;
  hd_mpk_rehash_timer_start();
  uint64_t now = now_ns();
  if (now < __atomic_load_n(&next_ns, __ATOMIC_ACQUIRE)) return;
  int idle = 0;
  if (!__atomic_compare_exchange_n(&rehashing, &idle, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return;
  if (now < __atomic_load_n(&next_ns, __ATOMIC_ACQUIRE)) { /* one ended between the two loads */
    __atomic_store_n(&rehashing, 0, __ATOMIC_RELEASE);
    return;
  }
  __atomic_store_n(&stopped, 0, __ATOMIC_RELEASE);
  pid_t pid = getpid(), me = (pid_t)syscall(SYS_gettid);
  int asked = 0;
  for (uint32_t s = 0; s < hd_thread_count() && s < HD_MAX_THREADS; s++) {
    pid_t k = __atomic_load_n(&running[s], __ATOMIC_ACQUIRE);
    if (k && k != me && syscall(SYS_tgkill, pid, k, STOP_SIGNAL) == 0) asked++;
  }
  uint64_t deadline = now_ns() + STOP_WAIT_NS;
  while (__atomic_load_n(&stopped, __ATOMIC_ACQUIRE) < asked && now_ns() < deadline) sched_yield();
  /* Every other thread waits (or is not ours to wait for): a new function. */
  hd_mpk_keys_rehash(now ^ (now << 29) ^ (uint64_t)(uintptr_t)&now);
  hd_arena_each(hd_mpk_rehome);
  hd_globals_each(hd_mpk_rehome);
  if (t) hd_mpk_refresh_self(t, 0);
  HD_MPK_COUNT(rehashes);
  uint64_t ended = now_ns();
  __atomic_fetch_add(&hd_mpk_stats.rehash_ns, ended - now, __ATOMIC_RELAXED);
  if (ended - now > hd_mpk_stats.rehash_longest_ns) hd_mpk_stats.rehash_longest_ns = ended - now; /* one at a time */
  __atomic_store_n(&next_ns, next_after(now, ended), __ATOMIC_RELEASE); /* before a new one may begin */
  __atomic_store_n(&rehashing, 0, __ATOMIC_RELEASE);
  __atomic_add_fetch(&generation, 1, __ATOMIC_ACQ_REL);
}

/* heddle-rehash: a rehash whenever the next is due while the program runs
 * (a period when it is due already and nothing rehashed: no key shared). */
static void *rehash_timer(void *arg) {
  (void)arg;
  while (hd_thread_live()) {
    uint64_t now = now_ns(), due = __atomic_load_n(&next_ns, __ATOMIC_ACQUIRE);
    uint64_t wait = due > now ? due - now : period_ns();
    struct timespec ts = {(time_t)(wait / 1000000000ull), (long)(wait % 1000000000ull)};
    nanosleep(&ts, 0);
    hd_mpk_maybe_rehash(0);
  }
  return 0;
}

static void timer_in_child(void) { timer_started = 0; }

void hd_mpk_rehash_timer_start(void) {
  int no = 0;
  if (!hd_flags.mpk_rehash_ms || __atomic_load_n(&timer_started, __ATOMIC_RELAXED) ||
      !__atomic_compare_exchange_n(&timer_started, &no, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
    return;
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old); /* it starts, and stays, with every signal blocked */
  pthread_t th;
  hd_in_runtime++; /* libc's allocations for the thread are not the program's */
  int rc = HD_REAL(pthread_create)(&th, 0, rehash_timer, 0);
  hd_in_runtime--;
  pthread_sigmask(SIG_SETMASK, &old, 0);
  if (rc != 0) return; /* lock operations still rehash */
  pthread_setname_np(th, "heddle-rehash"); /* not the program's: tools that count threads can tell */
  pthread_detach(th);
  static int atfork_once;
  if (!__atomic_exchange_n(&atfork_once, 1, __ATOMIC_ACQ_REL)) pthread_atfork(0, 0, timer_in_child);
}
