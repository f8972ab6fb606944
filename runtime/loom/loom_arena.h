/* loom_arena.h — bump allocation for filters (their trees, messages and
 * compiled operations). Why not malloc: inside libheddle malloc is the
 * program's checked allocator; filters live as long as the process (or, in the
 * test driver, as one parse), so nothing is freed one by one. Also the small
 * string helpers loom code uses instead of libc's (intercepted) ones. */
#ifndef HEDDLE_LOOM_ARENA_H
#define HEDDLE_LOOM_ARENA_H

#include <stddef.h>

struct loom_arena_chunk;
struct loom_arena {
  struct loom_arena_chunk *chunks;
};

/* Zeroed memory, 16-byte aligned; NULL when mmap fails. */
void *loom_alloc(struct loom_arena *a, size_t size);
/* A copy of s[0..n) with a terminating NUL. */
char *loom_strndup(struct loom_arena *a, const char *s, size_t n);
/* printf into the arena. */
char *loom_sprintf(struct loom_arena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Grows *array (elements of `size` bytes, *n used) by one; returns the new element. */
void *loom_push(struct loom_arena *a, void *array_ptr, int *n, size_t size);
/* Gives every chunk back. */
void loom_arena_release(struct loom_arena *a);

static inline size_t loom_strlen(const char *s) {
  size_t n = 0;
  while (s[n]) n++;
  return n;
}
static inline int loom_streq(const char *a, const char *b) {
  while (*a && *a == *b) a++, b++;
  return *a == *b;
}
static inline int loom_starts(const char *s, size_t n, size_t at, const char *prefix) {
  for (size_t i = 0; prefix[i]; i++)
    if (at + i >= n || s[at + i] != prefix[i]) return 0;
  return 1;
}

#endif
