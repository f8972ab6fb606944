/* arena.c — reservation, slot allocation and free lists of the heap arena. */
#include "arena.h"
#include "mpk.h"
#include "race.h"
#include "sync_object_race.h"

#include <errno.h>
#include <sys/mman.h>

#include "thread.h"
#include "util.h"

#define FULL_REGION (1ull << HD_ARENA_REGION_BITS)
#define REGION (1ull << __heddle_arena_region_bits)
#define THREAD_CACHE_MAX 64

uintptr_t __heddle_arena_lo, __heddle_arena_size;
char *__heddle_arena_records[HD_ARENA_NCLASSES];
uint64_t __heddle_arena_record_shift = HD_ARENA_RECORD_SHIFT;
uint64_t __heddle_arena_region_bits = HD_ARENA_REGION_BITS;
static char *record_base[HD_ARENA_NCLASSES]; /* each class's record mapping (the table above is biased) */
static unsigned nclasses; /* classes the reservation has: region_bits - HD_ARENA_CLASS_MIN */
static int compact_wanted; /* hd_arena_compact_records: no race state in heap records */

/* Each class region has two halves. The lower one holds every slot unless
 * backend=mpk runs; then the upper one holds the objects the backend
 * protects (hd_mpk_place), so that an instrumentation built for it
 * (heddle-cc --backend=mpk, runtime/pass) tells them from the address alone:
 * bit 31 of the offset into the arena. Index 0: lower half, 1: upper. */
#define HALF (REGION / 2)
static uint64_t bump[2][HD_ARENA_NCLASSES]; /* next never-used slot index of each half */
static void *free_list[2][HD_ARENA_NCLASSES]; /* global free slots, linked through the slot memory */
static hd_spin_t class_lock[HD_ARENA_NCLASSES];
static hd_spin_t init_lock;
static int init_state; /* 0 not yet, 1 ready, -1 failed */
/* Bytes of slots and records ever handed out fresh (bump), the heap's
 * high-water footprint: what the quarantine's share is of (quarantine.c). */
static uint64_t footprint;

extern char _end[]; /* end of the executable's bss (linker-defined) */

/* Reserves len bytes aligned to `align`, preferably just above the
 * executable's data so one range check covers globals and heap. */
static uintptr_t reserve(size_t len, size_t align, uintptr_t hint) {
  int flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE;
  for (int attempt = 0; attempt < 8 && hint; attempt++, hint += 16 * FULL_REGION) {
    void *p = mmap((void *)hint, len, PROT_READ | PROT_WRITE, flags | MAP_FIXED_NOREPLACE, -1, 0);
    if (p != MAP_FAILED) {
      if ((uintptr_t)p == hint) return hint;
      munmap(p, len); /* old kernels ignore MAP_FIXED_NOREPLACE */
    }
  }
  void *p = mmap(NULL, len + align, PROT_READ | PROT_WRITE, flags, -1, 0);
  if (p == MAP_FAILED) return 0;
  uintptr_t a = ((uintptr_t)p + align - 1) & ~(uintptr_t)(align - 1);
  if (a > (uintptr_t)p) munmap(p, a - (uintptr_t)p);
  uintptr_t tail = (uintptr_t)p + len + align - (a + len);
  if (tail) munmap((void *)(a + len), tail);
  return a;
}

void hd_arena_fork_lock(int take) {
  hd_spin_all(&init_lock, 1, take);
  hd_spin_all(class_lock, HD_ARENA_NCLASSES, take);
}

void hd_arena_compact_records(void) { compact_wanted = 1; }

/* Slot idx's record in class ci's record array. */
static inline struct hd_object *record_at(unsigned ci, uint64_t idx) {
  return (struct hd_object *)(record_base[ci] + (idx << __heddle_arena_record_shift));
}

/* Reserves the slots and records of regions of 2^bits bytes: 1 when all
 * mappings succeeded, else 0 with none left behind. */
