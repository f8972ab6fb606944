/* fingerprint.c — see fingerprint.h. FNV-1a: tiny, stable across platforms,
 * and collisions only merge alerts in code scanning's history. */
#include "fingerprint.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "rules.h"

#define FNV_OFFSET 0xcbf29ce484222325ull
#define FNV_PRIME 0x100000001b3ull

static uint64_t fnv_bytes(uint64_t h, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    h ^= (unsigned char)s[i];
    h *= FNV_PRIME;
  }
  return h;
}

/* A field: its text, then a separator byte no text contains. */
static uint64_t fnv_field(uint64_t h, const char *s) {
  if (s) h = fnv_bytes(h, s, strlen(s));
  return fnv_bytes(h, "\x1f", 1);
}

/* The line's text with all whitespace removed: reindenting does not change it. */
static uint64_t fnv_normalized_line(uint64_t h, const char *line, size_t len) {
  for (size_t i = 0; i < len; i++)
    if (!isspace((unsigned char)line[i])) h = fnv_bytes(h, line + i, 1);
  return fnv_bytes(h, "\x1f", 1);
}

static int is_blank(const char *line, size_t len) {
  for (size_t i = 0; i < len; i++)
    if (!isspace((unsigned char)line[i])) return 0;
  return 1;
}

/* Hashes the nearest non-blank line from `line` in direction step (±1). */
static uint64_t fnv_neighbour(uint64_t h, struct source_cache *sources, const char *file,
                              int line, int step) {
  size_t len;
  for (int n = line + step, tries = 0; n >= 1 && tries < 50; n += step, tries++) {
    const char *text = source_line(sources, file, n, &len);
    if (!text) break;
    if (!is_blank(text, len)) return fnv_normalized_line(h, text, len);
  }
  return fnv_bytes(h, "\x1f", 1);
}

static uint64_t hash_location(const char *rule, const struct frame *p, struct source_cache *sources) {
  uint64_t h = fnv_field(FNV_OFFSET, rule);
  if (!p) return h;
  h = fnv_field(h, p->function);
  size_t len;
  const char *text = p->file ? source_line(sources, p->file, p->line, &len) : NULL;
  if (!text) { /* no source: the function and module are all that is stable */
    const char *module = p->module ? strrchr(p->module, '/') : NULL;
    return fnv_field(h, module ? module + 1 : p->module);
  }
  h = fnv_neighbour(h, sources, p->file, p->line, -1);
  h = fnv_normalized_line(h, text, len);
  return fnv_neighbour(h, sources, p->file, p->line, +1);
}

static uint64_t hash_finding(const struct finding *f, struct source_cache *sources) {
  const struct frame *p = f->primary ? f->primary : (f->access.n ? &f->access.frames[0] : NULL);
  return hash_location(rule_info(f->rule)->id, p, sources);
}

/* "<hash>:<n>", n counting the earlier entries of out with the same hash. */
static void format_print(uint64_t h, char (*out)[FINGERPRINT_LEN], size_t i) {
  char hex[17];
  snprintf(hex, sizeof hex, "%016" PRIx64, h);
  unsigned occurrence = 1;
  for (size_t k = 0; k < i; k++)
    if (strncmp(out[k], hex, 16) == 0) occurrence++;
  snprintf(out[i], FINGERPRINT_LEN, "%s:%u", hex, occurrence);
}

void fingerprints_assign(const struct findings *findings, struct source_cache *sources,
                         char (*out)[FINGERPRINT_LEN]) {
  for (size_t i = 0; i < findings->n; i++) format_print(hash_finding(&findings->items[i], sources), out, i);
}

void fingerprints_assign_locations(const char *rule, const struct frame *const *at, size_t n,
                                   struct source_cache *sources, char (*out)[FINGERPRINT_LEN]) {
  for (size_t i = 0; i < n; i++) format_print(hash_location(rule, at[i], sources), out, i);
}
