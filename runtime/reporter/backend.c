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

void backend_rehash_summary(FILE *out, struct process_log *const *logs, size_t n) {
  uint64_t rehashes = 0, shared = 0, ns = 0;
  for (size_t i = 0; i < n; i++) {
    if (!logs[i]->has_backend) continue;
    rehashes += logs[i]->backend.rehashes;
    shared += logs[i]->backend.shared_assignments;
    ns += logs[i]->backend.run_ns;
  }
  if (!rehashes && !shared) return;
  fprintf(out,
          "heddle: backend mpk: protection keys shared (%llu thread%s without one of %s own): %llu rehash%s, "
          "%.1f per second\n",
          (unsigned long long)shared, shared == 1 ? "" : "s", shared == 1 ? "its" : "their",
          (unsigned long long)rehashes, rehashes == 1 ? "" : "es", ns ? (double)rehashes * 1e9 / (double)ns : 0.0);
}
