/* lz.c — LZ77 with hash chains (see lz.h). Deterministic: the same input
 * always gives the same output, whichever thread compresses it. */
#include "lz.h"

#include <stdlib.h>
#include <string.h>

#include "bench.h"

#define LZ_HASH_BITS 15
#define LZ_HASH_SIZE (1u << LZ_HASH_BITS)
#define LZ_CHAIN 32 /* candidates tried per position: the compression effort */
#define LZ_NONE UINT32_MAX

void lz_scratch_init(struct lz_scratch *s, size_t block) {
  s->head = bench_xmalloc(LZ_HASH_SIZE * sizeof *s->head);
  s->prev = bench_xmalloc(block * sizeof *s->prev);
}

void lz_scratch_free(struct lz_scratch *s) {
  free(s->head);
  free(s->prev);
}

static uint32_t hash4(const uint8_t *p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return (v * 2654435761u) >> (32 - LZ_HASH_BITS);
}

static uint8_t *put16(uint8_t *o, size_t v) {
  o[0] = (uint8_t)v;
  o[1] = (uint8_t)(v >> 8);
  return o + 2;
}

static uint8_t *flush_literals(uint8_t *o, const uint8_t *lit, size_t n) {
  while (n > 0) {
    size_t k = n < LZ_MAX_LEN ? n : LZ_MAX_LEN;
    o = put16(o, k);
    memcpy(o, lit, k);
    o += k, lit += k, n -= k;
  }
  return o;
}

size_t lz_compress(struct lz_scratch *s, const uint8_t *in, size_t n, uint8_t *out) {
  memset(s->head, 0xff, LZ_HASH_SIZE * sizeof *s->head);
  uint8_t *o = out;
  size_t lit = 0, i = 0;
  while (i + LZ_MIN_MATCH <= n) {
    uint32_t h = hash4(in + i);
    size_t best_len = 0, best_dist = 0;
    int tries = LZ_CHAIN;
    for (uint32_t c = s->head[h]; c != LZ_NONE && i - c <= LZ_WINDOW && tries-- > 0; c = s->prev[c]) {
      size_t len = 0, max = n - i < LZ_MAX_LEN ? n - i : LZ_MAX_LEN;
      while (len < max && in[c + len] == in[i + len]) len++;
      if (len > best_len) best_len = len, best_dist = i - c;
    }
    s->prev[i] = s->head[h];
    s->head[h] = (uint32_t)i;
    if (best_len >= LZ_MIN_MATCH) {
      o = flush_literals(o, in + lit, i - lit);
      o = put16(put16(o, 0x8000 | best_len), best_dist);
      for (size_t j = i + 1; j < i + best_len && j + LZ_MIN_MATCH <= n; j++) {
        uint32_t hj = hash4(in + j);
        s->prev[j] = s->head[hj];
        s->head[hj] = (uint32_t)j;
      }
      i += best_len;
      lit = i;
    } else {
      i++;
    }
  }
  o = flush_literals(o, in + lit, n - lit);
  return (size_t)(o - out);
}

size_t lz_decompress(const uint8_t *in, size_t n, uint8_t *out, size_t cap) {
  size_t i = 0, o = 0;
  while (i + 2 <= n) {
    size_t h = in[i] | (size_t)in[i + 1] << 8;
    i += 2;
    if (h < 0x8000) {
      if (i + h > n || o + h > cap) return (size_t)-1;
      memcpy(out + o, in + i, h);
      i += h, o += h;
    } else {
      size_t len = h & 0x7fff, dist;
      if (i + 2 > n) return (size_t)-1;
      dist = in[i] | (size_t)in[i + 1] << 8;
      i += 2;
      if (dist == 0 || dist > o || o + len > cap) return (size_t)-1;
      for (size_t k = 0; k < len; k++, o++) out[o] = out[o - dist]; /* may overlap */
    }
  }
  return i == n ? o : (size_t)-1;
}
