/* arena.h — the heap: size-class slabs in one reserved address range.
 *
 * Class c (16 B .. 2 GiB, powers of two) owns region c of 4 GiB, aligned to
 * 4 GiB, so a slot's base, size and record come from the address with a
 * subtraction and a few shifts — no search, no per-allocation header. Slots
 * are naturally aligned to their size, which also serves memalign & co.
 *
 * Where the address space is limited (valgrind, `ulimit -v`) that 240 GiB
 * reservation fails; the arena then takes smaller regions (2^region_bits
 * bytes, down to HD_ARENA_REGION_BITS_MIN) and fewer classes, and says so:
 * objects above its largest class are plain, unchecked mappings. The region
 * size is a variable the instrumentation's inline path reads, so the same
 * binary runs either way. */
#ifndef HEDDLE_ARENA_H
#define HEDDLE_ARENA_H
#include <stddef.h>
#include <stdint.h>

#include "object.h"

#define HD_ARENA_CLASS_MIN 4
#define HD_ARENA_CLASS_MAX 31 /* with the full reservation; smaller regions end below (hd_arena_class_max) */
#define HD_ARENA_REGION_BITS 32 /* the full reservation's regions */
/* The smallest regions tried (16 MiB: a million 16-byte objects, 8 MiB the
 * largest checked one); below, the heap is not checked at all. */
#define HD_ARENA_REGION_BITS_MIN 24
#define HD_ARENA_NCLASSES (HD_ARENA_CLASS_MAX - HD_ARENA_CLASS_MIN + 1)

/* Records are padded to a power of two so the instrumentation's inline fast
 * path finds one with a shift: record = records[class] + (slot << record_shift).
 * The shift is HD_ARENA_RECORD_SHIFT (256-byte records) when race mode may keep
 * its state in a heap object's record, else HD_ARENA_COMPACT_SHIFT: strict mode
 * uses a record's first HD_OBJECT_COMPACT_BYTES only (object.h). */
#define HD_ARENA_RECORD_SHIFT 8
#define HD_ARENA_COMPACT_SHIFT 7
_Static_assert(sizeof(struct hd_object) <= (1u << HD_ARENA_RECORD_SHIFT), "record too large");
_Static_assert(HD_OBJECT_COMPACT_BYTES == (1u << HD_ARENA_COMPACT_SHIFT), "compact record size");
_Static_assert(offsetof(struct hd_object, check) == 0, "the inline fast path reads check at offset 0");
_Static_assert(offsetof(struct hd_object, readers) == 32, "the inline fast path reads readers at 32");
_Static_assert(offsetof(struct hd_object, flags) == 4 && offsetof(struct hd_object, lock_addr) == 24,
               "the inline fast path reads a locked object's flags at 4 and mutex at 24");
/* Race mode's concurrent readers, read by the inline path for RACE_SHARED words. */
_Static_assert(offsetof(struct hd_object, race.st.readers) == 176, "the inline fast path reads race readers at 176");
/* Race mode's byte-exact masks and granule, read by the inline path for objects of up to 64 bytes. */
_Static_assert(offsetof(struct hd_object, base) == 8 && offsetof(struct hd_object, size) == 16 && offsetof(struct hd_object, race.st.wa.wmask) == 128 &&
                   offsetof(struct hd_object, race.st.wa.rmask) == 136 &&
                   offsetof(struct hd_object, race.st.ra.rmask) == 168 &&
                   offsetof(struct hd_object, race.st.gshift) == 184,
               "the inline fast path reads base at 8, size at 16, masks at 128/136/168, gshift at 184");
_Static_assert(sizeof(struct hd_race_reader) == 40 && offsetof(struct hd_race_reader, clk) == 0 &&
                   offsetof(struct hd_race_readers, cap) == 0 && offsetof(struct hd_race_readers, r) == 8,
               "the inline fast path indexes race readers as 8 + slot * 40");
_Static_assert(offsetof(struct hd_race_reader, acc.rmask) == 32, "the inline fast path reads a reader's bytes at 32");

