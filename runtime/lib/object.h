/* object.h — a tracked object: its policy, owner/readers/lock, FastTrack
 * state for policy changes, and where it came from.
 *
 * Where objects live: heap objects' records sit in per-size-class arrays
 * indexed by slot number (arena.c: address -> record is a shift), globals in a
 * sorted table with a page index (globals.c), slices in a sorted table hanging
 * off their parent (heddle_slice). */
#ifndef HEDDLE_OBJECT_H
#define HEDDLE_OBJECT_H
#include <stddef.h>
#include <stdint.h>

#include "event_log.h"
#include "heddle.h"
#include "race_state.h"
#include "util.h"
#include "vclock.h"

#define HD_NO_OWNER 0xFFFFFFu
/* Policy field of a sliced parent: never equal to any thread's private word,
 * so the fast path falls through to the slice lookup. */
#define HD_POLICY_SLICED 0xFEu
/* Race mode's words (policy bytes no annotation uses; owner field = an epoch
 * stamp, thread.h): written / read by the stamp's thread in that epoch, read
 * by concurrent readers (the readers' clocks decide), split into segments
 * (the segment decides), or nothing recorded that any epoch can skip. */
#define HD_POLICY_RACE_NEW 0xF0u
#define HD_POLICY_RACE_WRITE 0xF1u
#define HD_POLICY_RACE_READ 0xF2u
#define HD_POLICY_RACE_SHARED 0xF3u
#define HD_POLICY_RACE_SPLIT 0xF4u
static inline int hd_policy_is_race(uint32_t policy) { return policy - HD_POLICY_RACE_NEW <= 4; }

/* The fast-path word: (policy + 1) << 24 | owner. 0 means "no object"
 * (a free heap slot). */
static inline uint32_t hd_check_word(uint32_t policy, uint32_t owner) {
  return ((policy + 1) << 24) | (owner & HD_NO_OWNER);
}
static inline uint32_t hd_word_policy(uint32_t w) { return (w >> 24) - 1; }
static inline uint32_t hd_word_owner(uint32_t w) { return w & HD_NO_OWNER; }

enum hd_object_flags {
  HD_OBJ_HEAP = 1,
  HD_OBJ_GLOBAL = 2,
  HD_OBJ_SLICE = 4,
  HD_OBJ_LOCK_UNVERIFIED = 8, /* set_locked done; the first access is still to be verified */
  HD_OBJ_ANNOTATED = 16,      /* a global registered with HEDDLE_GLOBAL */
  HD_OBJ_FREED = 32,          /* a freed heap object in quarantine: inaccessible, no policy changes */
  HD_OBJ_RACE = 64,           /* unannotated, race-checked (race mode): o->race holds its state */
  HD_OBJ_MPK = 128,           /* backend=mpk protects it: its pages carry the key in bits 24-27 (runtime/mpk) */
  /* Freed while unannotated in race mode (HD_OBJ_RACE until then): the user
   * gave it no policy, so its use is a use-after-free report and a second
   * free a double-free, not a policy violation (report.c, access.c, malloc.c). */
  HD_OBJ_FREED_UNANNOTATED = 256
};

/* One policy change (or the allocation): what, by whom, where. Eight bytes:
 * the kinds fit a byte and depot ids (stack.c: 2^20 of them) 24 bits. */
struct hd_change_rec {
  uint64_t kind : 8;   /* enum heddle_change_kind */
  uint64_t tid : 32;
  uint64_t stack : 24; /* depot id */
};
_Static_assert(sizeof(struct hd_change_rec) == 8, "a change record is one word");

struct hd_slices;

/* What few objects ever need, allocated (hd_ialloc) at the first need and
 * kept while the object lives: only a rare object pays for it, and the record
 * itself stays within HD_OBJECT_COMPACT_BYTES. Once set, o->extra never
 * changes until the record is recycled, so lock-free readers may follow it. */
