/* json_writer.h — a small streaming JSON writer (pretty-printed, 2 spaces).
 *
 * Callers never format JSON text themselves: they open and close containers,
 * name members and emit values; the writer places commas and newlines and
 * escapes strings (quotes, backslashes, control characters; invalid UTF-8
 * becomes U+FFFD so the output is always valid JSON). */
#ifndef HEDDLE_JSON_WRITER_H
#define HEDDLE_JSON_WRITER_H

#include <stdint.h>
#include <stdio.h>

#define JSON_MAX_DEPTH 64

struct json_writer {
  FILE *out;
  int depth;
  int count[JSON_MAX_DEPTH]; /* values written so far in each open container */
  int after_key;             /* a member name was written; its value comes next */
};

void json_init(struct json_writer *w, FILE *out);
void json_begin_object(struct json_writer *w);
void json_end_object(struct json_writer *w);
void json_begin_array(struct json_writer *w);
void json_end_array(struct json_writer *w);
void json_key(struct json_writer *w, const char *name);
void json_string(struct json_writer *w, const char *s); /* NULL writes null */
void json_int(struct json_writer *w, int64_t v);
void json_bool(struct json_writer *w, int v);

/* Shorthands for a member with a value. */
void json_member_string(struct json_writer *w, const char *name, const char *s);
void json_member_int(struct json_writer *w, const char *name, int64_t v);
void json_member_bool(struct json_writer *w, const char *name, int v);

#endif /* HEDDLE_JSON_WRITER_H */
