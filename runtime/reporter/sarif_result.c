/* sarif_result.c — see sarif_result.h. */
#define _GNU_SOURCE
#include "sarif_result.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "finding_objects.h"
#include "names.h"
#include "report_text.h"
#include "reported_call.h"
#include "rules.h"
#include "sarif_flow.h"

/* A related location: what it shows and the id the message links to. */
struct related {
  const struct frame *frame;
  int id;
  const char *message;
};

enum { REL_ALLOC, REL_LAST_CHANGE, REL_OTHER, REL_COUNT };

static int is_registration(uint32_t kind) { return kind == HEDDLE_CHANGE_REGISTER_GLOBAL; }

/* A use-after-free's or double-free's last change: where the memory ended. */
static const char *memory_end_site(const struct heddle_ev_report *r) {
  if (r->last_change.kind == HEDDLE_CHANGE_RETURN) return "function return";
  return r->alloc.kind == HEDDLE_CHANGE_MAP ? "munmap site" : "free site";
}

/* The related locations that exist, numbered 1.. in this order. */
static void collect_related(const struct finding *f, struct related rel[REL_COUNT]) {
  static const char *const messages[REL_COUNT] = {"allocation site", "last policy change",
                                                  "conflicting policy change"};
  const struct symbolized_stack *stacks[REL_COUNT] = {&f->alloc, &f->last_change, &f->other};
  int next_id = 1;
  for (int i = 0; i < REL_COUNT; i++) {
    /* Each event once: a last change that is the allocation, the conflicting
     * change or the reported call itself (a policy-change rule reports the
     * change it just made) is not repeated — as in the summary and threadFlows. */
    int repeated = i == REL_LAST_CHANGE &&
                   (last_change_is_alloc(f->rec) || last_change_is_other(f->rec) ||
                    last_change_is_access(f->rec));
    rel[i].frame = repeated ? NULL : user_frame(stacks[i]);
    rel[i].id = rel[i].frame ? next_id++ : 0;
    rel[i].message = i == REL_LAST_CHANGE && is_memory_error(f->rec->rule) ? memory_end_site(f->rec)
                     : i == REL_ALLOC && is_registration(f->rec->alloc.kind) ? "registration"
                     : i == REL_ALLOC && f->rec->alloc.kind == HEDDLE_CHANGE_STACK_ALLOC ? "declaration"
                     : i == REL_ALLOC && f->rec->alloc.kind == HEDDLE_CHANGE_MAP ? "mapping"
                     : i == REL_OTHER && f->rec->rule == HEDDLE_RULE_DATA_RACE ? "previous access"
                     : i == REL_OTHER && f->rec->rule == HEDDLE_RULE_MUTEX_MISUSE ? "last lock of the mutex"
                     : i == REL_OTHER && f->rec->rule == HEDDLE_RULE_FILTER_DEADLOCK ? "another thread waiting in the filter"
                                                                             : messages[i];
  }
}

/* The other objects' allocation sites (finding_objects.h), numbered after
 * rel's: those of the first OBJECTS_NAMED_MAX objects, the finding's own
 * included, as heddle-sarif merge links them (sarif/src/objects.ts). */
#define OTHER_SITES (OBJECTS_NAMED_MAX - 1)
static void collect_object_sites(const struct finding *f, const struct related rel[REL_COUNT],
                                 struct related sites[OTHER_SITES]) {
  int next_id = 1;
  for (int i = 0; i < REL_COUNT; i++)
    if (rel[i].id >= next_id) next_id = rel[i].id + 1;
  for (size_t i = 0; i < OTHER_SITES; i++) {
    sites[i].frame = i < f->n_objects ? user_frame(&f->objects[i].alloc) : NULL;
    sites[i].id = sites[i].frame ? next_id++ : 0;
    sites[i].message = NULL; /* "allocation site of <object>", written by object_sites */
  }
}

/* The message's last sentence names the other objects, with a link to each
 * one's allocation site: "Also reported at this location for a 786432-byte
 * heap object [allocated here](3)." — heddle-sarif merge's wording, so merging
 * such a result again finds its objects (sarif/src/objects.ts withObjects). */
