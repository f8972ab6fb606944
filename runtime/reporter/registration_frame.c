/* registration_frame.c — see registration_frame.h. */
#define _GNU_SOURCE
#include "registration_frame.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int is_generated_constructor(const char *fn) {
  static const char prefix[] = "heddle__register_";
  if (!fn || strncmp(fn, prefix, sizeof prefix - 1) != 0) return 0;
  const char *n = fn + sizeof prefix - 1;
  if (!*n) return 0;
  for (; *n; n++)
    if (*n < '0' || *n > '9') return 0;
  return 1;
}

/* "HEDDLE_GLOBAL_LOCKED" when the line names it, else "HEDDLE_GLOBAL". */
static const char *macro_on_line(const char *line, size_t len) {
  static const char base[] = "HEDDLE_GLOBAL", locked[] = "HEDDLE_GLOBAL_LOCKED";
  const char *hit = line ? memmem(line, len, base, sizeof base - 1) : NULL;
  size_t rest = hit ? len - (size_t)(hit - line) : 0;
  return rest >= sizeof locked - 1 && memcmp(hit, locked, sizeof locked - 1) == 0 ? locked : base;
}

void name_registration_frames(struct symbolized_stack *stack, const char *var,
                              struct source_cache *sources) {
  for (size_t i = 0; i < stack->n; i++) {
    struct frame *fr = &stack->frames[i];
    if (!is_generated_constructor(fr->function)) continue;
    size_t len = 0;
    const char *line = fr->file && fr->line > 0 ? source_line(sources, fr->file, fr->line, &len) : NULL;
    const char *macro = macro_on_line(line, len);
    char *name = NULL;
    if ((var[0] ? asprintf(&name, "%s(%s)", macro, var) : asprintf(&name, "%s", macro)) < 0) continue;
    free(fr->function);
    fr->function = name;
  }
}
