/* loom_arena.c — see loom_arena.h. Chunks come straight from mmap. */
#include "loom_arena.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>

struct loom_arena_chunk {
  struct loom_arena_chunk *next;
  size_t size, used;
};

#define CHUNK_MIN (64u * 1024u)
#define HEADER ((sizeof(struct loom_arena_chunk) + 15u) & ~(size_t)15u)

static void copy_bytes(void *dst, const void *src, size_t n) {
  volatile unsigned char *d = dst; /* volatile: no memcpy call (an interceptor in libheddle) */
  const unsigned char *s = src;
  for (size_t i = 0; i < n; i++) d[i] = s[i];
}

void *loom_alloc(struct loom_arena *a, size_t size) {
  size = (size + 15u) & ~(size_t)15u;
  struct loom_arena_chunk *c = a->chunks;
  if (!c || c->size - c->used < size) {
    size_t want = HEADER + size > CHUNK_MIN ? HEADER + size : CHUNK_MIN;
    void *p = mmap(NULL, want, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return NULL;
    c = p;
    c->size = want;
    c->used = HEADER;
    c->next = a->chunks;
    a->chunks = c;
  }
  void *out = (char *)c + c->used;
  c->used += size;
  return out; /* fresh mmap memory is zero and never reused */
}

char *loom_strndup(struct loom_arena *a, const char *s, size_t n) {
  char *d = loom_alloc(a, n + 1);
  if (d) copy_bytes(d, s, n);
  return d;
}

char *loom_sprintf(struct loom_arena *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0) return NULL;
  char *d = loom_alloc(a, (size_t)n + 1);
  if (!d) return NULL;
  va_start(ap, fmt);
  vsnprintf(d, (size_t)n + 1, fmt, ap);
  va_end(ap);
  return d;
}

/* Capacity is implicit: the next power of two >= n (at least 4). */
void *loom_push(struct loom_arena *a, void *array_ptr, int *n, size_t size) {
  void **arr = array_ptr;
  int used = *n;
  if (used == 0 || (used >= 4 && (used & (used - 1)) == 0)) {
    int cap = used == 0 ? 4 : used * 2;
    void *grown = loom_alloc(a, (size_t)cap * size);
    if (!grown) return NULL;
    if (used) copy_bytes(grown, *arr, (size_t)used * size);
    *arr = grown;
  }
  *n = used + 1;
  return (char *)*arr + (size_t)used * size;
}

void loom_arena_release(struct loom_arena *a) {
  struct loom_arena_chunk *c = a->chunks;
  while (c) {
    struct loom_arena_chunk *next = c->next;
    munmap(c, c->size);
    c = next;
  }
  a->chunks = NULL;
}
