/* flags.c — parses HEDDLE_OPTIONS ("key=value:key=value", as sanitizers do)
 * against the one table in flags.def. */
#include "flags.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "event_log.h" /* HEDDLE_LOG_PATH_MAX: log_dir's range */
#include "util.h"

struct hd_flags hd_flags;

/* log_dir and other strings point into this buffer (no malloc at start-up). */
static char string_store[2048];
static size_t string_used;

void hd_flags_set_defaults(void) {
#define HEDDLE_FLAG(name, type, dflt, lo, hi, doc) hd_flags.name = dflt;
#include "flags.def"
#undef HEDDLE_FLAG
}

/* Each parser turns the text into a number: the value (bool, int,
 * unannotated). -1 when the text is not of the type at all. */
static int parse_int(const char *v, size_t n, long long *out) {
  char buf[32];
  if (n == 0 || n >= sizeof buf) return -1;
  hd_memcpy(buf, v, n);
  buf[n] = 0;
  char *end;
  errno = 0;
  long long x = strtoll(buf, &end, 10);
  if (*end || errno) return -1;
  *out = x;
  return 0;
}

static int parse_bool(const char *v, size_t n, long long *out) {
  if ((n == 1 && v[0] == '1') || (n == 4 && hd_strneq(v, "true", 4))) return *out = 1, 0;
  if ((n == 1 && v[0] == '0') || (n == 5 && hd_strneq(v, "false", 5))) return *out = 0, 0;
  return -1;
}

static int parse_unannotated(const char *v, size_t n, long long *out) {
  if (n == 4 && hd_strneq(v, "race", 4)) return *out = HD_UNANNOTATED_RACE, 0;
  if (n == 7 && hd_strneq(v, "private", 7)) return *out = HD_UNANNOTATED_PRIVATE, 0;
  return -1;
}

static int parse_backend(const char *v, size_t n, long long *out) {
  if (n == 5 && hd_strneq(v, "check", 5)) return *out = HD_BACKEND_CHECK, 0;
  if (n == 3 && hd_strneq(v, "mpk", 3)) return *out = HD_BACKEND_MPK, 0;
  if (n == 4 && hd_strneq(v, "auto", 4)) return *out = HD_BACKEND_AUTO, 0;
  return -1;
}

/* A number is stored only when it parses and lies in [lo, hi]: never cut to
 * fit its int (exitcode=4294967362 is not 66). The error names the range. */
static int set_number(int *dst, int (*parse)(const char *, size_t, long long *), const char *expected,
                      const char *name, const char *val, size_t vlen, long long lo, long long hi,
                      char *err, unsigned errlen) {
  long long x;
  if (parse(val, vlen, &x) == 0 && x >= lo && x <= hi) {
    *dst = (int)x;
    return 0;
  }
  int off = snprintf(err, errlen, "HEDDLE_OPTIONS: bad value '%.*s' for '%s': expected %s", (int)vlen, val,
                     name, expected);
  if (parse != parse_bool && parse != parse_unannotated && parse != parse_backend && off >= 0 && (unsigned)off < errlen)
    snprintf(err + off, errlen - off, " from %lld to %lld", lo, hi);
  return -1;
}

/* Strings are checked by length (lo..hi bytes) and copied into string_store. */
static int set_string(const char **dst, const char *name, const char *val, size_t vlen, long long lo,
                      long long hi, char *err, unsigned errlen) {
  if ((long long)vlen < lo || (long long)vlen > hi) {
    snprintf(err, errlen, "HEDDLE_OPTIONS: value of '%s' is %zu bytes long: expected %lld to %lld bytes",
             name, vlen, lo, hi);
    return -1;
  }
  if (string_used + vlen + 1 > sizeof string_store) {
    snprintf(err, errlen, "HEDDLE_OPTIONS: value of '%s' does not fit: all string values together may "
             "take %zu bytes", name, sizeof string_store - 1);
    return -1;
  }
  char *s = string_store + string_used;
  hd_memcpy(s, val, vlen);
  s[vlen] = 0;
  string_used += vlen + 1;
  *dst = s;
  return 0;
}

