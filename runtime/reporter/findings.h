/* findings.h — symbolized, deduplicated reports: what the SARIF writer and the
 * text summary print. Built from the logs of every process of a run. */
#ifndef HEDDLE_FINDINGS_H
#define HEDDLE_FINDINGS_H

#include <stddef.h>

#include "log_reader.h"
#include "symbolize.h"

#define FINDING_MAX_THREADS 4

/* A thread that takes part in a finding, with where it was created. */
struct thread_site {
  unsigned tid;
  int logged;                           /* 0: no THREAD record (e.g. the main thread) */
  unsigned parent_tid;
  struct symbolized_stack created_at;   /* the pthread_create call */
  struct symbolized_stack start_routine;
};

/* One edge of a lock-order cycle: thread rec->tid acquired mutex rec->to_mutex
 * (at to_stack) while holding rec->from_mutex (acquired at from_stack). */
struct cycle_edge {
  const struct heddle_lock_edge *rec;
  struct symbolized_stack from_stack, to_stack;
  char *from_name; /* the `from` mutex as a global's symbol, demangled; NULL when unknown (heap, stack) */
};

/* A lock-order inversion (HEDDLE_EV_LOCK_CYCLE), edges in cycle order: edge
 * i's `to` is edge i+1's `from`, the last edge's `to` the first's `from`. The
 * last edge closed the cycle. */
struct lock_cycle {
  const struct heddle_ev_lock_cycle *rec;
  int deadlocked; /* a HEDDLE_CYCLE_DEADLOCKED record of this cycle was seen: the run deadlocked on it */
  size_t n;
  struct cycle_edge edges[HEDDLE_LOG_MAX_CYCLE];
};

/* Another object reported at a finding's location (issue #12 item 5): the
 * finding's first report names its own object (rec, alloc, object_name); a
 * report merged into it about a different object — another global, or a heap
 * object of another size or allocation site — adds one of these. */
struct finding_object {
  char *name;     /* the global's symbol, demangled; NULL for a heap object */
  uint64_t size;  /* meaningful when sized */
  int sized;      /* the report had the object's bounds (obj_base != 0) */
  uint32_t alloc_kind, alloc_tid; /* as struct heddle_change */
  struct symbolized_stack alloc;  /* its allocation or registration */
};

struct finding {
  uint32_t rule; /* enum heddle_rule */
  const struct process_log *proc;
  const struct heddle_ev_report *rec; /* NULL for a lock cycle */
  struct lock_cycle *cycle;           /* lock-order-inversion findings only (cycle_findings.h) */
  struct symbolized_stack access, alloc, last_change, other;
  /* Where the result points: the first frame in the user's code (not in the
   * runtime's interceptors, libc or system headers); NULL when the access has
   * no frame with a source line at all. */
  const struct frame *primary;
  char *lock_name; /* the locked object's mutex as a global's symbol; NULL when unknown */
  char *object_name; /* the global's symbol, demangled (`p`, not `_ZL1p`); NULL for heap objects */
  char *access_part; /* a data race on a global: the sentence naming the part it touched (access_part.h), or NULL */
  struct thread_site threads[FINDING_MAX_THREADS];
  size_t n_threads;
  unsigned occurrences; /* reports merged into this one (same rule and location) */
  struct finding_object *objects; /* the other objects, in the order first reported */
  size_t n_objects;
};

struct findings {
  struct finding *items;
  size_t n;
  size_t n_reports; /* REPORT and LOCK_CYCLE records before deduplication */
};

/* Deduplicates the reports of logs (in order; dedup.h) and symbolizes the
 * first report of each finding. 0, or -1 when out of memory. */
int findings_build(struct process_log *const *logs, size_t n_logs, struct findings *out);
void findings_free(struct findings *f);

/* Is the frame the program's own code (a line in a file outside the system's
 * and the runtime's)? */
int is_user_frame(const struct frame *f);
/* The first user-code frame of a stack (see struct finding.primary), or NULL. */
const struct frame *user_frame(const struct symbolized_stack *stack);
/* Was the stack's innermost frame library code from a system header (a C++
 * container's or std::thread's own allocation, inlined into the user's code),
 * with the user's code further out? */
int stack_starts_in_library(const struct symbolized_stack *stack);
/* Is the source file a system or toolchain header (a library's own code)? */
int source_in_library(const char *file);

/* 1 when the report's last policy change is just its allocation/registration
 * (the runtime repeats it when nothing changed since): shown once, as the allocation. */
int last_change_is_alloc(const struct heddle_ev_report *r);
/* 1 when the last policy change is the reported call itself (a policy-change
 * rule reports the change it just made): shown once, as the report. */
int last_change_is_access(const struct heddle_ev_report *r);

/* 1 when the last policy change is the conflicting change of another thread
 * (unordered-policy-change on an access): shown once, as the conflicting change. */
int last_change_is_other(const struct heddle_ev_report *r);

/* The thread with this index in the finding, or NULL. */
const struct thread_site *finding_thread(const struct finding *f, unsigned tid);
/* Adds thread tid (with its creation site) to the finding's threads, once. */
void add_thread(struct finding *f, struct symbolizer *sym, unsigned tid);

#endif /* HEDDLE_FINDINGS_H */
