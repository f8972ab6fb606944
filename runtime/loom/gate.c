/* gate.c — see gate.h. The protocol is Dekker-like over seq_cst atomics: a
 * reader counts itself in, then checks for a writer (and backs out if one
 * came); the writer claims the gate, then waits for the count to drain.
 * Every change bumps `seq`, the futex word all waiters sleep on. */
#include "gate.h"

#include <pthread.h>

#include "sync_objects.h"

int hd_loom_gate_installed;

static int readers;         /* threads holding the gate shared */
static uint32_t writer;     /* id of the thread holding (or claiming) it exclusively; 0: none */
static uint32_t seq;        /* futex word */
static uint32_t next_id;
static pthread_key_t exit_key;

/* Happens-before for the race detector, like a rwlock's but without ordering
 * readers among themselves: a thread stepping aside (at a slot, before a call
 * out, for a wait) releases into `readers_done`, which only the region's
 * thread acquires; the region's end releases into `region_done`, which every
 * thread acquires when it takes the gate again. */
static int readers_done, region_done;

/* The constraint of the region running exclusively (for a waiting reader's timeout). */
static struct hd_loom_keyed *writer_constraint;
/* Set when a wait at the gate outlasted the timeout: the gate is off for good. */
static int gate_off;

/* The live installer's id as a writer (no program thread has it). */
#define INSTALLER UINT32_MAX
/* While the installer waits: a thread at a slot that is not at a safe place
 * for the filter being installed keeps running instead of stepping aside
 * (LOOM §4.3's evacuation); NULL otherwise. */
static int (*evacuating)(void);

static __thread uint32_t my_id;
static __thread int holding;     /* this thread holds the gate shared */
static __thread int exclusive;   /* nesting depth of this thread's exclusive hold */

static uint32_t me(void) {
  if (!my_id) my_id = __atomic_add_fetch(&next_id, 1, __ATOMIC_RELAXED);
  return my_id;
}

static void leave_shared(void) {
  hd_loom_edge_release(&readers_done);
  __atomic_sub_fetch(&readers, 1, __ATOMIC_SEQ_CST);
  holding = 0;
  hd_loom_futex_wake_all(&seq);
}

/* One futex wait on seq; 1 once waits since *start outlasted the timeout. */
static int wait_timed_out(uint32_t seen, long *start) {
  long now = hd_loom_now_ms();
  if (!*start) *start = now;
  long waited = now - *start;
  if (hd_loom_timeout_ms > 0 && waited >= hd_loom_timeout_ms) return 1;
  hd_loom_futex_wait(&seq, seen, hd_loom_timeout_ms > 0 ? hd_loom_timeout_ms - waited : 0);
  return 0;
}

/* A region held the gate past the timeout while this thread waited: it
 * deadlocks the program (the region waits for a paused thread). Its
 * constraint is removed and the gate switched off, so nobody waits at it again. */
static void give_up_gate(long start) {
  struct hd_loom_keyed *k = __atomic_load_n(&writer_constraint, __ATOMIC_ACQUIRE);
  if (k) hd_loom_remove_deadlocked(k, hd_loom_now_ms() - start);
  __atomic_store_n(&gate_off, 1, __ATOMIC_SEQ_CST);
  hd_loom_futex_wake_all(&seq);
}

static void enter_shared(void) {
  uint32_t id = me();
  long start = 0;
  for (;;) {
    if (__atomic_load_n(&gate_off, __ATOMIC_ACQUIRE)) return;
    uint32_t seen = __atomic_load_n(&seq, __ATOMIC_SEQ_CST);
    uint32_t w = __atomic_load_n(&writer, __ATOMIC_SEQ_CST);
    if (w == 0 || w == id) {
      __atomic_add_fetch(&readers, 1, __ATOMIC_SEQ_CST);
      w = __atomic_load_n(&writer, __ATOMIC_SEQ_CST);
      if (w == 0 || w == id) break;
      __atomic_sub_fetch(&readers, 1, __ATOMIC_SEQ_CST); /* a writer came: let it drain */
      hd_loom_futex_wake_all(&seq);
      continue;
    }
    if (w == INSTALLER) {
      int (*unsafe)(void) = __atomic_load_n(&evacuating, __ATOMIC_ACQUIRE);
      if (unsafe && unsafe()) { /* inside what the install waits for: run on to a safe slot (evacuation) */
        __atomic_add_fetch(&readers, 1, __ATOMIC_SEQ_CST);
        break;
      }
      hd_loom_futex_wait(&seq, seen, 0); /* the installer bounds its own hold */
      start = 0;
      continue;
    }
    if (wait_timed_out(seen, &start)) {
      give_up_gate(start);
      return;
    }
  }
  holding = 1;
  hd_loom_edge_acquire(&region_done);
  /* Thread exit gives the hold up (the key's destructor). */
  if (pthread_getspecific(exit_key) == 0) pthread_setspecific(exit_key, (void *)1);
}

void hd_loom_gate_pass(void) {
  if (exclusive || __atomic_load_n(&gate_off, __ATOMIC_RELAXED)) return;
  if (!holding) {
    enter_shared();
    return;
  }
  uint32_t w = __atomic_load_n(&writer, __ATOMIC_SEQ_CST);
  if (w != 0 && w != me()) {
    int (*unsafe)(void) = __atomic_load_n(&evacuating, __ATOMIC_ACQUIRE);
    if (w == INSTALLER && unsafe && unsafe()) return; /* run on to a safe place first */
    leave_shared();
    enter_shared();
  }
}

int hd_loom_gate_holding(void) { return holding; }

