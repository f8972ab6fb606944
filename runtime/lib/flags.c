/* flags.c — parses HEDDLE_OPTIONS ("key=value:key=value", as sanitizers do)
 * against the one table in flags.def. */
#include "flags.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "util.h"

struct hd_flags hd_flags;

/* log_dir and other strings point into this buffer (no malloc at start-up). */
static char string_store[2048];
static size_t string_used;

void hd_flags_set_defaults(void) {
#define HEDDLE_FLAG(name, type, dflt, doc) hd_flags.name = dflt;
#include "flags.def"
#undef HEDDLE_FLAG
}

static int parse_int(const char *v, size_t n, int *out) {
  char buf[32];
  if (n == 0 || n >= sizeof buf) return -1;
  hd_memcpy(buf, v, n);
  buf[n] = 0;
  char *end;
  errno = 0;
  long x = strtol(buf, &end, 10);
  if (*end || errno) return -1;
  *out = (int)x;
  return 0;
}

static int parse_bool(const char *v, size_t n, int *out) {
  if ((n == 1 && v[0] == '1') || (n == 4 && hd_strneq(v, "true", 4))) return *out = 1, 0;
  if ((n == 1 && v[0] == '0') || (n == 5 && hd_strneq(v, "false", 5))) return *out = 0, 0;
  return -1;
}

static int parse_string(const char *v, size_t n, const char **out) {
  if (string_used + n + 1 > sizeof string_store) return -1;
  char *s = string_store + string_used;
  hd_memcpy(s, v, n);
  s[n] = 0;
  string_used += n + 1;
  *out = s;
  return 0;
}

static int parse_unannotated(const char *v, size_t n, int *out) {
  if (n == 4 && hd_strneq(v, "race", 4)) return *out = HD_UNANNOTATED_RACE, 0;
  if (n == 7 && hd_strneq(v, "private", 7)) return *out = HD_UNANNOTATED_PRIVATE, 0;
  return -1;
}

#define HD_PARSE_unannotated parse_unannotated
#define HD_TYPENAME_unannotated "race or private"
#define HD_PARSE_bool parse_bool
#define HD_PARSE_int parse_int
#define HD_PARSE_string parse_string
#define HD_TYPENAME_bool "0 or 1"
#define HD_TYPENAME_int "an integer"
#define HD_TYPENAME_string "a string"

static int apply(const char *key, size_t klen, const char *val, size_t vlen, char *err,
                 unsigned errlen) {
#define HEDDLE_FLAG(name, type, dflt, doc)                                                   \
  if (klen == sizeof(#name) - 1 && hd_strneq(key, #name, klen)) {                          \
    if (HD_PARSE_##type(val, vlen, &hd_flags.name) == 0) return 0;                         \
    snprintf(err, errlen, "HEDDLE_OPTIONS: bad value '%.*s' for '%s': expected %s", (int)vlen, \
             val, #name, HD_TYPENAME_##type);                                              \
    return -1;                                                                             \
  }
#include "flags.def"
#undef HEDDLE_FLAG
  int off = snprintf(err, errlen, "HEDDLE_OPTIONS: unknown option '%.*s'; valid options:", (int)klen,
                     key);
#define HEDDLE_FLAG(name, type, dflt, doc) \
  if (off >= 0 && (unsigned)off < errlen) off += snprintf(err + off, errlen - off, " %s", #name);
#include "flags.def"
#undef HEDDLE_FLAG
  return -1;
}

int hd_flags_parse(const char *spec, char *err, unsigned errlen) {
  int rc = 0;
  const char *p = spec;
  while (p && *p) {
    const char *end = p;
    while (*end && *end != ':') end++;
    if (end != p) {
      const char *eq = p;
      while (eq < end && *eq != '=') eq++;
      if (eq == end) {
        snprintf(err, errlen, "HEDDLE_OPTIONS: '%.*s' is not key=value", (int)(end - p), p);
        return -1;
      }
      if (apply(p, (size_t)(eq - p), eq + 1, (size_t)(end - eq - 1), err, errlen) != 0) rc = -1;
      if (rc) return rc;
    }
    p = *end ? end + 1 : end;
  }
  return rc;
}
