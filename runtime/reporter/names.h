/* names.h — words for the log's enum values in messages and summaries. */
#ifndef HEDDLE_NAMES_H
#define HEDDLE_NAMES_H

#include <stdint.h>

/* "private", "read-shared", ... (enum heddle_policy in heddle.h); "policy #N" if unknown. */
const char *policy_name(uint32_t policy);
/* "acquire_write", "allocation", ... (enum heddle_change_kind); NULL for NONE. */
const char *change_name(uint32_t kind);

#endif /* HEDDLE_NAMES_H */