/* Read by the instrumentation's inline fast path (runtime/pass): keep names and layout. */
extern uintptr_t __heddle_arena_lo, __heddle_arena_size;
/* Region c's records, biased so that the record of the slot holding arena
 * offset off is records[c] + ((off >> (c + HD_ARENA_CLASS_MIN)) << record_shift):
 * the region's own offset needs no mask, whatever the region size
 * (hd_arena_find). Not the records' mapping: minus c's first slot index. */
extern char *__heddle_arena_records[HD_ARENA_NCLASSES];
extern uint64_t __heddle_arena_record_shift; /* set once, when the arena is reserved */
/* log2 of a class region's bytes: HD_ARENA_REGION_BITS, or fewer when the
 * address space is limited (set once, when the arena is reserved). */
extern uint64_t __heddle_arena_region_bits;
/* The calling thread's private word (hd_check_word(HEDDLE_PRIVATE, tid)); 0 before registration. */
extern __thread uint32_t __heddle_private_word;
/* 1 << slot for threads in slots < 64 (their reader bit), else 0. */
extern __thread uint64_t __heddle_reader_bit;

/* The live heap object whose slot contains addr, or NULL. */
static inline struct hd_object *hd_arena_find(uintptr_t addr) {
  uintptr_t off = addr - __heddle_arena_lo;
  if (off >= __heddle_arena_size) return 0;
  unsigned region = (unsigned)(off >> __heddle_arena_region_bits);
  uintptr_t slot = off >> (region + HD_ARENA_CLASS_MIN); /* counted from the arena's start: the bias */
  struct hd_object *o = (struct hd_object *)(__heddle_arena_records[region] + (slot << __heddle_arena_record_shift));
  return __atomic_load_n(&o->check, __ATOMIC_RELAXED) ? o : 0;
}

/* Allocates a slot for size bytes aligned to align (a power of two). Returns
 * NULL when too large or out of memory; *rec gets the slot's record (zeroed,
 * base and size set, check == 0: the caller publishes the policy). *dirty is
 * set when the memory may hold old contents (calloc must clear it). `upper`:
 * an object backend=mpk protects, placed in the upper half of its class's
 * region (arena.c; only while backend=mpk runs); `key`: the protection key
 * its domain will have, which backend=mpk's page cache looks for. */
void *hd_arena_alloc(size_t size, size_t align, struct hd_object **rec, int *dirty, int upper, int key);
/* Returns a live slot (p is its base) to the free lists. */
void hd_arena_free(void *p, struct hd_object *rec);
/* Bytes of slots and records the arena ever handed out fresh: the heap's
 * high-water footprint (a reused slot adds nothing). */
uint64_t hd_arena_footprint(void);
/* Slot capacity of a heap pointer (malloc_usable_size). */
size_t hd_arena_usable(const void *p);
/* Ensures the arena is reserved (idempotent, called lazily by malloc): 1
 * when it is (in full or smaller), 0 when the heap goes unchecked. */
int hd_arena_init(void);
/* Whether the reservation was the full one (region_bits == HD_ARENA_REGION_BITS). */
static inline int hd_arena_full(void) { return __heddle_arena_region_bits == HD_ARENA_REGION_BITS; }
/* The largest class the arena has (log2 of its slot bytes): bigger objects
 * are plain mappings, unchecked. */
static inline unsigned hd_arena_class_max(void) {
  return hd_arena_full() ? HD_ARENA_CLASS_MAX : (unsigned)__heddle_arena_region_bits - 1;
}
/* Start-up, before hd_arena_init: no heap object will hold race mode's state
 * (unannotated=private), so records may be compact. An arena reserved before
 * (a malloc ahead of start-up) keeps full records. */
void hd_arena_compact_records(void);
/* Bytes of metadata per heap slot: its record. */
static inline uint64_t hd_arena_record_bytes(void) { return 1ull << __heddle_arena_record_shift; }
/* A thread is exiting: hand its cached free slots back. */
void hd_arena_thread_exit(void *thread);
/* Calls fn on every live heap object's record (at exit). */
void hd_arena_each(void (*fn)(struct hd_object *));
/* fork(): takes or releases the arena's locks (intercept_thread.c). */
void hd_arena_fork_lock(int take);

#endif