static void objects_sentence(FILE *m, const struct finding *f, const struct related sites[OTHER_SITES]) {
  if (!f->n_objects) return;
  fputs(" Also reported at this location for ", m);
  for (size_t i = 0; i < f->n_objects && i < OTHER_SITES; i++) {
    char *object = other_object_phrase(&f->objects[i]);
    fprintf(m, "%s%s", i ? ", " : "", object ? object : "a heap object");
    if (sites[i].id)
      fprintf(m, " [%s here](%d)", f->objects[i].name ? "registered" : "allocated", sites[i].id);
    free(object);
  }
  if (f->n_objects > OTHER_SITES)
    fprintf(m, " and %zu more object(s), all listed in properties.objects", f->n_objects - OTHER_SITES);
  fputc('.', m);
}

static void object_sites(struct json_writer *w, const struct sarif_context *ctx,
                         const struct finding *f, const struct related sites[OTHER_SITES]) {
  for (size_t i = 0; i < OTHER_SITES; i++) {
    if (!sites[i].id) continue;
    char *object = other_object_phrase(&f->objects[i]), *message = NULL;
    if (asprintf(&message, "allocation site of %s", object ? object : "a heap object") < 0) message = NULL;
    sarif_location(w, ctx, sites[i].frame, sites[i].id, message);
    free(message);
    free(object);
  }
}

/* properties.objects, when the finding names more than its own object: each
 * as heddle-sarif merge lists them — `object`, `objectSize`, `allocatedAt`
 * (the allocation site's "uri:line:column"), never an address. */
static void object_member(struct json_writer *w, const struct sarif_context *ctx, const char *name,
                          int sized, uint64_t size, const struct frame *site) {
  json_begin_object(w);
  if (name) json_member_string(w, "object", name);
  if (sized) json_member_int(w, "objectSize", (int64_t)size);
  char *place = site ? sarif_place(ctx, site) : NULL;
  if (place) json_member_string(w, "allocatedAt", place);
  free(place);
  json_end_object(w);
}

static void objects_property(struct json_writer *w, const struct sarif_context *ctx,
                             const struct finding *f, const struct related rel[REL_COUNT]) {
  if (!f->n_objects) return;
  const struct heddle_ev_report *r = f->rec;
  json_key(w, "objects");
  json_begin_array(w);
  object_member(w, ctx, r->obj_name[0] ? (f->object_name ? f->object_name : r->obj_name) : NULL,
                r->obj_base != 0, r->obj_size, rel[REL_ALLOC].id ? rel[REL_ALLOC].frame : NULL);
  for (size_t i = 0; i < f->n_objects; i++) {
    const struct finding_object *o = &f->objects[i];
    object_member(w, ctx, o->name, o->sized, o->size, user_frame(&o->alloc));
  }
  json_end_array(w);
}

/* Writes the runtime's detail words as a sentence of their own, after the title. */
static void detail_sentence(FILE *m, const char *detail) {
  size_t n = strlen(detail);
  if (n) fprintf(m, " Detail: %s%s", detail, detail[n - 1] == '.' ? "" : ".");
}

static char *message_text(const struct finding *f, const struct related rel[REL_COUNT],
                          const struct related sites[OTHER_SITES]) {
  const struct heddle_ev_report *r = f->rec;
  char *text = NULL, *title = finding_title(f);
  size_t size = 0;
  FILE *m = open_memstream(&text, &size);
  if (!m) { free(title); return NULL; }
  fputs(title ? title : "heddle report.", m);
  if (r->rule != HEDDLE_RULE_FILTER_DEADLOCK) detail_sentence(m, r->detail); /* its title says it */
  if (rel[REL_ALLOC].id)
    fprintf(m, " The object was [%s here](%d) by thread T%u.",
            is_registration(r->alloc.kind)                ? "registered"
            : r->alloc.kind == HEDDLE_CHANGE_STACK_ALLOC ? "declared"
            : r->alloc.kind == HEDDLE_CHANGE_MAP         ? "mapped"
                                                         : "allocated",
            rel[REL_ALLOC].id, r->alloc.tid);
  if (rel[REL_LAST_CHANGE].id && is_memory_error(r->rule)) {
    if (r->last_change.kind == HEDDLE_CHANGE_RETURN)
      fprintf(m, " Its function [returned here](%d) in thread T%u.", rel[REL_LAST_CHANGE].id, r->last_change.tid);
    else
      fprintf(m, " It was [%s here](%d) by thread T%u.", memory_end_verb(r), rel[REL_LAST_CHANGE].id,
              r->last_change.tid);
  } else if (rel[REL_LAST_CHANGE].id) {
    const char *what = change_name(r->last_change.kind);
    fprintf(m, " Its policy last changed by thread T%u's [%s](%d).", r->last_change.tid,
            what ? what : "policy change", rel[REL_LAST_CHANGE].id);
  }
  if (rel[REL_OTHER].id && r->rule == HEDDLE_RULE_FILTER_DEADLOCK) {
    fprintf(m, " Thread T%u [waited in it too](%d).", r->other.tid, rel[REL_OTHER].id);
  } else if (rel[REL_OTHER].id) {
    const char *what = change_name(r->other.kind);
    fprintf(m, " The %s is thread T%u's [%s](%d).",
            r->rule == HEDDLE_RULE_DATA_RACE    ? "previous access"
            : r->rule == HEDDLE_RULE_MUTEX_MISUSE ? "mutex's last lock"
                                                  : "conflicting change",
            r->other.tid, what ? what : "policy change", rel[REL_OTHER].id);
  }
  if (f->occurrences > 1) fprintf(m, " Seen %u times.", f->occurrences);
  objects_sentence(m, f, sites);
  fclose(m);
  free(title);
  return text;
}

