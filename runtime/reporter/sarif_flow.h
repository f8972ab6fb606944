/* sarif_flow.h — the parts of a SARIF threadFlow that every result writes
 * the same way (sarif/README.md "Threads and events", encoding (a): one
 * threadFlowLocation per event). Implemented in sarif_result.c; used there
 * and by sarif_lock_cycle.c. */
#ifndef HEDDLE_SARIF_FLOW_H
#define HEDDLE_SARIF_FLOW_H

#include "findings.h"
#include "json_writer.h"
#include "sarif_location.h"

/* One event of the interleaving: a thread's stack at a point in time. */
struct flow_event {
  unsigned tid;
  const struct symbolized_stack *stack;
  const char *const *kinds; /* SARIF threadFlowLocation kinds (spec §3.38.8), NULL-terminated */
  char what[128];
};

/* Where an event happened: its innermost user frame, else its innermost known
 * frame; NULL when its stack has none (the event cannot be shown). */
const struct frame *event_frame(const struct flow_event *e);

/* The event's threadFlowLocation; order is its 1-based place in the whole
 * interleaving (executionOrder). */
void event_location(struct json_writer *w, const struct sarif_context *ctx, const struct flow_event *e,
                    int order);

/* A threadFlow's "message" member: thread tid and where it was created. */
void thread_flow_message(struct json_writer *w, const struct finding *f, unsigned tid);

#endif /* HEDDLE_SARIF_FLOW_H */
