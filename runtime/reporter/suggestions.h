/* suggestions.h — annotation suggestions (race mode's inference, event_log.h
 * HEDDLE_EV_SUGGESTION) symbolized, de-duplicated across processes, with the
 * source edit that applies each where one can be written safely
 * (suggestion_fix.c). Written as SARIF by sarif_suggestion.c, listed by the
 * text summary. */
#ifndef HEDDLE_SUGGESTIONS_H
#define HEDDLE_SUGGESTIONS_H

#include <stddef.h>

#include "log_reader.h"
#include "source_lines.h"
#include "symbolize.h"

/* One zero-or-more-character replacement at (line, column..end_column) of a file, 1-based. */
struct text_edit {
  int line, column, end_column;
  char *text;
};

#define SUGGESTION_MAX_EDITS 3

struct suggestion_fix {
  char *file; /* absolute path; NULL: no fix */
  char *description;
  struct text_edit edits[SUGGESTION_MAX_EDITS];
  size_t n_edits;
};

struct suggestion {
  const struct process_log *proc;
  const struct heddle_ev_suggestion *rec;
  struct symbolized_stack alloc, release, acquire;
  char *object;     /* a global's name; NULL for a heap object */
  int split_parts;  /* object: how many parts the optimiser split it into were merged here (0: not split) */
  int no_fix;       /* merged parts have no one place for the fix */
  char *lock_name;  /* the mutex's global name; NULL when it has none */
  int lock_is_symbol; /* lock_name names a pthread_mutex_t of its own (what a fix may take the address of) */
  char *lock_file;  /* where that mutex is defined (DWARF), when known */
  int lock_line;
  int mixed_locks;  /* heap: objects of this site were locked by different mutexes */
  char *file;       /* where the result points: a global's definition or the allocation */
  int line, column;
  char *variable;   /* heap: the variable the allocation is stored in, when one is */
  char *message;
  struct suggestion_fix fix;
};

struct suggestions {
  struct suggestion *items;
  size_t n;
};

/* Symbolizes and de-duplicates the suggestions of every log (same kind on the
 * same global or allocation site: once). 0, or -1 when out of memory. */
int suggestions_build(struct process_log *const *logs, size_t n_logs, struct suggestions *out);
void suggestions_free(struct suggestions *s);

/* "locked", "sticky-read", ... (SARIF properties.suggestion.kind). */
const char *suggestion_kind_name(uint32_t kind);

/* Computes s->fix (and s->variable) from the source; leaves it empty when no
 * edit is certain to compile and mean the suggestion (suggestion_fix.c). */
void suggestion_fix_compute(struct suggestion *s, struct source_cache *sources);

#endif
