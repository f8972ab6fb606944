/* dedup.c — the two dedup keys (see dedup.h), kept in libc's binary search
 * trees (<search.h> tsearch): keys are byte strings compared with memcmp. */
#define _GNU_SOURCE
#include "dedup.h"

#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "findings.h"

struct key {
  size_t finding;
  size_t len;
  unsigned char bytes[];
};

struct dedup {
  void *stacks;      /* this process's (rule, access stack) keys */
  void *locations;   /* (rule, location) keys of every process */
  void *raw_objects; /* this process's (finding, object name, size, allocation PCs) keys */
  void *objects;     /* (finding, object identity) keys of every process */
};

static int key_compare(const void *a, const void *b) {
  const struct key *x = a, *y = b;
  if (x->len != y->len) return x->len < y->len ? -1 : 1;
  return memcmp(x->bytes, y->bytes, x->len);
}

static struct key *key_new(const void *bytes, size_t len, size_t finding) {
  struct key *k = malloc(sizeof *k + len);
  if (!k) return NULL;
  k->finding = finding;
  k->len = len;
  memcpy(k->bytes, bytes, len);
  return k;
}

/* The key equal to key in *tree: key itself when it was not there (the tree
 * owns it from then on; *added set), else the earlier one (key is freed).
 * NULL when out of memory. */
static const struct key *insert(void **tree, struct key *key, int *added) {
  *added = 0;
  if (!key) return NULL;
  struct key **found = tsearch(key, tree, key_compare);
  if (!found) {
    free(key);
    return NULL;
  }
  if (*found != key) free(key);
  else *added = 1;
  return *found;
}

/* The finding stored under key in *tree; otherwise key (owned by the tree
 * from then on) is stored with its own finding. DEDUP_NONE when out of memory. */
static size_t find_or_add(void **tree, struct key *key) {
  int added;
  const struct key *stored = insert(tree, key, &added);
  return stored ? stored->finding : DEDUP_NONE;
}

struct dedup *dedup_new(void) { return calloc(1, sizeof(struct dedup)); }

void dedup_free(struct dedup *d) {
  if (!d) return;
  tdestroy(d->stacks, free);
  tdestroy(d->locations, free);
  tdestroy(d->raw_objects, free);
  tdestroy(d->objects, free);
  free(d);
}

void dedup_next_process(struct dedup *d) {
  tdestroy(d->stacks, free);
  d->stacks = NULL;
  tdestroy(d->raw_objects, free);
  d->raw_objects = NULL;
}

uint32_t dedup_kind(const struct heddle_ev_report *rec) {
  /* A use after free is not the ownership violation reported at the same place. */
  int freed = rec->last_change.kind == HEDDLE_CHANGE_FREE || rec->last_change.kind == HEDDLE_CHANGE_RETURN;
  return rec->rule | (freed ? 0x100u : 0u);
}

/* kind, frame count and PCs: the bytes that make two reports' stacks equal. */
static struct key *stack_key(const struct heddle_ev_report *rec, size_t finding) {
  uint32_t n = rec->access.stack.nframes < HEDDLE_LOG_MAX_FRAMES ? rec->access.stack.nframes
                                                                  : HEDDLE_LOG_MAX_FRAMES;
  unsigned char bytes[2 * sizeof(uint32_t) + sizeof rec->access.stack.pc];
  uint32_t kind = dedup_kind(rec);
  memcpy(bytes, &kind, sizeof(uint32_t));
  memcpy(bytes + sizeof(uint32_t), &n, sizeof n);
  memcpy(bytes + 2 * sizeof(uint32_t), rec->access.stack.pc, n * sizeof rec->access.stack.pc[0]);
  return key_new(bytes, 2 * sizeof(uint32_t) + n * sizeof rec->access.stack.pc[0], finding);
}

size_t dedup_find_stack(struct dedup *d, const struct heddle_ev_report *rec) {
  struct key *key = stack_key(rec, DEDUP_NONE);
  if (!key) return DEDUP_NONE; /* out of memory here: the location key decides */
  struct key **found = tfind(key, &d->stacks, key_compare);
  free(key);
  return found ? (*found)->finding : DEDUP_NONE;
}

int dedup_remember_stack(struct dedup *d, const struct heddle_ev_report *rec, size_t finding) {
  return find_or_add(&d->stacks, stack_key(rec, finding)) == DEDUP_NONE ? -1 : 0;
}

/* A stack's location as text: the first user frame's file:line:column, or
 * without one, the innermost PC's module and offset (or nothing at all). The
 * file name comes first and the numbers last, so no two locations read the
 * same. NULL when out of memory. */
static char *place_text(const struct symbolized_stack *stack) {
  const struct frame *primary = user_frame(stack);
  char *text = NULL;
  int len;
  if (primary)
    len = asprintf(&text, "file %s:%d:%d", primary->file, primary->line, primary->column);
  else if (stack->n)
    len = asprintf(&text, "module %s%s+%llx", stack->frames[0].module ? "=" : "none",
                   stack->frames[0].module ? stack->frames[0].module : "",
                   (unsigned long long)stack->frames[0].module_offset);
  else
    len = asprintf(&text, "nowhere");
  return len < 0 ? NULL : text;
}

