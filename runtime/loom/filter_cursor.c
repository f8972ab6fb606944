/* filter_cursor.c — see filter_cursor.h (annotation-lint's cursor.ts). */
#include "filter_cursor.h"

#include <stdarg.h>
#include <stdio.h>

void loom_cursor_skip_spaces(struct loom_cursor *c) {
  while (c->pos < c->end && (c->text[c->pos] == ' ' || c->text[c->pos] == '\t' || c->text[c->pos] == '\r'))
    c->pos++;
}

int loom_cursor_looking_at(struct loom_cursor *c, const char *s) {
  loom_cursor_skip_spaces(c);
  return loom_starts(c->text, (size_t)c->end, (size_t)c->pos, s);
}

int loom_cursor_eat(struct loom_cursor *c, const char *s) {
  if (!loom_cursor_looking_at(c, s)) return 0;
  c->pos += (int)loom_strlen(s);
  return 1;
}

const char *loom_cursor_describe_next(struct loom_cursor *c) {
  loom_cursor_skip_spaces(c);
  if (loom_cursor_at_end(c)) return "the end of the line";
  unsigned char lead = (unsigned char)c->text[c->pos];
  int n = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
  if (c->pos + n > c->end) n = c->end - c->pos;
  return loom_cursor_need(c, loom_sprintf(c->arena, "'%.*s'", n, c->text + c->pos));
}

void loom_cursor_throw(struct loom_cursor *c, enum loom_error_code code, const char *message,
                       struct loom_range range) {
  c->thrown.code = code;
  c->thrown.message = message;
  c->thrown.range = range;
  longjmp(*c->abandon, 1);
}

void loom_cursor_fail(struct loom_cursor *c, enum loom_error_code code, struct loom_range range, const char *fmt,
                      ...) {
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  loom_cursor_throw(c, code, loom_cursor_need(c, loom_strndup(c->arena, buf, loom_strlen(buf))), range);
}

void *loom_cursor_need(struct loom_cursor *c, void *p) {
  if (!p) longjmp(*c->out_of_memory, 1);
  return p;
}

void loom_cursor_spend_part(struct loom_cursor *c) {
  if (++c->expression_parts > LOOM_MAX_EXPRESSION_PARTS) {
    loom_cursor_fail(c, LOOM_ERR_SYNTAX, loom_cursor_next_range(c),
                     "expression too long or too deeply nested (over %d parts): simplify it",
                     LOOM_MAX_EXPRESSION_PARTS);
  }
}

int loom_cursor_require_closed(struct loom_cursor *c, int open_at) {
  char open = c->text[open_at];
  char close = open == '(' ? ')' : open == '[' ? ']' : '}';
  int depth = 0;
  for (int i = open_at; i < c->end; i++) {
    if (c->text[i] == open) depth++;
    else if (c->text[i] == close && --depth == 0) return i;
  }
  loom_cursor_fail(c, LOOM_ERR_UNCLOSED, loom_cursor_range(c, open_at, open_at + 1),
                   "'%c' is not closed on this line: add '%c' (a constraint cannot span lines)", open, close);
}