static const char *const memory_acquired[] = {"acquire", "memory", NULL};
static const char *const memory_released[] = {"release", "memory", NULL};
static const char *const memory_touched[] = {"memory", NULL};
static const char *const api_call[] = {"call", "function", NULL};
static const char *const reported_access[] = {"memory", "danger", NULL};
static const char *const reported_api_call[] = {"call", "function", "danger", NULL};

static const char *const *change_kinds(uint32_t kind) {
  switch (kind) {
    case HEDDLE_CHANGE_ALLOC:
    case HEDDLE_CHANGE_REGISTER_GLOBAL:
    case HEDDLE_CHANGE_STACK_ALLOC:
    case HEDDLE_CHANGE_MAP:
    case HEDDLE_CHANGE_LIBC_STATE: return memory_acquired;
    case HEDDLE_CHANGE_FREE:
    case HEDDLE_CHANGE_RETURN: return memory_released;
    case HEDDLE_CHANGE_FIRST_TOUCH:
    case HEDDLE_CHANGE_READ:
    case HEDDLE_CHANGE_WRITE:
    case HEDDLE_CHANGE_ATOMIC_READ:
    case HEDDLE_CHANGE_ATOMIC_WRITE: return memory_touched;
    default: return api_call;
  }
}

static size_t collect_events(const struct finding *f, struct flow_event ev[4]) {
  const struct heddle_ev_report *r = f->rec;
  size_t n = 0;
  /* In the order they happened: allocation, the other thread's change, the
   * last change, and finally the reported access. */
  const struct heddle_change *changes[3] = {&r->alloc, &r->other, &r->last_change};
  const struct symbolized_stack *stacks[3] = {&f->alloc, &f->other, &f->last_change};
  for (int i = 0; i < 3; i++) {
    if (!stacks[i]->n) continue;
    if (i == 2 && (last_change_is_alloc(r) || last_change_is_other(r) || last_change_is_access(r)))
      continue; /* shown as the allocation, the conflicting change or the reported call */
    const char *what = change_name(changes[i]->kind);
    ev[n].tid = changes[i]->tid;
    ev[n].stack = stacks[i];
    ev[n].kinds = change_kinds(changes[i]->kind);
    snprintf(ev[n].what, sizeof ev[n].what, "%s", what ? what : "policy change");
    n++;
  }
  ev[n].tid = r->access.tid;
  ev[n].stack = &f->access;
  char call[64];
  const char *callee = finding_is_call(f) ? reported_call_name(f, call, sizeof call) : NULL;
  ev[n].kinds = finding_is_call(f) ? reported_api_call : reported_access;
  if (!finding_is_call(f))
    snprintf(ev[n].what, sizeof ev[n].what, "%s of %u byte%s (reported)",
             r->access.is_write ? "write" : "read", r->access.size, plural_s(r->access.size));
  else if (callee)
    snprintf(ev[n].what, sizeof ev[n].what, "%s (reported call)", callee);
  else
    snprintf(ev[n].what, sizeof ev[n].what, "reported call");
  return n + 1;
}

