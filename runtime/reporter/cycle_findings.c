/* cycle_findings.c — see cycle_findings.h. */
#define _GNU_SOURCE
#include "cycle_findings.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lock_names.h"

void cycle_finding_free(struct finding *f) {
  struct lock_cycle *c = f->cycle;
  if (!c) return;
  for (size_t i = 0; i < c->n; i++) {
    stack_free(&c->edges[i].from_stack);
    stack_free(&c->edges[i].to_stack);
    free(c->edges[i].from_name);
  }
  free(c);
  f->cycle = NULL;
}

int cycle_finding_add(struct findings *out, struct dedup *dedup, const struct process_log *log,
                      const struct heddle_ev_lock_cycle *rec, struct symbolizer *sym) {
  out->n_reports++;
  struct finding *f = &out->items[out->n];
  memset(f, 0, sizeof *f);
  if (!(f->cycle = calloc(1, sizeof *f->cycle))) return -1;
  f->rule = HEDDLE_RULE_LOCK_ORDER_INVERSION;
  f->proc = log;
  f->occurrences = 1;
  struct lock_cycle *c = f->cycle;
  c->rec = rec;
  c->deadlocked = (rec->flags & HEDDLE_CYCLE_DEADLOCKED) != 0;
  c->n = rec->nedges; /* 2..HEDDLE_LOG_MAX_CYCLE (1 deadlocked): log_reader.c checked */
  for (size_t i = 0; i < c->n; i++) {
    struct cycle_edge *e = &c->edges[i];
    e->rec = &rec->edge[i];
    symbolize_stack(sym, &e->rec->from_stack, &e->from_stack);
    symbolize_stack(sym, &e->rec->to_stack, &e->to_stack);
    /* `mutex[1]` or `pool.lock`, as suggestions name locks, not `mutex+40` */
    e->from_name = symbolize_lock(sym, e->rec->from_mutex, NULL);
  }
  /* The result points where the cycle closed: the last edge's acquisition. */
  f->primary = user_frame(&c->edges[c->n - 1].to_stack);
  size_t k = dedup_lock_cycle(dedup, c, out->n);
  if (k != out->n) {
    int deadlocked = c->deadlocked;
    cycle_finding_free(f);
    if (k == DEDUP_NONE) return -1;
    /* The record of a deadlock that happened upgrades the cycle's finding;
     * it is the same inversion, not one more occurrence of it. */
    if (deadlocked && out->items[k].cycle) out->items[k].cycle->deadlocked = 1;
    else out->items[k].occurrences++;
    out->n_reports -= deadlocked;
    return 0;
  }
  for (size_t i = 0; i < c->n; i++) add_thread(f, sym, c->edges[i].rec->tid);
  out->n++;
  return 0;
}
