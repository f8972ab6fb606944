/* sarif_lock_cycle.c — see sarif_lock_cycle.h. The shape (docs/reports.md):
 *
 *   locations[0]      the last edge's `to` acquisition: where the cycle closed
 *   relatedLocations  two per edge, ids 2i+1 and 2i+2 for edge i (counting only
 *                     acquisitions with a user frame): where its `from` mutex
 *                     was acquired ("mutex `a` acquired here (held while taking
 *                     mutex `b`)") and where its `to` mutex was ("mutex `b`
 *                     acquired here while holding mutex `a`")
 *   message           the cycle's title, then one sentence per edge linking both
 *   codeFlows[0]      one threadFlow per edge: its two acquisitions as events,
 *                     executionOrder along the cycle (the closing one last)
 */
#define _GNU_SOURCE
#include "sarif_lock_cycle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report_text.h"
#include "rules.h"
#include "sarif_flow.h"

/* The two acquisitions of every edge, in the order of the related
 * locations: edge i's `from` acquisition is event 2i, its `to` one 2i+1. */
struct cycle_events {
  size_t n;
  struct flow_event ev[2 * HEDDLE_LOG_MAX_CYCLE];
  char *mutex[HEDDLE_LOG_MAX_CYCLE]; /* cycle_mutex_name of each mutex */
};

static const char *const lock_acquired[] = {"acquire", "lock", NULL};
static const char *const cycle_closed[] = {"acquire", "lock", "danger", NULL};

static void collect_events(const struct finding *f, struct cycle_events *c) {
  const struct lock_cycle *cycle = f->cycle;
  c->n = 2 * cycle->n;
  for (size_t i = 0; i < cycle->n; i++) c->mutex[i] = cycle_mutex_name(f, i);
  for (size_t i = 0; i < cycle->n; i++) {
    const struct cycle_edge *e = &cycle->edges[i];
    const char *from = c->mutex[i] ? c->mutex[i] : "?";
    const char *to = c->mutex[(i + 1) % cycle->n] ? c->mutex[(i + 1) % cycle->n] : "?";
    int closes = i + 1 == cycle->n;
    struct flow_event *held = &c->ev[2 * i], *taken = &c->ev[2 * i + 1];
    held->tid = taken->tid = e->rec->tid;
    held->stack = &e->from_stack;
    held->kinds = lock_acquired;
    snprintf(held->what, sizeof held->what, "mutex %s acquired here (held while taking mutex %s)", from, to);
    taken->stack = &e->to_stack;
    taken->kinds = closes ? cycle_closed : lock_acquired;
    snprintf(taken->what, sizeof taken->what, "mutex %s acquired here while holding mutex %s%s", to, from,
             closes ? ", closing the cycle" : "");
  }
}

static void free_events(struct cycle_events *c) {
  for (size_t i = 0; i < c->n / 2; i++) free(c->mutex[i]);
}

/* Where event k is a related location: its first user frame, as every
 * result's related locations (sarif_result.c); NULL: none. */
static const struct frame *related_frame(const struct cycle_events *c, size_t k) {
  return user_frame(c->ev[k].stack);
}

/* Related location id of event k, numbering the events that have one; 0: none. */
static int related_id(const struct cycle_events *c, size_t k) {
  int id = 0;
  for (size_t i = 0; i <= k; i++)
    if (related_frame(c, i)) id++;
  return related_frame(c, k) ? id : 0;
}

/* "[text](id)", or the bare text when the acquisition cannot be shown. */
static void link(FILE *m, const char *text, int id) {
  if (id) fprintf(m, "[%s](%d)", text, id);
  else fputs(text, m);
}

static char *message_text(const struct finding *f, const struct cycle_events *c) {
  char *text = NULL, *title = finding_title(f);
  size_t size = 0;
  FILE *m = open_memstream(&text, &size);
  if (!m) {
    free(title);
    return NULL;
  }
  fputs(title ? title : rule_info(f->rule)->short_description, m);
  for (size_t i = 0; i < f->cycle->n; i++) {
    const char *from = c->mutex[i] ? c->mutex[i] : "?";
    const char *to = c->mutex[(i + 1) % f->cycle->n] ? c->mutex[(i + 1) % f->cycle->n] : "?";
    fprintf(m, " Thread T%u acquired mutex %s ", f->cycle->edges[i].rec->tid, to);
    link(m, "here", related_id(c, 2 * i + 1));
    fprintf(m, " while holding mutex %s, ", from);
    link(m, "acquired here", related_id(c, 2 * i));
    fputs(i + 1 == f->cycle->n ? "; this closed the cycle." : ".", m);
  }
  if (f->occurrences > 1) fprintf(m, " Seen %u times.", f->occurrences);
  fclose(m);
  free(title);
  return text;
}

