/* backend.c — see backend.h. */
#include "backend.h"

#include <stdio.h>
#include <string.h>

#include "event_log.h"
#include "log_reader.h"

const char *backend_name(uint32_t backend) {
  return (backend & HEDDLE_BACKEND_MASK) == HEDDLE_BACKEND_MPK ? "mpk" : "check";
}

int backend_was_auto(uint32_t backend) { return (backend & HEDDLE_BACKEND_AUTO) != 0; }

const char *run_backend(struct process_log *const *logs, size_t n) {
  const char *common = NULL;
  for (size_t i = 0; i < n; i++) {
    if (!logs[i]->has_process) continue;
    const char *b = backend_name(logs[i]->process.backend);
    if (common && strcmp(common, b) != 0) return "mixed";
    common = b;
  }
  return common ? common : "check";
}

int run_backend_auto(struct process_log *const *logs, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (logs[i]->has_process && backend_was_auto(logs[i]->process.backend)) return 1;
  return 0;
}

/* The BACKEND records' counters summed over every process that wrote one. */
static struct heddle_ev_backend backend_totals(struct process_log *const *logs, size_t n) {
  struct heddle_ev_backend t;
  memset(&t, 0, sizeof t);
  for (size_t i = 0; i < n; i++) {
    if (!logs[i]->has_backend) continue;
    const struct heddle_ev_backend *b = &logs[i]->backend;
    t.rehashes += b->rehashes;
    t.shared_assignments += b->shared_assignments;
    t.run_ns += b->run_ns;
    t.pkey_mprotects += b->pkey_mprotects;
    t.pkey_mprotects_avoided += b->pkey_mprotects_avoided;
    t.page_cache_hits += b->page_cache_hits;
  }
  return t;
}

void backend_rehash_summary(FILE *out, struct process_log *const *logs, size_t n) {
  struct heddle_ev_backend t = backend_totals(logs, n);
  uint64_t rehashes = t.rehashes, shared = t.shared_assignments;
  if (!rehashes && !shared) return;
  fprintf(out,
          "heddle: backend mpk: protection keys shared (%llu thread%s without one of %s own): %llu rehash%s, "
          "%.1f per second\n",
          (unsigned long long)shared, shared == 1 ? "" : "s", shared == 1 ? "its" : "their",
          (unsigned long long)rehashes, rehashes == 1 ? "" : "es",
          t.run_ns ? (double)rehashes * 1e9 / (double)t.run_ns : 0.0);
}

void backend_page_cache_summary(FILE *out, struct process_log *const *logs, size_t n) {
  struct heddle_ev_backend t = backend_totals(logs, n);
  uint64_t hits = t.page_cache_hits, avoided = t.pkey_mprotects_avoided;
  if (!avoided) return;
  fprintf(out,
          "heddle: backend mpk: page cache: %llu allocation%s on pages already tagged, %llu pkey_mprotect call%s "
          "avoided (%llu made)\n",
          (unsigned long long)hits, hits == 1 ? "" : "s", (unsigned long long)avoided, avoided == 1 ? "" : "s",
          (unsigned long long)t.pkey_mprotects);
}
