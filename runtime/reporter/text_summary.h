/* text_summary.h — the human summary on stderr, in ThreadSanitizer's layout
 * (documented in docs/reports.md; lit tests FileCheck it):
 *
 *   ==================
 *   WARNING: heddle: sharing-violation (pid 1234)
 *     Thread T2 wrote 4 bytes of `counter`, which is private to thread T1.
 *     Write of size 4 at 0x... by thread T2:
 *       #0 worker /src/app.c:12:5 (app+0x1234)
 *     ...object, allocation, last change, conflicting change, thread creation...
 *   SUMMARY: heddle: sharing-violation /src/app.c:12:5 in worker
 *   ==================
 *   heddle: 1 report (1 sharing-violation) in 1 process
 */
#ifndef HEDDLE_TEXT_SUMMARY_H
#define HEDDLE_TEXT_SUMMARY_H

#include <stdio.h>

#include "findings.h"

/* Prints every finding, then the count line. n_processes: logs read;
 * backend: run_backend's word, said on the count line unless it is "check"
 * (or backend_auto: backend=auto chose it). */
void text_summary(FILE *out, const struct findings *findings, size_t n_processes, const char *backend,
                  int backend_auto);

/* One line per annotation suggestion, then how to see and apply them. */
struct suggestions;
void suggestions_summary(FILE *out, const struct suggestions *s, const char *sarif_path);

#endif /* HEDDLE_TEXT_SUMMARY_H */
