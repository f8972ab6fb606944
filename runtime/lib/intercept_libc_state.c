/* intercept_libc_state.c — race mode: the C library's own static state that
 * some of its functions read and write, as objects race mode checks.
 *
 * strtok keeps its position in a static pointer, localtime and gmtime fill
 * one static struct tm, asctime and ctime one static string, and getenv reads
 * the environment setenv rewrites. Two threads calling them without ordering
 * are a data race (the later call overwrites what the earlier returned, or
 * getenv reads an array setenv is freeing) — but inside libc, memory heddle
 * does not see (found by a new-user trial: strtok/localtime from two threads;
 * both TSans report them, through their interceptors' accesses). Each state
 * here is a small tracked heap object in race mode (allocated at the first
 * call, its allocation HEDDLE_CHANGE_LIBC_STATE with the state's name, so a
 * report says "the static state of `strtok` in the C library"), and each call
 * is an access of it by the calling thread — a write for those that change
 * it, a read for getenv. The _r variants keep their state in the caller's
 * memory and are not intercepted; calls ordered by a lock, a join, ... are
 * ordered as any other accesses.
 *
 * glibc's setenv, unsetenv, putenv and clearenv take its environment lock:
 * they are ordered among themselves (an acquire and release of a key of the
 * environment's around each), never against getenv, which takes no lock.
 * rand/random/srand are not here: glibc's take a lock of their own (MT-Safe
 * in its manual), so calls from two threads are no data race (and neither
 * TSan reports them).
 *
 * Only the program's own calls count (hd_from_program), as for the buffer
 * interceptors: libc and libstdc++ calling getenv for themselves do not.
 * Strict mode (unannotated=private) tracks none of this: the objects would be
 * private to their first caller. */
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "access.h"
#include "arena.h"
#include "event_log.h"
#include "fd_sync.h"
#include "malloc.h"
#include "object.h"
#include "race.h"
#include "real.h"

HD_REAL_FN(strtok);
HD_REAL_FN(localtime);
HD_REAL_FN(gmtime);
HD_REAL_FN(asctime);
HD_REAL_FN(ctime);
HD_REAL_FN(getenv);
HD_REAL_FN(setenv);
HD_REAL_FN(unsetenv);
HD_REAL_FN(putenv);
HD_REAL_FN(clearenv);

enum libc_state { STATE_STRTOK, STATE_TM, STATE_ASCTIME, STATE_ENVIRONMENT, STATE_COUNT };

static const struct {
  const char *name; /* the object's name in reports */
  uint32_t size;    /* as libc's own: the bytes an access covers */
} states[STATE_COUNT] = {
    [STATE_STRTOK] = {"strtok", sizeof(char *)},
    [STATE_TM] = {"localtime/gmtime", sizeof(struct tm)},
    [STATE_ASCTIME] = {"asctime/ctime", 26},
    [STATE_ENVIRONMENT] = {"environ", sizeof(char **)},
};

static void *state_object[STATE_COUNT];

/* The state's object, allocated by the first call (its allocation is that
 * call's write of every byte; a second thread allocating at the same time
 * keeps the first one's). NULL in strict mode or without a heap slot. */
static void *state(enum libc_state s, struct hd_caller c) {
  void *p = __atomic_load_n(&state_object[s], __ATOMIC_ACQUIRE);
  if (p || !hd_race_enabled) return p;
  p = hd_alloc(states[s].size, 16, 1, HD_UNANNOTATED, 0, c);
  struct hd_object *o = p ? hd_arena_find((uintptr_t)p) : 0;
  if (!o) {
    if (p) hd_free(p, c);
    return 0;
  }
  /* No other thread has its address yet: plain stores. */
  o->alloc = (struct hd_change_rec){HEDDLE_CHANGE_LIBC_STATE, o->alloc.tid, 0};
  o->last = o->alloc;
  o->name = states[s].name;
  void *first = 0;
  if (__atomic_compare_exchange_n(&state_object[s], &first, p, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return p;
  hd_free(p, c);
  return first;
}

/* The program's call at c uses state s (reads it, or writes it). */
static void use(enum libc_state s, int is_write, struct hd_caller c) {
  if (!hd_race_enabled || !hd_from_program(c.pc)) return;
  void *p = state(s, c);
  if (p) hd_check_range((uintptr_t)p, states[s].size, is_write, c);
}

char *strtok(char *str, const char *delim) {
  use(STATE_STRTOK, 1, HD_CALLER);
  return HD_REAL(strtok)(str, delim);
}

struct tm *localtime(const time_t *t) {
  use(STATE_TM, 1, HD_CALLER);
  return HD_REAL(localtime)(t);
}

struct tm *gmtime(const time_t *t) {
  use(STATE_TM, 1, HD_CALLER);
  return HD_REAL(gmtime)(t);
}

char *asctime(const struct tm *tm) {
  use(STATE_ASCTIME, 1, HD_CALLER);
  return HD_REAL(asctime)(tm);
}

/* glibc's ctime is asctime(localtime(t)): both states. */
char *ctime(const time_t *t) {
  struct hd_caller c = HD_CALLER;
  use(STATE_TM, 1, c);
  use(STATE_ASCTIME, 1, c);
  return HD_REAL(ctime)(t);
}

char *getenv(const char *name) {
  use(STATE_ENVIRONMENT, 0, HD_CALLER);
  return HD_REAL(getenv)(name);
}

/* The changes, ordered among themselves as glibc's environment lock orders
 * them: a lock of the interceptors' own held across the check and the call
 * (an acquire before glibc's lock and a release after it alone could let a
 * second change check its write before the first one's release). Not
 * hd_spin_t, which counts as inside the runtime while held: setenv calls malloc. */
static int env_lock;

static void change_environment(struct hd_caller c) {
  if (!hd_race_enabled || !hd_from_program(c.pc)) return;
  while (__atomic_exchange_n(&env_lock, 1, __ATOMIC_ACQUIRE)) sched_yield();
  hd_fd_acquire_key(&state_object[STATE_ENVIRONMENT]);
  use(STATE_ENVIRONMENT, 1, c);
}
static void changed_environment(struct hd_caller c) {
  if (!hd_race_enabled || !hd_from_program(c.pc)) return;
  hd_fd_release_key(&state_object[STATE_ENVIRONMENT]);
  __atomic_store_n(&env_lock, 0, __ATOMIC_RELEASE);
}

int setenv(const char *name, const char *value, int overwrite) {
  struct hd_caller c = HD_CALLER;
  change_environment(c);
  int r = HD_REAL(setenv)(name, value, overwrite);
  changed_environment(c);
  return r;
}

int unsetenv(const char *name) {
  struct hd_caller c = HD_CALLER;
  change_environment(c);
  int r = HD_REAL(unsetenv)(name);
  changed_environment(c);
  return r;
}

int putenv(char *string) {
  struct hd_caller c = HD_CALLER;
  change_environment(c);
  int r = HD_REAL(putenv)(string);
  changed_environment(c);
  return r;
}

int clearenv(void) {
  struct hd_caller c = HD_CALLER;
  change_environment(c);
  int r = HD_REAL(clearenv)();
  changed_environment(c);
  return r;
}
