/* json_writer.c — see json_writer.h. */
#include "json_writer.h"

#include <inttypes.h>

void json_init(struct json_writer *w, FILE *out) {
  w->out = out;
  w->depth = 0;
  w->count[0] = 0;
  w->after_key = 0;
}

static void newline_indent(struct json_writer *w) {
  fputc('\n', w->out);
  for (int i = 0; i < w->depth; i++) fputs("  ", w->out);
}

/* Separator and indentation before a value or a member name. */
static void before_item(struct json_writer *w) {
  if (w->after_key) {
    w->after_key = 0;
    return;
  }
  if (w->depth > 0) {
    if (w->count[w->depth]++) fputc(',', w->out);
    newline_indent(w);
  }
}

static void open_container(struct json_writer *w, char c) {
  before_item(w);
  fputc(c, w->out);
  if (w->depth + 1 < JSON_MAX_DEPTH) w->depth++;
  w->count[w->depth] = 0;
}

static void close_container(struct json_writer *w, char c) {
  int empty = w->count[w->depth] == 0;
  if (w->depth > 0) w->depth--;
  if (!empty) newline_indent(w);
  fputc(c, w->out);
  if (w->depth == 0) fputc('\n', w->out);
}

void json_begin_object(struct json_writer *w) { open_container(w, '{'); }
void json_end_object(struct json_writer *w) { close_container(w, '}'); }
void json_begin_array(struct json_writer *w) { open_container(w, '['); }
void json_end_array(struct json_writer *w) { close_container(w, ']'); }

/* Length of the valid UTF-8 sequence at s, or 0 when it is invalid. */
static int utf8_sequence_length(const unsigned char *s) {
  unsigned c = s[0];
  int n = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
  if (n == 0 || (n == 2 && c < 0xC2) || (n == 4 && c > 0xF4)) return 0;
  for (int i = 1; i < n; i++)
    if ((s[i] & 0xC0) != 0x80) return 0;
  if (n == 3 && c == 0xE0 && s[1] < 0xA0) return 0; /* overlong */
  if (n == 3 && c == 0xED && s[1] >= 0xA0) return 0; /* UTF-16 surrogate */
  if (n == 4 && c == 0xF0 && s[1] < 0x90) return 0; /* overlong */
  if (n == 4 && c == 0xF4 && s[1] >= 0x90) return 0; /* above U+10FFFF */
  return n;
}

static void write_escaped(FILE *out, const char *str) {
  const unsigned char *s = (const unsigned char *)str;
  fputc('"', out);
  while (*s) {
    unsigned c = *s;
    if (c == '"' || c == '\\') {
      fputc('\\', out);
      fputc((int)c, out);
    } else if (c == '\n') {
      fputs("\\n", out);
    } else if (c == '\t') {
      fputs("\\t", out);
    } else if (c == '\r') {
      fputs("\\r", out);
    } else if (c < 0x20 || c == 0x7F) {
      fprintf(out, "\\u%04x", c);
    } else if (c >= 0x80) {
      int n = utf8_sequence_length(s);
      if (n == 0) {
        fputs("\\ufffd", out);
        s++;
        continue;
      }
      fwrite(s, 1, (size_t)n, out);
      s += n;
      continue;
    } else {
      fputc((int)c, out);
    }
    s++;
  }
  fputc('"', out);
}

void json_key(struct json_writer *w, const char *name) {
  before_item(w);
  write_escaped(w->out, name);
  fputs(": ", w->out);
  w->after_key = 1;
}

void json_string(struct json_writer *w, const char *s) {
  before_item(w);
  if (s) write_escaped(w->out, s);
  else fputs("null", w->out);
}

void json_int(struct json_writer *w, int64_t v) {
  before_item(w);
  fprintf(w->out, "%" PRId64, v);
}

void json_bool(struct json_writer *w, int v) {
  before_item(w);
  fputs(v ? "true" : "false", w->out);
}

void json_member_string(struct json_writer *w, const char *name, const char *s) {
  json_key(w, name);
  json_string(w, s);
}

void json_member_int(struct json_writer *w, const char *name, int64_t v) {
  json_key(w, name);
  json_int(w, v);
}

void json_member_bool(struct json_writer *w, const char *name, int v) {
  json_key(w, name);
  json_bool(w, v);
}
