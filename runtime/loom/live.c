/* live.c — see live.h. Operations run on the control thread, one at a time;
 * a filter that deadlocks is switched off by the program thread that found it
 * and taken off the sites at the next operation. */
#include "live.h"

#include <linux/membarrier.h>
#include <stdarg.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "code_map.h"
#include "events.h"
#include "filter_ast.h"
#include "gate.h"
#include "loom.h"
#include "safety.h"
#include "sync_objects.h"
#include "thread.h"

#define MAX_FILTERS 256
#define RETRY_MS 2
#define HOLD_MS 50

enum filter_state { F_FREE = 0, F_INSTALLED, F_REMOVED, F_DEADLOCKED };

struct live_filter {
  int state;        /* enum filter_state */
  int at_startup;
  int cleaned;      /* a removed filter's operations are all off the sites */
  const char *name;
  struct hd_loom_keyed **constraints;
  int nconstraints;
};

static struct loom_arena arena;
static struct live_filter filters[MAX_FILTERS]; /* by id; 0 unused */
static int next_id = 1;
static pthread_t main_thread;

struct loom_arena *hd_loom_live_arena(void) { return &arena; }

int hd_loom_live_next_id(void) { return next_id < MAX_FILTERS ? next_id++ : -1; }

void hd_loom_live_set_main(void) { main_thread = pthread_self(); }

int hd_loom_live_record(int id, const char *name, int at_startup, const struct hd_loom_plan *plan) {
  if (id <= 0 || id >= MAX_FILTERS) return -1;
  struct live_filter *f = &filters[id];
  f->name = name;
  f->at_startup = at_startup;
  for (int i = 0; i < plan->nattach; i++) {
    struct hd_loom_keyed *k = plan->attach[i].op->objects;
    int seen = 0;
    for (int j = 0; j < f->nconstraints && !seen; j++) seen = f->constraints[j] == k;
    if (seen) continue;
    struct hd_loom_keyed **slot = loom_push(&arena, &f->constraints, &f->nconstraints, sizeof k);
    if (!slot) return -1;
    *slot = k;
  }
  __atomic_store_n(&f->state, F_INSTALLED, __ATOMIC_RELEASE);
  hd_loom_event_filter(HD_LOOM_EV_INSTALLED, id, name, at_startup, 0, 0, 0, 0);
  return 0;
}

__attribute__((format(printf, 2, 3))) static void put(struct loom_sink *out, const char *fmt, ...) {
  char line[4096];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  out->line(out->ctx, line);
}

/* Switches filter f off: its waits and entries do nothing, waiters wake. */
static void switch_off(struct live_filter *f) {
  for (int i = 0; i < f->nconstraints; i++) {
    struct hd_loom_keyed *k = f->constraints[i];
    __atomic_store_n(&k->removed, 1, __ATOMIC_RELEASE);
    for (struct hd_loom_obj *o = __atomic_load_n(&k->head, __ATOMIC_ACQUIRE); o; o = o->next)
      hd_loom_futex_wake_all(&o->seq);
  }
}

/* Takes removed filters' operations off the sites (their exits once nobody holds what they release). */
static void clean_up(void) {
  for (int id = 1; id < next_id; id++) {
    struct live_filter *f = &filters[id];
    int st = __atomic_load_n(&f->state, __ATOMIC_ACQUIRE);
    if ((st != F_REMOVED && st != F_DEADLOCKED) || f->cleaned) continue;
    if (hd_loom_detach(&arena, id) != 0) continue;
    int held = 0;
    for (int i = 0; i < f->nconstraints; i++) held |= __atomic_load_n(&f->constraints[i]->holders, __ATOMIC_ACQUIRE);
    f->cleaned = !held;
  }
}

static long now_ms(void) { return hd_loom_now_ms(); }

static const struct hd_loom_plan *installing; /* for the evacuating threads */

/* A thread at a slot while an install waits: 1 when it must run on to a safe place first. */
static int self_unsafe(void) {
  const struct hd_loom_plan *p = __atomic_load_n(&installing, __ATOMIC_ACQUIRE);
  char why[8];
  return p && hd_loom_thread_unsafe(p, pthread_self(), 0, why, sizeof why);
}

