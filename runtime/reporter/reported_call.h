/* reported_call.h — results about a heddle API call (policy changes,
 * api-misuse) rather than a memory access: which function was called. */
#ifndef HEDDLE_REPORTED_CALL_H
#define HEDDLE_REPORTED_CALL_H

#include <stddef.h>

#include "findings.h"

/* 1 when the finding reports an API call: a policy-change or api-misuse
 * report without an access size (sharing-violation and lock-not-held, and
 * policy-change reports with a size, are about memory accesses). */
int finding_is_call(const struct finding *f);

/* Writes the called API function's name (e.g. "heddle_acquire_write") into
 * buf and returns buf, or returns NULL when the log does not say. Sources in
 * order: a heddle_<name> frame of the reported stack, the policy change the
 * call just made, the first heddle_<name> or HEDDLE_GLOBAL word of the detail. */
const char *reported_call_name(const struct finding *f, char *buf, size_t size);

#endif /* HEDDLE_REPORTED_CALL_H */
