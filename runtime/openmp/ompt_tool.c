/* ompt_tool.c — OpenMP's synchronisation as happens-before, through the
 * OpenMP tools interface (OMPT, OpenMP 5.1 §4) of LLVM's libomp.
 *
 * libomp's fork/join, barriers, locks and task scheduling run in its own code
 * (spin waits and futexes no interceptor sees), so a second `parallel for`
 * reading what other threads wrote in the first — ordered only by libomp's
 * barrier — was a false race (new-user trial ompg, issue #11). At start-up
 * libomp calls ompt_start_tool; the executable's definition here wins over
 * libomp's weak default (heddle-cc exports it: runtime/wrappers/heddle-cc),
 * and libomp then reports these events, turned into edges on keys (sync.h
 * clocks, as a mutex's) the way LLVM's Archer tool (openmp/tools/archer)
 * turns them into ThreadSanitizer annotations:
 *  - parallel region: its begin releases the team's key, each implicit
 *    task's begin acquires it (the workers see what the master did before);
 *  - barriers: the begin releases, the end acquires one of two keys of the
 *    team, alternately (a fast thread may enter the next barrier before a
 *    slow one has left this one); the region's end acquires both;
 *  - reductions: libomp combines the threads' partial values under its own
 *    lock or inside its barrier; accesses between the reduction's begin and
 *    end are not checked (Archer ignores their writes too);
 *  - locks, `critical`, `ordered` and `atomic` done with a lock: acquired /
 *    released on the lock's wait id. libomp reports a release after the real
 *    unlock, so the next holder's "acquired" could come before it: a small
 *    per-wait-id lock of the tool's own, held from "acquired" to "released",
 *    keeps the two callbacks in the lock's real order (Archer does the same);
 *  - explicit tasks: creation releases the task's key, every start or resume
 *    acquires it; completion releases into the barrier the task belongs to,
 *    the parent's `taskwait` and the enclosing `taskgroup`, which acquire at
 *    their end; `depend` clauses: a task acquires what earlier tasks with
 *    conflicting dependences on the same address released at completion.
 *
 * Why OMPT here rather than Archer's own libarcher.so (which calls
 * AnnotateHappensBefore/After when the process defines them): that library
 * is found only with libomp's directory on the library path (an rpath in
 * every program), prints a warning unless TSAN_OPTIONS holds
 * ignore_noninstrumented_modules=1, and keeps its own bookkeeping besides
 * heddle's; this file is the same edges with nothing to install or set.
 * GCC's libgomp has no OMPT: programs built with heddle-cc use libomp.
 *
 * OpenMP locks (`omp_set_lock`, nest locks, `critical` sections) are also in
 * the lock graph (lock_order.h, rule lock-order-inversion): libomp says it is
 * about to wait for a lock (mutex_acquire; a test lock never waits, but
 * libomp 16 announces omp_test_lock's attempt as a plain lock's, so
 * omp_test_lock and omp_test_nest_lock are wrapped to say so) and that it got it, with the program's return address (codeptr_ra) — the one frame
 * an acquisition's stack has, as libomp's own frames keep no frame pointers to
 * walk through; a nest lock taken again by its owner is one held entry.
 *
 * Limits (docs/runtime.md "OpenMP"): `inoutset`/`mutexinoutset` dependences order like `inout`
 * (more order than OpenMP gives: missed reports, never false ones); the
 * dependence keys are 4096 slots by address (two addresses sharing one
 * order more, the same way); a lock whose wait id finds no free entry among
 * HD_OMP_LOCKS goes without the per-wait-id lock. */
#include <sched.h>
#include <stddef.h>
#include <stdint.h>

#include "access.h"
#include "fd_sync.h"
#include "ialloc.h"
#include "lock_order.h"
#include "ompt_abi.h"
#include "real.h"

/* A key is an address nothing else releases into: a member of these. A
 * team lives until its region ended and each of its implicit tasks did: a
 * worker reports the end of the region's last barrier only when the next
 * region starts, and a team freed before that (and its memory given to the
 * next region's team) made that late acquire take in what the new region's
 * threads had released — their races went unseen. */
