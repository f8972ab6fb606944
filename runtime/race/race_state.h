/* race_state.h — the FastTrack state race mode keeps per unannotated object
 * (inline in its struct hd_object, sharing the bytes annotated objects use
 * for FastTrack over policy changes) and per segment of an object that was
 * split because threads share it at a finer grain than the whole object.
 *
 * Defined here, included by object.h, so the record layout stays in one place. */
#ifndef HEDDLE_RACE_STATE_H
#define HEDDLE_RACE_STATE_H
#include <stdint.h>

#include "vclock.h"

/* One remembered epoch of one thread on a piece of memory: who, where in the
 * code, and which bytes. [off, off+len) is the access that started the epoch
 * (exact). The masks add every granule the thread touched later in the same
 * epoch (the fast path sets them): bit i = bytes [i << gshift, (i+1) << gshift)
 * of the piece. `approx`: inherited by a segment at a split without any
 * overlap (the thread touched *some* bytes of the old piece, maybe not these);
 * `coarse`: the masks came from a coarser piece, so a set bit only says
 * "maybe"; `atomic`: the starting access was an atomic one (the masks only
 * ever hold plain accesses). See race.c for what each decides. */
struct hd_race_access {
  uint32_t tid;
  uint32_t stack : 29; /* depot id (the depot holds 2^20) */
  uint32_t approx : 1;
  uint32_t coarse : 1;
  uint32_t atomic : 1;
  uint32_t off;        /* relative to the piece's first byte */
  uint32_t len;        /* objects are at most 2 GiB (the arena's largest class) */
  uint64_t wmask;     /* granules written in the epoch */
  uint64_t rmask;     /* granules read in the epoch */
};

/* Concurrent readers (FastTrack's read vector clock), indexed by slot. */
struct hd_race_reader {
  uint32_t clk; /* 0: no read by this slot since the last write */
  uint32_t pad;
  struct hd_race_access acc;
};
struct hd_race_readers {
  uint32_t cap;
  uint32_t pad;
  struct hd_race_reader r[];
};

/* FastTrack on one piece of memory (a whole object or a segment). */
struct hd_race_state {
  struct hd_epoch w, r;          /* last write; last read when readers == NULL */
  struct hd_race_access wa, ra;  /* the epochs behind w and r */
  struct hd_race_readers *readers;
  uint8_t gshift;                /* granule of the masks: 1 << gshift bytes (64 granules span the piece) */
};

/* What inference learns about an object (race.c). */
struct hd_race_usage {
  uintptr_t lock;         /* the mutex held at every access since the first (0: none yet) */
  uintptr_t share_lock;   /* the mutex held at every access since it became shared */
  /* lock's next candidate (narrow_lock): the mutex held just outside the innermost at the first access,
   * while every access since held it too (0: none). A nested acquisition (a philosopher holding two forks)
   * makes the innermost mutex an accident of which thread came first; the common one may be the outer.
   * share_lock has none: a record is 256 bytes at most (arena.h), and this one fills it. */
  uintptr_t lock_outer;
  uint32_t share_stack;   /* where a second thread first accessed it (depot id) */
  uint32_t last_tid;      /* the most recent accessor */
  uint64_t threads;       /* accessing threads, one bit per tid % 64 */
  uint16_t handoffs;      /* ordered changes of the accessing thread noted (handoff.c), ≤ HD_HANDOFF_NOTE_MAX */
  uint8_t unlocked_before : 1; /* accessed without the mutex, alone, before it was shared */
  uint8_t written_with_company : 1; /* a write before sharing while another thread could run */
  uint8_t plain_users : 2; /* threads that used it plainly: 0, 1, 2 for more (the allocation is its allocator's use) */
  uint32_t alone_stack;   /* first access without the mutex, alone, after it was shared (depot id) */
  uint8_t shared : 1;     /* a second thread accessed it */
  uint8_t raced : 1;      /* a data race was found on it */
  uint8_t concurrent : 1; /* two threads accessed it without ordering (disjoint bytes) */
  uint8_t written_shared : 1; /* written after it became shared */
  uint8_t atomic : 1;     /* accessed atomically */
  uint8_t atomic_written_shared : 1; /* written atomically after it became shared */
  uint8_t plain_shared : 1; /* a non-atomic access after it became shared */
  uint8_t lock_dead : 1;  /* some access held no common mutex */
  uint8_t share_lock_dead : 1; /* some shared access held no common mutex */
  uint8_t written_plain : 1; /* written by the program (not only its allocation) */
  uint8_t unordered_change : 1; /* a thread's access not ordered after the previous accessor's (no hand-off) */
  uint8_t notes_full : 1; /* an ordered change came after HD_HANDOFF_NOTE_MAX were noted: steps may be missing */
  uint8_t prefilled : 1;  /* its first user accessed it and then handed it to the second (slice_infer.c) */
  uint8_t fields_off : 1; /* field_infer.c: its site follows nothing more (no byte's policy left to learn) */
  uint8_t fields_read : 1; /* field_infer.c: every byte read by two threads without a mutex: reads tell nothing */
  uint8_t elem_lock_off : 1; /* elem_lock_infer.c: its site follows nothing more (no element's mutex explains it) */
  uint8_t plain_with_company : 1; /* a non-atomic access after it became shared, while another thread could run */
  uint32_t first_create;  /* a global: the pthread_create of its first user's thread (depot id; 0: main) */
};

struct hd_race_segs;

/* Everything race mode keeps on an object. */
struct hd_race_object {
  struct hd_race_state st;
  struct hd_race_segs *segs; /* once split: its segments (st is then unused) */
  struct hd_race_usage use;
};

#endif