/* A line in a file we can name (absolute path). */
static int has_source(const struct frame *fr) {
  return fr->file && fr->file[0] == '/' && fr->line > 0;
}

/* Frames a SARIF location can point at: a source line or a place in a module. */
static int is_known(const struct frame *fr) {
  return has_source(fr) || fr->module || (fr->file && fr->line > 0);
}

/* The frame as a stack shows it: a library frame whose debug info names only
 * a relative source path (e.g. glibc's csu/libc-start.c) is shown as
 * module+offset, which a viewer can name, instead of an unresolvable file. */
static struct frame shown(const struct frame *fr) {
  struct frame copy = *fr;
  if (!has_source(fr) && fr->module) copy.file = NULL;
  return copy;
}

const struct frame *event_frame(const struct flow_event *e) {
  const struct frame *user = user_frame(e->stack);
  if (user) return user;
  for (size_t i = 0; i < e->stack->n; i++)
    if (is_known(&e->stack->frames[i])) return &e->stack->frames[i];
  return NULL;
}

/* One threadFlowLocation per event (sarif/README.md, "Threads and events",
 * encoding (a)): the event's place with its message, its whole stack
 * innermost first, kinds, and its place in the whole interleaving. */
void event_location(struct json_writer *w, const struct sarif_context *ctx,
                    const struct flow_event *e, int order) {
  json_begin_object(w);
  struct frame at = shown(event_frame(e));
  json_key(w, "location");
  sarif_location(w, ctx, &at, 0, e->what);
  json_key(w, "stack");
  json_begin_object(w);
  json_key(w, "frames");
  json_begin_array(w);
  for (size_t k = 0; k < e->stack->n; k++) {
    if (!is_known(&e->stack->frames[k])) continue;
    struct frame fr = shown(&e->stack->frames[k]);
    json_begin_object(w);
    json_key(w, "location");
    sarif_location(w, ctx, &fr, 0, NULL);
    json_end_object(w);
  }
  json_end_array(w);
  json_end_object(w);
  json_key(w, "kinds");
  json_begin_array(w);
  for (const char *const *k = e->kinds; *k; k++) json_string(w, *k);
  json_end_array(w);
  json_member_int(w, "nestingLevel", 0);
  json_member_int(w, "executionOrder", order);
  json_member_string(w, "importance", "essential");
  json_end_object(w);
}

void thread_flow_message(struct json_writer *w, const struct finding *f, unsigned tid) {
  char id[32];
  snprintf(id, sizeof id, "T%u", tid);
  json_key(w, "message");
  json_begin_object(w);
  const struct thread_site *t = finding_thread(f, tid);
  const struct frame *created = t && t->logged ? user_frame(&t->created_at) : NULL;
  char *text = NULL;
  if (created && asprintf(&text, "Thread T%u, created by thread T%u at %s:%d", tid,
                          t->parent_tid, strrchr(created->file, '/') + 1, created->line) < 0)
    text = NULL;
  json_member_string(w, "text", text ? text : tid == 0 ? "Thread T0, the main thread" : id);
  free(text);
  json_end_object(w);
}

static void thread_flow(struct json_writer *w, const struct sarif_context *ctx,
                        const struct finding *f, const struct flow_event *ev, size_t n_ev,
                        unsigned tid) {
  json_begin_object(w);
  char id[32];
  snprintf(id, sizeof id, "T%u", tid);
  json_member_string(w, "id", id);
  thread_flow_message(w, f, tid);
  json_key(w, "locations");
  json_begin_array(w);
  for (size_t e = 0; e < n_ev; e++)
    if (ev[e].tid == tid && event_frame(&ev[e])) event_location(w, ctx, &ev[e], (int)e + 1);
  json_end_array(w);
  json_end_object(w);
}

static void code_flows(struct json_writer *w, const struct sarif_context *ctx,
                       const struct finding *f) {
  struct flow_event ev[4];
  size_t n_ev = collect_events(f, ev);
  unsigned tids[4];
  size_t n_tids = 0;
  for (size_t e = 0; e < n_ev; e++) {
    if (!event_frame(&ev[e])) continue; /* a threadFlow needs at least one location */
    size_t k = 0;
    while (k < n_tids && tids[k] != ev[e].tid) k++;
    if (k == n_tids) tids[n_tids++] = ev[e].tid;
  }
  if (!n_tids) return;
  json_key(w, "codeFlows");
  json_begin_array(w);
  json_begin_object(w);
  json_key(w, "threadFlows");
  json_begin_array(w);
  for (size_t k = 0; k < n_tids; k++) thread_flow(w, ctx, f, ev, n_ev, tids[k]);
  json_end_array(w);
  json_end_object(w);
  json_end_array(w);
}

