/* wait_for.c — see wait_for.h. */
#include "wait_for.h"

#include <stdio.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "flags.h"
#include "held_locks.h"
#include "lock_graph.h"
#include "lock_order.h"
#include "thread.h"
#include "util.h"

/* Longer cycles of waiting threads are not followed (as lock cycles). */
#define MAX_WAITERS HEDDLE_LOG_MAX_CYCLE

/* A thread of the cycle and the mutex it waits for; path[0] is the caller. */
struct waiter {
  struct hd_thread *t;
  uintptr_t mutex;
};

/* A default or adaptive mutex locked again by its holder waits forever (a
 * recursive one is taken again by the trylock; an error-checking one
 * returns EDEADLK). glibc's kind, as its own lock function reads it. */
static int relock_waits_forever(const pthread_mutex_t *m) {
  int kind = m->__data.__kind & 3; /* PTHREAD_MUTEX_KIND_MASK_NP */
  return kind == PTHREAD_MUTEX_NORMAL || kind == PTHREAD_MUTEX_ADAPTIVE_NP;
}

/* Follows "mutex held by U, U waits for …" from path[0]; the number of
 * waiters of a cycle back to the caller, 0 when the path ends or loops
 * elsewhere (threads waiting for one another without the caller: they
 * found it themselves when the last of them began to wait). */
static uint32_t walk(struct waiter path[MAX_WAITERS], const pthread_mutex_t *m) {
  uint32_t n = 1;
  for (uintptr_t mutex = path[0].mutex;;) {
    struct hd_thread *holder = hd_thread_holder_of(mutex);
    if (!holder) return 0;
    if (holder == path[0].t) return n > 1 || relock_waits_forever(m) ? n : 0;
    if (n == MAX_WAITERS) return 0;
    for (uint32_t i = 1; i < n; i++)
      if (path[i].t == holder) return 0;
    uintptr_t next = __atomic_load_n(&holder->waiting_for, __ATOMIC_SEQ_CST);
    if (!next) return 0;
    path[n++] = (struct waiter){holder, next};
    mutex = next;
  }
}

static void pause_ms(long ms) {
  struct timespec ts = {0, ms * 1000000L};
  hd_raw_syscall(SYS_nanosleep, (long)&ts, 0L);
}

/* The cycle found again, unchanged, after short pauses: nothing was read in
 * the middle of a change (each thread of a real one is blocked in the kernel). */
static int still_there(const struct waiter *path, uint32_t n, const pthread_mutex_t *m) {
  for (int round = 0; round < 3; round++) {
    pause_ms(20);
    struct waiter again[MAX_WAITERS] = {path[0]};
    if (walk(again, m) != n) return 0;
    for (uint32_t i = 0; i < n; i++)
      if (again[i].t != path[i].t || again[i].mutex != path[i].mutex) return 0;
  }
  return 1;
}

/* The lock cycle of the waiting threads, from the lock graph (each edge was
 * added when its thread began to wait: lock_order.h), in cycle order: the
 * caller holds the mutex the last waiter waits for and waits for path[0]'s. */
static uint32_t cycle_edges(const struct waiter *path, uint32_t n, struct hd_caller from,
                            struct hd_lock_edge cycle[HEDDLE_LOG_MAX_CYCLE]) {
  if (n == 1) return hd_lock_order_self_edge(path[0].mutex, from, &cycle[0]);
  for (uint32_t i = 0; i < n; i++) {
    uintptr_t held = path[(i + n - 1) % n].mutex, wanted = path[i].mutex;
    if (!hd_lock_graph_edge(held, wanted, &cycle[i])) return 0;
  }
  return n;
}

static void print_deadlock(const struct waiter *path, uint32_t n) {
  char buf[640];
  int len = snprintf(buf, sizeof buf, "heddle: deadlock: ");
  for (uint32_t i = 0; i < n && len < (int)sizeof buf - 80; i++)
    len += snprintf(buf + len, sizeof buf - len, "%sT%u waits for mutex %p", i ? ", " : "", path[i].t->tid,
                    (void *)path[i].mutex);
  len += snprintf(buf + len, sizeof buf - len, n > 1 ? ", each held by the next: none can go on\n"
                                                     : ", which it holds: it can never go on\n");
  hd_stderr(buf, (size_t)(len < (int)sizeof buf ? len : (int)sizeof buf - 1));
}

static HD_NOINLINE void deadlocked(const struct waiter *path, uint32_t n, struct hd_caller from) {
  struct hd_lock_edge cycle[HEDDLE_LOG_MAX_CYCLE];
  uint32_t edges = cycle_edges(path, n, from, cycle);
  if (edges) hd_lock_order_report(cycle, edges, HEDDLE_CYCLE_DEADLOCKED);
  print_deadlock(path, n);
  if (!hd_flags.deadlock_exit) return;
  int status = hd_flags.exitcode ? hd_flags.exitcode : 66;
  char buf[160];
  int len = snprintf(buf, sizeof buf,
                     "heddle: deadlock_exit=1: ending the program (exit %d) instead of letting it hang\n", status);
  hd_stderr(buf, (size_t)len);
  _exit(status); /* our _exit writes the EXIT record */
}

void hd_wait_for_begin(pthread_mutex_t *m, struct hd_caller from) {
  struct hd_thread *t = hd_self;
  if (!t || hd_lock_order_ignored()) return;
  /* Published before the holders are read, and read by the others after
   * theirs (both sequentially consistent): of two threads beginning to wait
   * for each other at once, at least one sees the other waiting. */
  __atomic_store_n(&t->waiting_for, (uintptr_t)m, __ATOMIC_SEQ_CST);
  hd_rt_enter();
  struct waiter path[MAX_WAITERS] = {{t, (uintptr_t)m}};
  uint32_t n = walk(path, m);
  if (n && still_there(path, n, m)) deadlocked(path, n, from);
  hd_rt_leave();
}

void hd_wait_for_end(void) {
  struct hd_thread *t = hd_self;
  if (t) __atomic_store_n(&t->waiting_for, 0, __ATOMIC_RELEASE);
}
