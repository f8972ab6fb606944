/* reported_call.c — see reported_call.h. */
#include "reported_call.h"

#include <stdio.h>
#include <string.h>

#include "names.h"

int finding_is_call(const struct finding *f) {
  uint32_t rule = f->rec->rule;
  /* The runtime logs API calls with access size 0; a policy-change rule can
   * also report an access (e.g. the first access under a lock that is not
   * ordered after heddle_set_locked), which has its size. */
  return rule != HEDDLE_RULE_SHARING_VIOLATION && rule != HEDDLE_RULE_LOCK_NOT_HELD &&
         rule != HEDDLE_RULE_USE_AFTER_FREE && f->rec->access.size == 0;
}

/* A public API name: heddle_<name>, not the internal heddle__<name>. */
static int is_api_name(const char *s) {
  return strncmp(s, "heddle_", 7) == 0 && s[7] && s[7] != '_';
}

static int is_identifier_char(char c) {
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* The first API word of the runtime's detail ("double release: heddle_release_write of …"). */
static const char *detail_word(const char *detail, size_t *len) {
  for (const char *p = detail; *p; p++) {
    if (p > detail && is_identifier_char(p[-1])) continue; /* not at a word start */
    if (!is_api_name(p) && strncmp(p, "HEDDLE_GLOBAL", 13) != 0) continue;
    *len = 0;
    while (is_identifier_char(p[*len])) (*len)++;
    return p;
  }
  return NULL;
}

const char *reported_call_name(const struct finding *f, char *buf, size_t size) {
  if (!size) return NULL;
  if (f->rec->rule == HEDDLE_RULE_DOUBLE_FREE) { /* runtime/lib/malloc.c: a realloc says so in its detail */
    snprintf(buf, size, "%s", strncmp(f->rec->detail, "realloc", 7) == 0 ? "realloc" : "free");
    return buf;
  }
  for (size_t i = 0; i < f->access.n; i++) {
    const char *fn = f->access.frames[i].function;
    if (fn && is_api_name(fn)) {
      snprintf(buf, size, "%s", fn);
      return buf;
    }
  }
  const char *change = change_name(f->rec->last_change.kind);
  if (last_change_is_access(f->rec) && change && is_api_name(change)) {
    snprintf(buf, size, "%s", change);
    return buf;
  }
  size_t len;
  const char *word = detail_word(f->rec->detail, &len);
  if (!word) return NULL;
  snprintf(buf, size, "%.*s", (int)len, word);
  return buf;
}