static struct key *location_key(uint32_t rule, const struct symbolized_stack *access, size_t finding) {
  char *place = place_text(access), *text = NULL;
  int len = place ? asprintf(&text, "%u %s", rule, place) : -1;
  free(place);
  if (len < 0) return NULL;
  struct key *key = key_new(text, (size_t)len, finding);
  free(text);
  return key;
}

size_t dedup_location(struct dedup *d, uint32_t rule, const struct symbolized_stack *access, size_t next) {
  return find_or_add(&d->locations, location_key(rule, access, next));
}

/* ---- objects */

/* 1 when key was in *tree, 0 when it is now, -1 when out of memory. */
static int seen_before(void **tree, struct key *key) {
  int added;
  return insert(tree, key, &added) ? !added : -1;
}

int dedup_object_raw(struct dedup *d, size_t finding, const struct heddle_ev_report *rec) {
  uint32_t n = rec->alloc.stack.nframes < HEDDLE_LOG_MAX_FRAMES ? rec->alloc.stack.nframes
                                                                 : HEDDLE_LOG_MAX_FRAMES;
  unsigned char bytes[sizeof finding + sizeof rec->obj_size + sizeof n + sizeof rec->alloc.stack.pc +
                      sizeof rec->obj_name];
  size_t len = 0, name_len = strnlen(rec->obj_name, sizeof rec->obj_name);
  memcpy(bytes + len, &finding, sizeof finding), len += sizeof finding;
  memcpy(bytes + len, &rec->obj_size, sizeof rec->obj_size), len += sizeof rec->obj_size;
  memcpy(bytes + len, &n, sizeof n), len += sizeof n;
  memcpy(bytes + len, rec->alloc.stack.pc, n * sizeof rec->alloc.stack.pc[0]);
  len += n * sizeof rec->alloc.stack.pc[0];
  memcpy(bytes + len, rec->obj_name, name_len), len += name_len;
  return seen_before(&d->raw_objects, key_new(bytes, len, finding));
}

int dedup_object(struct dedup *d, size_t finding, const struct heddle_ev_report *rec,
                 const struct symbolized_stack *alloc) {
  char *place = NULL, *text = NULL;
  int len;
  if (rec->obj_name[0] && rec->alloc.kind != HEDDLE_CHANGE_STACK_ALLOC) /* a global is its symbol, wherever it is registered */
    len = asprintf(&text, "%zu global %.*s", finding, (int)sizeof rec->obj_name, rec->obj_name);
  else
    len = (place = place_text(alloc)) ? asprintf(&text, "%zu heap %llu %s", finding,
                                                 (unsigned long long)rec->obj_size, place)
                                      : -1;
  free(place);
  if (len < 0) return -1;
  struct key *key = key_new(text, (size_t)len, finding);
  free(text);
  return seen_before(&d->objects, key);
}

/* ---- lock cycles */

static int compare_text(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A mutex as the dedup key names it: a global's symbol without the element or
 * member inside it ("acct[2].lock", "mutex[1]", "pool.lock", "acct+40" →
 * "acct", "mutex", "pool", "acct"), else nothing (heap). */
static char *mutex_key(const struct lock_cycle *c, size_t i) {
  const char *name = c->edges[i % c->n].from_name;
  return name ? strndup(name, strcspn(name, "+[.")) : strdup("");
}

/* One edge: both mutexes as mutex_key names them and both acquisitions'
 * places. The same code taking different elements of one array of locks, or
 * different heap mutexes, in the wrong order (a transfer between any two
 * accounts) is one inversion of the code, seen as often as it closed a cycle
 * — not one report per pair. */
static char *edge_text(const struct lock_cycle *c, size_t i) {
  char *from = mutex_key(c, i), *to = mutex_key(c, i + 1);
  char *held_at = place_text(&c->edges[i].from_stack), *taken_at = place_text(&c->edges[i].to_stack);
  char *text = NULL;
  if (from && to && held_at && taken_at &&
      asprintf(&text, "%s>%s@%s>%s", from, to, held_at, taken_at) < 0)
    text = NULL;
  free(from);
  free(to);
  free(held_at);
  free(taken_at);
  return text;
}

size_t dedup_lock_cycle(struct dedup *d, const struct lock_cycle *c, size_t next) {
  char *edges[HEDDLE_LOG_MAX_CYCLE] = {0}, *text = NULL;
  size_t len = 0, n = c->n < HEDDLE_LOG_MAX_CYCLE ? c->n : HEDDLE_LOG_MAX_CYCLE;
  FILE *m = open_memstream(&text, &len);
  int ok = m != NULL;
  for (size_t i = 0; i < n; i++) ok &= (edges[i] = edge_text(c, i)) != NULL;
  if (ok) {
    qsort(edges, n, sizeof *edges, compare_text); /* a rotation is the same cycle */
    fprintf(m, "%u cycle", (unsigned)HEDDLE_RULE_LOCK_ORDER_INVERSION);
    for (size_t i = 0; i < n; i++) fprintf(m, "\x1f%s", edges[i]);
  }
  if (m && fclose(m) != 0) ok = 0;
  for (size_t i = 0; i < n; i++) free(edges[i]);
  struct key *key = ok ? key_new(text, len, next) : NULL;
  free(text);
  return find_or_add(&d->locations, key);
}