struct team {
  char parallel;   /* released by the region's begin, acquired by each implicit task */
  char barrier[2]; /* barriers alternate between the two */
  uint32_t refs;   /* the region until its end + each implicit task until its end */
};

static struct team *team_new(void) {
  struct team *team = hd_ialloc(sizeof *team);
  if (team) team->refs = 1;
  return team;
}

static struct team *team_get(struct team *team) {
  if (team) __atomic_add_fetch(&team->refs, 1, __ATOMIC_RELAXED);
  return team;
}

static void team_put(struct team *team) {
  if (team && __atomic_sub_fetch(&team->refs, 1, __ATOMIC_ACQ_REL) == 0) hd_ifree(team, sizeof *team);
}

struct taskgroup {
  char key; /* released by each member task's completion, acquired at the group's end */
  struct taskgroup *outer;
};

struct dep {
  uintptr_t addr;
  int is_in; /* `in` only: ordered after earlier writers; else after earlier readers and writers */
};

struct task {
  struct team *team;
  struct task *parent;
  struct taskgroup *group; /* the innermost taskgroup it belongs to */
  uint32_t refs;           /* itself + its children not yet freed */
  uint8_t barrier;         /* which of the team's barrier keys its next barrier uses */
  uint8_t started;
  uint8_t included;        /* undeferred: runs at once in its creator's thread */
  uint8_t holds_team;      /* an implicit task: one of its team's references */
  char start;              /* released at creation and suspension, acquired at every start */
  char taskwait;           /* released by its children's completion */
  uint32_t ndeps;
  struct dep *deps;
};

static void release(const void *key) { hd_fd_release_key(key); }
static void acquire(const void *key) { hd_fd_acquire_key(key); }

static struct task *task_of(hd_ompt_data_t *d) { return d ? (struct task *)d->ptr : 0; }

static struct task *task_new(struct task *parent, struct team *team) {
  struct task *t = hd_ialloc(sizeof *t);
  if (!t) return 0;
  t->refs = 1;
  t->parent = parent;
  t->team = team;
  if (parent) {
    __atomic_add_fetch(&parent->refs, 1, __ATOMIC_RELAXED);
    t->group = parent->group;
    t->barrier = parent->barrier;
    if (!team) t->team = parent->team;
  }
  return t;
}

/* A task is freed when it and all its children are done (a child's
 * completion still releases into its parent's taskwait key). */
static void task_put(struct task *t) {
  while (t && __atomic_sub_fetch(&t->refs, 1, __ATOMIC_ACQ_REL) == 0) {
    struct task *parent = t->parent;
    if (t->deps) hd_ifree(t->deps, t->ndeps * sizeof *t->deps);
    if (t->holds_team) team_put(t->team);
    hd_ifree(t, sizeof *t);
    t = parent;
  }
}

/* ---- dependences: two keys per address slot (writers', readers') */
#define DEP_SLOTS 4096
static char dep_keys[DEP_SLOTS][2];
static const void *dep_key(uintptr_t addr, int readers) {
  return &dep_keys[(uint32_t)((addr * 0x9E3779B97F4A7C15ull) >> 52) % DEP_SLOTS][readers];
}

static void deps_acquire(const struct task *t) {
  for (uint32_t i = 0; i < t->ndeps; i++) {
    acquire(dep_key(t->deps[i].addr, 0));
    if (!t->deps[i].is_in) acquire(dep_key(t->deps[i].addr, 1));
  }
}

static void deps_release(const struct task *t) {
  for (uint32_t i = 0; i < t->ndeps; i++) release(dep_key(t->deps[i].addr, t->deps[i].is_in));
}

/* ---- per-wait-id locks (see the top of this file). Not hd_spin_t: that
 * one counts as "inside the runtime" while held, and this one is held across
 * the program's critical section. */
#define HD_OMP_LOCKS 1024
static struct {
  uint64_t wait_id; /* 0: free entry */
  int held;
} omp_locks[HD_OMP_LOCKS];

