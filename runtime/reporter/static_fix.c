/* static_fix.c — the fix for a function's own static variable (`static long
 * hits;` inside count_hit). HEDDLE_GLOBAL works at file scope only (it
 * defines a constructor that takes the variable's address), the name is in
 * scope only inside its function, and a policy call there runs at every call
 * of the function, by every thread that calls it: each run must be a change
 * PUSh allows and ordered after the previous one, or strict mode reports an
 * invalid- or unordered-policy-change. One call is: heddle_set_locked(&hits,
 * &m) inside the critical section, before the statement of the threads' first
 * shared access — the mutex orders the calls, and a locked object may be set
 * locked again. The other kinds get a reason instead (s->fix_note). */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "findings.h"
#include "suggestions.h"

/* Why the kinds other than locked get no fix. */
static const char *no_fix_reason(uint32_t kind) {
  switch (kind) {
    case HEDDLE_SUGGEST_RACY:
      return "it is a static variable of a function, and HEDDLE_GLOBAL works at file scope only (a heddle_set_racy "
             "in the function would run at every call, unordered between the threads); its accesses are atomic, "
             "which strict mode never checks, so it needs no annotation there — move it to file scope to say it "
             "is racy";
    case HEDDLE_SUGGEST_STICKY_READ:
      return "it is a static variable of a function: heddle_set_sticky_read must run once while no other thread "
             "runs, and its name is out of scope where the threads start — move it to file scope, or call "
             "heddle_set_sticky_read on a pointer to it there";
    default:
      return "it is a static variable of a function, whose name the calls could use inside that function only — "
             "move it to file scope to annotate it";
  }
}

/* Is the frame's function (C++: demangled, `app::count_hit(int)`) the one
 * DWARF names `function` (its own name, unqualified)? */
static int same_function(const char *frame_function, const char *function) {
  if (!frame_function || !function) return 0;
  const char *end = strchr(frame_function, '('), *start = frame_function;
  if (!end) end = frame_function + strlen(frame_function);
  for (const char *p = frame_function; p + 1 < end; p++)
    if (p[0] == ':' && p[1] == ':') start = p + 2;
  return (size_t)(end - start) == strlen(function) && memcmp(start, function, (size_t)(end - start)) == 0;
}

void static_fix_compute(struct suggestion *s, struct source_cache *c) {
  const struct heddle_ev_suggestion *r = s->rec;
  if (r->kind != HEDDLE_SUGGEST_LOCKED) {
    s->fix_note = no_fix_reason(r->kind);
    return;
  }
  if (r->flags & (HEDDLE_SUGGEST_FROM_SHARING | HEDDLE_SUGGEST_TAKEN_OVER)) {
    /* the first set_locked could come from a thread other than the one that
     * used it before the others, or the use after the joins needs a take-over
     * outside the function */
    s->fix_note = "it is a static variable of a function, used without the mutex before or after the threads: "
                  "move it to file scope to annotate it";
    return;
  }
  const struct frame *f = user_frame(&s->acquire);
  if (!s->lock_is_symbol || !suggestion_is_lock_expression(s->lock_name) || !suggestion_is_identifier(s->static_name) ||
      !s->file || !f || strcmp(f->file, s->file) != 0 || !same_function(f->function, s->static_function) ||
      f->line <= s->line ||
      !suggestion_starts_statement(c, f->file, f->line)) {
    s->fix_note = "it is a static variable of a function, and the first shared access is not a statement of that "
                  "function where the mutex can be named";
    return;
  }
  char *indent = indentation(c, f->file, f->line), *text = NULL, *what = NULL;
  if (asprintf(&text, "%sheddle_set_locked(&%s, &%s); /* at every call: %s orders them */\n", indent ? indent : "",
               s->static_name, s->lock_name, s->lock_name) >= 0 &&
      asprintf(&what, "Annotate `%s` (a static variable of %s()) as locked by `%s`, inside the critical section",
               s->static_name, s->static_function, s->lock_name) >= 0)
    suggestion_fix_insert(s, c, f->file, f->line, text, what);
  free(indent);
  free(text);
  free(what);
}
