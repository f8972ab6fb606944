/* backend.h — which backend checked the programs a report covers
 * (heddle_ev_process.backend: HEDDLE_OPTIONS=backend=check|mpk|auto as each
 * process ran it), for the SARIF run's properties and the text summary. */
#ifndef HEDDLE_REPORTER_BACKEND_H
#define HEDDLE_REPORTER_BACKEND_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct process_log;

/* "check" or "mpk" for one process's record. */
const char *backend_name(uint32_t backend);
/* Did that process ask for backend=auto? */
int backend_was_auto(uint32_t backend);
/* The backend of all logs with a PROCESS record: "check", "mpk", or "mixed"
 * when they differ; "check" when there is none. */
const char *run_backend(struct process_log *const *logs, size_t n);
/* Did any of them ask for auto? */
int run_backend_auto(struct process_log *const *logs, size_t n);
/* backend=mpk with more threads and locks than keys (PUSh §3.3): one line
 * saying how often their keys were rehashed (nothing when no key was shared). */
void backend_rehash_summary(FILE *out, struct process_log *const *logs, size_t n);
/* backend=mpk's page cache (PUSh §3.5): one line saying how many allocations
 * reused pages already tagged and how many pkey_mprotect calls that spared
 * (nothing when it spared none). */
void backend_page_cache_summary(FILE *out, struct process_log *const *logs, size_t n);

#endif
