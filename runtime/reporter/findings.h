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

struct finding {
  const struct process_log *proc;
  const struct heddle_ev_report *rec;
  struct symbolized_stack access, alloc, last_change, other;
  /* Where the result points: the first frame in the user's code (not in the
   * runtime's interceptors, libc or system headers); NULL when the access has
   * no frame with a source line at all. */
  const struct frame *primary;
  char *lock_name; /* the locked object's mutex as a global's symbol; NULL when unknown */
  char *object_name; /* the global's symbol, demangled (`p`, not `_ZL1p`); NULL for heap objects */
  struct thread_site threads[FINDING_MAX_THREADS];
  size_t n_threads;
  unsigned occurrences; /* reports merged into this one (same rule and location) */
};

struct findings {
  struct finding *items;
  size_t n;
  size_t n_reports; /* REPORT records before deduplication */
};

/* Deduplicates the reports of logs (in order; dedup.h) and symbolizes the
 * first report of each finding. 0, or -1 when out of memory. */
int findings_build(struct process_log *const *logs, size_t n_logs, struct findings *out);
void findings_free(struct findings *f);

/* The first user-code frame of a stack (see struct finding.primary), or NULL. */
const struct frame *user_frame(const struct symbolized_stack *stack);

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

#endif /* HEDDLE_FINDINGS_H */