static void primary_location(struct json_writer *w, const struct sarif_context *ctx,
                             const struct finding *f) {
  /* Every result needs a physical location (GitHub rejects uploads without):
   * the user frame, else the innermost frame's module, else the program. */
  struct frame program = {.module = f->proc->process.exe[0] ? (char *)f->proc->process.exe : NULL};
  const struct frame *fr = f->primary ? f->primary : f->access.n ? &f->access.frames[0] : &program;
  json_key(w, "locations");
  json_begin_array(w);
  sarif_location(w, ctx, fr, 0, NULL);
  json_end_array(w);
}

static void properties(struct json_writer *w, const struct sarif_context *ctx,
                       const struct finding *f, const struct related rel[REL_COUNT]) {
  const struct heddle_ev_report *r = f->rec;
  char hex[32];
  json_key(w, "properties");
  json_begin_object(w);
  json_member_int(w, "pid", f->proc->process.pid);
  json_member_int(w, "thread", r->access.tid);
  if (finding_is_call(f)) {
    json_member_string(w, "access", "call"); /* the function is the reported event's message */
  } else {
    json_member_string(w, "access", r->access.is_write ? "write" : "read");
    json_member_int(w, "accessSize", r->access.size);
  }
  snprintf(hex, sizeof hex, "0x%llx", (unsigned long long)r->access.addr);
  json_member_string(w, "address", hex);
  if (r->obj_name[0]) json_member_string(w, "object", f->object_name ? f->object_name : r->obj_name);
  if (r->obj_base) json_member_int(w, "objectSize", (int64_t)r->obj_size);
  json_member_string(w, "policy", policy_name(r->obj_policy));
  if (r->obj_owner_tid != UINT32_MAX) json_member_int(w, "owner", r->obj_owner_tid);
  if (r->obj_lock) {
    char lock[32];
    snprintf(lock, sizeof lock, "0x%llx", (unsigned long long)r->obj_lock);
    json_member_string(w, "lock", f->lock_name ? f->lock_name : lock);
  }
  if (r->detail[0]) json_member_string(w, "detail", r->detail);
  json_member_int(w, "occurrences", f->occurrences);
  objects_property(w, ctx, f, rel);
  json_end_object(w);
}

void sarif_result(struct json_writer *w, const struct sarif_context *ctx,
                  const struct finding *f, const char *fingerprint) {
  const struct rule_info *rule = rule_info(f->rec->rule);
  struct related rel[REL_COUNT], sites[OTHER_SITES];
  collect_related(f, rel);
  collect_object_sites(f, rel, sites);

  json_begin_object(w);
  json_member_string(w, "ruleId", rule->id);
  json_member_int(w, "ruleIndex", rule_index(f->rec->rule));
  json_member_string(w, "level", rule->level);
  json_key(w, "message");
  json_begin_object(w);
  char *text = message_text(f, rel, sites);
  json_member_string(w, "text", text ? text : rule->short_description);
  free(text);
  json_end_object(w);
  primary_location(w, ctx, f);
  int any_related = 0;
  for (int i = 0; i < REL_COUNT; i++) any_related |= rel[i].id > 0;
  for (int i = 0; i < OTHER_SITES; i++) any_related |= sites[i].id > 0;
  if (any_related) {
    json_key(w, "relatedLocations");
    json_begin_array(w);
    for (int i = 0; i < REL_COUNT; i++)
      if (rel[i].id) sarif_location(w, ctx, rel[i].frame, rel[i].id, rel[i].message);
    object_sites(w, ctx, f, sites);
    json_end_array(w);
  }
  code_flows(w, ctx, f);
  json_key(w, "partialFingerprints");
  json_begin_object(w);
  json_member_string(w, "primaryLocationLineHash", fingerprint);
  json_end_object(w);
  properties(w, ctx, f, rel);
  json_end_object(w);
}