static int *lock_for(uint64_t wait_id) {
  if (!wait_id) return 0;
  uint32_t h = (uint32_t)((wait_id * 0x9E3779B97F4A7C15ull) >> 54);
  for (uint32_t i = 0; i < HD_OMP_LOCKS; i++) {
    uint32_t k = (h + i) % HD_OMP_LOCKS;
    uint64_t w = __atomic_load_n(&omp_locks[k].wait_id, __ATOMIC_ACQUIRE);
    if (w == wait_id) return &omp_locks[k].held;
    if (!w && __atomic_compare_exchange_n(&omp_locks[k].wait_id, &w, wait_id, 0, __ATOMIC_ACQ_REL,
                                          __ATOMIC_ACQUIRE))
      return &omp_locks[k].held;
    if (w == wait_id) return &omp_locks[k].held; /* another thread entered it just now */
  }
  return 0;
}

/* ---- lock order (the top of this file): where this thread is about to
 * take a lock, marked when libomp says it will wait, used when it got it. */
static __thread struct hd_site pending_site;
static __thread uint64_t pending_wait_id;

static __thread int testing_lock; /* inside omp_test_lock / omp_test_nest_lock */

static int in_lock_graph(int kind) { return kind >= HD_OMPT_MUTEX_LOCK && kind <= HD_OMPT_MUTEX_CRITICAL; }

/* omp.h's, with the lock types left opaque (libheddle is built without omp.h). */
int omp_test_lock(void *lock);
int omp_test_nest_lock(void *lock);
HD_REAL_FN(omp_test_lock);
HD_REAL_FN(omp_test_nest_lock);

int omp_test_lock(void *lock) {
  testing_lock++;
  int got = HD_REAL(omp_test_lock)(lock);
  testing_lock--;
  return got;
}

int omp_test_nest_lock(void *lock) {
  testing_lock++;
  int got = HD_REAL(omp_test_nest_lock)(lock);
  testing_lock--;
  return got;
}

static struct hd_caller program_site(const void *codeptr) {
  return (struct hd_caller){(uintptr_t)codeptr, 0}; /* no frame to walk from: the one frame */
}

static void on_mutex_acquire(int kind, unsigned int hint, unsigned int impl, uint64_t wait_id,
                             const void *codeptr) {
  if (!in_lock_graph(kind) || !wait_id) return;
  const void *lock = (const void *)(uintptr_t)wait_id;
  int tries = kind == HD_OMPT_MUTEX_TEST_LOCK || kind == HD_OMPT_MUTEX_TEST_NEST_LOCK || testing_lock;
  int owner_again = hd_held_find(&hd_held, (uintptr_t)wait_id) != 0; /* a nest lock it holds */
  if (!tries && !owner_again) hd_lock_order_wait(lock, program_site(codeptr));
  hd_lock_order_mark(program_site(codeptr), &pending_site);
  pending_wait_id = wait_id;
}

static void on_mutex_acquired(int kind, uint64_t wait_id, const void *codeptr) {
  int *l = lock_for(wait_id);
  if (l)
    while (__atomic_exchange_n(l, 1, __ATOMIC_ACQUIRE)) sched_yield();
  acquire((const void *)(uintptr_t)wait_id);
  if (!in_lock_graph(kind) || !wait_id) return;
  if (pending_wait_id != wait_id) hd_lock_order_mark(program_site(codeptr), &pending_site);
  pending_wait_id = 0;
  hd_lock_order_acquired((const void *)(uintptr_t)wait_id, &pending_site, 1);
}

static void on_mutex_released(int kind, uint64_t wait_id, const void *codeptr) {
  release((const void *)(uintptr_t)wait_id);
  int *l = lock_for(wait_id);
  if (l) __atomic_store_n(l, 0, __ATOMIC_RELEASE);
  if (in_lock_graph(kind) && wait_id) hd_lock_order_released((const void *)(uintptr_t)wait_id);
}

/* ---- parallel regions and implicit tasks */

static void on_parallel_begin(hd_ompt_data_t *encountering, const hd_ompt_frame_t *frame, hd_ompt_data_t *parallel,
                              unsigned int requested, int flags, const void *codeptr) {
  struct team *team = team_new();
  parallel->ptr = team;
  if (team) release(&team->parallel);
}

