/* suggestion_conflicts.c — suggestions whose fixes would contradict each
 * other on one object. Each suggestion is about the objects of one
 * allocation site (or one global) and one policy, but the code that uses
 * them may also use objects of another: an RCU pointer reaches the initial
 * config main allocated (sticky-read: filled, then only read) and the copies
 * the updater allocates (read-shared phases), and the readers' one
 * dereference is both suggestions' evidence. The read-shared fix's
 * heddle_acquire_read there would then also run on the sticky-read object —
 * an invalid-policy-change in strict mode. So when a fix's call goes
 * through a line where another suggestion's objects were seen (its first
 * shared access, last write, or a step's access, in any frame), or one
 * allocation site got two kinds (its objects went different ways, and a
 * call at the allocation or at a shared place would serve one of them),
 * neither keeps its fix: a message says which other suggestion shares the
 * code, and the user annotates them alike. Suggestions of one kind agree
 * (two sites' read-shared phases read through one pointer get the same
 * calls there, which heddle annotate writes once). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "findings.h"
#include "suggestions.h"

/* The same allocation site or global, whatever the kind. */
static int same_object(const struct suggestion *a, const struct suggestion *b) {
  if (a->object || b->object) return a->object && b->object && strcmp(a->object, b->object) == 0;
  return a->file && b->file && a->line == b->line && strcmp(a->file, b->file) == 0;
}

#define EVIDENCE_MAX (2 + 2 * SUGGESTION_MAX_STEPS)

/* s's evidence: its first shared access, its last write or old owner's
 * access, each step's two. Returns how many stacks. */
static size_t evidence(const struct suggestion *s, const struct symbolized_stack **out) {
  size_t n = 0;
  out[n++] = &s->acquire;
  out[n++] = &s->release;
  for (size_t i = 0; i < s->n_steps; i++) {
    out[n++] = &s->steps[i].from;
    out[n++] = &s->steps[i].to;
  }
  return n;
}

static int at_line(const struct frame *f, const char *file, int line) {
  return f->file && f->line == line && is_user_frame(f) && strcmp(f->file, file) == 0;
}

/* Did a's and b's objects go through the same access at file:line — the
 * same line and column (the expression a's call names there) in one of
 * each one's stacks (unknown columns: the line alone)? */
static int same_access(const struct suggestion *a, const struct suggestion *b, const char *file, int line) {
  const struct symbolized_stack *as[EVIDENCE_MAX], *bs[EVIDENCE_MAX];
  size_t na = evidence(a, as), nb = evidence(b, bs);
  for (size_t i = 0; i < na; i++)
    for (size_t f = 0; f < as[i]->n; f++) {
      const struct frame *fa = &as[i]->frames[f];
      if (!at_line(fa, file, line)) continue;
      for (size_t j = 0; j < nb; j++)
        for (size_t g = 0; g < bs[j]->n; g++) {
          const struct frame *fb = &bs[j]->frames[g];
          if (at_line(fb, file, line) && (!fa->column || !fb->column || fa->column == fb->column)) return 1;
        }
    }
  return 0;
}

/* A line where one of a's fix's calls names what a's objects went through
 * there, and b's objects went through the same access; 0 when none. A
 * global's calls name the global (`&name`) and reach nothing else. */
static int calls_reach(const struct suggestion *a, const struct suggestion *b) {
  if (!a->fix.file || a->object) return 0;
  for (size_t i = 0; i < a->n_calls; i++)
    if (same_access(a, b, a->fix.file, a->calls[i].access_line)) return a->calls[i].access_line;
  return 0;
}

/* 0: a's and b's fixes agree; -1: one allocation site, two kinds; else the
 * line (of *file) where one's calls would run on the other's objects. */
static int conflict(const struct suggestion *a, const struct suggestion *b, const char **file) {
  if (a->rec->kind == b->rec->kind) return 0;
  if (same_object(a, b)) return -1;
  int line = calls_reach(a, b);
  *file = a->fix.file;
  if (!line) {
    line = calls_reach(b, a);
    *file = b->fix.file;
  }
  return line;
}

static const char *base_name(const char *path) {
  const char *slash = path ? strrchr(path, '/') : NULL;
  return slash ? slash + 1 : path ? path : "?";
}

/* s's message says why it has no fix: which suggestion shares its code, and where. */
static void explain_no_fix(struct suggestion *s, const struct suggestion *other, const char *file, int line) {
  char *what = NULL, *text = NULL;
  const char *kind = suggestion_kind_name(other->rec->kind);
  int n;
  if (line < 0) n = asprintf(&what, "other objects allocated here were proposed %s", kind);
  else if (other->object)
    n = asprintf(&what, "the code at %s:%d also uses `%s`, proposed %s", base_name(file), line, other->object, kind);
  else
    n = asprintf(&what, "the code at %s:%d also uses the objects allocated at %s:%d, proposed %s", base_name(file),
                 line, base_name(other->file), other->line, kind);
  if (n < 0) return;
  n = asprintf(&text, "%s No fix: %s, and one annotation cannot serve both policies: annotate the objects that code "
                      "reaches alike by hand.",
               s->message ? s->message : "", what);
  free(what);
  if (n < 0) return;
  free(s->message);
  s->message = text;
}

void suggestions_reconcile(struct suggestions *all) {
  /* who conflicts is decided on the fixes as computed, before any is withdrawn */
  int *line = calloc(all->n ? all->n : 1, sizeof *line);
  size_t *with = calloc(all->n ? all->n : 1, sizeof *with);
  char **file = calloc(all->n ? all->n : 1, sizeof *file);
  for (size_t i = 0; line && with && file && i < all->n; i++)
    for (size_t j = 0; j < all->n && !line[i]; j++) {
      const char *at = NULL;
      if (i != j && all->items[i].fix.file && (line[i] = conflict(&all->items[i], &all->items[j], &at))) {
        with[i] = j;
        file[i] = at ? strdup(at) : NULL; /* the fix it names may be withdrawn first */
      }
    }
  for (size_t i = 0; line && with && file && i < all->n; i++) {
    if (!line[i]) continue;
    explain_no_fix(&all->items[i], &all->items[with[i]], file[i], line[i]);
    struct suggestion *s = &all->items[i];
    suggestion_fix_drop(&s->fix);
    for (size_t k = 0; k < s->n_calls; k++) free(s->calls[k].expression); /* the calls belong to the fix */
    s->n_calls = 0;
  }
  for (size_t i = 0; file && i < all->n; i++) free(file[i]);
  free(line);
  free(with);
  free(file);
}