struct hd_object_extra {
  uint64_t *readers_ext; /* readers in slots >= 64 (bitmap of HD_MAX_THREADS bits) */
  struct hd_vclock *rvc; /* read-like changes by several threads (read-shared) */
  /* The last unordered conflict reported (thread + 1, conflicting epoch): a
   * thread's follow-up changes against the same change are the same race. */
  uint32_t reported_tid;
  struct hd_epoch reported_epoch;
};

/* Everything but race mode's state lies in a record's first 128 bytes: a heap
 * record is that long when race mode is off (arena.c), so strict mode's small
 * objects cost half the metadata (issue #16: kvserver's 100,000 items). */
#define HD_OBJECT_COMPACT_BYTES 128u

struct hd_object {
  uint32_t check;  /* hd_check_word; read with relaxed atomics on the fast path */
  uint32_t flags;  /* enum hd_object_flags */
  uintptr_t base;
  uint64_t size;
  uintptr_t lock_addr; /* mutex for HEDDLE_LOCKED */
  uint64_t readers;    /* read-shared: readers by thread slot, slots < 64 */
  struct hd_object_extra *extra; /* NULL until needed (hd_object_extra) */
  struct hd_slices *slices;
  const char *name;    /* global's symbol, or NULL */
  struct hd_object *quarantine_next; /* freed: the next younger object in the quarantine */
  hd_spin_t mu;        /* serialises policy changes of this object */
  struct hd_change_rec alloc;   /* allocation / registration site */
  struct hd_change_rec last;    /* the most recent policy change of any kind */
  union {
    struct {
      /* FastTrack over policy changes: last write-like change, last read-like one(s). */
      struct hd_epoch w, r;
      struct hd_change_rec wchange; /* the change behind epoch w */
      struct hd_change_rec rchange; /* the change behind epoch r */
    };
    /* Race mode (HD_OBJ_RACE): accesses, not policy changes (runtime/race). */
    struct hd_race_object race;
  };
};
_Static_assert(offsetof(struct hd_object, rchange) + sizeof(struct hd_change_rec) <= HD_OBJECT_COMPACT_BYTES,
               "strict mode's fields must fit a compact record");

struct hd_slices {
  uint32_t n;
  struct hd_object obj[]; /* sorted by base, disjoint */
};

/* The innermost object containing addr (a slice if the object is sliced), or NULL. */
struct hd_object *hd_object_find(uintptr_t addr);
/* The first object overlapping [addr, end), or NULL. */
struct hd_object *hd_object_find_from(uintptr_t addr, uintptr_t end);

/* o's extra part, allocated now if it has none (NULL when out of memory).
 * Callers hold o->mu or own the object exclusively. */
struct hd_object_extra *hd_object_extra(struct hd_object *o);
/* Gives o's extra part back (its record is being reused or dropped). */
void hd_object_extra_free(struct hd_object *o);
/* Drops o's read vector clock (a write-like change, or the free). */
void hd_object_rvc_free(struct hd_object *o);
/* The read vector clock of o's read-like changes, or NULL. */
static inline struct hd_vclock *hd_object_rvc(const struct hd_object *o) {
  return o->extra ? o->extra->rvc : 0;
}

/* Reader set helpers (callers hold o->mu or own the object exclusively). */
int hd_reader_has(const struct hd_object *o, uint32_t slot);
void hd_reader_add(struct hd_object *o, uint32_t slot);
void hd_reader_del(struct hd_object *o, uint32_t slot);
int hd_reader_count(const struct hd_object *o);
/* Has o ever had a reader in a slot >= 64 (its bitmap exists)? */
int hd_readers_beyond_mask(const struct hd_object *o);
void hd_readers_clear(struct hd_object *o);
/* Resets policy state to `policy`/`owner` and clears readers and FastTrack state. */
void hd_object_reset(struct hd_object *o, uint32_t policy, uint32_t owner);

/* The tracked address range, read by the instrumentation's inline check:
 * an address is possibly tracked iff addr - __heddle_range_lo < __heddle_range_size. */
extern uintptr_t __heddle_range_lo;
extern uintptr_t __heddle_range_size;
void hd_range_include(uintptr_t lo, uintptr_t hi);

#endif