static void on_parallel_end(hd_ompt_data_t *parallel, hd_ompt_data_t *encountering, int flags, const void *codeptr) {
  struct team *team = parallel ? parallel->ptr : 0;
  if (!team) return;
  acquire(&team->barrier[0]);
  acquire(&team->barrier[1]);
  parallel->ptr = 0;
  team_put(team);
}

static void on_implicit_task(int endpoint, hd_ompt_data_t *parallel, hd_ompt_data_t *task_data,
                             unsigned int team_size, unsigned int index, int flags) {
  if (endpoint == HD_OMPT_SCOPE_BEGIN) {
    if (flags & HD_OMPT_TASK_INITIAL) { /* a thread's initial task: a team of its own, freed with it */
      struct team *team = team_new();
      struct task *t = task_new(0, team);
      if (t) t->holds_team = 1;
      else team_put(team);
      if (parallel) parallel->ptr = t ? team : 0;
      task_data->ptr = t;
      return;
    }
    struct team *team = parallel ? parallel->ptr : 0;
    struct task *t = task_new(0, team);
    if (t && team) {
      team_get(team);
      t->holds_team = 1;
    }
    task_data->ptr = t;
    if (team) acquire(&team->parallel);
  } else if (endpoint == HD_OMPT_SCOPE_END) {
    task_put(task_of(task_data));
    task_data->ptr = 0;
  }
}

/* ---- barriers, taskwait, taskgroup, reductions */

static int is_barrier(int kind) {
  switch (kind) {
  case HD_OMPT_SYNC_TASKWAIT:
  case HD_OMPT_SYNC_TASKGROUP:
  case HD_OMPT_SYNC_REDUCTION:
    return 0;
  default:
    return 1;
  }
}

static void on_sync_region(int kind, int endpoint, hd_ompt_data_t *parallel,
                           hd_ompt_data_t *task_data, const void *codeptr) {
  struct task *t = task_of(task_data);
  if (!t) return;
  if (endpoint == HD_OMPT_SCOPE_BEGIN || endpoint == HD_OMPT_SCOPE_BEGINEND) {
    if (is_barrier(kind) && t->team) release(&t->team->barrier[t->barrier]);
    if (kind == HD_OMPT_SYNC_TASKGROUP) {
      struct taskgroup *g = hd_ialloc(sizeof *g);
      if (g) {
        g->outer = t->group;
        t->group = g;
      }
    }
  }
  if (endpoint == HD_OMPT_SCOPE_END || endpoint == HD_OMPT_SCOPE_BEGINEND) {
    if (is_barrier(kind)) {
      if (t->team) acquire(&t->team->barrier[t->barrier]);
      t->barrier ^= 1;
    } else if (kind == HD_OMPT_SYNC_TASKWAIT) {
      acquire(&t->taskwait);
    } else if (kind == HD_OMPT_SYNC_TASKGROUP && t->group) {
      struct taskgroup *g = t->group;
      acquire(&g->key);
      t->group = g->outer;
      hd_ifree(g, sizeof *g);
    }
  }
}

static void on_reduction(int kind, int endpoint, hd_ompt_data_t *parallel,
                         hd_ompt_data_t *task_data, const void *codeptr) {
  if (kind != HD_OMPT_SYNC_REDUCTION) return;
  if (endpoint == HD_OMPT_SCOPE_BEGIN) hd_ignore_accesses++;
  else if (endpoint == HD_OMPT_SCOPE_END && hd_ignore_accesses > 0) hd_ignore_accesses--;
}

/* ---- explicit tasks */

static void on_task_create(hd_ompt_data_t *encountering, const hd_ompt_frame_t *frame, hd_ompt_data_t *new_task,
                           int flags, int has_dependences, const void *codeptr) {
  struct task *parent = task_of(encountering);
  struct task *t;
  if (flags & HD_OMPT_TASK_INITIAL) {
    struct team *team = team_new();
    t = task_new(0, team);
    if (t) t->holds_team = 1;
    else team_put(team);
  } else {
    t = task_new(parent, 0);
  }
  new_task->ptr = t;
  if (!t || (flags & HD_OMPT_TASK_INITIAL)) return;
  if (flags & HD_OMPT_TASK_UNDEFERRED) t->included = 1;
  release(&t->start);
}