#define HD_SET_bool(dst, name, v, n, lo, hi) set_number(dst, parse_bool, "0 or 1", name, v, n, lo, hi, err, errlen)
#define HD_SET_int(dst, name, v, n, lo, hi) set_number(dst, parse_int, "an integer", name, v, n, lo, hi, err, errlen)
#define HD_SET_unannotated(dst, name, v, n, lo, hi) \
  set_number(dst, parse_unannotated, "race or private", name, v, n, lo, hi, err, errlen)
#define HD_SET_backend(dst, name, v, n, lo, hi) \
  set_number(dst, parse_backend, "check, mpk or auto", name, v, n, lo, hi, err, errlen)
#define HD_SET_string(dst, name, v, n, lo, hi) set_string(dst, name, v, n, lo, hi, err, errlen)
#define HD_SET_pathlist HD_SET_string
#define HD_IS_LIST_bool 0
#define HD_IS_LIST_int 0
#define HD_IS_LIST_string 0
#define HD_IS_LIST_unannotated 0
#define HD_IS_LIST_backend 0
#define HD_IS_LIST_pathlist 1

/* The pathlist option named key, or NULL: a word without '=' after it continues its list. */
static const char **pathlist_option(const char *key, size_t klen, long long *max) {
#define HEDDLE_FLAG(name, type, dflt, lo, hi, doc)                                       \
  if (HD_IS_LIST_##type && klen == sizeof(#name) - 1 && hd_strneq(key, #name, klen)) { \
    *max = hi;                                                                         \
    return (const char **)&hd_flags.name;                                              \
  }
#include "flags.def"
#undef HEDDLE_FLAG
  return 0;
}

/* filters=a:b — appends ":b" to the list's value (stored anew: values are contiguous). */
static int continue_list(const char **list, long long max, const char *word, size_t wlen, char *err,
                         unsigned errlen) {
  char joined[1024];
  size_t have = hd_strlen(*list);
  if (have + 1 + wlen >= sizeof joined || (long long)(have + 1 + wlen) > max) {
    snprintf(err, errlen, "HEDDLE_OPTIONS: the list of paths is longer than %lld bytes", max);
    return -1;
  }
  hd_memcpy(joined, *list, have);
  joined[have] = ':';
  hd_memcpy(joined + have + 1, word, wlen);
  return set_string(list, "filters", joined, have + 1 + wlen, 0, max, err, errlen);
}

static int apply(const char *key, size_t klen, const char *val, size_t vlen, char *err,
                 unsigned errlen) {
#define HEDDLE_FLAG(name, type, dflt, lo, hi, doc)                   \
  if (klen == sizeof(#name) - 1 && hd_strneq(key, #name, klen))     \
    return HD_SET_##type(&hd_flags.name, #name, val, vlen, lo, hi);
#include "flags.def"
#undef HEDDLE_FLAG
  int off = snprintf(err, errlen, "HEDDLE_OPTIONS: unknown option '%.*s'; valid options:", (int)klen,
                     key);
#define HEDDLE_FLAG(name, type, dflt, lo, hi, doc) \
  if (off >= 0 && (unsigned)off < errlen) off += snprintf(err + off, errlen - off, " %s", #name);
#include "flags.def"
#undef HEDDLE_FLAG
  return -1;
}

int hd_flags_parse(const char *spec, char *err, unsigned errlen) {
  int rc = 0;
  const char *p = spec;
  const char **list = 0; /* the pathlist option just given: words without '=' continue it */
  long long list_max = 0;
  while (p && *p) {
    const char *end = p;
    while (*end && *end != ':') end++;
    if (end != p) {
      const char *eq = p;
      while (eq < end && *eq != '=') eq++;
      if (eq == end && list) {
        if (continue_list(list, list_max, p, (size_t)(end - p), err, errlen) != 0) return -1;
        p = *end ? end + 1 : end;
        continue;
      }
      if (eq == end) {
        snprintf(err, errlen, "HEDDLE_OPTIONS: '%.*s' is not key=value", (int)(end - p), p);
        return -1;
      }
      list = pathlist_option(p, (size_t)(eq - p), &list_max);
      if (apply(p, (size_t)(eq - p), eq + 1, (size_t)(end - eq - 1), err, errlen) != 0) rc = -1;
      if (rc) return rc;
    }
    p = *end ? end + 1 : end;
  }
  return rc;
}
