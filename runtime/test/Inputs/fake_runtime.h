/* fake_runtime.h — lets a test program append event-log records itself,
 * through the real log writer (runtime/common/log_writer.c), without libheddle.
 *
 * Why: the reporter's tests (SARIF shape, symbolization, crash safety, corrupt
 * logs) need exact, known records from real processes with real stacks, and
 * must not depend on the policy engine deciding to report. Build with
 * %cc-log-writer (see lit.cfg.py). Stacks are captured with backtrace() inside
 * the macros, so frame #0 is the line that uses the macro.
 */
#ifndef HEDDLE_TEST_FAKE_RUNTIME_H
#define HEDDLE_TEST_FAKE_RUNTIME_H

#include <execinfo.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "event_log.h"
#include "log_writer.h"

static inline void fake_store_stack(struct heddle_stack *s, void *const *pcs, int n) {
  memset(s, 0, sizeof *s);
  if (n > HEDDLE_LOG_MAX_FRAMES) n = HEDDLE_LOG_MAX_FRAMES;
  s->nframes = (uint32_t)n;
  for (int i = 0; i < n; i++) s->pc[i] = (uint64_t)(uintptr_t)pcs[i];
}

/* Captures the calling line's stack (innermost first, return addresses). */
#define FAKE_CAPTURE(stack_ptr)                               \
  do {                                                        \
    void *fake_pcs_[HEDDLE_LOG_MAX_FRAMES];                   \
    int fake_n_ = backtrace(fake_pcs_, HEDDLE_LOG_MAX_FRAMES); \
    fake_store_stack((stack_ptr), fake_pcs_, fake_n_);        \
  } while (0)

/* Records a policy change (or allocation) at the calling line. */
#define FAKE_CHANGE(change_ptr, kind_, tid_) \
  do {                                       \
    memset((change_ptr), 0, sizeof *(change_ptr)); \
    (change_ptr)->kind = (kind_);            \
    (change_ptr)->tid = (tid_);              \
    FAKE_CAPTURE(&(change_ptr)->stack);      \
  } while (0)

/* Opens the log in $HEDDLE_LOG_DIR as libheddle's constructor does; exits on error. */
static inline void fake_open_log(void) {
  int rc = heddle_log_open(getenv("HEDDLE_LOG_DIR"));
  if (rc < 0) {
    fprintf(stderr, "fake_runtime: heddle_log_open failed: %s\n", strerror(-rc));
    exit(3);
  }
}

/* Appends a THREAD record whose creation site is the calling line. */
#define FAKE_THREAD(tid_, parent_, start_fn)                        \
  do {                                                              \
    struct heddle_ev_thread fake_t_;                                \
    memset(&fake_t_, 0, sizeof fake_t_);                            \
    fake_t_.h.kind = HEDDLE_EV_THREAD;                              \
    fake_t_.h.size = sizeof fake_t_;                                \
    fake_t_.tid = (tid_);                                           \
    fake_t_.parent_tid = (parent_);                                 \
    fake_t_.start_routine = (uint64_t)(uintptr_t)(start_fn);        \
    FAKE_CAPTURE(&fake_t_.created_at);                              \
    heddle_log_append(&fake_t_.h);                                  \
  } while (0)

/* Starts a REPORT record for an access at the calling line; the caller fills
 * in the object and changes, then appends it with heddle_log_append(&r.h). */
#define FAKE_REPORT(rep_ptr, rule_, addr_, size_, is_write_, tid_) \
  do {                                                             \
    memset((rep_ptr), 0, sizeof *(rep_ptr));                       \
    (rep_ptr)->h.kind = HEDDLE_EV_REPORT;                          \
    (rep_ptr)->h.size = sizeof *(rep_ptr);                         \
    (rep_ptr)->rule = (rule_);                                     \
    (rep_ptr)->access.addr = (uint64_t)(uintptr_t)(addr_);         \
    (rep_ptr)->access.size = (size_);                              \
    (rep_ptr)->access.is_write = (is_write_);                      \
    (rep_ptr)->access.tid = (tid_);                                \
    (rep_ptr)->obj_owner_tid = UINT32_MAX;                         \
    FAKE_CAPTURE(&(rep_ptr)->access.stack);                        \
  } while (0)

/* Names the reported object. */
static inline void fake_object(struct heddle_ev_report *r, const void *base, uint64_t size,
                               uint32_t policy, uint32_t owner, const void *lock,
                               const char *name) {
  r->obj_base = (uint64_t)(uintptr_t)base;
  r->obj_size = size;
  r->obj_policy = policy;
  r->obj_owner_tid = owner;
  r->obj_lock = (uint64_t)(uintptr_t)lock;
  if (name) strncpy(r->obj_name, name, sizeof r->obj_name - 1);
}

#endif /* HEDDLE_TEST_FAKE_RUNTIME_H */
