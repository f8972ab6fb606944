/* log_reader.c — parses an event log (mapped, not copied: mapped_file.h), keeping every complete record before any damage. */
#define _GNU_SOURCE
#include "log_reader.h"

#include "mapped_file.h"

#include <errno.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A read of the mapping failed: the file was truncated after it was mapped. */
#define SHRANK "the file shrank while it was being read"

static const char *kind_name(uint32_t kind) {
  switch (kind) {
    case HEDDLE_EV_PROCESS: return "PROCESS";
    case HEDDLE_EV_MODULE: return "MODULE";
    case HEDDLE_EV_THREAD: return "THREAD";
    case HEDDLE_EV_REPORT: return "REPORT";
    case HEDDLE_EV_EXIT: return "EXIT";
    case HEDDLE_EV_SUGGESTION: return "SUGGESTION";
    case HEDDLE_EV_LOCK_CYCLE: return "LOCK_CYCLE";
    case HEDDLE_EV_EXEC: return "EXEC";
    case HEDDLE_EV_FILTER: return "FILTER";
    case HEDDLE_EV_BACKEND: return "BACKEND";
    case HEDDLE_EV_STOP: return "STOP";
    default: return NULL;
  }
}

static size_t expected_size(uint32_t kind) {
  switch (kind) {
    case HEDDLE_EV_PROCESS: return sizeof(struct heddle_ev_process);
    case HEDDLE_EV_MODULE: return sizeof(struct heddle_ev_module);
    case HEDDLE_EV_THREAD: return sizeof(struct heddle_ev_thread);
    case HEDDLE_EV_REPORT: return sizeof(struct heddle_ev_report);
    case HEDDLE_EV_EXIT: return sizeof(struct heddle_ev_exit);
    case HEDDLE_EV_SUGGESTION: return sizeof(struct heddle_ev_suggestion);
    case HEDDLE_EV_LOCK_CYCLE: return sizeof(struct heddle_ev_lock_cycle);
    case HEDDLE_EV_EXEC: return sizeof(struct heddle_ev_exec);
    case HEDDLE_EV_FILTER: return sizeof(struct heddle_ev_filter);
    case HEDDLE_EV_BACKEND: return sizeof(struct heddle_ev_backend);
    case HEDDLE_EV_STOP: return sizeof(struct heddle_ev_stop);
    default: return 0;
  }
}

static void set_error(struct process_log *log, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  free(log->error);
  if (vasprintf(&log->error, fmt, ap) < 0) log->error = NULL;
  va_end(ap);
}

/* Appends one fixed-size item to a growable array; 0 on success. */
static int push(void **items, size_t *n, size_t item_size, const void *item) {
  if ((*n & (*n - 1)) == 0) { /* n is 0 or a power of two: grow to double */
    size_t cap = *n ? *n * 2 : 8;
    void *grown = realloc(*items, cap * item_size);
    if (!grown) return -1;
    *items = grown;
  }
  memcpy((char *)*items + *n * item_size, item, item_size);
  (*n)++;
  return 0;
}

static int stack_ok(const struct heddle_stack *s) { return s->nframes <= HEDDLE_LOG_MAX_FRAMES; }

/* The writers index edges up to nedges and name each mutex once, as the
 * `from` of its edge: the edges must be a cycle. */
static const char *invalid_cycle(const struct heddle_ev_lock_cycle *c) {
  uint32_t least = c->flags & HEDDLE_CYCLE_DEADLOCKED ? 1 : 2; /* 1: a thread relocking its own mutex */
  if (c->nedges < least || c->nedges > HEDDLE_LOG_MAX_CYCLE) return "lock cycle has a bad number of edges";
  for (uint32_t i = 0; i < c->nedges; i++) {
    const struct heddle_lock_edge *e = &c->edge[i];
    if (!stack_ok(&e->from_stack) || !stack_ok(&e->to_stack))
      return "a stack has more frames than a record holds";
    if (e->to_mutex != c->edge[(i + 1) % c->nedges].from_mutex)
      return "lock cycle edges do not form a cycle";
  }
  return NULL;
}

