/* lz.h — the pipeline benchmark's block compressor: LZ77 with hash chains.
 * Its own file so pipeline.c is about the threads and the queue, not the codec.
 *
 * Format: a sequence of ops, each a 16-bit little-endian header h:
 *   h < 0x8000: h literal bytes follow;
 *   h >= 0x8000: a match of (h & 0x7fff) bytes at a 16-bit distance that follows. */
#ifndef LZ_H
#define LZ_H

#include <stddef.h>
#include <stdint.h>

#define LZ_WINDOW 65535
#define LZ_MIN_MATCH 4
#define LZ_MAX_LEN 0x7fff

/* Worst-case output size for n input bytes. */
static inline size_t lz_bound(size_t n) { return n + 2 * (n / LZ_MAX_LEN + 1); }

/* Scratch for lz_compress: hash heads and chains for blocks of up to `block` bytes. */
struct lz_scratch {
  uint32_t *head; /* LZ_HASH_SIZE entries */
  uint32_t *prev; /* block entries */
};

void lz_scratch_init(struct lz_scratch *s, size_t block);
void lz_scratch_free(struct lz_scratch *s);

/* Compresses in[0..n) into out (lz_bound(n) bytes); returns the output length. */
size_t lz_compress(struct lz_scratch *s, const uint8_t *in, size_t n, uint8_t *out);

/* Decompresses; returns the output length, or (size_t)-1 on corrupt input or
 * when the output would exceed `cap`. */
size_t lz_decompress(const uint8_t *in, size_t n, uint8_t *out, size_t cap);

#endif /* LZ_H */