static int reserve_regions(unsigned bits, uintptr_t *lo) {
  size_t region = (size_t)1 << bits, len = (bits - HD_ARENA_CLASS_MIN) * region;
  /* 2 GiB above the end of bss leaves room for the brk heap's randomisation (≤ 1 GiB). */
  uintptr_t hint = ((uintptr_t)_end + 2 * FULL_REGION) & ~(FULL_REGION - 1);
  *lo = reserve(len, region, hint);
  if (!*lo) return 0;
  for (unsigned ci = 0; ci < bits - HD_ARENA_CLASS_MIN; ci++) {
    size_t n = region >> (ci + HD_ARENA_CLASS_MIN);
    void *r = mmap(NULL, n << __heddle_arena_record_shift, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (r != MAP_FAILED) {
      record_base[ci] = r;
      continue;
    }
    while (ci--) munmap(record_base[ci], (region >> (ci + HD_ARENA_CLASS_MIN)) << __heddle_arena_record_shift);
    munmap((void *)*lo, len);
    return 0;
  }
  return 1;
}

/* Appends n's decimal digits at p (start-up's message: no stdio inside malloc). */
static char *put_u64(char *p, uint64_t n) {
  char d[20];
  int k = 0;
  do d[k++] = (char)('0' + n % 10);
  while (n /= 10);
  while (k) *p++ = d[--k];
  return p;
}

/* "N MiB" or "N GiB". */
static char *put_size(char *p, uint64_t bytes) {
  int gib = bytes >= (1ull << 30);
  p = put_u64(p, bytes >> (gib ? 30 : 20));
  for (const char *u = gib ? " GiB" : " MiB"; *u;) *p++ = *u++;
  return p;
}

/* Smaller regions were reserved: what goes unchecked, once on stderr (the
 * PROCESS record carries the region size to the SARIF's properties). */
static void say_reduced(void) {
  char line[300], *p = line;
  static const char a[] = "heddle: warning: the address space is limited (ulimit -v, valgrind): the heap arena has ",
                    b[] = " per size class, not 4 GiB; heap objects over ", c[] = " are not checked\n";
  hd_memcpy(p, a, sizeof a - 1);
  p = put_size(p + sizeof a - 1, REGION);
  hd_memcpy(p, b, sizeof b - 1);
  p = put_size(p + sizeof b - 1, REGION / 2);
  hd_memcpy(p, c, sizeof c - 1);
  p += sizeof c - 1;
  hd_stderr(line, (size_t)(p - line));
}

int hd_arena_init(void) {
  if (HD_LIKELY(__atomic_load_n(&init_state, __ATOMIC_ACQUIRE))) return init_state > 0;
  hd_spin_lock(&init_lock);
  if (!init_state) {
    /* Set before any record exists; the instrumentation reads it for every heap check. */
    __heddle_arena_record_shift = compact_wanted ? HD_ARENA_COMPACT_SHIFT : HD_ARENA_RECORD_SHIFT;
    /* The full reservation, else regions halved until one fits. */
    uintptr_t lo = 0;
    unsigned bits = HD_ARENA_REGION_BITS;
    while (bits >= HD_ARENA_REGION_BITS_MIN && !reserve_regions(bits, &lo)) bits--;
    int ok = bits >= HD_ARENA_REGION_BITS_MIN;
    if (ok) {
      __heddle_arena_region_bits = bits;
      nclasses = bits - HD_ARENA_CLASS_MIN;
      /* The bias (arena.h): the inline path shifts the arena offset, not the region's. */
      for (unsigned ci = 0; ci < nclasses; ci++)
        __heddle_arena_records[ci] =
            (char *)((uintptr_t)record_base[ci] -
                     (((uintptr_t)ci << (bits - ci - HD_ARENA_CLASS_MIN)) << __heddle_arena_record_shift));
      __heddle_arena_lo = lo;
      __heddle_arena_size = nclasses * REGION;
      hd_range_include(lo, lo + __heddle_arena_size);
      if (bits < HD_ARENA_REGION_BITS) say_reduced();
    } else {
      hd_stderr_str("heddle: warning: cannot reserve the heap arena (address space or overcommit limit): "
                    "heap objects are not checked\n");
    }
    __atomic_store_n(&init_state, ok ? 1 : -1, __ATOMIC_RELEASE);
  }
  hd_spin_unlock(&init_lock);
  return init_state > 0;
}

static unsigned class_for(size_t size, size_t align) {
  size_t need = size > align ? size : align;
  unsigned c = HD_ARENA_CLASS_MIN, max = hd_arena_class_max();
  while (c <= max && ((size_t)1 << c) < need) c++;
  return c;
}

static inline uintptr_t slot_addr(unsigned ci, uint64_t idx) {
  return __heddle_arena_lo + ci * REGION + (idx << (ci + HD_ARENA_CLASS_MIN));
}

static inline uint64_t slot_index(unsigned ci, uintptr_t p) {
  return ((p - __heddle_arena_lo) & (REGION - 1)) >> (ci + HD_ARENA_CLASS_MIN);
}

/* The half a slot lies in. */
static inline int half_of(uintptr_t p) { return (int)(((p - __heddle_arena_lo) >> (__heddle_arena_region_bits - 1)) & 1); }

void *hd_arena_alloc(size_t size, size_t align, struct hd_object **rec, int *dirty, int upper, int key) {
  if (!hd_arena_init()) return 0;
  unsigned c = class_for(size, align ? align : 1);
  if (c > hd_arena_class_max()) return 0;
  unsigned ci = c - HD_ARENA_CLASS_MIN;
  struct hd_thread *t = hd_thread_current();
  void *p = 0;
  *dirty = 1;
  /* The upper half exists only under backend=mpk; its slots skip the thread caches. */
  int h = upper && hd_mpk_on;
  uint64_t first = h ? HALF >> c : 0, limit = h || hd_mpk_on ? (HALF >> c) + first : REGION >> c;
  int cached_key = 0; /* backend=mpk: a slot of its page cache, pages still on this key (no link inside) */
  if (!h && t && t->slot_cache[ci]) {
    p = t->slot_cache[ci];
    t->slot_cache[ci] = *(void **)p;
    t->slot_cache_n[ci]--;
  } else if (h && (p = (void *)hd_mpk_slot_cached((size_t)1 << c, key, &cached_key))) {
  } else {
    hd_spin_lock(&class_lock[ci]);
    p = free_list[h][ci];
    if (p) free_list[h][ci] = *(void **)p;
    hd_spin_unlock(&class_lock[ci]);
  }
  if (!p) {
    uint64_t idx = first + __atomic_fetch_add(&bump[h][ci], 1, __ATOMIC_RELAXED);
    if (idx >= limit) {
      errno = ENOMEM;
      return 0;
    }
    p = (void *)slot_addr(ci, idx);
    *dirty = 0;
    __atomic_fetch_add(&footprint, ((uint64_t)1 << c) + hd_arena_record_bytes(), __ATOMIC_RELAXED);
  } else if (!cached_key) {
    *(void **)p = 0; /* the free-list link is not user data */
  }
  struct hd_object *o = record_at(ci, slot_index(ci, (uintptr_t)p));
  hd_memset(o, 0, hd_arena_record_bytes()); /* a compact record is shorter than struct hd_object */
  o->base = (uintptr_t)p;
  o->size = size;
  o->flags = HD_OBJ_HEAP;
  if (cached_key) hd_mpk_slot_reused_slow(o, cached_key);
  *rec = o;
  return p;
}

void hd_arena_free(void *p, struct hd_object *rec) {
  hd_race_forget(rec);
  hd_sync_object_forget(rec->base, rec->size); /* the locks that were in it: their history ends too */
  hd_object_extra_free(rec);
  uintptr_t off = (uintptr_t)p - __heddle_arena_lo;
  unsigned ci = (unsigned)(off >> __heddle_arena_region_bits);
  __atomic_store_n(&rec->check, 0, __ATOMIC_RELEASE);
  /* backend=mpk: its page cache keeps the slot, pages tagged; otherwise they
   * go back to key 0 first (the free list's link is written into the slot). */
  if (hd_mpk_slot_freed(rec)) return;
  if (ci + HD_ARENA_CLASS_MIN >= 16) /* ≥ 64 KiB: give the pages back */
    madvise(p, (size_t)1 << (ci + HD_ARENA_CLASS_MIN), MADV_DONTNEED);
  int h = half_of((uintptr_t)p);
  struct hd_thread *t = hd_thread_current();
  if (!h && t && t->slot_cache_n[ci] < THREAD_CACHE_MAX) {
    *(void **)p = t->slot_cache[ci];
    t->slot_cache[ci] = p;
    t->slot_cache_n[ci]++;
    return;
  }
  hd_spin_lock(&class_lock[ci]);
  *(void **)p = free_list[h][ci];
  free_list[h][ci] = p;
  hd_spin_unlock(&class_lock[ci]);
}

uint64_t hd_arena_footprint(void) { return __atomic_load_n(&footprint, __ATOMIC_RELAXED); }

size_t hd_arena_usable(const void *p) {
  uintptr_t off = (uintptr_t)p - __heddle_arena_lo;
  if (off >= __heddle_arena_size) return 0;
  return (size_t)1 << ((off >> __heddle_arena_region_bits) + HD_ARENA_CLASS_MIN);
}

void hd_arena_thread_exit(void *thread) {
  struct hd_thread *t = thread;
  for (unsigned ci = 0; ci < HD_ARENA_NCLASSES; ci++) {
    while (t->slot_cache[ci]) {
      void *p = t->slot_cache[ci];
      t->slot_cache[ci] = *(void **)p;
      hd_spin_lock(&class_lock[ci]);
      *(void **)p = free_list[0][ci];
      free_list[0][ci] = p;
      hd_spin_unlock(&class_lock[ci]);
    }
    t->slot_cache_n[ci] = 0;
  }
}

void hd_arena_each(void (*fn)(struct hd_object *)) {
  for (unsigned ci = 0; ci < nclasses; ci++) {
    for (int h = 0; h < 2; h++) {
      uint64_t first = h ? (HALF >> (ci + HD_ARENA_CLASS_MIN)) : 0;
      uint64_t n = __atomic_load_n(&bump[h][ci], __ATOMIC_ACQUIRE);
      for (uint64_t i = first; i < first + n; i++) {
        struct hd_object *o = record_at(ci, i);
        if (__atomic_load_n(&o->check, __ATOMIC_ACQUIRE)) fn(o);
      }
    }
  }
}