void hd_loom_gate_leave(void) {
  if (holding && !exclusive) leave_shared();
}

void hd_loom_gate_wait_installer(void) {
  for (;;) {
    uint32_t seen = __atomic_load_n(&seq, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&writer, __ATOMIC_SEQ_CST) != INSTALLER) return;
    int (*unsafe)(void) = __atomic_load_n(&evacuating, __ATOMIC_ACQUIRE);
    if (unsafe && unsafe()) return; /* evacuation: it runs on to its next call or loop back-edge */
    hd_loom_futex_wait(&seq, seen, 0);
  }
}

int hd_loom_gate_readers(void) { return __atomic_load_n(&readers, __ATOMIC_SEQ_CST); }

void hd_loom_gate_wait_change(long ms) {
  uint32_t seen = __atomic_load_n(&seq, __ATOMIC_SEQ_CST);
  hd_loom_futex_wait(&seq, seen, ms);
}

int hd_loom_gate_claim(long deadline_ms, int (*unsafe)(void)) {
  __atomic_store_n(&evacuating, unsafe, __ATOMIC_RELEASE);
  for (;;) { /* a unilateral region may be running: wait for it to end */
    uint32_t none = 0, seen = __atomic_load_n(&seq, __ATOMIC_SEQ_CST);
    if (__atomic_compare_exchange_n(&writer, &none, INSTALLER, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) return 1;
    long left = deadline_ms - hd_loom_now_ms();
    if (left <= 0) {
      __atomic_store_n(&evacuating, (int (*)(void))0, __ATOMIC_RELEASE);
      return 0;
    }
    hd_loom_futex_wait(&seq, seen, left < 20 ? left : 20);
  }
}

void hd_loom_gate_unclaim(void) {
  __atomic_store_n(&evacuating, (int (*)(void))0, __ATOMIC_RELEASE);
  __atomic_store_n(&writer, 0, __ATOMIC_SEQ_CST);
  hd_loom_futex_wake_all(&seq);
}

int hd_loom_gate_park(void) {
  if (!hd_loom_gate_installed || exclusive || !holding) return 0;
  leave_shared();
  return 1;
}

void hd_loom_gate_unpark(void) {
  if (hd_loom_gate_installed && !holding && !exclusive) enter_shared();
}

int hd_loom_gate_enter_exclusive(struct hd_loom_keyed *constraint) {
  if (__atomic_load_n(&gate_off, __ATOMIC_ACQUIRE)) return 0;
  if (exclusive) {
    exclusive++;
    return 1;
  }
  uint32_t id = me();
  long start = 0;
  for (;;) {
    uint32_t none = 0;
    if (__atomic_compare_exchange_n(&writer, &none, id, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) break;
    /* Another region runs (or the installer holds the gate): step aside until it is done. */
    if (holding) leave_shared();
    uint32_t seen = __atomic_load_n(&seq, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&writer, __ATOMIC_SEQ_CST) == INSTALLER) {
      hd_loom_futex_wait(&seq, seen, 0);
      start = 0;
      continue;
    }
    if (__atomic_load_n(&writer, __ATOMIC_SEQ_CST) != 0 && wait_timed_out(seen, &start)) {
      give_up_gate(start);
      return 0;
    }
    if (__atomic_load_n(&gate_off, __ATOMIC_ACQUIRE)) return 0;
  }
  exclusive = 1;
  __atomic_store_n(&writer_constraint, constraint, __ATOMIC_RELEASE);
  if (holding) {
    __atomic_sub_fetch(&readers, 1, __ATOMIC_SEQ_CST); /* its own shared hold does not count */
    holding = 0;
  }
  start = 0;
  for (;;) {
    uint32_t seen = __atomic_load_n(&seq, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&readers, __ATOMIC_SEQ_CST) == 0) break;
    if (wait_timed_out(seen, &start)) {
      /* A thread holding the gate never reached a slot: this region waits for it forever. */
      hd_loom_remove_deadlocked(constraint, hd_loom_now_ms() - start);
      exclusive = 0;
      __atomic_store_n(&writer, 0, __ATOMIC_SEQ_CST);
      hd_loom_futex_wake_all(&seq);
      enter_shared();
      return 0;
    }
  }
  hd_loom_edge_acquire(&readers_done);
  return 1;
}

void hd_loom_gate_exit_exclusive(void) {
  if (!exclusive || --exclusive) return;
  hd_loom_edge_release(&region_done);
  __atomic_store_n(&writer_constraint, 0, __ATOMIC_RELEASE);
  __atomic_store_n(&writer, 0, __ATOMIC_SEQ_CST);
  hd_loom_futex_wake_all(&seq);
  enter_shared(); /* exits run at slots: in instrumented code */
}

static void thread_exit(void *unused) {
  (void)unused;
  if (exclusive) {
    exclusive = 1;
    hd_loom_gate_exit_exclusive();
  }
  if (holding) leave_shared();
}

/* fork(): the child has only the forking thread; the others' holds are gone with them. */
static void after_fork_in_child(void) {
  __atomic_store_n(&readers, holding ? 1 : 0, __ATOMIC_SEQ_CST);
  __atomic_store_n(&writer, exclusive ? me() : 0, __ATOMIC_SEQ_CST);
}

int hd_loom_gate_install(void) {
  if (hd_loom_gate_installed) return 0;
  if (pthread_key_create(&exit_key, thread_exit) != 0) return -1;
  if (pthread_atfork(0, 0, after_fork_in_child) != 0) return -1;
  hd_loom_gate_installed = 1;
  return 0;
}
