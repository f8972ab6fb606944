/* names.c — see names.h. The orders follow heddle.h and event_log.h. */
#define _GNU_SOURCE
#include "names.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "event_log.h"
#include "heddle.h"

const char *policy_name(uint32_t policy) {
  static const char *const names[] = {
    [HEDDLE_UNTOUCHED] = "untouched",   [HEDDLE_PRIVATE] = "private",
    [HEDDLE_READ_SHARED] = "read-shared", [HEDDLE_STICKY_READ] = "sticky-read",
    [HEDDLE_RACY] = "racy",             [HEDDLE_INACCESSIBLE] = "inaccessible",
    [HEDDLE_LOCKED] = "locked",
  };
  if (policy == HEDDLE_POLICY_UNANNOTATED) return "unannotated";
  return policy < sizeof names / sizeof names[0] ? names[policy] : "invalid";
}

const char *change_name(uint32_t kind) {
  switch (kind) {
    case HEDDLE_CHANGE_ALLOC: return "allocation";
    case HEDDLE_CHANGE_REGISTER_GLOBAL: return "registration";
    case HEDDLE_CHANGE_ACQUIRE_WRITE: return "heddle_acquire_write";
    case HEDDLE_CHANGE_RELEASE_WRITE: return "heddle_release_write";
    case HEDDLE_CHANGE_ACQUIRE_READ: return "heddle_acquire_read";
    case HEDDLE_CHANGE_RELEASE_READ: return "heddle_release_read";
    case HEDDLE_CHANGE_SET_RACY: return "heddle_set_racy";
    case HEDDLE_CHANGE_SET_STICKY_READ: return "heddle_set_sticky_read";
    case HEDDLE_CHANGE_SET_LOCKED: return "heddle_set_locked";
    case HEDDLE_CHANGE_SLICE: return "heddle_slice";
    case HEDDLE_CHANGE_FIRST_TOUCH: return "first access";
    case HEDDLE_CHANGE_FREE: return "free";
    case HEDDLE_CHANGE_READ: return "read";
    case HEDDLE_CHANGE_WRITE: return "write";
    case HEDDLE_CHANGE_ATOMIC_READ: return "atomic read";
    case HEDDLE_CHANGE_ATOMIC_WRITE: return "atomic write";
    case HEDDLE_CHANGE_LOCK: return "lock";
    case HEDDLE_CHANGE_STACK_ALLOC: return "declaration";
    case HEDDLE_CHANGE_RETURN: return "return";
    case HEDDLE_CHANGE_LIBC_STATE: return "C library state";
    case HEDDLE_CHANGE_MAP: return "mmap";
    default: return NULL;
  }
}

const char *signal_name(int sig, char *out) {
  const char *abbrev = sigabbrev_np(sig);
  if (abbrev) snprintf(out, SIGNAL_NAME_MAX, "SIG%s", abbrev);
  else snprintf(out, SIGNAL_NAME_MAX, "signal %d", sig);
  return out;
}