/* Every thread of the program at a safe place for plan (the gate claimed):
 * 1; else 0 and `why` names one that is not. */
static int all_safe(const struct hd_loom_plan *plan, char *why, size_t n) {
  uint32_t count = hd_thread_count();
  for (uint32_t slot = 0; slot < count; slot++) {
    struct hd_thread *t = hd_thread_get(slot);
    if (!t || __atomic_load_n(&t->finished, __ATOMIC_ACQUIRE)) continue;
    pthread_t handle = t->tid == 0 ? main_thread : t->handle;
    if (!handle) continue; /* being created: it has not run the program's code yet */
    if (hd_loom_thread_unsafe(plan, handle, t->tid, why, n)) return 0;
  }
  return 1;
}

/* Threads running optimised code publish their call marks before this returns (where.h). */
static void barrier_all_threads(void) {
  static int registered;
  if (!registered)
    registered = syscall(SYS_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0 ? 1 : -1;
  if (registered < 0 || syscall(SYS_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0) != 0) {
    struct timespec ms = {0, 5 * 1000000}; /* no membarrier: a pause long enough for stores to drain */
    nanosleep(&ms, 0);
  }
}

/* Switches the slot-padded code on, with the gate as update lock. */
static int switch_on(void) {
  if (__atomic_load_n(&__heddle_loom_on, __ATOMIC_ACQUIRE)) return 0;
  if (hd_loom_gate_install() != 0) return -1;
  __atomic_store_n(&__heddle_loom_on, 1, __ATOMIC_SEQ_CST);
  return 0;
}

enum hd_loom_status hd_loom_live_add(const char *name, const char *text, size_t len, long timeout_ms, int replace_id,
                                     struct loom_sink *out) {
  clean_up();
  if (replace_id && (replace_id <= 0 || replace_id >= MAX_FILTERS ||
                     __atomic_load_n(&filters[replace_id].state, __ATOMIC_ACQUIRE) != F_INSTALLED)) {
    put(out, "heddle: no execution filter %d is installed (heddle filter list PID shows them)\n", replace_id);
    return HD_LOOM_NO_SUCH;
  }
  const char *path = loom_strndup(&arena, name, loom_strlen(name));
  char *copy = loom_strndup(&arena, text, len);
  struct loom_filter *f = path && copy ? loom_filter_parse(&arena, copy, len) : 0;
  if (!f) {
    put(out, "heddle: out of memory reading the execution filter %s\n", name);
    return HD_LOOM_FAILED;
  }
  if (f->ndiags) {
    for (int i = 0; i < f->ndiags; i++) {
      char line[2048];
      snprintf(line, sizeof line, "%s:%d:%d: error: %s [%s]\n", path, f->diags[i].range.start.line + 1,
               f->diags[i].range.start.col + 1, f->diags[i].message, loom_error_rule(f->diags[i].code));
      out->line(out->ctx, line);
    }
    return HD_LOOM_REJECTED;
  }
  int id = hd_loom_live_next_id();
  if (id < 0) {
    put(out, "heddle: too many execution filters were installed in this process (%d)\n", MAX_FILTERS - 1);
    return HD_LOOM_FAILED;
  }
  struct hd_loom_plan plan;
  if (hd_loom_compile(&arena, path, f, 1, id, out, &plan)) return HD_LOOM_REJECTED;
  if (hd_loom_code_map_load(&arena) != 0 || switch_on() != 0) {
    put(out, "heddle: cannot install filters into this program: its symbol table is unreadable (a stripped "
             "executable?); build it with heddle-cc and do not strip it\n");
    return HD_LOOM_FAILED;
  }
  long deadline = now_ms() + (timeout_ms > 0 ? timeout_ms : 10000);
  char why[1024] = "no moment came when every thread had stopped at an update check";
  /* LOOM Fig. 11: pause every thread at a safe update check; threads at unsafe places run on to a safe
   * one (evacuation, gate.c). A thread stopped at an unsafe place it cannot leave while others are
   * paused (it waits for a lock a paused thread holds) would hold the install up for good: after
   * HOLD_MS without success everyone goes for RETRY_MS, then the pause starts again. */
  __atomic_store_n(&installing, &plan, __ATOMIC_RELEASE);
  while (now_ms() < deadline) {
    if (!hd_loom_gate_claim(deadline, self_unsafe)) break;
    long give_up = now_ms() + HOLD_MS;
    for (;;) {
      if (hd_loom_gate_readers() == 0) {
        barrier_all_threads();
        if (all_safe(&plan, why, sizeof why)) {
          int rc = hd_loom_attach(&arena, &plan);
          if (rc == 0) rc = hd_loom_live_record(id, path, 0, &plan);
          if (rc == 0 && replace_id) hd_loom_live_remove(replace_id, 0);
          __atomic_store_n(&installing, 0, __ATOMIC_RELEASE);
          hd_loom_gate_unclaim();
          if (rc != 0) {
            put(out, "heddle: out of memory installing %s\n", path);
            return HD_LOOM_FAILED;
          }
          put(out, "%d\n", id);
          return HD_LOOM_OK;
        }
      }
      if (now_ms() >= give_up || now_ms() >= deadline) break;
      hd_loom_gate_wait_change(1);
    }
    hd_loom_gate_unclaim();
    struct timespec pause = {0, RETRY_MS * 1000000}; /* let the threads move on */
    nanosleep(&pause, 0);
  }
  __atomic_store_n(&installing, 0, __ATOMIC_RELEASE);
  char msg[1400];
  snprintf(msg, sizeof msg,
           "heddle: %s was not installed: within %ld ms no moment came when it was safe (LOOM 4): %s. Nothing "
           "changed in the program; try again, or give a longer --timeout.\n",
           path, timeout_ms > 0 ? timeout_ms : 10000, why);
  out->line(out->ctx, msg);
  return HD_LOOM_UNSAFE;
}

enum hd_loom_status hd_loom_live_remove(int id, struct loom_sink *out) {
  if (id <= 0 || id >= MAX_FILTERS || __atomic_load_n(&filters[id].state, __ATOMIC_ACQUIRE) != F_INSTALLED) {
    if (out) put(out, "heddle: no execution filter %d is installed (heddle filter list PID shows them)\n", id);
    return HD_LOOM_NO_SUCH;
  }
  struct live_filter *f = &filters[id];
  switch_off(f);
  __atomic_store_n(&f->state, F_REMOVED, __ATOMIC_RELEASE);
  hd_loom_event_filter(HD_LOOM_EV_REMOVED, id, f->name, f->at_startup, 0, 0, 0, 0);
  clean_up();
  if (out) put(out, "%d\n", id);
  return HD_LOOM_OK;
}

void hd_loom_live_list(struct loom_sink *out) {
  clean_up();
  for (int id = 1; id < next_id; id++) {
    struct live_filter *f = &filters[id];
    int st = __atomic_load_n(&f->state, __ATOMIC_ACQUIRE);
    if (st == F_FREE) continue;
    const char *what = st == F_INSTALLED ? (f->at_startup ? "installed at start-up" : "installed")
                       : st == F_REMOVED ? "removed"
                                         : "removed: it deadlocked";
    char line[4200];
    snprintf(line, sizeof line, "%d\t%s\t%s\n", id, what, f->name);
    out->line(out->ctx, line);
  }
}

void hd_loom_live_deadlocked(int filter_id, const char *where, long waited_ms) {
  if (filter_id <= 0 || filter_id >= MAX_FILTERS) return;
  struct live_filter *f = &filters[filter_id];
  int installed = F_INSTALLED;
  if (!__atomic_compare_exchange_n(&f->state, &installed, F_DEADLOCKED, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return;
  switch_off(f);
  hd_loom_event_filter(HD_LOOM_EV_DEADLOCK, filter_id, f->name, f->at_startup, where, waited_ms, f->constraints,
                       f->nconstraints);
}
