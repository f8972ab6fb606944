/* reported_call.h — results about a call (policy changes, api-misuse, a
 * double free) rather than a memory access: which function was called. */
#ifndef HEDDLE_REPORTED_CALL_H
#define HEDDLE_REPORTED_CALL_H

#include <stddef.h>

#include "findings.h"

/* 1 when the finding reports an API call: a policy-change or api-misuse
 * report without an access size, a double-free (sharing-violation,
 * lock-not-held and use-after-free, and policy-change reports with a size,
 * are about memory accesses). */
int finding_is_call(const struct finding *f);

/* Writes the called API function's name (e.g. "heddle_acquire_write") into
 * buf and returns buf, or returns NULL when the log does not say. A
 * double-free's is free or realloc; otherwise the sources, in
 * order: a heddle_<name> frame of the reported stack, the policy change the
 * call just made, the first heddle_<name> or HEDDLE_GLOBAL word of the detail. */
const char *reported_call_name(const struct finding *f, char *buf, size_t size);

#endif /* HEDDLE_REPORTED_CALL_H */
