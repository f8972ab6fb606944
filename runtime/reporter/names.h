/* names.h — words for the log's enum values in messages and summaries. */
#ifndef HEDDLE_NAMES_H
#define HEDDLE_NAMES_H

#include <stdint.h>

/* "private", "read-shared", ... (enum heddle_policy in heddle.h); "policy #N" if unknown. */
const char *policy_name(uint32_t policy);
/* "acquire_write", "allocation", ... (enum heddle_change_kind); NULL for NONE. */
const char *change_name(uint32_t kind);

/* "SIGSEGV" for 11 (sigabbrev_np), "signal 77" for a number without a name;
 * out holds at least SIGNAL_NAME_MAX bytes. */
#define SIGNAL_NAME_MAX 24
const char *signal_name(int sig, char *out);

#endif /* HEDDLE_NAMES_H */