/* Checks the fields the reporter indexes with; returns a reason or NULL. */
static const char *invalid_fields(uint32_t kind, const void *rec) {
  if (kind == HEDDLE_EV_THREAD) {
    const struct heddle_ev_thread *t = rec;
    if (!stack_ok(&t->created_at)) return "creation stack has more frames than a record holds";
  } else if (kind == HEDDLE_EV_REPORT) {
    const struct heddle_ev_report *r = rec;
    if (r->rule < HEDDLE_RULE_SHARING_VIOLATION || r->rule > HEDDLE_RULE_LAST)
      return "unknown rule number";
    if (!stack_ok(&r->access.stack) || !stack_ok(&r->alloc.stack) ||
        !stack_ok(&r->last_change.stack) || !stack_ok(&r->other.stack))
      return "a stack has more frames than a record holds";
  } else if (kind == HEDDLE_EV_LOCK_CYCLE) {
    return invalid_cycle(rec);
  } else if (kind == HEDDLE_EV_FILTER) {
    const struct heddle_ev_filter *e = rec;
    if (e->action < HEDDLE_FILTER_INSTALLED || e->action > HEDDLE_FILTER_DEADLOCK) return "unknown filter action";
    if (e->nwaiters > HEDDLE_LOG_MAX_WAITERS) return "more waiting threads than a record holds";
    for (uint32_t i = 0; i < e->nwaiters; i++)
      if (!stack_ok(&e->waiter[i])) return "a stack has more frames than a record holds";
  } else if (kind == HEDDLE_EV_SUGGESTION) {
    const struct heddle_ev_suggestion *g = rec;
    if (g->kind < HEDDLE_SUGGEST_LOCKED || g->kind > HEDDLE_SUGGEST_FIELDS) return "unknown suggestion kind";
    if (g->nslices > HEDDLE_LOG_MAX_SLICES) return "more slices than a record holds";
    if (!stack_ok(&g->alloc.stack) || !stack_ok(&g->release.stack) || !stack_ok(&g->acquire.stack))
      return "a stack has more frames than a record holds";
  }
  return NULL;
}

/* A filter that deadlocked is a finding like the others (rule filter-deadlock):
 * the thread whose wait gave up is the access, another waiting thread the
 * related location; the constraint and the wait in `detail`. */
static void filter_deadlock_report(const struct heddle_ev_filter *e, struct heddle_ev_report *r) {
  memset(r, 0, sizeof *r);
  r->h.kind = HEDDLE_EV_REPORT;
  r->h.size = sizeof *r;
  r->rule = HEDDLE_RULE_FILTER_DEADLOCK;
  r->obj_owner_tid = UINT32_MAX;
  if (e->nwaiters > 0) {
    r->access.tid = e->waiter_tid[0];
    r->access.stack = e->waiter[0];
  }
  if (e->nwaiters > 1) {
    r->other.kind = HEDDLE_CHANGE_NONE;
    r->other.tid = e->waiter_tid[1];
    r->other.stack = e->waiter[1];
  }
  const char *name = strrchr(e->name, '/') ? strrchr(e->name, '/') + 1 : e->name;
  snprintf(r->obj_name, sizeof r->obj_name, "%.127s", name);
  snprintf(r->detail, sizeof r->detail, "%s", e->constraint);
  r->access.addr = (uint64_t)(e->waited_ms > 0 ? e->waited_ms : 0); /* no memory is involved: the wait's length */
}

static int keep_record(struct process_log *log, uint32_t kind, const void *rec) {
  /* A record after an EXEC: that exec failed and the process went on. */
  free(log->exec_path);
  log->exec_path = NULL;
  switch (kind) {
    case HEDDLE_EV_EXEC: {
      const struct heddle_ev_exec *e = rec;
      log->exec_path = strndup(e->path, sizeof e->path - 1);
      return log->exec_path ? 0 : -1;
    }
    case HEDDLE_EV_MODULE:
      return push((void **)&log->modules, &log->n_modules, sizeof *log->modules, rec);
    case HEDDLE_EV_THREAD:
      return push((void **)&log->threads, &log->n_threads, sizeof *log->threads, rec);
    case HEDDLE_EV_REPORT:
      return push((void **)&log->reports, &log->n_reports, sizeof *log->reports, rec);
    case HEDDLE_EV_SUGGESTION:
      return push((void **)&log->suggestions, &log->n_suggestions, sizeof *log->suggestions, rec);
    case HEDDLE_EV_LOCK_CYCLE:
      return push((void **)&log->cycles, &log->n_cycles, sizeof *log->cycles, rec);
    case HEDDLE_EV_FILTER: {
      const struct heddle_ev_filter *e = rec;
      if (push((void **)&log->filters, &log->n_filters, sizeof *log->filters, rec) != 0) return -1;
      if (e->action != HEDDLE_FILTER_DEADLOCK) return 0;
      struct heddle_ev_report r;
      filter_deadlock_report(e, &r);
      return push((void **)&log->reports, &log->n_reports, sizeof *log->reports, &r);
    }
    case HEDDLE_EV_BACKEND:
      memcpy(&log->backend, rec, sizeof log->backend);
      log->has_backend = 1;
      return 0;
    case HEDDLE_EV_EXIT:
      memcpy(&log->exit, rec, sizeof log->exit);
      log->has_exit = 1;
      return 0;
    case HEDDLE_EV_STOP:
      log->stop_signal = ((const struct heddle_ev_stop *)rec)->signal;
      return 0;
    default:
      return 0;
  }
}

static int check_process_record(struct process_log *log, const struct heddle_ev_process *p) {
  if (p->magic != HEDDLE_LOG_MAGIC) {
    set_error(log, "not a heddle event log (bad magic number in the first record)");
    return -1;
  }
  if (p->version != HEDDLE_LOG_VERSION) {
    set_error(log,
              "written with event-log version %u, this heddle reads version %u; "
              "report it with the heddle that wrote it, or re-run the program built with this one",
              p->version, HEDDLE_LOG_VERSION);
    return -1;
  }
  memcpy(&log->process, p, sizeof *p);
  log->process.exe[sizeof log->process.exe - 1] = '\0';
  log->process.cwd[sizeof log->process.cwd - 1] = '\0';
  log->has_process = 1;
  return 0;
}

