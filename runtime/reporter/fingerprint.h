/* fingerprint.h — SARIF partialFingerprints.primaryLocationLineHash.
 *
 * Computed from the code at the primary location — the source line with all
 * whitespace removed, the nearest non-blank lines above and below it, the
 * function and the rule — never from the line number, so a result keeps its
 * fingerprint when unrelated lines are inserted or removed elsewhere in the
 * file. Format "<16 hex digits>:<n>", n numbering results with equal hashes
 * (GitHub's convention). Without the source file the hash covers the function
 * and module only. */
#ifndef HEDDLE_FINGERPRINT_H
#define HEDDLE_FINGERPRINT_H

#include "findings.h"
#include "source_lines.h"

#define FINGERPRINT_LEN 32

/* Fills out[i] for findings->items[i]. */
void fingerprints_assign(const struct findings *findings, struct source_cache *sources,
                         char (*out)[FINGERPRINT_LEN]);

/* The same for results that are not findings (annotation suggestions): one
 * print per location at[i] (NULL: rule only), numbered like the above. */
void fingerprints_assign_locations(const char *rule, const struct frame *const *at, size_t n,
                                   struct source_cache *sources, char (*out)[FINGERPRINT_LEN]);

#endif /* HEDDLE_FINGERPRINT_H */
