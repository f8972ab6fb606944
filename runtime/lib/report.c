/* report.c — report records, deduplication per (rule, code location), the
 * stderr line and halt_on_error. */
#include "report.h"

#include <stdio.h>
#include <unistd.h>

#include "access.h"
#include "flags.h"
#include "log_writer.h"
#include "thread.h"
#include "util.h"

const char *const hd_rule_names[HEDDLE_RULE_LAST + 1] = {
    "?",           "sharing-violation", "unordered-policy-change", "invalid-policy-change",
    "lock-not-held", "api-misuse",      "data-race",               "lock-order-inversion",
    "annotation-suggestion", "filter-deadlock", "mutex-misuse", "use-after-free", "double-free"};
const char *const hd_policy_names[7] = {"untouched", "private",      "read-shared", "sticky-read",
                                        "racy",      "inaccessible", "locked"};

static uint32_t counts[HEDDLE_RULE_LAST + 1];
static int log_active = -1; /* set by init: 1 when a log dir was given */

void hd_report_set_logging(int active) { log_active = active; }

/* ---- dedup: open-addressed set of 64-bit keys */
#define DEDUP_SIZE 65536
static uint64_t seen[DEDUP_SIZE];

/* 1 when key was not in the set (it is now), 0 when it was. Keys are never 0. */
static int insert_key(uint64_t key) {
  uint64_t h = (key * 0x9E3779B97F4A7C15ull) >> 48;
  for (uint32_t i = 0; i < DEDUP_SIZE; i++) {
    uint64_t *slot = &seen[(h + i) & (DEDUP_SIZE - 1)];
    uint64_t cur = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (cur == key) return 0;
    if (cur == 0) {
      uint64_t expected = 0;
      if (__atomic_compare_exchange_n(slot, &expected, key, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
        return 1;
      if (expected == key) return 0;
    }
  }
  return 1; /* table full: report rather than lose it */
}

/* 1 when key is in the set; looks only (a dropped report inserts nothing). */
static int has_key(uint64_t key) {
  uint64_t h = (key * 0x9E3779B97F4A7C15ull) >> 48;
  for (uint32_t i = 0; i < DEDUP_SIZE; i++) {
    uint64_t cur = __atomic_load_n(&seen[(h + i) & (DEDUP_SIZE - 1)], __ATOMIC_ACQUIRE);
    if (cur == key) return 1;
    if (cur == 0) return 0;
  }
  return 0;
}

/* Objects reported per code location: as many as a result names (the
 * reporter's OBJECTS_NAMED_MAX); a loop over many objects logs no more. */
#define DEDUP_OBJECTS_PER_PLACE 10

static uint64_t mix(uint64_t x) { /* splitmix64's finalizer */
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

/* What tells objects apart, as the reporter does (runtime/reporter/dedup.c
 * dedup_object): a global is itself, a heap object its size and allocation
 * stack. 0 for no object. */
static uint64_t object_identity(const struct hd_object *o) {
  if (!o) return 0;
  if (o->name && o->alloc.kind != HEDDLE_CHANGE_STACK_ALLOC) return mix(o->base); /* a stack object: its declaration */
  return mix(o->size ^ mix(o->alloc.stack)) | 1;
}

/* The key is the rule, the code location and the kind of finding (a use
 * after free is not the ownership violation reported at the same place), and
 * the object: one line writing two buffers reports both (issue #12 item 5),
 * up to DEDUP_OBJECTS_PER_PLACE objects per place. The place's own key
 * (pc << 5 | kind << 4 | rule, below 2^63 for user-space PCs) counts as its
 * first object; the others claim its numbered slots, keys with the top bit set. */
static int first_time(uint32_t rule, uintptr_t pc, uint32_t kind, uint64_t object) {
  uint64_t place = ((uint64_t)pc << 5) | ((uint64_t)kind << 4) | rule;
  if (!object) return insert_key(place);
  uint64_t object_key = mix(place ^ object) | 1ull << 63;
  if (has_key(object_key)) return 0;
  for (uint64_t n = 0; n < DEDUP_OBJECTS_PER_PLACE; n++) {
    if (!insert_key(n ? mix(place + n) | 1ull << 63 : place)) continue;
    insert_key(object_key);
    return 1;
  }
  return 0;
}

static void fill_change(struct heddle_change *dst, const struct hd_change_rec *src) {
  dst->kind = src ? src->kind : HEDDLE_CHANGE_NONE;
  dst->tid = src ? src->tid : UINT32_MAX;
  hd_depot_get(src ? src->stack : 0, &dst->stack);
}

static const char *change_names[] = {"",           "allocation",   "registration", "acquire_write",
                                     "release_write", "acquire_read", "release_read", "set_racy",
                                     "set_sticky_read", "set_locked", "slice",        "first touch",
                                     "free", "read", "write", "atomic read", "atomic write", "lock",
                                     "declaration", "return"};

static void print_line(const struct hd_report *r, const struct heddle_ev_report *ev) {
  char buf[768];
  int n = snprintf(buf, sizeof buf, "heddle: %s: ", hd_rule_names[r->rule]);
  if (r->rule == HEDDLE_RULE_SHARING_VIOLATION || r->rule == HEDDLE_RULE_LOCK_NOT_HELD ||
      r->rule == HEDDLE_RULE_DATA_RACE || r->rule == HEDDLE_RULE_USE_AFTER_FREE)
    n += snprintf(buf + n, sizeof buf - n, "%s of size %u at %p by thread T%u", r->is_write ? "write" : "read",
                  r->size, (void *)r->addr, ev->access.tid);
  else
    n += snprintf(buf + n, sizeof buf - n, "at %p by thread T%u", (void *)r->addr, ev->access.tid);
  if (r->obj) {
    const char *what = ev->obj_name[0] ? ev->obj_name : "heap object";
    n += snprintf(buf + n, sizeof buf - n, " on %s%s%s [%p,+%llu) (%s", ev->obj_name[0] ? "'" : "",
                  what, ev->obj_name[0] ? "'" : "", (void *)(uintptr_t)ev->obj_base,
                  (unsigned long long)ev->obj_size,
                  ev->obj_policy < 7                             ? hd_policy_names[ev->obj_policy]
                  : ev->obj_policy == HEDDLE_POLICY_UNANNOTATED ? "unannotated"
                                                                : "sliced");
    if (ev->obj_owner_tid != UINT32_MAX) n += snprintf(buf + n, sizeof buf - n, " to T%u", ev->obj_owner_tid);
    if (ev->obj_lock) n += snprintf(buf + n, sizeof buf - n, " by mutex %p", (void *)(uintptr_t)ev->obj_lock);
    n += snprintf(buf + n, sizeof buf - n, ")");
  }
  if (ev->last_change.kind && ev->last_change.kind < sizeof change_names / sizeof *change_names)
    n += snprintf(buf + n, sizeof buf - n, "; last change: %s by T%u",
                  change_names[ev->last_change.kind], ev->last_change.tid);
  if (ev->other.kind && ev->other.kind < sizeof change_names / sizeof *change_names)
    n += snprintf(buf + n, sizeof buf - n, "; %s: %s by T%u",
                  r->rule == HEDDLE_RULE_DATA_RACE ? "earlier access" : "conflicting change",
                  change_names[ev->other.kind], ev->other.tid);
  if (ev->detail[0]) n += snprintf(buf + n, sizeof buf - n, "; %s", ev->detail);
  if (n > (int)sizeof buf - 40) n = (int)sizeof buf - 40;
  n += snprintf(buf + n, sizeof buf - n, " at pc %p\n", (void *)(uintptr_t)ev->access.stack.pc[0]);
  hd_stderr(buf, (size_t)n);
}

/* print_reports: 1 always, 0 never, -1 only when no log is written. */
static int printing(void) {
  int print = hd_flags.print_reports;
  return print == 1 || (print < 0 && log_active <= 0);
}

static void halt_if_asked(int print) {
  if (!hd_flags.halt_on_error) return;
  if (print) hd_stderr_str("heddle: halt_on_error=1: stopping at the first report\n");
  _exit(hd_flags.exitcode); /* our _exit writes the EXIT record */
}

void hd_report(const struct hd_report *r) {
  uint32_t kind = r->obj && (r->obj->flags & HD_OBJ_FREED) ? 1 : 0;
  if (hd_flags.dedup && !first_time(r->rule, r->caller.pc, kind, object_identity(r->obj))) return;
  __atomic_fetch_add(&counts[r->rule], 1, __ATOMIC_RELAXED);

  struct heddle_ev_report ev;
  hd_memset(&ev, 0, sizeof ev);
  ev.h.kind = HEDDLE_EV_REPORT;
  ev.h.size = sizeof ev;
  ev.rule = r->rule;
  ev.access.addr = r->addr;
  ev.access.size = r->size;
  ev.access.is_write = r->is_write ? 1 : 0;
  ev.access.tid = r->thread ? r->thread->tid : UINT32_MAX;
  hd_unwind(r->caller, &ev.access.stack);
  ev.obj_owner_tid = UINT32_MAX;
  struct hd_object *o = r->obj;
  if (o) {
    uint32_t w = __atomic_load_n(&o->check, __ATOMIC_ACQUIRE);
    ev.obj_base = o->base;
    ev.obj_size = o->size;
    ev.obj_policy = hd_word_policy(w);
    /* race state: the owner field is a stamp; freed unannotated: the program gave it no policy */
    if (o->flags & (HD_OBJ_RACE | HD_OBJ_FREED_UNANNOTATED)) ev.obj_policy = HEDDLE_POLICY_UNANNOTATED;
    else if (hd_word_owner(w) != HD_NO_OWNER) ev.obj_owner_tid = hd_word_owner(w);
    ev.obj_lock = ev.obj_policy == HEDDLE_LOCKED ? o->lock_addr : 0;
    if (o->name) hd_strlcpy(ev.obj_name, o->name, sizeof ev.obj_name);
    fill_change(&ev.alloc, &o->alloc);
    fill_change(&ev.last_change, o->last.kind ? &o->last : &o->alloc);
  } else {
    fill_change(&ev.alloc, 0);
    fill_change(&ev.last_change, 0);
  }
  fill_change(&ev.other, r->other);
  if (r->detail) hd_strlcpy(ev.detail, r->detail, sizeof ev.detail);

  HD_RUNTIME_CALL(heddle_log_append(&ev.h));
  int print = printing();
  if (print) print_line(r, &ev);
  halt_if_asked(print);
}

/* "heddle: lock-order-inversion: mutexes 0x1 => 0x2 => 0x1 taken in this order by T1, T2 at pc 0x..." */
static void print_cycle_line(const struct heddle_ev_lock_cycle *ev) {
  char buf[512];
  int n = snprintf(buf, sizeof buf, "heddle: %s: mutexes", hd_rule_names[HEDDLE_RULE_LOCK_ORDER_INVERSION]);
  for (uint32_t i = 0; i < ev->nedges; i++)
    n += snprintf(buf + n, sizeof buf - n, " %p =>", (void *)(uintptr_t)ev->edge[i].from_mutex);
  n += snprintf(buf + n, sizeof buf - n, " %p taken in this order by", (void *)(uintptr_t)ev->edge[0].from_mutex);
  for (uint32_t i = 0; i < ev->nedges; i++)
    n += snprintf(buf + n, sizeof buf - n, "%s T%u", i ? "," : "", ev->edge[i].tid);
  n += snprintf(buf + n, sizeof buf - n, " at pc %p\n",
                (void *)(uintptr_t)ev->edge[ev->nedges - 1].to_stack.pc[0]);
  hd_stderr(buf, (size_t)n);
}

void hd_report_lock_cycle(const struct heddle_ev_lock_cycle *ev, uint64_t site) {
  if (ev->flags & HEDDLE_CYCLE_DEADLOCKED) {
    /* The run deadlocked on it (wait_for.c, which prints and ends the run):
     * the reporter makes the cycle's one finding an error; not one more report. */
    HD_RUNTIME_CALL(heddle_log_append(&ev->h));
    return;
  }
  if (hd_flags.dedup && !first_time(HEDDLE_RULE_LOCK_ORDER_INVERSION, site, 0, 0)) return;
  __atomic_fetch_add(&counts[HEDDLE_RULE_LOCK_ORDER_INVERSION], 1, __ATOMIC_RELAXED);
  HD_RUNTIME_CALL(heddle_log_append(&ev->h));
  int print = printing();
  if (print) print_cycle_line(ev);
  halt_if_asked(print);
}

void hd_report_count_suggestion(void) {
  __atomic_fetch_add(&counts[HEDDLE_RULE_ANNOTATION_SUGGESTION], 1, __ATOMIC_RELAXED);
}

uint32_t hd_report_count(enum heddle_rule rule) {
  return rule <= HEDDLE_RULE_LAST ? __atomic_load_n(&counts[rule], __ATOMIC_RELAXED) : 0;
}

void hd_report_print_summary(void) {
  if (!printing()) return;
  uint32_t total = 0, suggestions = counts[HEDDLE_RULE_ANNOTATION_SUGGESTION];
  for (int i = 1; i <= HEDDLE_RULE_LAST; i++)
    if (i != HEDDLE_RULE_ANNOTATION_SUGGESTION) total += counts[i];
  char buf[320];
  int n = 0;
  if (total) {
    n = snprintf(buf, sizeof buf, "heddle: %u report%s (", total, total == 1 ? "" : "s");
    const char *sep = "";
    for (int i = 1; i <= HEDDLE_RULE_LAST; i++)
      if (counts[i] && i != HEDDLE_RULE_ANNOTATION_SUGGESTION) {
        n += snprintf(buf + n, sizeof buf - n, "%s%s: %u", sep, hd_rule_names[i], counts[i]);
        sep = ", ";
      }
    n += snprintf(buf + n, sizeof buf - n, ")\n");
  }
  /* Suggestions are not reports; their text needs the reporter (symbols, source). */
  if (suggestions && n < (int)sizeof buf - 120)
    n += snprintf(buf + n, sizeof buf - n,
                  "heddle: %u annotation suggestion%s (run under `heddle run` to see them and their fixes)\n",
                  suggestions, suggestions == 1 ? "" : "s");
  if (n) hd_stderr(buf, (size_t)n);
}