/* How often parsed pages are given back: small next to the log, large next to a syscall. */
#define RELEASE_EVERY ((size_t)8 << 20)

/* Walks the records of a mapped file. */
static void parse(struct process_log *log, struct mapped_file *file) {
  size_t off = 0, count = 0, len = file->len;
  const char *damage = NULL;
  uint32_t kind = 0, size = 0;
  while (off < len) {
    struct heddle_event_header h;
    if (len - off < sizeof h) { damage = "truncated record header"; break; }
    if (mapped_file_copy(file, off, &h, sizeof h) < 0) { damage = SHRANK; break; }
    kind = h.kind;
    size = h.size;
    if (!kind_name(kind)) { damage = "unknown record kind"; break; }
    if (size > len - off) { damage = "record truncated (the file ends inside it)"; break; }
    /* Another version's PROCESS record has another size: say which version
     * (magic and version sit at the same offsets in every version). */
    if (count == 0 && kind == HEDDLE_EV_PROCESS && size != expected_size(kind) &&
        size >= offsetof(struct heddle_ev_process, version) + sizeof(uint32_t)) {
      struct heddle_ev_process head = {0};
      if (mapped_file_copy(file, off, &head, offsetof(struct heddle_ev_process, version) + sizeof(uint32_t)) == 0 &&
          head.magic == HEDDLE_LOG_MAGIC && head.version != HEDDLE_LOG_VERSION) {
        check_process_record(log, &head);
        return;
      }
    }
    if (size != expected_size(kind)) { damage = "record size does not match its kind"; break; }
    if ((count == 0) != (kind == HEDDLE_EV_PROCESS)) {
      damage = count == 0 ? "the file does not start with a PROCESS record"
                          : "a second PROCESS record";
      break;
    }
    /* Records are copied out: the mapping's alignment is not the struct's, and
     * the records outlive it. */
    union {
      struct heddle_ev_process p;
      struct heddle_ev_module m;
      struct heddle_ev_thread t;
      struct heddle_ev_report r;
      struct heddle_ev_exit e;
      struct heddle_ev_suggestion g;
      struct heddle_ev_lock_cycle c;
      struct heddle_ev_exec x;
    } rec;
    if (mapped_file_copy(file, off, &rec, size) < 0) { damage = SHRANK; break; }
    if (kind == HEDDLE_EV_PROCESS) {
      if (check_process_record(log, &rec.p) < 0) return;
    } else {
      const char *bad = invalid_fields(kind, &rec);
      if (bad) { damage = bad; break; }
      if (kind == HEDDLE_EV_MODULE) rec.m.path[sizeof rec.m.path - 1] = '\0';
      if (kind == HEDDLE_EV_REPORT) {
        rec.r.obj_name[sizeof rec.r.obj_name - 1] = '\0';
        rec.r.detail[sizeof rec.r.detail - 1] = '\0';
      }
      if (kind == HEDDLE_EV_SUGGESTION) rec.g.obj_name[sizeof rec.g.obj_name - 1] = '\0';
      if (keep_record(log, kind, &rec) < 0) { set_error(log, "out of memory"); return; }
    }
    off += size;
    count++;
    if (off - file->released >= RELEASE_EVERY) mapped_file_release(file, off);
  }
  if (damage)
    set_error(log,
              "damaged at byte %zu (%s: kind %u, size %u, %zu bytes left); "
              "kept the %zu complete records before it. The file was cut short or "
              "overwritten; re-run the program to get a complete log",
              off, damage, kind, size, len - off, count);
  else if (count == 0)
    set_error(log, "empty event log (the program wrote nothing; was it killed while starting?)");
}

static struct process_log *new_log(const char *path) {
  struct process_log *log = calloc(1, sizeof *log);
  if (!log || !(log->path = strdup(path))) { free(log); return NULL; }
  return log;
}

struct process_log *log_read_mapped(const char *path, struct mapped_file *file) {
  struct process_log *log = new_log(path);
  if (log) parse(log, file);
  return log;
}

struct process_log *log_read(const char *path) {
  struct mapped_file file;
  int err = mapped_file_open(path, &file);
  if (err) {
    struct process_log *log = new_log(path);
    if (log) set_error(log, "cannot read: %s", strerror(err));
    return log;
  }
  struct process_log *log = log_read_mapped(path, &file);
  mapped_file_close(&file);
  return log;
}

void log_free(struct process_log *log) {
  if (!log) return;
  free(log->path);
  free(log->modules);
  free(log->threads);
  free(log->reports);
  free(log->suggestions);
  free(log->cycles);
  free(log->filters);
  free(log->error);
  free(log->exec_path);
  free(log);
}

size_t log_report_records(const struct process_log *log) { return log->n_reports + log->n_cycles; }

const struct heddle_ev_thread *log_thread(const struct process_log *log, unsigned tid) {
  for (size_t i = 0; i < log->n_threads; i++)
    if (log->threads[i].tid == tid) return &log->threads[i];
  return NULL;
}