static void primary_location(struct json_writer *w, const struct sarif_context *ctx,
                             const struct finding *f, const struct cycle_events *c) {
  /* Every result needs a physical location (GitHub rejects uploads without):
   * the closing acquisition's place, else the program. */
  struct frame program = {.module = f->proc->process.exe[0] ? (char *)f->proc->process.exe : NULL};
  const struct frame *fr = event_frame(&c->ev[c->n - 1]);
  json_key(w, "locations");
  json_begin_array(w);
  sarif_location(w, ctx, f->primary ? f->primary : fr ? fr : &program, 0, NULL);
  json_end_array(w);
}

/* SARIF wants no empty arrays: relatedLocations only when one exists, a
 * threadFlow only with a location. */
static void related_locations(struct json_writer *w, const struct sarif_context *ctx,
                              const struct cycle_events *c) {
  int any = 0;
  for (size_t k = 0; k < c->n; k++) any |= related_frame(c, k) != NULL;
  if (!any) return;
  json_key(w, "relatedLocations");
  json_begin_array(w);
  for (size_t k = 0; k < c->n; k++)
    if (related_id(c, k)) sarif_location(w, ctx, related_frame(c, k), related_id(c, k), c->ev[k].what);
  json_end_array(w);
}

/* One threadFlow per edge (its two acquisitions), named after its thread;
 * a thread with several edges gets "T<k>" once — for the edge it made last,
 * so the closing thread's flow is "T<k>" — and "T<k> edge <i>" otherwise. */
static void thread_flows(struct json_writer *w, const struct sarif_context *ctx, const struct finding *f,
                         const struct cycle_events *c) {
  int any = 0;
  for (size_t k = 0; k < c->n; k++) any |= event_frame(&c->ev[k]) != NULL;
  if (!any) return;
  json_key(w, "codeFlows");
  json_begin_array(w);
  json_begin_object(w);
  json_key(w, "threadFlows");
  json_begin_array(w);
  for (size_t i = 0; i < f->cycle->n; i++) {
    const struct flow_event *held = &c->ev[2 * i], *taken = &c->ev[2 * i + 1];
    if (!event_frame(held) && !event_frame(taken)) continue; /* a threadFlow needs a location */
    unsigned tid = held->tid;
    int later = 0;
    for (size_t k = i + 1; k < f->cycle->n; k++) later |= f->cycle->edges[k].rec->tid == tid;
    char id[48];
    if (later) snprintf(id, sizeof id, "T%u edge %zu", tid, i + 1);
    else snprintf(id, sizeof id, "T%u", tid);
    json_begin_object(w);
    json_member_string(w, "id", id);
    thread_flow_message(w, f, tid);
    json_key(w, "locations");
    json_begin_array(w);
    if (event_frame(held)) event_location(w, ctx, held, (int)(2 * i + 1));
    if (event_frame(taken)) event_location(w, ctx, taken, (int)(2 * i + 2));
    json_end_array(w);
    json_end_object(w);
  }
  json_end_array(w);
  json_end_object(w);
  json_end_array(w);
}

static void properties(struct json_writer *w, const struct finding *f) {
  const struct lock_cycle *cycle = f->cycle;
  json_key(w, "properties");
  json_begin_object(w);
  json_member_int(w, "pid", f->proc->process.pid);
  json_member_int(w, "thread", cycle->edges[cycle->n - 1].rec->tid);
  json_key(w, "mutexes"); /* in cycle order: a global's symbol, else the address */
  json_begin_array(w);
  for (size_t i = 0; i < cycle->n; i++) {
    char hex[32];
    snprintf(hex, sizeof hex, "0x%llx", (unsigned long long)cycle->edges[i].rec->from_mutex);
    json_string(w, cycle->edges[i].from_name ? cycle->edges[i].from_name : hex);
  }
  json_end_array(w);
  json_member_int(w, "occurrences", f->occurrences);
  json_member_bool(w, "deadlocked", f->cycle->deadlocked);
  json_end_object(w);
}

void sarif_lock_cycle(struct json_writer *w, const struct sarif_context *ctx, const struct finding *f,
                      const char *fingerprint) {
  const struct rule_info *rule = rule_info(f->rule);
  struct cycle_events c;
  collect_events(f, &c);
  json_begin_object(w);
  json_member_string(w, "ruleId", rule->id);
  json_member_int(w, "ruleIndex", rule_index(f->rule));
  json_member_string(w, "level", f->cycle->deadlocked ? "error" : rule->level); /* it happened */
  json_key(w, "message");
  json_begin_object(w);
  char *text = message_text(f, &c);
  json_member_string(w, "text", text ? text : rule->short_description);
  free(text);
  json_end_object(w);
  primary_location(w, ctx, f, &c);
  related_locations(w, ctx, &c);
  thread_flows(w, ctx, f, &c);
  json_key(w, "partialFingerprints");
  json_begin_object(w);
  json_member_string(w, "primaryLocationLineHash", fingerprint);
  json_end_object(w);
  properties(w, f);
  json_end_object(w);
  free_events(&c);
}