static void on_dependences(hd_ompt_data_t *task_data, const hd_ompt_dependence_t *deps, int ndeps) {
  struct task *t = task_of(task_data);
  if (!t || ndeps <= 0 || t->deps) return;
  t->deps = hd_ialloc((size_t)ndeps * sizeof *t->deps);
  if (!t->deps) return;
  t->ndeps = (uint32_t)ndeps;
  for (int i = 0; i < ndeps; i++) {
    t->deps[i].addr = (uintptr_t)deps[i].variable.ptr;
    t->deps[i].is_in = deps[i].dependence_type == HD_OMPT_DEPENDENCE_IN;
  }
}

static void complete(struct task *t) {
  if (!t->included) {
    if (t->team) release(&t->team->barrier[t->barrier]);
    if (t->parent) release(&t->parent->taskwait);
    if (t->group) release(&t->group->key);
  }
  deps_release(t);
}

static void on_task_schedule(hd_ompt_data_t *prior, int status, hd_ompt_data_t *next) {
  struct task *from = task_of(prior), *to = task_of(next);
  if (from) switch (status) {
    case HD_OMPT_TASK_COMPLETE:
    case HD_OMPT_TASK_CANCEL:
      complete(from);
      task_put(from);
      prior->ptr = 0;
      break;
    case HD_OMPT_TASK_LATE_FULFILL: /* the detached task's event was fulfilled: it ends now */
      acquire(&from->start);
      complete(from);
      task_put(from);
      prior->ptr = 0;
      return;
    case HD_OMPT_TASK_EARLY_FULFILL:
      release(&from->start);
      return;
    case HD_OMPT_TASKWAIT_COMPLETE: /* a `taskwait depend(...)`: its dependences are met */
      deps_acquire(from);
      task_put(from);
      prior->ptr = 0;
      return;
    default: /* yield, switch, detach: resumed later, maybe by another thread */
      release(&from->start);
      break;
    }
  if (!to) return;
  if (!to->started) {
    to->started = 1;
    deps_acquire(to);
  }
  acquire(&to->start);
}

/* ---- registration */

static int initialize(hd_ompt_function_lookup_t lookup, int initial_device, hd_ompt_data_t *tool_data) {
  hd_ompt_set_callback_t set = (hd_ompt_set_callback_t)lookup("ompt_set_callback");
  if (!set) return 0;
  set(HD_OMPT_CALLBACK_PARALLEL_BEGIN, (hd_ompt_callback_t)on_parallel_begin);
  set(HD_OMPT_CALLBACK_PARALLEL_END, (hd_ompt_callback_t)on_parallel_end);
  set(HD_OMPT_CALLBACK_IMPLICIT_TASK, (hd_ompt_callback_t)on_implicit_task);
  set(HD_OMPT_CALLBACK_SYNC_REGION, (hd_ompt_callback_t)on_sync_region);
  set(HD_OMPT_CALLBACK_REDUCTION, (hd_ompt_callback_t)on_reduction);
  set(HD_OMPT_CALLBACK_MUTEX_ACQUIRE, (hd_ompt_callback_t)on_mutex_acquire);
  set(HD_OMPT_CALLBACK_MUTEX_ACQUIRED, (hd_ompt_callback_t)on_mutex_acquired);
  set(HD_OMPT_CALLBACK_MUTEX_RELEASED, (hd_ompt_callback_t)on_mutex_released);
  set(HD_OMPT_CALLBACK_TASK_CREATE, (hd_ompt_callback_t)on_task_create);
  set(HD_OMPT_CALLBACK_TASK_SCHEDULE, (hd_ompt_callback_t)on_task_schedule);
  set(HD_OMPT_CALLBACK_DEPENDENCES, (hd_ompt_callback_t)on_dependences);
  return 1; /* active: libomp calls the callbacks from now on */
}

static void finalize(hd_ompt_data_t *tool_data) {}

/* Called by libomp once, at its start-up (OpenMP 5.1 §4.2.1). */
__attribute__((visibility("default"))) hd_ompt_start_tool_result_t *ompt_start_tool(unsigned int omp_version,
                                                                                 const char *runtime_version) {
  static hd_ompt_start_tool_result_t tool = {initialize, finalize, {0}};
  return &tool;
}
