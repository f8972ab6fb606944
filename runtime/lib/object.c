/* object.c — address -> object resolution across heap, globals and slices;
 * reader sets. */
#include "object.h"

#include "arena.h"
#include "globals.h"
#include "ialloc.h"
#include "thread.h"

uintptr_t __heddle_range_lo;
uintptr_t __heddle_range_size;
static uintptr_t range_hi;

void hd_range_include(uintptr_t lo, uintptr_t hi) {
  uintptr_t cur_lo = __heddle_range_lo, cur_hi = range_hi;
  if (!cur_hi) cur_lo = lo, cur_hi = hi;
  if (lo < cur_lo) cur_lo = lo;
  if (hi > cur_hi) cur_hi = hi;
  /* Publish a range that only grows; a reader seeing a mix of old and new
   * values checks a superset or a subset, both harmless at start-up. */
  __atomic_store_n(&__heddle_range_size, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&__heddle_range_lo, cur_lo, __ATOMIC_RELAXED);
  __atomic_store_n(&__heddle_range_size, cur_hi - cur_lo, __ATOMIC_RELEASE);
  range_hi = cur_hi;
}

static struct hd_object *slice_find(struct hd_object *parent, uintptr_t addr) {
  struct hd_slices *s = __atomic_load_n(&parent->slices, __ATOMIC_ACQUIRE);
  if (!s) return parent;
  uint32_t lo = 0, hi = s->n;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    struct hd_object *o = &s->obj[mid];
    if (addr < o->base) hi = mid;
    else if (addr >= o->base + o->size) lo = mid + 1;
    else return o;
  }
  return parent; /* the tail after the last slice stays with the array */
}

struct hd_object *hd_object_find(uintptr_t addr) {
  struct hd_object *o = hd_arena_find(addr);
  if (!o) o = hd_globals_find(addr);
  if (o && HD_UNLIKELY(hd_word_policy(__atomic_load_n(&o->check, __ATOMIC_ACQUIRE)) ==
                       HD_POLICY_SLICED))
    o = slice_find(o, addr);
  return o;
}

struct hd_object *hd_object_find_from(uintptr_t addr, uintptr_t end) {
  while (addr < end) {
    struct hd_object *o = hd_object_find(addr);
    if (o) return o;
    if (addr - __heddle_arena_lo < __heddle_arena_size) {
      /* a free slot: skip to the next slot of this class */
      uintptr_t cls = ((addr - __heddle_arena_lo) >> __heddle_arena_region_bits) + HD_ARENA_CLASS_MIN;
      addr = (addr & ~(((uintptr_t)1 << cls) - 1)) + ((uintptr_t)1 << cls);
      continue;
    }
    return hd_globals_find_from(addr, end);
  }
  return 0;
}

/* ---- reader sets, by thread slot: a 64-bit mask for the common case, a bitmap beyond */

#define EXT_WORDS (HD_MAX_THREADS / 64)

static uint64_t *readers_ext(const struct hd_object *o) {
  const struct hd_object_extra *x = __atomic_load_n(&o->extra, __ATOMIC_ACQUIRE);
  return x ? x->readers_ext : 0;
}

int hd_reader_has(const struct hd_object *o, uint32_t slot) {
  if (slot < 64) return (o->readers >> slot) & 1;
  uint64_t *ext = readers_ext(o);
  if (!ext || slot >= HD_MAX_THREADS) return 0;
  return (ext[slot / 64] >> (slot % 64)) & 1;
}

void hd_reader_add(struct hd_object *o, uint32_t slot) {
  if (slot < 64) {
    o->readers |= 1ull << slot;
    return;
  }
  if (slot >= HD_MAX_THREADS) return;
  struct hd_object_extra *x = hd_object_extra(o);
  if (x && !x->readers_ext) x->readers_ext = hd_ialloc(EXT_WORDS * sizeof(uint64_t));
  if (x && x->readers_ext) x->readers_ext[slot / 64] |= 1ull << (slot % 64);
}

void hd_reader_del(struct hd_object *o, uint32_t slot) {
  uint64_t *ext = readers_ext(o);
  if (slot < 64) o->readers &= ~(1ull << slot);
  else if (ext && slot < HD_MAX_THREADS)
    ext[slot / 64] &= ~(1ull << (slot % 64));
}

int hd_reader_count(const struct hd_object *o) {
  int n = __builtin_popcountll(o->readers);
  uint64_t *ext = readers_ext(o);
  if (ext)
    for (unsigned i = 1; i < EXT_WORDS; i++) n += __builtin_popcountll(ext[i]);
  return n;
}

int hd_readers_beyond_mask(const struct hd_object *o) { return readers_ext(o) != 0; }

void hd_readers_clear(struct hd_object *o) {
  o->readers = 0;
  struct hd_object_extra *x = o->extra;
  if (x && x->readers_ext) {
    hd_ifree(x->readers_ext, EXT_WORDS * sizeof(uint64_t));
    x->readers_ext = 0;
  }
}

/* ---- the extra part */

struct hd_object_extra *hd_object_extra(struct hd_object *o) {
  struct hd_object_extra *x = o->extra;
  if (!x && (x = hd_ialloc(sizeof *x))) __atomic_store_n(&o->extra, x, __ATOMIC_RELEASE);
  return x;
}

void hd_object_rvc_free(struct hd_object *o) {
  struct hd_object_extra *x = o->extra;
  if (!x || !x->rvc) return;
  hd_vc_free(x->rvc);
  hd_ifree(x->rvc, sizeof *x->rvc);
  x->rvc = 0;
}

void hd_object_extra_free(struct hd_object *o) {
  struct hd_object_extra *x = o->extra;
  if (!x) return;
  hd_readers_clear(o);
  hd_object_rvc_free(o);
  o->extra = 0;
  hd_ifree(x, sizeof *x);
}

void hd_object_reset(struct hd_object *o, uint32_t policy, uint32_t owner) {
  hd_readers_clear(o);
  o->lock_addr = 0;
  o->flags &= ~(uint32_t)HD_OBJ_LOCK_UNVERIFIED;
  __atomic_store_n(&o->check, hd_check_word(policy, owner), __ATOMIC_RELEASE);
}
